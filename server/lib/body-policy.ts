import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client.ts";
import type { AppEnv } from "./app-env.ts";
import { streamingBodyLimit } from "./body-limit.ts";
import { HttpError } from "./errors.ts";
import { isMultipart } from "./http-headers.ts";
import { limit, waitInWords } from "./rate-limit.ts";
import { isListed, type ListedRoute } from "./route-list.ts";

/** JSON bodies are small: the largest contract (a listing) is a few KB. */
export const jsonBodyLimitBytes = 256 * 1024;

/**
 * The largest body any upload route takes (a 100 MB portfolio video plus the form around it). Each upload route
 * narrows it with its own `uploadLimit` and message; this ceiling only has to hold for the routes below.
 */
export const uploadCeilingBytes = 101 * 1024 * 1024 + 256 * 1024;

/**
 * The only routes that take multipart/form-data (deny by default: a new route takes JSON until it is listed
 * here). Everything else answers 415 to a multipart body before reading a byte of it.
 */
export const multipartRoutes: readonly ListedRoute[] = [
  { method: "POST", path: /^\/api\/profile\/avatar$/ },
  { method: "POST", path: /^\/api\/portfolio$/ },
  { method: "POST", path: /^\/api\/listings$/ },
  { method: "POST", path: /^\/api\/listings\/[^/]+\/images$/ },
  { method: "POST", path: /^\/api\/listings\/[^/]+\/gallery$/ },
  { method: "POST", path: /^\/api\/listings\/[^/]+\/calendar\/import$/ },
  { method: "POST", path: /^\/api\/workspaces\/[^/]+\/deliverables$/ },
  { method: "POST", path: /^\/api\/disputes\/[^/]+\/evidence$/ },
];

export const takesMultipart = (method: string, path: string) => isListed(multipartRoutes, method, path);

const tooLarge = () => new HttpError(413, "payload_too_large", "The request is too large.");
const countOnly = { refuseDeclared: false };
const jsonLimit = streamingBodyLimit(jsonBodyLimitBytes, tooLarge, countOnly);
const uploadLimit = streamingBodyLimit(uploadCeilingBytes, tooLarge, countOnly);

/**
 * Every API request has a body limit that holds whatever its Content-Type says (DESIGN.md §5), counted while the
 * body streams in: 256 KB, or the upload
 * ceiling for a multipart body on an upload route. A multipart body anywhere else is a 415.
 */
export function bodyPolicy(): MiddlewareHandler {
  return async (c, next) => {
    if (!isMultipart(c.req.header("content-type"))) return jsonLimit(c, next);
    // Path without a trailing slash, as the router matches it.
    const path = c.req.path.replace(/\/+$/, "");
    if (!takesMultipart(c.req.method, path)) {
      throw new HttpError(415, "unsupported_media_type", "This endpoint takes JSON, not a file upload.");
    }
    return uploadLimit(c, next);
  };
}

/** Uploads per account: generous for a person picking photos, a wall for a script (143 in 6 s was possible). */
export const uploadRateLimit = { max: 60, windowSeconds: 10 * 60 };

export const uploadRateMessage = (retryAfterSeconds: number) =>
  `You've uploaded many files in a short time. Please wait ${waitInWords(retryAfterSeconds)} before uploading more.`;

/**
 * Counts each multipart request of a signed-in account on the upload routes (every upload route, one counter),
 * before its body is read. Visitors are refused by the routes themselves.
 */
export function uploadThrottle(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const actor = c.get("actor");
    if (actor && isMultipart(c.req.header("content-type"))) {
      await limit(db, { key: `upload:${actor.id}`, ...uploadRateLimit }, uploadRateMessage);
    }
    await next();
  };
}
