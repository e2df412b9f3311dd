import { findForbiddenText, normalizeTexts, textMessages } from "@domain/text.ts";
import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "./errors.ts";
import { isJson } from "./http-headers.ts";

/** Turns zod issues into the API's `fields` map (first message per field) and a headline message. */
export function validationError(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    if (issue.code === "unrecognized_keys") {
      for (const k of issue.keys) fields[k] ??= `Unknown field: ${k}`;
      continue;
    }
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? "Invalid request";
  return new HttpError(400, "validation_failed", first, fields);
}

/**
 * Validates any client input (body, form field, param, query) against its contract. The text rule runs first
 * over every string of the input (domain/text.ts), so no field can store a control character even if its
 * schema forgot the rule, and every string reaches the schema in NFC. `field` names a single value (a form field,
 * a path param) in the answer's `fields`.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.output<S> {
  const problem = findForbiddenText(value);
  const named = (path: string) => (field ? (path === "body" ? field : `${field}.${path}`) : path);
  if (problem) {
    const message = field && problem.path === "body" ? textMessages.notAllowed(`“${field}”`) : problem.message;
    throw new HttpError(400, "validation_failed", message, { [named(problem.path)]: message });
  }
  const result = schema.safeParse(normalizeTexts(value));
  if (!result.success) {
    const error = validationError(result.error);
    if (!field) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, v]) => [named(k), v]));
    throw new HttpError(400, "validation_failed", error.message, fields);
  }
  return result.data;
}

/**
 * Reads the JSON body and validates it; malformed JSON or a non-object is a 400, never a 500. A body declared as
 * anything but `application/json` is a 415: a form post from another site cannot reach a JSON route this way.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!isJson(c.req.header("content-type"))) {
    throw new HttpError(415, "unsupported_media_type", "Send this request as JSON (Content-Type: application/json).");
  }
  let bytes: ArrayBuffer;
  try {
    bytes = await c.req.arrayBuffer();
  } catch (error) {
    // The streaming body limit fails the read with its 413; keep it.
    if (error instanceof HttpError) throw error;
    throw invalidJson();
  }
  let text: string;
  try {
    // Strict: invalid UTF-8 is refused, not quietly turned into U+FFFD and stored.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid UTF-8.");
  }
  return parseJsonText(schema, text);
}

const invalidJson = () => new HttpError(400, "invalid_json", "The request body is not valid JSON.");

/**
 * JSON text that must be an object, validated: the body of a JSON request, or a JSON field of a multipart form
 * (so both answer with the same codes and messages).
 */
export function parseJsonText<S extends z.ZodType>(schema: S, text: string): z.output<S> {
  let body: unknown;
  try {
    body = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw invalidJson();
  }
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new HttpError(400, "invalid_json", "The request body must be a JSON object.");
  }
  return parseWith(schema, body);
}
