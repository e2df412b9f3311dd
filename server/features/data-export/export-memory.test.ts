import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRealtimeHub } from "../../realtime/hub.ts";
import type { Storage } from "../../storage/storage.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { heldGrowthDuring, sampleEvery } from "../../test/held-memory.ts";
import { buildExport } from "./service.ts";

/**
 * "Download my data" holds memory flat (decision 0063): a creator with 128 MB of portfolio files is exported and
 * downloaded while this process's held memory is sampled every 8 MB moved. The real server's RSS with 1 GB is
 * `npm run bench -- exports`.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** `bytes` of zeros, produced chunk by chunk (never whole in memory). */
async function* zeros(bytes: number) {
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= chunk.length) yield chunk.subarray(0, Math.min(left, chunk.length));
}

/** The storage, with a sample taken every 8 MB it writes. */
function sampledStorage(storage: Storage, sample: () => void): Storage {
  const step = sampleEvery(8 * 1024 * 1024, sample);
  return {
    ...storage,
    putStream: (key, body, contentType) =>
      storage.putStream(
        key,
        (async function* () {
          for await (const chunk of body) {
            step(chunk.byteLength);
            yield chunk;
          }
        })(),
        contentType,
      ),
  };
}

describe("Download my data memory", () => {
  it("builds and serves an export of 128 MB of files with held memory growing by < 30 MB", {
    timeout: 180_000,
  }, async () => {
    const creator = await ctx.userClient("creator", "Mona Memory");
    const { storage } = ctx.services;
    const files = 2;
    const fileBytes = 64 * 1024 * 1024;
    for (let i = 0; i < files; i++) {
      const key = `portfolio/${creator.id}/${randomUUID()}.mp4`;
      await storage.putStream(key, zeros(fileBytes), "video/mp4");
      await ctx.db.execute(sql`insert into portfolio_media
          (user_id, storage_key, file_name, file_type, file_size, media_type, position)
        values (${creator.id}, ${key}, ${`clip-${i}.mp4`}, 'video/mp4', ${fileBytes}, 'video', ${i})`);
    }
    const started = await creator.client.post("/api/accounts/data-export");
    expect(started.status).toBe(202);
    const { export: running } = (await started.json()) as { export: { id: string } };

    const build = await heldGrowthDuring((sample) =>
      buildExport(
        {
          db: ctx.db,
          storage: sampledStorage(storage, sample),
          jobs: ctx.services.jobs,
          logger: ctx.services.logger,
          realtime: createRealtimeHub({ db: ctx.db, logger: ctx.services.logger }),
          mailer: ctx.services.mailer,
          publicUrl: ctx.config.publicUrl,
        },
        running.id,
      ),
    );
    expect(build.growthMb).toBeLessThan(30);

    const download = await heldGrowthDuring(async (sample) => {
      const res = await creator.client.get(`/api/accounts/data-export/${running.id}/download`);
      expect(res.status).toBe(200);
      const step = sampleEvery(8 * 1024 * 1024, sample);
      let bytes = 0;
      for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += part.byteLength;
        step(part.byteLength);
      }
      return bytes;
    });
    expect(download.result).toBeGreaterThan(files * fileBytes);
    expect(download.growthMb).toBeLessThan(30);
  });
});
