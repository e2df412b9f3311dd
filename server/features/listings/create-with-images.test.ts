import { type ListingDetail, type ListingResponse, listingImageMessages } from "@domain/listings.ts";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listingImages, listings } from "../../db/schema/index.ts";
import type { TestClient, TestContext } from "../../test/harness.ts";
import { createTestContext } from "../../test/harness.ts";
import { storedFiles } from "../../test/stored-files.ts";
import { errorOf, fileOf, jpegBytes, pngBytes, validListing } from "./test-helpers.ts";

let ctx: TestContext;
let host: { client: TestClient; id: string };
let creator: { client: TestClient; id: string };
let anon: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  host = await ctx.userClient("host");
  creator = await ctx.userClient("creator");
  anon = ctx.client();
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => ctx?.close());

/** The multipart create: the listing as JSON in `listing`, then the files, then the rights confirmation. */
function createForm(listing: unknown, files: File[], rightsConfirmed: boolean | string = true): FormData {
  const form = new FormData();
  form.append("listing", typeof listing === "string" ? listing : JSON.stringify(listing));
  for (const file of files) form.append("files", file);
  if (rightsConfirmed !== false) form.append("rightsConfirmed", String(rightsConfirmed));
  return form;
}

const post = (client: TestClient, form: FormData) => client.post("/api/listings", form);

/** Every stored file (not only under listings/), so a leftover of any listing shows up wherever it went. */
const storedListingFiles = () => storedFiles(ctx.config.dataDir);

async function rowCounts() {
  const [listingRows] = await ctx.db.select({ n: count() }).from(listings).where(eq(listings.hostId, host.id));
  const [imageRows] = await ctx.db.select({ n: count() }).from(listingImages);
  return { listings: Number(listingRows?.n), images: Number(imageRows?.n) };
}

/** Runs a request that must be refused and checks it left no row and no file behind. */
async function expectNothingSaved(send: () => Promise<Response>): Promise<Response> {
  const [rowsBefore, filesBefore] = [await rowCounts(), await storedListingFiles()];
  const res = await send();
  expect(await rowCounts()).toEqual(rowsBefore);
  expect(await storedListingFiles()).toEqual(filesBefore);
  return res;
}

const twoImages = async () => [fileOf(await pngBytes(1, 2000), "cover.png"), fileOf(await jpegBytes(), "b.jpg")];

