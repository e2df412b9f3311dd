import type { Readable } from "node:stream";
import yauzl from "yauzl";

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
