import type { Context, MiddlewareHandler } from "hono";
import { streamingBodyLimit } from "./body-limit.ts";
import { HttpError } from "./errors.ts";
import { isMultipart } from "./http-headers.ts";

/** Room for the multipart envelope and small text fields beside the file. */
const multipartOverheadBytes = 256 * 1024;

/**
 * Caps a multipart upload while it streams in (DESIGN.md §5), so an oversized request is cut off
 * instead of being buffered whole. `maxFileBytes` is what the files of one request may add up to; the
 * exact per-file limits are checked again after parsing.
 */
export function uploadLimit(maxFileBytes: number, tooLarge: () => HttpError): MiddlewareHandler {
  return streamingBodyLimit(maxFileBytes + multipartOverheadBytes, tooLarge);
}

export const sendAsMultipart = () =>
  new HttpError(400, "validation_failed", "Send the file as multipart/form-data.", { file: "Please choose a file" });

/** The answer when the form has no file under `name`. */
export const noFileChosen = (name = "file") =>
  new HttpError(400, "validation_failed", "Please choose a file.", { [name]: "Please choose a file." });

/**
 * The multipart form of the request; anything else (JSON, a broken body) is a 400, never a 500. A route
 * whose form has other fields than `file` passes its own answer for a body that is not multipart.
 */
export async function readMultipart(c: Context, notMultipart: () => HttpError = sendAsMultipart): Promise<FormData> {
  if (!isMultipart(c.req.header("content-type"))) throw notMultipart();
  try {
    return await c.req.formData();
  } catch (error) {
    // The streaming limit fires inside the body read; keep its answer.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "validation_failed", "The upload could not be read. Please try again.");
  }
}

/** The named file of a multipart form, read into memory (the route's limit already bounds its size). */
export async function fileField(form: FormData, name = "file"): Promise<{ file: File; data: Buffer }> {
  const value = form.get(name);
  if (!value || typeof value === "string") throw noFileChosen(name);
  return { file: value, data: Buffer.from(await value.arrayBuffer()) };
}

/**
 * Every file sent under `name` (a multi-file picker repeats the name once per file), in the order sent;
 * text values under that name are not files and are left out. Sizes are bounded by the route's limit, and
 * the bytes stay in the File until the caller reads them.
 */
export function filesField(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => typeof value !== "string");
}

/** A client-supplied file name, kept only for display: no path, no control characters, bounded. */
export function displayFileName(name: string, fallback = "upload"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || fallback).slice(0, 200);
}
