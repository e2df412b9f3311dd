import { readdir } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioMedia } from "../db/schema/index.ts";
import { buildExport } from "../features/data-export/service.ts";
import { zipEntries } from "../features/deliverables/test-helpers.ts";
import { createRealtimeHub } from "../realtime/hub.ts";
import { fileForm, mp4Head, png } from "../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { startS3Peer } from "../test/s3-peer.ts";
import { streamedForm } from "../test/streamed-form.ts";
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

/** The bucket's keys under `prefix`, read from the S3 server's own folder (not through our driver). */
async function bucketKeys(prefix: string): Promise<string[]> {
  const root = path.join(peer.directory, peer.settings.bucket);
  const suffix = "._S3rver_object"; // s3rver keeps an object's bytes in `<key>._S3rver_object`
  return (await readdir(root, { recursive: true }))
    .map((entry) => entry.split(path.sep).join("/"))
    .filter((entry) => entry.endsWith(suffix))
    .map((entry) => entry.slice(0, -suffix.length))
    .filter((key) => key.startsWith(prefix))
    .sort();
}

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

  it("streams a portfolio video into the bucket in parts; one refused mid-stream leaves no object", async () => {
    const creator = await ctx.userClient("creator");
    const mb = 1024 * 1024;
    const send = (form: ReturnType<typeof streamedForm>) =>
      creator.client.request("POST", "/api/portfolio", form.body, { "content-type": form.contentType });
    const bytes = 20 * mb; // three 8 MB parts
    const ok = await send(streamedForm({}, { name: "a.mp4", type: "video/mp4", head: mp4Head(bytes), bytes }));
    expect(ok.status, await ok.clone().text()).toBe(201);
    const keys = await bucketKeys(`portfolio/${creator.id}/`);
    expect(keys).toHaveLength(1);
    const stored = await ctx.services.storage.openStream(keys[0] ?? "");
    stored?.body.destroy(); // only its size is wanted; an unread body would hold the peer's connection open
    expect(stored?.size).toBe(bytes);
    // The mdat ends after 12 MB, where zeros follow instead of a box: refused after a part has gone to the bucket.
    const before = await mediaRows();
    const broken = streamedForm({}, { name: "b.mp4", type: "video/mp4", head: mp4Head(bytes, 12 * mb), bytes });
    expect((await send(broken)).status).toBe(415);
    expect(await bucketKeys(`portfolio/${creator.id}/`)).toEqual(keys);
    expect(await mediaRows()).toBe(before);
  });

  it("builds a data export into the bucket, serves it, and account deletion removes it (decision 0063)", async () => {
    const creator = await ctx.userClient("creator");
    const image = await png();
    expect((await creator.client.post("/api/portfolio", fileForm(image, "a.png", "image/png"))).status).toBe(201);
    const started = (await (await creator.client.post("/api/accounts/data-export")).json()) as {
      export: { id: string };
    };
    const { services } = ctx;
    await buildExport(
      {
        db: ctx.db,
        storage: services.storage,
        jobs: services.jobs,
        logger: services.logger,
        realtime: createRealtimeHub({ db: ctx.db, logger: services.logger }),
        mailer: services.mailer,
        publicUrl: ctx.config.publicUrl,
      },
      started.export.id,
    );
    expect(await bucketKeys(`exports/${creator.id}/`)).toEqual([`exports/${creator.id}/${started.export.id}.zip`]);
    const res = await creator.client.get(`/api/accounts/data-export/${started.export.id}/download`);
    expect(res.status).toBe(200);
    const entries = await zipEntries(Buffer.from(await res.arrayBuffer()));
    const stored = [...entries.keys()].filter((name) => name.startsWith("files/portfolio/"));
    expect(stored).toHaveLength(1);
    expect((await creator.client.delete("/api/accounts/me")).status).toBe(204);
    expect(await bucketKeys(`exports/${creator.id}/`)).toEqual([]);
    expect(await bucketKeys(`portfolio/${creator.id}/`)).toEqual([]);
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
