import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";

/**
 * An answer written before the request's body has all arrived — a 413 counted while the body streams, a 401, 415 or
 * 429 given before a byte of it is read — says `Connection: close` (RFC 9112 §9.6). Without it the answer promised
 * keep-alive while the server could not take another request on that connection (the rest of the body is still in
 * the way, and the server cuts it short), so a client's next request sent there was lost ("other side closed").
 * With it, the client opens a new connection for its next request. A body that arrived whole, read or not, keeps the
 * connection open.
 */
export function closeWhenBodyUnread(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only a real node:http request has one (not `app.request` in tests).
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (incoming && !incoming.complete) c.header("Connection", "close");
  };
}
