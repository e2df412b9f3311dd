import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { toUserType } from "../../domain/accounts.ts";
import type { Db } from "../db/client.ts";
import { userRoles } from "../db/schema/index.ts";
import type { Auth } from "./auth.ts";
import { readSession, verifiedToken } from "./session-read.ts";

export type Actor = {
  id: string;
  email: string;
  name: string;
  userType: "creator" | "host" | null;
  sessionId: string;
  /** Read with the session (one query): the name and avatar the header shows; null when the profile is gone. */
  profile: { fullName: string; avatarKey: string | null } | null;
};

export type AppEnv = { Variables: { actor: Actor | null; clientIp: string | null; requestId: string } };

export async function roleOf(db: Db, userId: string): Promise<"creator" | "host" | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return toUserType(row?.role);
}

/**
 * Resolves the session cookie into `c.var.actor` (null for visitors). The actor always comes from here.
 * The common case costs one indexed query (session-read.ts: signature checked in process, then session, user and
 * role in one join) instead of better-auth's three; once a day per session, better-auth's own getSession runs to
 * slide the expiry, exactly as before.
 */
export function sessionMiddleware(deps: { auth: Auth; db: Db }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let actor: Actor | null = null;
    const cookie = c.req.header("cookie");
    if (cookie) {
      const { secret, authCookies } = await deps.auth.$context;
      const token = verifiedToken(cookie, authCookies.sessionToken.name, secret);
      const row = token ? await readSession(deps.db, token) : null;
      if (row) {
        if (row.refreshDue) await deps.auth.api.getSession({ headers: c.req.raw.headers });
        actor = {
          id: row.userId,
          email: row.email,
          name: row.name,
          userType: toUserType(row.role),
          sessionId: row.sessionId,
          profile: row.profile,
        };
      }
    }
    c.set("actor", actor);
    await next();
  });
}
