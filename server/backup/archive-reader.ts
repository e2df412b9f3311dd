import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { Decrypter } from "age-encryption";
import tar from "tar-stream";

/** A restore refuses: the message says why and what to do; nothing of the target was changed. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreError";
  }
}

const ageMagic = "age-encryption.org/v1";

export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, "r").catch(() => {
    throw new RestoreError(`No archive at ${file}.`);
  });
  try {
    const head = Buffer.alloc(ageMagic.length);
    await handle.read(head, 0, head.length, 0);
    return head.toString("latin1") === ageMagic;
  } finally {
    await handle.close();
  }
}

export type ArchiveEntry = { name: string; size: number; pax: Record<string, string>; body: AsyncIterable<Buffer> };

/** The archive's entries in order, decrypted on the way when it is age-encrypted. */
export async function* readArchive(file: string, passphrase?: string): AsyncGenerator<ArchiveEntry> {
  let source: Readable = createReadStream(file, { highWaterMark: 256 * 1024 });
  if (await isEncrypted(file)) {
    if (!passphrase)
      throw new RestoreError(
        "This archive is encrypted: give its passphrase (BACKUP_PASSPHRASE or --passphrase-file <file>).",
      );
    const decrypter = new Decrypter();
    decrypter.addPassphrase(passphrase);
    try {
      const plain = await decrypter.decrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
      source = Readable.fromWeb(plain as never);
    } catch (error) {
      source.destroy();
      const message = error instanceof Error ? error.message : String(error);
      throw new RestoreError(
        /passphrase|identity|decrypt|mac|header/i.test(message)
          ? "Wrong passphrase: the archive could not be decrypted with it."
          : `The archive's encryption header is damaged (${message}).`,
      );
    }
  }
  const extract = tar.extract();
  source.on("error", (error) => extract.destroy(error));
  source.pipe(extract as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of extract) {
      yield {
        name: entry.header.name,
        size: entry.header.size ?? 0,
        pax: (entry.header.pax ?? {}) as Record<string, string>,
        body: entry as AsyncIterable<Buffer>,
      };
      // Whatever the caller did not read of this entry is skipped.
      entry.resume();
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new RestoreError(`The archive is truncated or damaged (${message}); nothing was restored.`);
  } finally {
    source.destroy();
  }
}
