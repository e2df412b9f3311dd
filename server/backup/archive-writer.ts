import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, rename, rm, stat } from "node:fs/promises";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Encrypter } from "age-encryption";
import tar from "tar-stream";

/** Where the archive bytes go; a test injects one that fails (a full disk). */
export type OpenOutput = (file: string) => Writable;
export const openFileOutput: OpenOutput = (file) => createWriteStream(file, { flags: "wx", mode: 0o600 });

type Entry = { name: string; size: number; pax?: Record<string, string> };

/**
 * A tar archive written as a stream: entries go in one after another (each from a stream, hashed on the way), the
 * bytes go through age (when a passphrase is given) to `<file>.partial`, which becomes `<file>` only when complete.
 * Any failure (a full disk, a file that vanished mid-read) removes the partial file. Memory holds one chunk at a time.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly done: Promise<void>;
  private failure: unknown;
  readonly partial: string;

  constructor(
    readonly file: string,
    options: { passphrase?: string; scryptLogN?: number; openOutput?: OpenOutput } = {},
  ) {
    this.partial = `${file}.partial`;
    const output = (options.openOutput ?? openFileOutput)(this.partial);
    // A write error can be emitted again after the pipeline gave up; `done` has reported it already.
    output.on("error", () => {});
    const source = Readable.from(this.pack as AsyncIterable<Uint8Array>);
    this.done = (async () => {
      if (!options.passphrase) return pipeline(source, output);
      const encrypter = new Encrypter();
      encrypter.setPassphrase(options.passphrase);
      if (options.scryptLogN) encrypter.setScryptWorkFactor(options.scryptLogN);
      const encrypted = await encrypter.encrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
      return pipeline(Readable.fromWeb(encrypted as never), output);
    })();
    // The output's error is the one reported (through `done`); the pack is only stopped.
    this.pack.on("error", () => {});
    this.done.catch((error: unknown) => {
      this.failure = error;
      this.pack.destroy();
    });
  }

  private check() {
    if (this.failure) throw this.failure;
  }

  /** Adds one entry of known size from a stream; resolves with its SHA-256. */
  async add(
    entry: Entry,
    body: Iterable<Uint8Array | Buffer | string> | AsyncIterable<Uint8Array | Buffer | string>,
  ): Promise<string> {
    this.check();
    const hash = createHash("sha256");
    let finished!: Promise<void>;
    const stream = await new Promise<ReturnType<typeof this.pack.entry>>((resolve) => {
      finished = new Promise<void>((ok, fail) => {
        resolve(
          this.pack.entry({ name: entry.name, size: entry.size, mode: 0o600, pax: entry.pax }, (error) =>
            error ? fail(error) : ok(),
          ),
        );
      });
    });
    const failed = this.done.then(
      () => new Promise<never>(() => {}),
      (error: unknown) => Promise.reject(error),
    );
    stream.on("error", () => {}); // reported through `finished` or `failed`
    // Both are raced below; whichever settles unobserved (the entry after a failed output) is not an unhandled error.
    failed.catch(() => {});
    finished.catch(() => {});
    try {
      for await (const chunk of body) {
        this.check();
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        hash.update(bytes);
        if (!stream.write(bytes)) {
          await Promise.race([new Promise<void>((ok) => stream.once("drain", () => ok())), failed]);
        }
      }
      stream.end(undefined as never);
      await Promise.race([finished, failed]);
    } catch (error) {
      stream.destroy();
      throw error;
    }
    return hash.digest("hex");
  }

  addBuffer(name: string, data: Buffer | string): Promise<string> {
    const bytes = typeof data === "string" ? Buffer.from(data) : data;
    return this.add({ name, size: bytes.length }, [bytes]);
  }

  addFile(name: string, file: string, size: number): Promise<string> {
    return this.add({ name, size }, createReadStream(file, { highWaterMark: 256 * 1024 }));
  }

  /** Ends the archive, waits for the last byte on disk and moves it into place (0600). Returns its size. */
  async finish(): Promise<number> {
    this.check();
    this.pack.finalize();
    await this.done;
    await chmod(this.partial, 0o600);
    await rename(this.partial, this.file);
    return (await stat(this.file)).size;
  }

  /** Stops and removes the partial archive (after a failure). */
  async abort(): Promise<void> {
    this.pack.destroy();
    await this.done.catch(() => {});
    await rm(this.partial, { force: true });
  }
}
