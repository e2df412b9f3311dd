import { describeUserAgent, type SessionEntry, securityMessages } from "@domain/security.ts";
import { and, asc, desc, eq, gt, ne, sql } from "drizzle-orm";
import { sessionActivity, sessions } from "../../db/schema/index.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { notFound } from "../../lib/errors.ts";
import { recordAudit } from "../audit/record.ts";
import type { RequestFacts, SecurityDeps } from "./deps.ts";

/**
 * "Where you are signed in" (decision 0062): the person's live sessions, newest use first, each named by browser
 * and system from its user agent; last seen comes from `session_activity` (written at most every few minutes by
 * the session middleware) or, before the first such write, the sign-in time.
 */
export async function listSessions(deps: SecurityDeps, actor: Actor | null): Promise<SessionEntry[]> {
  const me = requireAccess(actor, "signed-in");
  const lastSeen = sql<Date>`coalesce(${sessionActivity.lastSeenAt}, ${sessions.createdAt})`;
  const rows = await deps.db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeen })
    .from(sessions)
    .leftJoin(sessionActivity, eq(sessionActivity.sessionId, sessions.id))
    .where(and(eq(sessions.userId, me.id), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(lastSeen), asc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: new Date(row.lastSeen).toISOString(),
    current: row.id === me.sessionId,
  }));
}

/** Ends one of the person's own sessions; another person's (or an unknown id) is 404, the same answer. */
export async function endSession(
  deps: SecurityDeps,
  actor: Actor | null,
  sessionId: string,
  request: RequestFacts,
): Promise<{ current: boolean }> {
  const me = requireAccess(actor, "signed-in");
  const [gone] = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, me.id)))
    .returning({ id: sessions.id });
  if (!gone) throw notFound(securityMessages.sessionNotFound);
  await recordAudit(deps.db, {
    action: "account.sessions_ended",
    actorId: me.id,
    targetId: me.id,
    targetKind: "user",
    requestId: request.requestId,
    details: { ended: 1 },
  });
  return { current: gone.id === me.sessionId };
}

/** Ends every session of the person but this one. */
export async function endOtherSessions(
  deps: SecurityDeps,
  actor: Actor | null,
  request: RequestFacts,
): Promise<{ ended: number }> {
  const me = requireAccess(actor, "signed-in");
  const gone = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.userId, me.id), ne(sessions.id, me.sessionId)))
    .returning({ id: sessions.id });
  await recordAudit(deps.db, {
    action: "account.sessions_ended",
    actorId: me.id,
    targetId: me.id,
    targetKind: "user",
    requestId: request.requestId,
    details: { ended: gone.length },
  });
  return { ended: gone.length };
}
