import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { startS3Peer } from "../test/s3-peer.ts";
import { migrateStorageToS3 } from "./migrate.ts";
import { createS3Storage } from "./s3.ts";
import { createDiskStorage } from "./storage.ts";

let peer: Awaited<ReturnType<typeof startS3Peer>>;
let dataDir: string;
beforeAll(async () => {
  peer = await startS3Peer("migrate");
  dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-migrate-"));
});
afterAll(async () => {
  await peer?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run storage:migrate", () => {
  it("copies local files with their types into the bucket, and a second run copies nothing", async () => {
    const disk = createDiskStorage(path.join(dataDir, "storage"));
    await disk.put("avatars/u1/a.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    await disk.put("listings/l1/b.webp", Buffer.from("webp bytes"), "image/webp");
    const config = testConfig({ dataDir, s3: peer.settings });
    const quiet = () => {};
    expect(await migrateStorageToS3(config, quiet)).toEqual({ copied: 2, skipped: 0 });
    const bucket = await createS3Storage(peer.settings);
    expect(await bucket.get("avatars/u1/a.jpg")).toEqual({
      data: Buffer.from("jpeg bytes"),
      contentType: "image/jpeg",
    });
    expect(await bucket.get("listings/l1/b.webp")).toEqual({
      data: Buffer.from("webp bytes"),
      contentType: "image/webp",
    });
    expect(await bucket.unsettled(new Date(Date.now() + 60_000))).toEqual([]);

    await disk.put("listings/l1/c.webp", Buffer.from("new"), "image/webp");
    expect(await migrateStorageToS3(config, quiet)).toEqual({ copied: 1, skipped: 2 });
  });
});
