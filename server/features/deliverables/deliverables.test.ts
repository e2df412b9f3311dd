// Over 400 lines: a suite per part of the deliverables API (upload, memory, review, files, ZIP, crash), one set-up.
import { readdirSync } from "node:fs";
import path from "node:path";
import { type Deliverable, deliverableMessages, type Workspace } from "@domain/deliverables.ts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collaborationDeliverables, collaborations, contentFeedback, listings } from "../../db/schema/index.ts";
import { sweepOrphanUploads } from "../../storage/orphan-sweep.ts";
import { fileLinkKey, signFileUrl } from "../../storage/signed-url.ts";
import { createTestContext, type TestClient, type TestContext, testSecret } from "../../test/harness.ts";
import { heldGrowthDuring, sampleEvery } from "../../test/held-memory.ts";
import { mp4, mp4Head } from "../../test/mp4-fixture.ts";
import { readSse } from "../../test/sse.ts";
import { streamedForm } from "../../test/streamed-form.ts";
import { createListing, errorOf, fileOf, pngBytes, validListing } from "../listings/test-helpers.ts";
import { zipEntries } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** Host and creator with an accepted application, and a second pair with their own. */
async function cast() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const otherCreator = await ctx.userClient("creator", "Oscar Other");
  const otherHost = await ctx.userClient("host", "Hugo Host");
  const accepted = async (h: typeof host, c: typeof creator, title: string) => {
    const listing = await createListing(h.client, {
      title,
      collaborationDetails: "Please tag @villaazul and use #VillaAzul in every post.",
    });
    const applied = await c.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
    const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
    expect((await h.client.patch(`/api/applications/${applicationId}`, { status: "accepted" })).status).toBe(200);
    return applicationId;
  };
  const appId = await accepted(host, creator, "Villa Azul");
  const otherAppId = await accepted(otherHost, otherCreator, "Casa Other");
  return { host, creator, otherCreator, otherHost, anon: ctx.client(), appId, otherAppId };
}

