import type { Readable } from "node:stream";
import yauzl from "yauzl";

/**
 * The smallest file `file-type` takes for an MP4 (an `ftyp` box with the isom brand), padded to `size` bytes:
 * deliverable videos are stored as sent, so the tests need the magic bytes, not a playable movie.
 */
export function mp4Bytes(size = 64): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypisom", 4, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isommp41", 16, "latin1");
  const rest = Buffer.alloc(Math.max(0, size - 24));
  if (rest.length >= 8) {
    rest.writeUInt32BE(rest.length, 0);
    rest.write("mdat", 4, "latin1");
  }
  return Buffer.concat([ftyp, rest]);
}

/** The entries of a ZIP (name → bytes). */
export async function zipEntries(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, file) => (error || !file ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error || !stream) return reject(error);
        const parts: Buffer[] = [];
        for await (const part of stream as Readable) parts.push(part as Buffer);
        entries.set(entry.fileName, Buffer.concat(parts));
        zip.readEntry();
      });
    });
    zip.on("end", () => resolve());
    zip.on("error", reject);
    zip.readEntry();
  });
  return entries;
}
