import { toUserType } from "@domain/accounts.ts";
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client.ts";
import { userRoles } from "../db/schema/index.ts";
import type { Actor, AppEnv } from "../lib/app-env.ts";
import { cookieValue } from "../lib/http-headers.ts";
import { isListed, type ListedRoute } from "../lib/route-list.ts";
import type { Auth } from "./auth.ts";
import type { SessionCache } from "./session-cache.ts";
import { lastSeenDue, readSessionRecord, refreshDue, tokenOfSignedValue, touchSession } from "./session-read.ts";

/**
 * Changes that cannot touch what a session shows (name, email, role, avatar, the session itself): after these the
 * person's cached session is kept (deny by default: every other change forgets it). A chat send is the most
 * frequent change of all; re-reading the session after each one was a third of its database round trips.
 */
export const sessionNeutralRoutes: readonly ListedRoute[] = [
  { method: "POST", path: /^\/api\/conversations\/[^/]+\/messages\/?$/ },
  { method: "POST", path: /^\/api\/conversations\/[^/]+\/read\/?$/ },
];

export async function roleOf(db: Db, userId: string): Promise<"creator" | "host" | "operator" | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role === "operator" ? "operator" : toUserType(row?.role);
}

/**
 * Resolves the session cookie into `c.get("actor")` (null for visitors). The actor always comes from here.
 * The signature is checked in process; then the session comes from this process's cache of verified sessions
 * (PostgreSQL with its LISTEN link up: session-cache.ts, decision 0045) or from one indexed query (session-read.ts:
 * session, user, role and profile in one join). Once a day per session better-auth's own getSession runs to slide
 * the expiry, exactly as before.
 */
export function sessionMiddleware(deps: { auth: Auth; db: Db; cache?: SessionCache | undefined }) {
  const { cache } = deps;
  return createMiddleware<AppEnv>(async (c, next) => {
    let actor: Actor | null = null;
    const cookie = c.req.header("cookie");
    if (cookie) {
      const { secret, authCookies } = await deps.auth.$context;
      // The cache is keyed by the cookie's signed value exactly as verified once: a hit needs no new HMAC (only
      // someone holding the secret could make that string), a miss checks the signature before anything is read.
      const signed = cookieValue(cookie, authCookies.sessionToken.name);
      let record = signed ? cache?.get(signed) : undefined;
      const token = signed && !record ? tokenOfSignedValue(signed, secret) : null;
      if (signed && token) {
        const readAt = cache?.version() ?? 0;
        record = (await readSessionRecord(deps.db, token)) ?? undefined;
        if (record) cache?.set(signed, record, readAt);
      }
      if (record) {
        if (lastSeenDue(record)) await touchSession(deps.db, record);
        if (refreshDue(record)) {
          await deps.auth.api.getSession({ headers: c.req.raw.headers });
          cache?.forgetUser(record.userId);
        }
        actor = {
          id: record.userId,
          email: record.email,
          name: record.name,
          userType: toUserType(record.role),
          operator: record.role === "operator" ? { twoFactorEnabled: record.twoFactorEnabled } : null,
          sessionId: record.sessionId,
          profile: record.profile,
        };
      }
    }
    c.set("actor", actor);
    if (!cache || c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (actor && isListed(sessionNeutralRoutes, c.req.method, c.req.path)) return next();
    try {
      await next();
    } finally {
      // Whatever this request changed is visible to this process's next request at once, before the response
      // leaves: the person's own cached sessions go, or, for a visitor (sign-in, password reset), all of them.
      // A route that declared its change cannot touch the session (issue 39: a profile edit without a new name)
      // keeps it.
      if (actor) {
        if (c.get("changed")?.session !== false) cache.forgetUser(actor.id);
      } else cache.clear();
    }
  });
}