type Fields = Record<string, string>;
async function upload(client: TestClient, appId: string, fields: Fields, file?: File | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", file);
  return client.post(`/api/workspaces/${appId}/deliverables`, form);
}
async function uploaded(client: TestClient, appId: string, fields: Fields, file?: File | null) {
  const res = await upload(client, appId, fields, file);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { deliverable: Deliverable; message: string };
}
const workspace = async (client: TestClient, appId: string) => {
  const res = await client.get(`/api/workspaces/${appId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Workspace;
};
const review = (client: TestClient, id: string, body: unknown) => client.post(`/api/deliverables/${id}/feedback`, body);
const png = async (seed = 1) => fileOf(await pngBytes(seed, 64), `photo-${seed}.png`);
const deliverableRows = async () => (await ctx.db.select({ n: count() }).from(collaborationDeliverables))[0]?.n ?? 0;
const storedFiles = () => {
  const root = path.join(ctx.config.dataDir, "storage", "deliverables");
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    } catch {
      return [];
    }
  };
  return walk(root).filter((f) => !f.endsWith(".meta.json"));
};

describe("collaboration workspace", () => {
  it("opens for the two participants only, while accepted / contract / active", async () => {
    const c = await cast();
    const forHost = await workspace(c.host.client, c.appId);
    expect(forHost).toMatchObject({
      viewerRole: "host",
      listing: { title: "Villa Azul" },
      partner: { name: "Cora Creator" },
      deliverables: [],
    });
    expect((await workspace(c.creator.client, c.appId)).partner.name).toBe("Sofia Host");
    expect((await c.anon.get(`/api/workspaces/${c.appId}`)).status).toBe(401);
    for (const stranger of [c.otherCreator, c.otherHost]) {
      const res = await stranger.client.get(`/api/workspaces/${c.appId}`);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Collaboration not found or not accessible");
    }
    // A pending application has no workspace yet.
    const listing = await createListing(c.host.client, { title: "Pending Place" });
    const applied = await c.creator.client.post("/api/applications", { listingId: listing.id, message: "Hi there" });
    const pendingId = ((await applied.json()) as { application: { id: string } }).application.id;
    expect((await c.creator.client.get(`/api/workspaces/${pendingId}`)).status).toBe(404);
    expect((await c.creator.client.get("/api/workspaces/not-a-uuid")).status).toBe(404);
  });
});

describe("upload", () => {
  it("stores an image under deliverables/{userId}/{applicationId}/, with a preview, and counts it", async () => {
    const c = await cast();
    const { deliverable, message } = await uploaded(
      c.creator.client,
      c.appId,
      { usageRights: "1-year", caption: "Sunset at @villaazul #VillaAzul #ad", scheduledDate: "2030-01-05T10:00" },
      await png(),
    );
    expect(message).toBe("Deliverable uploaded successfully");
    expect(deliverable).toMatchObject({
      mediaType: "image",
      kind: "post",
      status: "pending",
      version: 1,
      fileType: "image/png",
      usageRights: "1-year",
    });
    const [row] = await ctx.db
      .select()
      .from(collaborationDeliverables)
      .where(eq(collaborationDeliverables.id, deliverable.id));
    expect(row?.storageKey).toMatch(new RegExp(`^deliverables/${c.creator.id}/${c.appId}/\\d{13}-[0-9a-f]{6}\\.png$`));
    expect(row?.previewKey).toMatch(/-preview\.webp$/);
    // Private: the public /files/ route refuses the key; the signed link serves it.
    expect((await c.anon.get(`/files/${row?.storageKey}`)).status).toBe(404);
    expect(deliverable.fileUrl).toMatch(/^\/files\/signed\//);
    const file = await c.anon.get(deliverable.fileUrl as string);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(await pngBytes(1, 64))).toBe(true);
    const preview = await c.anon.get(deliverable.previewUrl as string);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    // Caption checks: the host's mention and hashtag, the disclosure; all present here.
    expect(deliverable.captionChecks.map((x) => [x.label, x.ok])).toEqual([
      ["Mentions @villaazul", true],
      ["Uses #VillaAzul", true],
      ['Discloses the partnership (#ad, #sponsored or "paid partnership")', true],
      ["Scheduled within the collaboration", true],
    ]);
    const ws = await workspace(c.host.client, c.appId);
    expect(ws.counters.posts).toMatchObject({ delivered: 1, approved: 0 });
    expect(ws.statusCounts.pending).toBe(1);
  });

  it("takes a video (a movie with a video track), a caption-only deliverable, and warns about missing caption items", async () => {
    const c = await cast();
    const video = await uploaded(
      c.creator.client,
      c.appId,
      { usageRights: "unlimited" },
      fileOf(mp4(4096), "clip.mp4", "video/mp4"),
    );
    expect(video.deliverable).toMatchObject({ mediaType: "video", kind: "video", fileType: "video/mp4" });
    const caption = await uploaded(c.creator.client, c.appId, {
      usageRights: "instagram-only",
      caption: "Lovely stay",
    });
    expect(caption.deliverable.mediaType).toBe("caption");
    expect(caption.deliverable.fileUrl).toBeNull();
    expect(caption.deliverable.captionChecks.filter((x) => !x.ok).map((x) => x.id)).toEqual([
      "mention:@villaazul",
      "hashtag:#VillaAzul",
      "disclosure",
    ]);
    // Range requests on the video's signed link (seeking).
    const ranged = await c.host.client.request("GET", video.deliverable.fileUrl as string, undefined, {
      range: "bytes=0-23",
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe("bytes 0-23/4096");
    expect(Buffer.from(await ranged.arrayBuffer()).toString("latin1", 4, 8)).toBe("ftyp");
    const ws = await workspace(c.host.client, c.appId);
    expect(ws.counters.videos.delivered).toBe(1);
  });

  it("refuses hosts, strangers and bad input with a clear 4xx, writing nothing", async () => {
    const c = await cast();
    const before = { rows: await deliverableRows(), files: storedFiles().length };
    const host = await upload(c.host.client, c.appId, { usageRights: "1-year" }, await png());
    expect(host.status).toBe(403);
    expect((await errorOf(host)).message).toBe("Only the creator uploads deliverables.");
    expect((await upload(c.otherCreator.client, c.appId, { usageRights: "1-year" }, await png())).status).toBe(404);
    expect((await upload(c.anon, c.appId, { usageRights: "1-year" }, await png())).status).toBe(401);
    const html = await upload(
      c.creator.client,
      c.appId,
      { usageRights: "1-year" },
      fileOf("<!doctype html><html><script>alert(1)</script></html>".repeat(100), "clip.mp4", "video/mp4"),
    );
    expect(html.status).toBe(415);
    expect((await errorOf(html)).message).toBe(deliverableMessages.wrongType);
    // Right magic bytes, no movie: an `ftyp` box and a script (the 37-byte file an outside probe got stored).
    const probe = Buffer.concat([mp4().subarray(0, 20), Buffer.from("<script>alert(1)</script>")]);
    probe.writeUInt32BE(20, 0);
    const noMovie = await upload(
      c.creator.client,
      c.appId,
      { usageRights: "1-year" },
      fileOf(probe, "a.mp4", "video/mp4"),
    );
    expect(noMovie.status).toBe(415);
    expect((await errorOf(noMovie)).message).toBe(deliverableMessages.wrongType);
    const empty = await upload(c.creator.client, c.appId, { usageRights: "1-year" }, fileOf("", "empty.png"));
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe(deliverableMessages.emptyFile);
    const rights = await upload(c.creator.client, c.appId, { usageRights: "forever" }, await png());
    expect(rights.status).toBe(400);
    expect((await errorOf(rights)).fields?.usageRights).toMatch(/Usage rights must be/);
    const date = await upload(
      c.creator.client,
      c.appId,
      { usageRights: "1-year", scheduledDate: "next week" },
      await png(),
    );
    expect(date.status).toBe(400);
    expect((await errorOf(date)).fields?.scheduledDate).toBe("Scheduled date must be a date and time");
    const nothing = await upload(c.creator.client, c.appId, { usageRights: "1-year" });
    expect(nothing.status).toBe(400);
    expect(await deliverableRows()).toBe(before.rows);
    expect(storedFiles().length).toBe(before.files);
  });

  it("cuts a 101 MB upload off while it streams, before it is read whole", async () => {
    const c = await cast();
    const before = storedFiles().length;
    const total = 101 * 1024 * 1024;
    const form = streamedForm(
      { usageRights: "1-year" },
      { name: "big.mp4", type: "video/mp4", head: mp4Head(total), bytes: total, chunkBytes: 64 * 1024 },
    );
    const res = await c.creator.client.request("POST", `/api/workspaces/${c.appId}/deliverables`, form.body, {
      "content-type": form.contentType,
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(deliverableMessages.tooLarge);
    expect(form.pulled()).toBeLessThan(total);
    // A far larger stream is cut off near the limit, not read to its end.
    const huge = streamedForm(
      { usageRights: "1-year" },
      {
        name: "huge.mp4",
        type: "video/mp4",
        head: mp4Head(400 * 1024 * 1024),
        bytes: 400 * 1024 * 1024,
        chunkBytes: 64 * 1024,
      },
    );
    const refused = await c.creator.client.request("POST", `/api/workspaces/${c.appId}/deliverables`, huge.body, {
      "content-type": huge.contentType,
    });
    expect(refused.status).toBe(413);
    expect(huge.pulled()).toBeLessThan(110 * 1024 * 1024);
    expect(storedFiles().length).toBe(before);
    expect(
      await ctx.db
        .select()
        .from(collaborationDeliverables)
        .where(eq(collaborationDeliverables.creatorId, c.creator.id)),
    ).toEqual([]);
  });
});

describe("memory", () => {
  it("takes a 100 MB video with server memory growing by < 30 MB (streamed, never buffered)", async () => {
    const c = await cast();
    const bytes = 100 * 1024 * 1024;
    const form = streamedForm(
      { usageRights: "1-year" },
      { name: "full.mp4", type: "video/mp4", head: mp4Head(bytes), bytes, chunkBytes: 256 * 1024 },
    );
    const { result: res, growthMb } = await heldGrowthDuring((sample) => {
      form.onPull(sampleEvery(8 * 1024 * 1024, sample));
      return c.creator.client.request("POST", `/api/workspaces/${c.appId}/deliverables`, form.body, {
        "content-type": form.contentType,
      });
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { deliverable } = (await res.json()) as { deliverable: Deliverable };
    expect(deliverable.fileSize).toBe(bytes);
    expect(growthMb).toBeLessThan(30);
  });
});

describe("ZIP memory", () => {
  // Fifty uploads and reviews, then a 100 MB download sampled with a full collection each time: slow on purpose.
  it("streams a ZIP of 50 approved files (100 MB) with memory growing by < 30 MB", { timeout: 120_000 }, async () => {
    const c = await cast();
    const fileBytes = 2 * 1024 * 1024;
    for (let i = 0; i < 50; i++) {
      const { deliverable } = await uploaded(
        c.creator.client,
        c.appId,
        { usageRights: "1-year" },
        fileOf(mp4(fileBytes), `clip-${i}.mp4`, "video/mp4"),
      );
      expect((await review(c.host.client, deliverable.id, { feedbackType: "approve" })).status).toBe(201);
    }
    const { result: total, growthMb } = await heldGrowthDuring(async (sample) => {
      const res = await c.host.client.get(`/api/workspaces/${c.appId}/approved.zip`);
      expect(res.status).toBe(200);
      // Read as a stream and only counted, as a browser saving it to disk would.
      const read = sampleEvery(8 * 1024 * 1024, sample);
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        read(chunk.byteLength);
      }
      return bytes;
    });
    expect(total).toBeGreaterThan(50 * fileBytes);
    expect(growthMb).toBeLessThan(30);
  });
});

describe("review, versions and realtime", () => {
  it("requests changes, takes a new version, approves it with a rating, and records the rights", async () => {
    const c = await cast();
    const open = async (client: TestClient) => {
      const res = await ctx.app.request("/api/realtime", { headers: { cookie: client.cookieHeader() } });
      const stream = readSse(res);
      await stream.waitFor((events) => events.some((e) => e.event === "ready"));
      return stream;
    };
    const hostStream = await open(c.host.client);
    const creatorStream = await open(c.creator.client);
    const strangerStream = await open(c.otherHost.client);
    const first = (await uploaded(c.creator.client, c.appId, { usageRights: "6-months" }, await png(2))).deliverable;
    const creatorReview = await review(c.creator.client, first.id, { feedbackType: "approve" });
    expect(creatorReview.status).toBe(403);
    expect((await errorOf(creatorReview)).message).toBe("Only the host reviews delivered content.");
    expect((await review(c.otherHost.client, first.id, { feedbackType: "approve" })).status).toBe(404);
    const noComment = await review(c.host.client, first.id, { feedbackType: "request_changes" });
    expect(noComment.status).toBe(400);
    expect((await errorOf(noComment)).fields?.comment).toBe(
      "Please provide specific feedback explaining what needs to be changed.",
    );
    for (const rating of [0, 6, 2.5]) {
      expect((await review(c.host.client, first.id, { feedbackType: "approve", rating })).status).toBe(400);
    }
    const ratedChange = await review(c.host.client, first.id, {
      feedbackType: "request_changes",
      comment: "Brighter please",
      rating: 3,
    });
    expect(ratedChange.status).toBe(400);
    expect(await ctx.db.select().from(contentFeedback).where(eq(contentFeedback.deliverableId, first.id))).toEqual([]);

    const comment = await review(c.host.client, first.id, { feedbackType: "comment", comment: "Looks great so far" });
    expect(comment.status).toBe(201);
    expect(((await comment.json()) as { message: string }).message).toBe("Feedback submitted successfully");
    const changes = await review(c.host.client, first.id, {
      feedbackType: "request_changes",
      comment: "Brighter please",
    });
    expect(changes.status).toBe(201);
    expect(((await changes.json()) as { deliverable: Deliverable }).deliverable).toMatchObject({
      status: "needs_changes",
      canReview: false,
    });
    expect((await review(c.host.client, first.id, { feedbackType: "approve" })).status).toBe(409);

    const creatorView = await workspace(c.creator.client, c.appId);
    expect(creatorView.deliverables[0]).toMatchObject({ id: first.id, canRevise: true, status: "needs_changes" });
    const second = (
      await uploaded(c.creator.client, c.appId, { usageRights: "6-months", previousId: first.id }, await png(3))
    ).deliverable;
    expect(second).toMatchObject({ version: 2, previousId: first.id, status: "pending" });
    // One answer per change request.
    const again = await upload(
      c.creator.client,
      c.appId,
      { usageRights: "6-months", previousId: first.id },
      await png(4),
    );
    expect(again.status).toBe(409);

    const approved = await review(c.host.client, second.id, { feedbackType: "approve", rating: 4 });
    expect(approved.status).toBe(201);
    const body = (await approved.json()) as { deliverable: Deliverable; message: string };
    expect(body.message).toBe("Feedback approved successfully");
    expect(body.deliverable.status).toBe("approved");
    expect(body.deliverable.feedback[0]).toMatchObject({ feedbackType: "approve", rating: 4 });
    const approvedAt = new Date(body.deliverable.approvedAt as string);
    const expires = new Date(body.deliverable.rightsExpireAt as string);
    expect(Math.round((expires.getTime() - approvedAt.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(181);
    expect((await review(c.host.client, second.id, { feedbackType: "approve" })).status).toBe(409);

    const ws = await workspace(c.host.client, c.appId);
    expect(ws.counters.posts).toMatchObject({ delivered: 1, approved: 1 });
    expect(ws.deliverables.find((d) => d.id === first.id)?.replacedById).toBe(second.id);
    expect(ws.deliverables.find((d) => d.id === second.id)?.downloadUrl).toMatch(/download=photo-3\.png/);
    expect((await workspace(c.creator.client, c.appId)).deliverables[0]?.downloadUrl).toBeNull();

    // Each change reached both sides live as `deliverable.updated` (created, reviewed x2, revised, reviewed).
    const changesOf = (stream: typeof hostStream) =>
      stream.of("deliverable.updated").map((e) => (JSON.parse(e.data) as { change: string }).change);
    const expected = ["created", "reviewed", "reviewed", "revised", "reviewed"];
    for (const stream of [hostStream, creatorStream]) {
      await stream.waitFor(() => changesOf(stream).length >= expected.length);
      expect(changesOf(stream)).toEqual(expected);
    }
    expect(strangerStream.of("deliverable.updated")).toEqual([]);
    for (const stream of [hostStream, creatorStream, strangerStream]) await stream.close();
  });
});

describe("private files", () => {
  it("refuses an expired or tampered signed link with 403", async () => {
    const c = await cast();
    const { deliverable } = await uploaded(c.creator.client, c.appId, { usageRights: "1-year" }, await png(5));
    const url = deliverable.fileUrl as string;
    const tampered = url.replace(/signature=([A-Za-z0-9_-])/, (_, ch: string) => `signature=${ch === "A" ? "B" : "A"}`);
    expect((await c.anon.get(tampered)).status).toBe(403);
    const key = decodeURIComponent(url.slice("/files/signed/".length).split("?")[0] as string);
    const expired = signFileUrl(fileLinkKey(testSecret), key, 60, Date.now() - 120_000);
    const res = await c.anon.get(expired);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toMatch(/expired or is not valid/);
    // Another key under the same signature is refused too.
    expect((await c.anon.get(url.replace(/\.png\?/, ".jpg?"))).status).toBe(403);
  });
});

describe("approved content ZIP and the rights register", () => {
  it("streams the approved files with a rights.txt each, for the host only", async () => {
    const c = await cast();
    const a = (await uploaded(c.creator.client, c.appId, { usageRights: "unlimited" }, await png(6))).deliverable;
    const b = (
      await uploaded(c.creator.client, c.appId, { usageRights: "1-year" }, fileOf(mp4(2048), "tour.mp4", "video/mp4"))
    ).deliverable;
    await uploaded(c.creator.client, c.appId, { usageRights: "1-year" }, await png(7)); // stays pending
    expect((await c.host.client.get(`/api/workspaces/${c.appId}/approved.zip`)).status).toBe(409);
    for (const d of [a, b]) expect((await review(c.host.client, d.id, { feedbackType: "approve" })).status).toBe(201);

    expect((await c.creator.client.get(`/api/workspaces/${c.appId}/approved.zip`)).status).toBe(403);
    expect((await c.otherHost.client.get(`/api/workspaces/${c.appId}/approved.zip`)).status).toBe(404);
    const res = await c.host.client.get(`/api/workspaces/${c.appId}/approved.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /filename="villa-azul-approved-content-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const entries = await zipEntries(Buffer.from(await res.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual([
      "01-photo-6/photo-6.png",
      "01-photo-6/rights.txt",
      "02-tour/rights.txt",
      "02-tour/tour.mp4",
    ]);
    expect(entries.get("01-photo-6/photo-6.png")?.equals(await pngBytes(6, 64))).toBe(true);
    expect(entries.get("01-photo-6/rights.txt")?.toString()).toMatch(/Usage rights: Unlimited[\s\S]*Expires on: Never/);
    expect(entries.get("02-tour/rights.txt")?.toString()).toMatch(/Usage rights: 1 year[\s\S]*Duration: 12 months/);
    // The documents carry the deal (issue 35 part 10): parties, listing, contract and the rights' end date.
    const [collaboration] = await ctx.db
      .select({ id: collaborations.id })
      .from(collaborations)
      .where(eq(collaborations.applicationId, c.appId));
    const tour = entries.get("02-tour/rights.txt")?.toString() ?? "";
    const lines = tour.split("\r\n");
    expect(lines).toContain("Host (licensee): Sofia Host");
    expect(lines).toContain("Creator (licensor): Cora Creator");
    expect(lines).toContain(`Listing: Villa Azul, ${validListing().location}`);
    expect(lines).toContain(
      `Contract: #${collaboration?.id.slice(0, 8).toUpperCase()} (/contracts/${collaboration?.id})`,
    );
    expect(tour).toMatch(/Rights end on: \d{4}-\d{2}-\d{2}\r\n/);
    expect(entries.get("01-photo-6/rights.txt")?.toString()).toContain("Rights end on: Never (unlimited)");

    // The register: both sides see the approved assets, with their expiry and state.
    const rights = async (client: TestClient, query = "") => {
      const r = await client.get(`/api/content-rights${query}`);
      expect(r.status).toBe(200);
      return ((await r.json()) as { items: { deliverableId: string; state: string; expiresAt: string | null }[] })
        .items;
    };
    const forHost = await rights(c.host.client);
    expect(forHost.map((i) => i.deliverableId)).toEqual([b.id, a.id]); // soonest expiry first, unlimited last
    expect(forHost.map((i) => i.state)).toEqual(["active", "active"]);
    expect((await rights(c.creator.client)).length).toBe(2);
    expect(await rights(c.otherHost.client)).toEqual([]);
    // An expiry a week away is "expiring"; one in the past "expired".
    await ctx.db
      .update(collaborationDeliverables)
      .set({ rightsExpireAt: new Date(Date.now() + 7 * 86_400_000) })
      .where(eq(collaborationDeliverables.id, b.id));
    expect((await rights(c.host.client, "?status=expiring")).map((i) => i.deliverableId)).toEqual([b.id]);
    await ctx.db
      .update(collaborationDeliverables)
      .set({ rightsExpireAt: new Date(Date.now() - 86_400_000) })
      .where(eq(collaborationDeliverables.id, b.id));
    expect((await rights(c.host.client, "?status=expired")).map((i) => i.deliverableId)).toEqual([b.id]);
    expect((await c.host.client.get("/api/content-rights?status=soon")).status).toBe(400);
    expect((await c.anon.get("/api/content-rights")).status).toBe(401);
  });
});

