import { stat } from "node:fs/promises";
import path from "node:path";
import type { StorageUsage } from "@domain/storage-quota.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorListingImages, listingImages, listings, portfolioMedia, profiles } from "../../db/schema/index.ts";
import { fileForm, insertListing, png } from "../../test/creator-fixtures.ts";
import type { TestClient } from "../../test/harness.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { storedFiles } from "../../test/stored-files.ts";
import { errorOf, fileOf, imageForm, pngBytes, validListing } from "../listings/test-helpers.ts";

// Small quotas so a test can reach them; the defaults (2 GB / 1 GB) come from server/config.ts.
const quotas = { creatorBytes: 2 * 1024 * 1024, hostBytes: 1024 * 1024 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ storageQuotas: quotas });
});
afterAll(async () => ctx?.close());

/** Every stored file under the storage root with its size; not the .meta.json sidecars or the write journal. */
async function filesOnDisk(): Promise<Map<string, number>> {
  const root = path.join(ctx.config.dataDir, "storage");
  const out = new Map<string, number>();
  for (const key of await storedFiles(ctx.config.dataDir)) out.set(key, (await stat(path.join(root, key))).size);
  return out;
}

async function usage(client: TestClient): Promise<StorageUsage> {
  const res = await client.get("/api/profile/storage");
  expect(res.status).toBe(200);
  return (await res.json()) as StorageUsage;
}

/** Takes the account to `left` bytes under its quota with a row that owns no real file (only its size counts). */
async function fillTo(userId: string, kind: "creator" | "host", left: number) {
  if (kind === "creator") {
    await ctx.db.insert(portfolioMedia).values({
      userId,
      storageKey: `portfolio/${userId}/filler.webp`,
      fileName: "filler",
      fileType: "image/webp",
      fileSize: 1,
      storedBytes: quotas.creatorBytes - left,
      mediaType: "image",
    });
  } else {
    const listing = await insertListing(ctx.db, userId, "paused");
    await ctx.db.insert(listingImages).values({
      listingId: listing.id,
      storageKey: `listings/${listing.id}/filler.webp`,
      position: 0,
      bytes: quotas.hostBytes - left,
    });
  }
}

const galleryForm = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  form.append("rightsConfirmed", "true");
  return form;
};

describe("GET /api/profile/storage", () => {
  it("is the signed-in account's usage and quota by role; visitors get 401", async () => {
    expect((await ctx.client().get("/api/profile/storage")).status).toBe(401);
    const creator = await ctx.userClient("creator");
    const host = await ctx.userClient("host");
    expect(await usage(creator.client)).toEqual({ usedBytes: 0, quotaBytes: quotas.creatorBytes });
    expect(await usage(host.client)).toEqual({ usedBytes: 0, quotaBytes: quotas.hostBytes });
  });

  it("counts the bytes really stored by every upload route and frees them on delete", async () => {
    const creator = await ctx.userClient("creator");
    const host = await ctx.userClient("host");
    const before = await filesOnDisk();
    const newBytes = async () => {
      let sum = 0;
      for (const [file, size] of await filesOnDisk()) if (!before.has(file)) sum += size;
      return sum;
    };

    // Creator: avatar, portfolio item, gallery photo.
    expect(
      (await creator.client.post("/api/profile/avatar", fileForm(await png(), "me.png", "image/png"))).status,
    ).toBe(200);
    const item = await creator.client.post("/api/portfolio", fileForm(await png(120, 90), "a.png", "image/png"));
    expect(item.status).toBe(201);
    const listing = await insertListing(ctx.db, host.id);
    const photo = await creator.client.post(
      `/api/listings/${listing.id}/gallery`,
      galleryForm(fileOf(await pngBytes(5, 80), "g.png")),
    );
    expect(photo.status).toBe(201);
    const creatorBytes = await newBytes();
    expect(creatorBytes).toBeGreaterThan(0);
    expect((await usage(creator.client)).usedBytes).toBe(creatorBytes);

    // Host: listing images on an existing listing and through the multipart create.
    const images = await host.client.post(
      `/api/listings/${listing.id}/images`,
      imageForm([fileOf(await pngBytes(1, 64), "1.png"), fileOf(await pngBytes(2, 64), "2.png")]),
    );
    expect(images.status).toBe(201);
    const form = new FormData();
    form.append("listing", JSON.stringify(validListing()));
    form.append("files", fileOf(await pngBytes(3, 64), "3.png"));
    form.append("rightsConfirmed", "true");
    expect((await host.client.post("/api/listings", form)).status).toBe(201);
    expect((await usage(host.client)).usedBytes).toBe((await newBytes()) - creatorBytes);

    // Deleting the portfolio item frees its bytes.
    const { item: stored } = (await item.json()) as { item: { id: string } };
    const [row] = await ctx.db.select().from(portfolioMedia).where(eq(portfolioMedia.id, stored.id));
    expect((await creator.client.delete(`/api/portfolio/${stored.id}`)).status).toBe(204);
    expect((await usage(creator.client)).usedBytes).toBe(creatorBytes - (row?.storedBytes ?? 0));
  });
});

