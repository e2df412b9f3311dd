import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioMedia } from "../db/schema/index.ts";
import { fileForm, png } from "../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { startS3Peer } from "../test/s3-peer.ts";
import { orphanAgeSeconds, sweepOrphanUploads } from "./orphan-sweep.ts";
import { createS3Storage } from "./s3.ts";

let peer: Awaited<ReturnType<typeof startS3Peer>>;
let ctx: TestContext;
beforeAll(async () => {
  peer = await startS3Peer();
  ctx = await createTestContext({}, { storage: await createS3Storage(peer.settings) });
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
});

const mediaRows = async () => (await ctx.db.select({ n: count() }).from(portfolioMedia))[0]?.n ?? 0;

describe("the app on S3-compatible storage", () => {
  it("stores an upload in the bucket and serves it through /files with the app's headers", async () => {
    const creator = await ctx.userClient("creator");
    const res = await creator.client.post("/api/portfolio", fileForm(await png(), "a.png", "image/png"));
    expect(res.status).toBe(201);
    const { item } = (await res.json()) as { item: { url: string; thumbnailUrl: string } };
    for (const url of [item.url, item.thumbnailUrl]) {
      const file = await ctx.app.request(url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("content-security-policy")).toContain("sandbox");
    }
    // The orphan sweep works on the bucket's journal too: a file in use is kept.
    const later = new Date(Date.now() + (orphanAgeSeconds + 60) * 1000);
    expect(await sweepOrphanUploads(ctx.db, ctx.services.storage, ctx.services.logger, later)).toEqual([]);
    expect((await ctx.app.request(item.url)).status).toBe(200);
  });

  it("answers 503 with a clear message, and writes no row, when the bucket goes away", async () => {
    const creator = await ctx.userClient("creator");
    const before = await mediaRows();
    peer.removeBucket();
    const res = await creator.client.post("/api/portfolio", fileForm(await png(), "b.png", "image/png"));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: "storage_unavailable",
        message: "File storage is unavailable right now. Nothing was saved; please try again in a moment.",
        requestId: res.headers.get("x-request-id"),
      },
    });
    expect(await mediaRows()).toBe(before);
  });
});