describe("crash safety", () => {
  it("the orphan sweep removes a stored file no row refers to (a process killed mid-upload)", async () => {
    const c = await cast();
    const key = `deliverables/${c.creator.id}/${c.appId}/1700000000000-abcdef.png`;
    const orphan = await pngBytes(9);
    await ctx.services.storage.putStream(
      key,
      (async function* () {
        yield orphan;
      })(),
      "image/png",
    );
    const kept = (await uploaded(c.creator.client, c.appId, { usageRights: "1-year" }, await png(8))).deliverable;
    const removed = await sweepOrphanUploads(
      ctx.db,
      ctx.services.storage,
      ctx.services.logger,
      new Date(Date.now() + 2 * 3600_000),
    );
    expect(removed).toContain(key);
    const [row] = await ctx.db
      .select()
      .from(collaborationDeliverables)
      .where(eq(collaborationDeliverables.id, kept.id));
    expect(removed).not.toContain(row?.storageKey);
    expect(removed).not.toContain(row?.previewKey);
    expect(await ctx.services.storage.get(row?.storageKey as string)).not.toBeNull();
  });

  it("a write cut off mid-stream (as by kill -9) leaves no row, and the sweep removes its partial file", async () => {
    const c = await cast();
    const key = `deliverables/${c.creator.id}/${c.appId}/1700000000001-abcdef.mp4`;
    const rowsBefore = await deliverableRows();
    // A body that stops forever after 3 MB: the write is in flight, like a process killed during an upload.
    let wrote = false;
    const stalled = (async function* () {
      yield mp4();
      for (let i = 0; i < 3; i++) yield Buffer.alloc(1024 * 1024);
      wrote = true;
      await new Promise(() => undefined);
    })();
    void ctx.services.storage.putStream(key, stalled, "video/mp4");
    await expect.poll(() => wrote && storedFiles().some((f) => f.endsWith(".tmp"))).toBe(true);
    expect(await deliverableRows()).toBe(rowsBefore);
    const removed = await sweepOrphanUploads(
      ctx.db,
      ctx.services.storage,
      ctx.services.logger,
      new Date(Date.now() + 2 * 3600_000),
    );
    expect(removed).toContain(key);
    const dir = path.join(ctx.config.dataDir, "storage", path.dirname(key));
    expect(readdirSync(dir).filter((n) => n.startsWith(path.basename(key)))).toEqual([]);
  });

  it("a failed database write removes the file it stored", async () => {
    const c = await cast();
    const before = storedFiles().length;
    // Deleting the listing mid-way is awkward; a revision of a pending deliverable fails after the file is stored.
    const pending = (await uploaded(c.creator.client, c.appId, { usageRights: "1-year" }, await png(10))).deliverable;
    const afterFirst = storedFiles().length;
    expect(afterFirst).toBe(before + 2); // original + preview
    const res = await upload(
      c.creator.client,
      c.appId,
      { usageRights: "1-year", previousId: pending.id },
      await png(11),
    );
    expect(res.status).toBe(409);
    expect(storedFiles().length).toBe(afterFirst);
    expect((await ctx.db.select().from(listings).where(eq(listings.hostId, c.host.id))).length).toBe(1);
  });
});
