import { Readable } from "node:stream";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { deliverableMaxBytes, deliverableMessages } from "../../../domain/deliverables.ts";
import { HttpError } from "../../lib/errors.ts";

/**
 * Reads a deliverable upload (multipart) without buffering the file: busboy parses the request as it streams in,
 * the `file` part is handed to `store` as an async iterable that checks the magic bytes of its first 4 KB and
 * counts every byte, failing at the first byte over 100 MB — so an oversized file is refused before it is read
 * whole, and nothing over the limit reaches storage. Text fields and the small optional `poster` (a video's
 * first frame, made by the browser) are collected beside it.
 */
export const posterMaxBytes = 768 * 1024;
const sniffBytes = 4100;
const allowed = new Map([
  ["image/jpeg", "jpg"],
  ["image/png", "png"],
  ["image/webp", "webp"],
  ["video/mp4", "mp4"],
]);

export const tooLarge = () =>
  new HttpError(413, "payload_too_large", deliverableMessages.tooLarge, { file: deliverableMessages.tooLarge });
export const wrongType = () =>
  new HttpError(415, "unsupported_media_type", deliverableMessages.wrongType, {
    file: deliverableMessages.wrongType,
  });
const emptyFile = () =>
  new HttpError(400, "validation_failed", deliverableMessages.emptyFile, { file: deliverableMessages.emptyFile });
const unreadable = () => new HttpError(400, "validation_failed", "The upload could not be read. Please try again.");

export type SniffedType = { mime: string; ext: string };

/** What `store` returned for the file, plus what the form said. */
export type ReceivedUpload<T> = {
  fields: Record<string, string>;
  file: { name: string; stored: T } | null;
  poster: Buffer | null;
};

/**
 * Passes the chunks on while checking them: the type from the first bytes (not the client's word), the size as
 * it grows. `onType` learns the type before the first byte is passed on, so the storage key can carry it.
 */
async function* checked(
  source: AsyncIterable<Uint8Array>,
  onType: (type: SniffedType) => void,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let head: Buffer[] = [];
  let headBytes = 0;
  let total = 0;
  let known = false;
  const decide = async () => {
    const detected = await fileTypeFromBuffer(Buffer.concat(head));
    const ext = detected ? allowed.get(detected.mime) : undefined;
    if (!detected || !ext) throw wrongType();
    onType({ mime: detected.mime, ext });
    known = true;
  };
  for await (const chunk of source) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge();
    if (known) {
      yield chunk;
      continue;
    }
    head.push(Buffer.from(chunk));
    headBytes += chunk.byteLength;
    if (headBytes >= sniffBytes) {
      await decide();
      yield* head;
      head = [];
    }
  }
  if (!known) {
    if (headBytes === 0) throw emptyFile();
    await decide();
    yield* head;
  }
}

/**
 * Parses `request` (already capped by the route's streaming limit). `store(chunks, type)` must consume the chunks;
 * `type()` names the sniffed type once the first chunk was pulled. The caller removes what `store` wrote if this
 * throws later.
 */
export async function receiveUpload<T>(
  request: Request,
  store: (chunks: AsyncIterable<Uint8Array>, type: () => SniffedType) => Promise<T>,
): Promise<ReceivedUpload<T>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) {
    throw new HttpError(400, "validation_failed", "Send the deliverable as multipart/form-data.");
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // No fileSize limit here: busboy would truncate and then drain the rest of the request quickly; the count in
      // `checked` fails the read instead, while backpressure still holds the request back.
      limits: { files: 2, fields: 20, fieldSize: 64 * 1024, parts: 24 },
    });
  } catch {
    throw unreadable();
  }
  const fields: Record<string, string> = {};
  const result: ReceivedUpload<T> = { fields, file: null, poster: null };
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);

  return new Promise<ReceivedUpload<T>>((resolve, reject) => {
    const pending: Promise<unknown>[] = [];
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
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name === "file" && !result.file) {
        let type: SniffedType | null = null;
        const chunks = checked(
          stream,
          (t) => {
            type = t;
          },
          deliverableMaxBytes,
        );
        const job = store(chunks, () => {
          if (!type) throw wrongType();
          return type;
        }).then(
          (stored) => {
            result.file = { name: info.filename ?? "upload", stored };
          },
          (error) => {
            stream.resume();
            fail(error);
          },
        );
        pending.push(job);
        return;
      }
      if (name === "poster" && !result.poster) {
        const parts: Buffer[] = [];
        let size = 0;
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= posterMaxBytes) parts.push(chunk);
        });
        pending.push(
          new Promise<void>((done) =>
            stream.on("end", () => {
              if (size > 0 && size <= posterMaxBytes) result.poster = Buffer.concat(parts);
              done();
            }),
          ),
        );
        return;
      }
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