describe("POST /api/listings (multipart: listing + images)", () => {
  it("creates the listing with its images in order, first = cover: 2 rows and 4 stored files", async () => {
    const before = await rowCounts();
    const res = await post(host.client, createForm(validListing({ title: "Villa With Photos" }), await twoImages()));
    expect(res.status).toBe(201);
    const { listing } = (await res.json()) as ListingResponse;
    expect(listing).toMatchObject({ title: "Villa With Photos", hostId: host.id, status: "active" });
    expect(listing.images.map((i) => i.position)).toEqual([0, 1]);
    expect(listing.images[0]?.width).toBe(1600);
    expect(listing.coverUrl).toBe(listing.images[0]?.url);
    expect(await rowCounts()).toEqual({ listings: before.listings + 1, images: before.images + 2 });

    const files = await storedFiles(ctx.config.dataDir, `listings/${listing.id}`);
    expect(files.filter((f) => !f.endsWith(".meta.json"))).toHaveLength(4);
    const served = await ctx.app.request(listing.images[1]?.cardUrl ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    const detail = await host.client.get(`/api/listings/${listing.id}`);
    const body = (await detail.json()) as { listing: ListingDetail };
    expect(body.listing.images.map((i) => i.id)).toEqual(listing.images.map((i) => i.id));
  });

  it("creates a listing without images from a multipart body with no files (no rights needed)", async () => {
    const res = await post(host.client, createForm(validListing(), [], false));
    expect(res.status).toBe(201);
    expect(((await res.json()) as ListingResponse).listing.images).toEqual([]);
  });

  it("refuses HTML named .png or a zero-byte file among good ones with the spec's message (415), saving nothing", async () => {
    const bad = [
      fileOf("<!doctype html><html><script>alert(1)</script></html>", "photo.png"),
      fileOf(Buffer.alloc(0), "empty.jpg", "image/jpeg"),
    ];
    for (const file of bad) {
      const res = await expectNothingSaved(async () =>
        post(host.client, createForm(validListing(), [...(await twoImages()), file])),
      );
      expect(res.status).toBe(415);
      expect((await errorOf(res)).message).toBe(listingImageMessages.notImage(file.name));
    }
  });

  it("refuses a 12 MB file among good ones with the spec's message (413), saving nothing", async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 1);
    (await pngBytes()).copy(big);
    const res = await expectNothingSaved(async () =>
      post(host.client, createForm(validListing(), [...(await twoImages()), fileOf(big, "huge.png")])),
    );
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(listingImageMessages.tooLarge("huge.png"));
  });

  it("refuses 11 files with 'Maximum 10 images allowed', saving nothing", async () => {
    const eleven = await Promise.all(Array.from({ length: 11 }, async (_, i) => fileOf(await pngBytes(i), `${i}.png`)));
    const res = await expectNothingSaved(() => post(host.client, createForm(validListing(), eleven)));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: listingImageMessages.tooMany,
      title: listingImageMessages.tooManyTitle,
    });
  });

  it("requires the rights confirmation when files are sent, saving nothing", async () => {
    for (const rights of [false, "false", ""]) {
      const res = await expectNothingSaved(async () =>
        post(host.client, createForm(validListing(), await twoImages(), rights)),
      );
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(listingImageMessages.rightsRequired);
    }
  });

  it("validates the listing with the JSON route's schema and messages, saving nothing", async () => {
    const cases: Record<string, unknown>[] = [
      validListing({ title: "" }),
      validListing({ maxGuests: 21 }),
      validListing({ propertyType: "Castle" }),
      { ...validListing(), hostId: creator.id },
    ];
    for (const invalid of cases) {
      const asJson = await errorOf(await host.client.post("/api/listings", invalid));
      const res = await expectNothingSaved(async () => post(host.client, createForm(invalid, await twoImages())));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual(asJson);
    }
    const title = await errorOf(await post(host.client, createForm(validListing({ title: " " }), [])));
    expect(title).toMatchObject({ message: "Please enter a Property Title", fields: { title: expect.any(String) } });
  });

  it("answers 400 for a missing or malformed listing field, saving nothing", async () => {
    const missing = new FormData();
    missing.append("files", fileOf(await pngBytes(), "a.png"));
    missing.append("rightsConfirmed", "true");
    const noListing = await expectNothingSaved(() => post(host.client, missing));
    expect(noListing.status).toBe(400);
    for (const text of ["{oops", "[]", ""]) {
      const res = await expectNothingSaved(() => post(host.client, createForm(text, [])));
      expect([text, res.status, (await errorOf(res)).code]).toEqual([text, 400, "invalid_json"]);
    }
  });

  it("rolls back the listing and removes the files already stored when storage fails midway", async () => {
    const put = ctx.services.storage.put.bind(ctx.services.storage);
    let calls = 0;
    // Two files (full + card) are stored, the third write fails inside the transaction.
    vi.spyOn(ctx.services.storage, "put").mockImplementation(async (key, data, type) => {
      calls += 1;
      if (calls === 3) throw new Error("disk full");
      return put(key, data, type);
    });
    vi.spyOn(ctx.services.logger, "error").mockImplementation(() => {});
    const res = await expectNothingSaved(async () => post(host.client, createForm(validListing(), await twoImages())));
    expect(res.status).toBe(500);
    expect(calls).toBe(3);
  });

  it("refuses a body over the whole-request cap before parsing it", async () => {
    const res = await host.client.request("POST", "/api/listings", "x", {
      "content-type": "multipart/form-data; boundary=abc",
      "content-length": String(200 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
  });

  it("answers 401 for a visitor and 403 for a creator before reading the body, saving nothing", async () => {
    const visitor = await expectNothingSaved(async () => post(anon, createForm(validListing(), await twoImages())));
    expect(visitor.status).toBe(401);
    const byCreator = await expectNothingSaved(async () =>
      post(creator.client, createForm(validListing(), await twoImages())),
    );
    expect(byCreator.status).toBe(403);
    // A body that would be a 400 or 413 for a host is still a 401 / 403: the body is never looked at.
    const garbage = {
      "content-type": "multipart/form-data; boundary=abc",
      "content-length": String(200 * 1024 * 1024),
    };
    expect((await anon.request("POST", "/api/listings", "x", garbage)).status).toBe(401);
    expect((await creator.client.request("POST", "/api/listings", "x", garbage)).status).toBe(403);
  });
});
