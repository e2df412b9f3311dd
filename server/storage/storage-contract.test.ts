import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Peer } from "../test/s3-peer.ts";
import { createS3Storage } from "./s3.ts";
import { createDiskStorage, type Storage, StorageUnavailableError } from "./storage.ts";

/** The one Storage contract, run against every driver (disk by default, S3 with S3_BUCKET). */
const drivers: { name: string; open: () => Promise<{ storage: Storage; close: () => Promise<void> }> }[] = [
  {
    name: "disk",
    open: async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "collabstay-contract-"));
      return { storage: createDiskStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "s3 (s3rver)",
    open: async () => {
      const peer = await startS3Peer();
      const storage = await createS3Storage(peer.settings);
      await storage.check();
      return { storage, close: peer.close };
    },
  },
];

describe.each(drivers)("storage contract: $name", ({ open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => close?.());

  it("stores bytes with their content type, reads them back, deletes them", async () => {
    const data = Buffer.from([0, 1, 2, 250, 255]);
    await storage.put("avatars/u1/a.jpg", data, "image/jpeg");
    expect(await storage.get("avatars/u1/a.jpg")).toEqual({ data, contentType: "image/jpeg" });
    await storage.delete("avatars/u1/a.jpg");
    expect(await storage.get("avatars/u1/a.jpg")).toBeNull();
    await storage.delete("avatars/u1/a.jpg");
  });

  it("answers null for a key never stored", async () => {
    expect(await storage.get("portfolio/nobody/none.mp4")).toBeNull();
  });

  it("deletes by prefix only what the prefix names", async () => {
    for (const key of ["listings/l1/a.webp", "listings/l1/a-card.webp", "listings/l2/b.webp"]) {
      await storage.put(key, Buffer.from(key), "image/webp");
    }
    await storage.deletePrefix("listings/l1/");
    expect(await storage.get("listings/l1/a.webp")).toBeNull();
    expect(await storage.get("listings/l1/a-card.webp")).toBeNull();
    expect(await storage.get("listings/l2/b.webp")).not.toBeNull();
    await expect(storage.deletePrefix("")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.deletePrefix("../")).rejects.toThrow(/Invalid storage key/);
  });

  it("refuses keys it did not make", async () => {
    for (const key of ["../x", "a//b", ".env", "_journal/x", `a/${"n".repeat(300)}`]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain"), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("journals every write until it is settled, and forgets deleted keys", async () => {
    const before = new Date(Date.now() - 60_000);
    const after = new Date(Date.now() + 60_000);
    await storage.put("gallery/g1/x.webp", Buffer.from("x"), "image/webp");
    await storage.put("gallery/g1/y.webp", Buffer.from("y"), "image/webp");
    expect(await storage.unsettled(before)).not.toContain("gallery/g1/x.webp");
    expect(await storage.unsettled(after)).toEqual(expect.arrayContaining(["gallery/g1/x.webp", "gallery/g1/y.webp"]));
    await storage.settle(["gallery/g1/x.webp"]);
    await storage.delete("gallery/g1/y.webp");
    const left = await storage.unsettled(after);
    expect(left).not.toContain("gallery/g1/x.webp");
    expect(left).not.toContain("gallery/g1/y.webp");
    expect(await storage.get("gallery/g1/x.webp")).not.toBeNull();
  });
});

describe("s3 driver faults", () => {
  it("stops at start with a message naming the settings when the credentials are wrong", async () => {
    const peer = await startS3Peer();
    try {
      const wrong = await createS3Storage({ ...peer.settings, secretAccessKey: "not-the-secret" });
      await expect(wrong.check()).rejects.toThrow(
        /S3_BUCKET: cannot use bucket "collabstay-test".*S3_SECRET_ACCESS_KEY/,
      );
      const missing = await createS3Storage({ ...peer.settings, bucket: "no-such-bucket" });
      await expect(missing.check()).rejects.toThrow(/cannot use bucket "no-such-bucket"/);
    } finally {
      await peer.close();
    }
  });

  it("reports a bucket that goes away at run time as unavailable, not as a missing file", async () => {
    const peer = await startS3Peer();
    try {
      const storage = await createS3Storage(peer.settings);
      await storage.put("avatars/u/a.jpg", Buffer.from("x"), "image/jpeg");
      peer.removeBucket();
      await expect(storage.put("avatars/u/b.jpg", Buffer.from("x"), "image/jpeg")).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
    } finally {
      await peer.close();
    }
  });
});
