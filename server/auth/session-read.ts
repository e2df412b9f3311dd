import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { oncePerDatabase } from "../db/once-per-database.ts";
import { profiles, sessionActivity, sessions, userRoles, users } from "../db/schema/index.ts";
import { sessionMaxAgeSeconds, sessionRefreshAgeSeconds } from "./auth.ts";

/**
 * The token of a signed session cookie value, or null when its signature is wrong. better-auth signs the cookie
 * as `<token>.<base64 HMAC-SHA256(secret, token)>` (URL-encoded); we check it the same way.
 */
export function tokenOfSignedValue(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** What the session read answers, as stored (the cache keeps these; `refreshDue` tells when to slide the expiry). */
export type SessionRecord = {
  sessionId: string;
  userId: string;
  email: string;
  name: string;
  role: string | null;
  /** better-auth's twoFactor flag (only operators ever set it up). */
  twoFactorEnabled: boolean;
  /** The profile's name and avatar (what GET /api/accounts/session answers); null when the profile is gone. */
  profile: { fullName: string; avatarKey: string | null } | null;
  expiresAt: Date;
  /** When the session was last used, as last written (at most every `lastSeenEverySeconds`; decision 0062). */
  lastSeenAt: Date;
};

/** A foreign key refused the write (PostgreSQL 23503), along the error's `cause` chain (drizzle wraps it). */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23503") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** "Last seen" of a session is written at most this often: not a write per request (decision 0062). */
export const lastSeenEverySeconds = 5 * 60;

/** The session is due for its "last seen" write (the record is then updated in place, cached or not). */
export function lastSeenDue(record: SessionRecord, now = Date.now()): boolean {
  return now - record.lastSeenAt.getTime() >= lastSeenEverySeconds * 1000;
}

/**
 * Writes "last seen" (in `session_activity`, so the session triggers of decision 0045 do not fire). The guard in
 * the statement keeps two processes (each with its own cached copy) from writing within the same few minutes.
 */
export async function touchSession(db: Db, record: SessionRecord): Promise<void> {
  record.lastSeenAt = new Date();
  try {
    await db.execute(
      sql`insert into session_activity (session_id, last_seen_at)
          select id, now() from sessions where id = ${record.sessionId}
          on conflict (session_id) do update set last_seen_at = now()
          where session_activity.last_seen_at < now() - make_interval(secs => ${lastSeenEverySeconds})`,
    );
  } catch (error) {
    // The session ended at this very moment (signed out elsewhere): there is nothing to keep a time for.
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/**
 * The live session of a token with its user and role, in one indexed query (session.token is unique). Expired
 * or deleted sessions (sign-out, password change, reset, account deletion) are not found, so revocation takes
 * effect on the very next request, on every process.
 */
export async function readSessionRecord(db: Db, token: string): Promise<SessionRecord | null> {
  const [row] = await sessionQuery(db).execute({ token });
  if (!row) return null;
  const { fullName, avatarKey, ...rest } = row;
  return { ...rest, profile: fullName === null ? null : { fullName, avatarKey } };
}

/**
 * The session's expiry is due for its daily slide (better-auth's updateAge). An operator's session never slides:
 * it ends 12 hours after sign-in (decision 0057).
 */
export function refreshDue(record: SessionRecord, now = Date.now()): boolean {
  if (record.role === "operator") return false;
  const refreshAfter = (sessionMaxAgeSeconds - sessionRefreshAgeSeconds) * 1000;
  return record.expiresAt.getTime() - now < refreshAfter;
}

/**
 * The query runs on every signed-in request, so it is built once per database and prepared (node-postgres keeps
 * the named statement per connection: PostgreSQL parses and plans it once). The profile comes along in the same
 * join, so GET /api/accounts/session needs no second query.
 */
const sessionQuery = oncePerDatabase(prepareSessionQuery);

function prepareSessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      role: userRoles.role,
      twoFactorEnabled: users.twoFactorEnabled,
      fullName: profiles.fullName,
      avatarKey: profiles.avatarKey,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sql<Date>`coalesce(${sessionActivity.lastSeenAt}, ${sessions.createdAt})`.mapWith(sessions.createdAt),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(sessionActivity, eq(sessionActivity.sessionId, sessions.id))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("collabstay_session_read");
}
