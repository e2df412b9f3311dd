import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileRoutes } from "../features/files/routes.ts";
import { startS3Peer } from "../test/s3-peer.ts";
import { createS3Storage } from "./s3.ts";
import { createDiskStorage, type Storage, StorageUnavailableError } from "./storage.ts";

/** The one Storage contract, run against every driver (disk by default, S3 with S3_BUCKET). */
const drivers: { name: string; open: () => Promise<{ storage: Storage; close: () => Promise<void> }> }[] = [
  {
    name: "disk",
    open: async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "collabstay-contract-"));
      return {
        storage: createDiskStorage(dir, "contract-signing-key"),
        close: () => rm(dir, { recursive: true, force: true }),
      };
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

/** A stream of `total` bytes in 1 MB chunks, made as it is read (never held whole): byte i is i mod 251. */
async function* generated(total: number) {
  const chunk = 1024 * 1024;
  for (let at = 0; at < total; at += chunk) {
    const size = Math.min(chunk, total - at);
    yield Uint8Array.from({ length: size }, (_, i) => (at + i) % 251);
  }
}

/** Opens a signed URL as a browser would: the bucket's own (S3) or the app's file route (disk). */
async function open(storage: Storage, url: string): Promise<{ status: number; body: Buffer }> {
  const res = url.startsWith("/") ? await fileRoutes({ storage }).request(url) : await fetch(url);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

describe.each(drivers)("storage contract, streams and signed links: $name", ({ open: openDriver }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await openDriver());
  });
  afterAll(async () => close?.());

  it("stores a stream of unknown length (several upload parts) and reads back the same bytes", async () => {
    const total = 17 * 1024 * 1024 + 123;
    expect(await storage.putStream("portfolio/u1/big.mp4", generated(total), "video/mp4")).toEqual({ bytes: total });
    const back = await storage.get("portfolio/u1/big.mp4");
    expect(back?.contentType).toBe("video/mp4");
    expect(back?.data.length).toBe(total);
    const expected = Buffer.alloc(total);
    let i = 0;
    for await (const part of generated(total)) {
      expected.set(part, i);
      i += part.length;
    }
    expect(back?.data.equals(expected)).toBe(true);
    expect(await storage.unsettled(new Date(Date.now() + 60_000))).toContain("portfolio/u1/big.mp4");
  });

  it("stores a small stream, and passes on an error of the stream itself without storing anything", async () => {
    expect(await storage.putStream("deliverables/c1/a.txt", generated(10), "text/plain")).toEqual({ bytes: 10 });
    expect((await storage.get("deliverables/c1/a.txt"))?.data).toEqual(Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const tooLarge = new Error("over the limit");
    async function* failing() {
      yield new Uint8Array(1000);
      throw tooLarge;
    }
    await expect(storage.putStream("deliverables/c1/b.txt", failing(), "text/plain")).rejects.toBe(tooLarge);
    expect(await storage.get("deliverables/c1/b.txt")).toBeNull();
  });

  it("hands out a signed link that opens only that private file, only until it expires", async () => {
    await storage.put("deliverables/c2/report.pdf", Buffer.from("%PDF-private"), "application/pdf");
    await storage.put("deliverables/c2/other.pdf", Buffer.from("%PDF-other"), "application/pdf");
    const url = await storage.signedUrl("deliverables/c2/report.pdf", 60);
    expect(await open(storage, url)).toEqual({ status: 200, body: Buffer.from("%PDF-private") });

    const otherKey = url.replace("report.pdf", "other.pdf");
    expect((await open(storage, otherKey)).status).toBeGreaterThanOrEqual(400);
    const unsigned = url.replace(/([?&])(signature|X-Amz-Signature)=[^&]+/, "$1$2=AAAA");
    expect((await open(storage, unsigned)).status).toBeGreaterThanOrEqual(400);

    // Two seconds, not one: expiries are whole seconds, so a one-second link could already be past its end by
    // the time a busy machine (two test files at once) opens it.
    const brief = await storage.signedUrl("deliverables/c2/report.pdf", 2);
    expect((await open(storage, brief)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await open(storage, brief)).status).toBeGreaterThanOrEqual(400);

    await expect(storage.signedUrl("deliverables/c2/report.pdf", 0)).rejects.toThrow(RangeError);
    await expect(storage.signedUrl("../x", 60)).rejects.toThrow(/Invalid storage key/);
  });

  it("streams a file whole or one byte range of it, with the whole size and type", async () => {
    const data = Buffer.from("0123456789abcdefghij");
    await storage.put("deliverables/c3/clip.mp4", data, "video/mp4");
    const read = async (range?: { start: number; end: number }) => {
      const file = await storage.openStream("deliverables/c3/clip.mp4", range);
      if (!file) return null;
      const parts: Buffer[] = [];
      for await (const part of file.body) parts.push(Buffer.from(part as Uint8Array));
      return { size: file.size, type: file.contentType, body: Buffer.concat(parts).toString() };
    };
    expect(await read()).toEqual({ size: 20, type: "video/mp4", body: data.toString() });
    expect(await read({ start: 5, end: 9 })).toEqual({ size: 20, type: "video/mp4", body: "56789" });
    expect(await storage.openStream("deliverables/c3/missing.mp4")).toBeNull();
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
