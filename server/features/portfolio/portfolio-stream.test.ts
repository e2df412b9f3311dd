import { stat } from "node:fs/promises";
import path from "node:path";
import { creatorMessages, type PortfolioItem } from "@domain/creators.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioMedia } from "../../db/schema/index.ts";
import { mp4Head, storedFiles } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";
import { heldGrowthDuring, sampleEvery } from "../../test/held-memory.ts";
import { streamedForm } from "../../test/streamed-form.ts";

/** Portfolio uploads stream (decision 0007): videos go to storage as they arrive, checked on the way. */

const mb = 1024 * 1024;
// Room for a 100 MB video; small enough that a filler row can leave an account a few megabytes.
const quotas = { creatorBytes: 200 * mb, hostBytes: mb };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ storageQuotas: quotas });
});
afterAll(async () => ctx?.close());

type Form = ReturnType<typeof streamedForm>;
const send = (client: TestClient, form: Form) =>
  client.request("POST", "/api/portfolio", form.body, { "content-type": form.contentType });
const video = (bytes: number, fields: Record<string, string> = {}, after: Record<string, string> = {}) =>
  streamedForm(
    fields,
    { name: "clip.mp4", type: "video/mp4", head: mp4Head(bytes), bytes, chunkBytes: 256 * 1024 },
    after,
  );
const rowsOf = (userId: string) => ctx.db.select().from(portfolioMedia).where(eq(portfolioMedia.userId, userId));

describe("streamed portfolio videos", () => {
  it("takes a 100 MB MP4 with server memory growing by < 30 MB (streamed, never buffered)", async () => {
    const { client, id } = await ctx.userClient("creator");
    const bytes = 100 * mb;
    const form = video(bytes, {}, { tags: JSON.stringify(["Drone"]) });
    const { result: res, growthMb } = await heldGrowthDuring((sample) => {
      form.onPull(sampleEvery(8 * mb, sample));
      return send(client, form);
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { item } = (await res.json()) as { item: PortfolioItem };
    expect(item).toMatchObject({ type: "video", fileType: "video/mp4", fileName: "clip.mp4", tags: ["Drone"] });
    expect(growthMb).toBeLessThan(30);
    const [key] = await storedFiles(ctx.config.dataDir, `portfolio/${id}`);
    expect((await stat(path.join(ctx.config.dataDir, "storage", key ?? ""))).size).toBe(bytes);
    expect((await rowsOf(id)).map((r) => [r.fileSize, r.storedBytes])).toEqual([[bytes, bytes]]);
  });

  it("cuts a 101 MB MP4 off at the limit: 413, nothing read past it, no object, no row", async () => {
    const { client, id } = await ctx.userClient("creator");
    const filesBefore = await storedFiles(ctx.config.dataDir);
    const total = 101 * mb;
    const form = video(total);
    const res = await send(client, form);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { title: creatorMessages.mediaTooLargeTitle, message: creatorMessages.mediaTooLargeText },
    });
    expect(form.pulled()).toBeLessThan(total);
    expect(await storedFiles(ctx.config.dataDir)).toEqual(filesBefore);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("refuses an MP4 at its first broken box (415), before the rest is read, leaving nothing", async () => {
    const { client, id } = await ctx.userClient("creator");
    const filesBefore = await storedFiles(ctx.config.dataDir);
    const total = 50 * mb;
    // The mdat says 64 bytes; the zeros after it are no box header.
    const form = streamedForm({}, { name: "bad.mp4", type: "video/mp4", head: mp4Head(total, 64), bytes: total });
    const res = await send(client, form);
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      error: { title: creatorMessages.invalidFormatTitle, message: creatorMessages.invalidFormatText },
    });
    expect(form.pulled()).toBeLessThan(10 * mb);
    expect(await storedFiles(ctx.config.dataDir)).toEqual(filesBefore);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("removes a streamed video that turns out to pass the quota: 413, no object, no row", async () => {
    const { client, id } = await ctx.userClient("creator");
    // One megabyte left: the account is not full, so the body is read; the 3 MB video does not fit.
    await ctx.db.insert(portfolioMedia).values({
      userId: id,
      storageKey: `portfolio/${id}/filler.webp`,
      fileName: "filler",
      fileType: "image/webp",
      fileSize: 1,
      storedBytes: quotas.creatorBytes - mb,
      mediaType: "image",
    });
    const filesBefore = await storedFiles(ctx.config.dataDir);
    const res = await send(client, video(3 * mb));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "storage_quota_exceeded" } });
    expect(await storedFiles(ctx.config.dataDir)).toEqual(filesBefore);
    expect((await rowsOf(id)).map((r) => r.fileName)).toEqual(["filler"]);
  });

  it("checks tags sent before the file before reading it, and tags sent after it once it is in", async () => {
    const { client, id } = await ctx.userClient("creator");
    const filesBefore = await storedFiles(ctx.config.dataDir);
    const early = video(20 * mb, { tags: JSON.stringify(["a", "A"]) });
    const refused = await send(client, early);
    expect(refused.status).toBe(400);
    expect(early.pulled()).toBeLessThan(2 * mb);
    // After the file: the video was stored by then, and is removed again.
    const late = await send(client, video(2 * mb, {}, { tags: "[broken" }));
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: { fields: { tags: "Invalid tags" } } });
    expect(await storedFiles(ctx.config.dataDir)).toEqual(filesBefore);
    expect(await rowsOf(id)).toEqual([]);
    // Repeated after the file, and one before and one after.
    const repeated = streamedForm(
      { tags: "Sea" },
      { name: "sea.mp4", type: "video/mp4", head: mp4Head(mb), bytes: mb },
      { tags: "Sun" },
    );
    const taken = await send(client, repeated);
    expect(taken.status, await taken.clone().text()).toBe(201);
    expect(((await taken.json()) as { item: PortfolioItem }).item.tags).toEqual(["Sea", "Sun"]);
  });
});
