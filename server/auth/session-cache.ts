import type { SessionRecord } from "./session-read.ts";

/**
 * Verified sessions this process read recently, so a signed-in request needs no database round trip to know who
 * is asking (issue 13; decision 0045). An entry is dropped when:
 * - PostgreSQL announces a change to that user's session, account, role or profile (triggers → NOTIFY on
 *   `collabstay_auth`, heard by every process: `forgetUser`);
 * - this process changed something for that user (any request other than GET/HEAD by them: `forgetUser`), or an
 *   anonymous request changed something (sign-in, password reset: `clear`), so nothing written here can be missed
 *   here, whatever the notification's timing;
 * - it is older than `ttlMs`, or the session expired.
 * While the LISTEN link is down the cache is off and empty (`setLinked(false)`), so a missed notification can never
 * leave a revoked session usable.
 */
/** The NOTIFY channel of migration 0012's triggers: its payload is the id of the user whose sessions changed. */
export const authChannel = "collabstay_auth";

/** Keyed by the session cookie's signed value as it was verified (session.ts), so a hit needs no new HMAC. */
export type SessionCache = {
  get: (token: string) => SessionRecord | undefined;
  /** Taken before a session is read from the database; `set` keeps the record only if nothing was forgotten since. */
  version: () => number;
  set: (token: string, record: SessionRecord, readAt: number) => void;
  forgetUser: (userId: string) => void;
  clear: () => void;
  setLinked: (linked: boolean) => void;
  size: () => number;
};

export function createSessionCache(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { record: SessionRecord; until: number }>();
  const tokensOf = new Map<string, Set<string>>();
  let linked = false;
  // Every forget takes the next number; a user's last number says when their sessions last changed. A record read
  // before that (readAt) may be from before the change, so it is not stored. Per user, not one number for all: with
  // one, every write by anyone threw away the session reads in flight for everyone else (issue 39: under a
  // write-heavy mix almost no session was ever stored, and every request read its session again).
  let version = 0;
  let clearedAt = 0;
  const forgottenAt = new Map<string, number>();

  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensOf.get(entry.record.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.record.userId);
  };
  const clear = () => {
    clearedAt = ++version;
    forgottenAt.clear();
    entries.clear();
    tokensOf.clear();
  };

  const cache: SessionCache = {
    get(token) {
      if (!linked) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      const at = now();
      if (entry.until <= at || entry.record.expiresAt.getTime() <= at) {
        drop(token);
        return undefined;
      }
      return entry.record;
    },
    version: () => version,
    set(token, record, readAt) {
      if (!linked || readAt < clearedAt || (forgottenAt.get(record.userId) ?? 0) > readAt) return;
      // Full: the oldest entry goes (a Map iterates in insertion order).
      if (entries.size >= maxEntries && !entries.has(token)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      drop(token);
      entries.set(token, { record, until: now() + ttlMs });
      let tokens = tokensOf.get(record.userId);
      if (!tokens) {
        tokens = new Set();
        tokensOf.set(record.userId, tokens);
      }
      tokens.add(token);
    },
    forgetUser(userId) {
      const at = ++version;
      // Past the bound the record restarts, and no read in flight is kept (as after a clear).
      if (forgottenAt.size >= 10_000) {
        forgottenAt.clear();
        clearedAt = at;
      }
      forgottenAt.set(userId, at);
      for (const token of [...(tokensOf.get(userId) ?? [])]) drop(token);
    },
    clear,
    setLinked(next) {
      linked = next;
      clear();
    },
    size: () => entries.size,
  };
  return cache;
}
