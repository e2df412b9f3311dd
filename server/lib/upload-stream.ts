import { Readable } from "node:stream";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { HttpError } from "./errors.ts";
import { isMultipart } from "./http-headers.ts";

/**
 * Reads a one-file upload (multipart) without buffering the file (DESIGN.md §5, decision 0007): busboy parses the
 * request as it streams in, and the `file` part is handed to the caller's `store` as an async iterable that checks
 * the magic bytes of its first 4 KB, counts every byte — failing at the first byte over the type's limit, so an
 * oversized file is refused before it is read whole and nothing over the limit reaches storage — and, for types
 * with one, runs a structure check on the bytes as they pass (MP4 boxes). Text fields and small side files (a
 * video's poster) are collected beside it. Used by deliverables and portfolio uploads; each passes its policy.
 */
export type UploadPolicy = {
  /** The types taken, by magic bytes: MIME type → the extension of the stored file. */
  types: ReadonlyMap<string, string>;
  /** The most bytes a file of this (sniffed) type may have. */
  maxBytes: (mime: string) => number;
  errors: {
    tooLarge: () => HttpError;
    /** Not a type taken, or its structure check failed. */
    wrongType: () => HttpError;
    emptyFile: () => HttpError;
    notMultipart: () => HttpError;
  };
  /** A check fed every byte of a file of this type as it passes (false: broken), with its verdict at the end. */
  structure?: (mime: string) => StreamCheck | undefined;
  /** Small extra files kept in memory beside the file, by part name → most bytes (a larger one is dropped). */
  sideFiles?: Readonly<Record<string, number>>;
  /** Sees the form so far when the file part starts: a refusal here comes before a byte of the file is read. */
  beforeFile?: (form: UploadForm) => void;
};

export type StreamCheck = { push(chunk: Uint8Array): boolean; end(): boolean };
export type SniffedType = { mime: string; ext: string };

/** The form around the file. Text fields may come before or after the file; all are here once it is received. */
export type UploadForm = {
  /** Each text field's last value. */
  fields: Record<string, string>;
  /** Each text field's values in the order sent (a field may repeat). */
  values: Record<string, string[]>;
  /** Names of file parts that were read past (neither the file nor a side file). */
  skippedFiles: string[];
  /** The side files sent (not empty, within their limit). */
  sideFiles: Record<string, Buffer>;
};

/** What `store` returned for the file (null when no file part came), plus the form. */
export type ReceivedUpload<T> = UploadForm & { file: { name: string; stored: T } | null };

const sniffBytes = 4100;
const unreadable = () => new HttpError(400, "validation_failed", "The upload could not be read. Please try again.");

/**
 * Reads the file's first bytes and decides its type (not the client's word); then the checked chunks: the head
 * again, then the rest as it arrives, counted against the type's limit and fed to its structure check.
 */
async function sniffed(
  source: AsyncIterable<Uint8Array>,
  policy: UploadPolicy,
): Promise<{ type: SniffedType; chunks: AsyncIterable<Uint8Array> }> {
  const { errors } = policy;
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < sniffBytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.byteLength;
  }
  if (headBytes === 0) throw errors.emptyFile();
  const detected = await fileTypeFromBuffer(Buffer.concat(head));
  const ext = detected ? policy.types.get(detected.mime) : undefined;
  if (!detected || !ext) throw errors.wrongType();
  const type = { mime: detected.mime, ext };
  const maxBytes = policy.maxBytes(type.mime);
  const structure = policy.structure?.(type.mime);
  let total = 0;
  const pass = (chunk: Uint8Array) => {
    total += chunk.byteLength;
    if (total > maxBytes) throw errors.tooLarge();
    if (structure && !structure.push(chunk)) throw errors.wrongType();
    return chunk;
  };
  async function* chunks() {
    for (const chunk of head) yield pass(chunk);
    head.length = 0;
    if (!ended) {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        yield pass(next.value);
      }
    }
    // Thrown before the stream ends, so the store never completes a file that fails its check.
    if (structure && !structure.end()) throw errors.wrongType();
  }
  return { type, chunks: chunks() };
}

/**
 * Parses `request` (already capped by the route's streaming limit). `store(chunks, type)` gets the first `file` part
 * once its type is known and must consume the chunks; a failure of the chunks (too large, wrong structure) reaches
 * it as a throw mid-stream. The caller removes what `store` wrote if this throws later, or if it refuses the form.
 */
export async function receiveUpload<T>(
  request: Request,
  policy: UploadPolicy,
  store: (chunks: AsyncIterable<Uint8Array>, type: SniffedType) => Promise<T>,
): Promise<ReceivedUpload<T>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !isMultipart(contentType)) throw policy.errors.notMultipart();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // File names as browsers send them (UTF-8), like the Fetch API's FormData; busboy's default is latin1.
      defParamCharset: "utf8",
      // No fileSize limit here: busboy would truncate and then drain the rest of the request quickly; the count in
      // `sniffed` fails the read instead, while backpressure still holds the request back.
      limits: { files: 2, fields: 20, fieldSize: 64 * 1024, parts: 24 },
    });
  } catch {
    throw unreadable();
  }
  const sideLimits = policy.sideFiles ?? {};
  // Field names are the client's: no prototype behind them, so `__proto__` is a name like any other.
  const result: ReceivedUpload<T> = {
    fields: Object.create(null),
    values: Object.create(null),
    skippedFiles: [],
    sideFiles: Object.create(null),
    file: null,
  };
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);

  return new Promise<ReceivedUpload<T>>((resolve, reject) => {
    const pending: Promise<unknown>[] = [];
    let fileTaken = false; // the first `file` part only (`result.file` is set later, when its store is done)
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error instanceof HttpError ? error : unreadable());
    };
    source.on("error", (error) => fail(error));
    parser.on("error", (error) => fail(error));
    parser.on("field", (name, value) => {
      result.fields[name] = value;
      const values = result.values[name];
      if (values) values.push(value);
      else result.values[name] = [value];
    });
    parser.on("file", (name, stream, info) => {
      if (name === "file" && !fileTaken) {
        fileTaken = true;
        const job = (async () => {
          policy.beforeFile?.(result);
          const { type, chunks } = await sniffed(stream, policy);
          const stored = await store(chunks, type);
          result.file = { name: info.filename ?? "", stored };
        })().catch((error: unknown) => {
          stream.resume();
          fail(error);
        });
        pending.push(job);
        return;
      }
      const sideMax = Object.hasOwn(sideLimits, name) ? sideLimits[name] : undefined;
      if (sideMax !== undefined && !result.sideFiles[name]) {
        const parts: Buffer[] = [];
        let size = 0;
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= sideMax) parts.push(chunk);
        });
        pending.push(
          new Promise<void>((done) =>
            stream.on("end", () => {
              if (size > 0 && size <= sideMax) result.sideFiles[name] = Buffer.concat(parts);
              done();
            }),
          ),
        );
        return;
      }
      result.skippedFiles.push(name);
      stream.resume(); // parts we do not take are read past, never kept
    });
    parser.on("close", () => {
      Promise.all(pending).then(
        () => {
          if (!failed) resolve(result);
        },
        (error) => fail(error),
      );
    });
    source.pipe(parser);
  });
}
