import { createHash, randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv } from "./app-env.ts";
import type { Logger } from "./logger.ts";

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A user id in logs only as a short hash: requests of one person can be followed without naming them. The hashes
 * of recently seen users are kept (a signed-in person makes many requests), up to a few thousand.
 */
const recentHashes = new Map<string, string>();
export function userHash(userId: string): string {
  let hash = recentHashes.get(userId);
  if (hash === undefined) {
    hash = createHash("sha256").update(userId).digest("hex").slice(0, 12);
    if (recentHashes.size >= 5_000) recentHashes.clear();
    recentHashes.set(userId, hash);
  }
  return hash;
}

/**
 * Gives every request an id (a proxy's `X-Request-Id` when it looks like one, else a new UUID), sends it back in
 * `X-Request-Id` and in the body of every 5xx, and logs one line per API request: method, route pattern, status,
 * duration, user hash, request id.
 */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    if (!c.req.path.startsWith("/api/")) return;
    const actor = c.get("actor");
    logger.info("request", {
      method: c.req.method,
      route: routePath(c) || c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user: actor ? userHash(actor.id) : undefined,
      requestId,
    });
  });
}