describe("uploads past the storage quota", () => {
  const expectQuota413 = async (res: Response) => {
    expect(res.status).toBe(413);
    const error = await errorOf(res);
    expect(error.code).toBe("storage_quota_exceeded");
    expect(error.message).toMatch(
      /^Not enough storage for this upload: it needs .+ and 100 B of your [12] MB is left\./,
    );
    expect(error.title).toBe("Storage full");
  };

  it("refuses a portfolio item, a gallery photo and an avatar that do not fit: 413, nothing stored", async () => {
    const creator = await ctx.userClient("creator");
    const host = await ctx.userClient("host");
    const listing = await insertListing(ctx.db, host.id);
    await fillTo(creator.id, "creator", 100);
    const before = await filesOnDisk();
    const used = (await usage(creator.client)).usedBytes;

    await expectQuota413(
      await creator.client.post("/api/portfolio", fileForm(await png(120, 90), "a.png", "image/png")),
    );
    await expectQuota413(
      await creator.client.post(
        `/api/listings/${listing.id}/gallery`,
        galleryForm(fileOf(await pngBytes(6, 80), "g.png")),
      ),
    );
    await expectQuota413(
      await creator.client.post("/api/profile/avatar", fileForm(await png(), "me.png", "image/png")),
    );

    expect(await filesOnDisk()).toEqual(before);
    expect(await ctx.db.select().from(portfolioMedia).where(eq(portfolioMedia.userId, creator.id))).toHaveLength(1);
    expect(
      await ctx.db.select().from(creatorListingImages).where(eq(creatorListingImages.creatorId, creator.id)),
    ).toHaveLength(0);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, creator.id));
    expect(profile?.avatarKey).toBeNull();
    expect((await usage(creator.client)).usedBytes).toBe(used);
  });

  it("refuses listing images and a multipart create that do not fit: 413, no listing, no file", async () => {
    const host = await ctx.userClient("host");
    await fillTo(host.id, "host", 100);
    const listing = await insertListing(ctx.db, host.id);
    const before = await filesOnDisk();
    const listingsBefore = await ctx.db.select().from(listings).where(eq(listings.hostId, host.id));

    await expectQuota413(
      await host.client.post(`/api/listings/${listing.id}/images`, imageForm([fileOf(await pngBytes(7, 64), "x.png")])),
    );
    const form = new FormData();
    form.append("listing", JSON.stringify(validListing({ title: "Over quota" })));
    form.append("files", fileOf(await pngBytes(8, 64), "y.png"));
    form.append("rightsConfirmed", "true");
    await expectQuota413(await host.client.post("/api/listings", form));

    expect(await filesOnDisk()).toEqual(before);
    expect(await ctx.db.select().from(listings).where(eq(listings.hostId, host.id))).toHaveLength(
      listingsBefore.length,
    );
    expect(await ctx.db.select().from(listingImages).where(eq(listingImages.listingId, listing.id))).toHaveLength(0);
    // A listing without images stores nothing, so it is still allowed (JSON create).
    expect((await host.client.post("/api/listings", validListing())).status).toBe(201);
  });

  it("refuses before reading the body when the account is already full, and says so", async () => {
    const creator = await ctx.userClient("creator");
    await fillTo(creator.id, "creator", 0);
    const res = await creator.client.post("/api/portfolio", fileForm(await png(), "a.png", "image/png"));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(
      "Your storage is full (2 MB of 2 MB used). Delete some photos or videos to upload more.",
    );
  });

  it("lets a new avatar replace the old one when only the old one's bytes make room", async () => {
    const creator = await ctx.userClient("creator");
    expect((await creator.client.post("/api/profile/avatar", fileForm(await png(), "a.png", "image/png"))).status).toBe(
      200,
    );
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, creator.id));
    const avatarBytes = row?.avatarBytes ?? 0;
    expect(avatarBytes).toBeGreaterThan(0);
    // Everything else fills the quota but the avatar's own bytes (plus a little for a slightly larger new one).
    await fillTo(creator.id, "creator", avatarBytes + 2000);
    const res = await creator.client.post("/api/profile/avatar", fileForm(await png(60, 50), "b.png", "image/png"));
    expect(res.status).toBe(200);
  });
});
