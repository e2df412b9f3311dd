import type { MiddlewareHandler } from "hono";
import type { HttpError } from "./errors.ts";

/**
 * Caps a request body while it streams in, without buffering it (Hono's own bodyLimit reads the whole body into
 * memory first when there is no Content-Length). A declared Content-Length over the cap is refused at once; any
 * other body is counted as the route reads it, and the read fails with `tooLarge()` at the first byte over the
 * cap — readJson / readMultipart pass that error on, so the answer is the 413 it carries.
 * Limits nest: a route's smaller cap inside the app-wide one fires first, with the route's own message. The
 * app-wide limits run before authorization, so they only count (`refuseDeclared: false`): a visitor still gets
 * the route's 401 for a body that claims to be huge, and it is never read.
 */
export function streamingBodyLimit(
  maxBytes: number,
  tooLarge: () => HttpError,
  options: { refuseDeclared: boolean } = { refuseDeclared: true },
): MiddlewareHandler {
  return async (c, next) => {
    // A GET or HEAD has no body; not touching `c.req.raw.body` also spares @hono/node-server building a full web
    // Request (with its AbortSignal) for every read-only request, a visible share of their cost (issue 13).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    const declared = length === undefined ? Number.NaN : Number(length);
    // Node's HTTP parser reads exactly the declared Content-Length and never more, so a body declared within the
    // cap cannot exceed it: only bodies without a length (chunked) or declared over the cap are counted.
    if (Number.isFinite(declared) && declared <= maxBytes) return next();
    if (options.refuseDeclared && declared > maxBytes) throw tooLarge();
    const body = c.req.raw.body;
    if (!body) return next();
    let seen = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) controller.error(tooLarge());
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);
    await next();
  };
}
