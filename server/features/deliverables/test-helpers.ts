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

/**
 * A multipart body produced lazily: text fields, then a file of `fileBytes` bytes made of `head` and zero-filled
 * chunks. `pulled()` says how many bytes the server has read so far (to prove an over-limit upload is cut off
 * before it is read whole).
 */
export function streamedForm(
  fields: Record<string, string>,
  file: { name: string; type: string; head: Buffer; bytes: number; chunkBytes?: number },
) {
  const boundary = `----deliverable${Math.random().toString(16).slice(2)}`;
  const enc = new TextEncoder();
  let pulledBytes = 0;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const chunk = Buffer.alloc(file.chunkBytes ?? 1024 * 1024);
  async function* produce() {
    yield enc.encode(parts.join("") + fileHead);
    yield file.head;
    let left = file.bytes - file.head.length;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      left -= n;
      yield chunk.subarray(0, n);
    }
    yield enc.encode(`\r\n--${boundary}--\r\n`);
  }
  const source = produce();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else {
        pulledBytes += next.value.byteLength;
        controller.enqueue(new Uint8Array(next.value));
      }
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => pulledBytes };
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
