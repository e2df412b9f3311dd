import { randomUUID } from "node:crypto";

/**
 * Answers to signed-in reads this process gave recently (the body as sent), so the same read again costs no
 * database work and no serialising (issue 13; decision 0051). Each entry names the topics its answer depends on
 * (cached-routes.ts: the tables it was read from, or `chat:<user id>` for that person's chats); it is dropped when:
 * - PostgreSQL announces a change to one of those topics (migration 0013's triggers → NOTIFY on `collabstay_data`
 *   with the topic, heard by every process: `forgetTopics`);
 * - this process changed something (any request other than GET/HEAD: `clear`, or `forgetTopics` with the topics
 *   a listed frequent change writes), before that response leaves, so nothing written here is missed here;
 * - it is older than `ttlMs` (answers carry a few time-derived values, such as "listed N days ago").
 * While the LISTEN link is down the cache is off and empty, so a missed notification can never leave an answer stale.
 */
/** The NOTIFY channel of migration 0013's triggers: its payload is the topic that changed. */
export const dataChannel = "collabstay_data";

export type CachedAnswer = { body: string; headers: [string, string][] };

export type ReadCache = {
  get: (key: string) => CachedAnswer | undefined;
  /** Taken before a read starts; `set` keeps the answer only if none of its topics was forgotten since. */
  version: () => number;
  set: (key: string, answer: CachedAnswer, topics: readonly string[], readAt: number) => void;
  forgetTopics: (topics: Iterable<string>) => void;
  /**
   * After a change: forgets `topics` as `forgetTopics` does, then keeps the change's own answer as a read's answer
   * (`ChangeScope.answers`) — unless one of the read's topics was forgotten since the change began (`startedAt`, a
   * `version()` taken before it): another change came between, and the answer may not show it.
   */
  forgetAndKeep: (
    topics: Iterable<string>,
    keep: { key: string; answer: CachedAnswer; topics: readonly string[]; startedAt: number },
  ) => void;
  clear: () => void;
  setLinked: (linked: boolean) => void;
  size: () => number;
};

type Entry = CachedAnswer & { topics: readonly string[]; until: number; bytes: number };

export function createReadCache(
  options: { ttlMs?: number; maxEntries?: number; maxBytes?: number; now?: () => number } = {},
): ReadCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 5_000;
  // Bodies are strings of UTF-16 code units: 2 bytes each, which bounds the memory the cache can hold.
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const keysOf = new Map<string, Set<string>>();
  let bytes = 0;
  let linked = false;
  // Every forget takes the next number; a topic's last number says when it last changed. A read that began
  // before that (readAt) may hold what was there before the change, so its answer is not kept.
  let version = 0;
  let clearedAt = 0;
  const forgottenAt = new Map<string, number>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const topic of entry.topics) {
      const keys = keysOf.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(topic);
    }
  };
  const clear = () => {
    clearedAt = ++version;
    // The per-topic numbers are older than clearedAt now, so they say nothing more than it does.
    forgottenAt.clear();
    entries.clear();
    keysOf.clear();
    bytes = 0;
  };
  const changedSince = (topics: readonly string[], readAt: number) =>
    readAt < clearedAt || topics.some((topic) => (forgottenAt.get(topic) ?? 0) > readAt);

  const set = (key: string, answer: CachedAnswer, topics: readonly string[], readAt: number) => {
    if (!linked || changedSince(topics, readAt)) return;
    const size = answer.body.length * 2;
    if (size > maxBytes / 16) return;
    drop(key);
    // Full: the oldest entries go (a Map iterates in insertion order).
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries && bytes + size <= maxBytes) break;
      drop(oldest);
    }
    entries.set(key, { ...answer, topics, until: now() + ttlMs, bytes: size });
    bytes += size;
    for (const topic of topics) {
      let keys = keysOf.get(topic);
      if (!keys) {
        keys = new Set();
        keysOf.set(topic, keys);
      }
      keys.add(key);
    }
  };
  const forgetTopics = (topics: Iterable<string>) => {
    const at = ++version;
    for (const topic of topics) {
      // Tables and one chat topic per person: past the bound the record restarts, and no read in flight is kept.
      if (forgottenAt.size >= 10_000) {
        forgottenAt.clear();
        clearedAt = at;
      }
      forgottenAt.set(topic, at);
      for (const key of [...(keysOf.get(topic) ?? [])]) drop(key);
    }
  };

  return {
    get(key) {
      if (!linked) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        drop(key);
        return undefined;
      }
      return entry;
    },
    version: () => version,
    set,
    forgetTopics,
    forgetAndKeep(topics, keep) {
      // Decided before this change's own forgetting, which would otherwise always count as "since".
      const fresh = !changedSince(keep.topics, keep.startedAt);
      forgetTopics(topics);
      if (fresh) set(keep.key, keep.answer, keep.topics, version);
    },
    clear,
    setLinked(next) {
      linked = next;
      clear();
    },
    size: () => entries.size,
  };
}

/**
 * This process's mark on the notifications it sends of changes its own read cache forgot itself before the change's
 * answer left (the route declared the change's scope, which covers them; decision 0070). Hearing its own such
 * notification a moment later, the process has nothing more to forget — and forgetting again would drop the answer
 * the change kept for the person's next read (`forgetAndKeep`). Every other process forgets the topic as before.
 * One read cache per process (main.ts), so the mark is the module's.
 */
const ownMark = `@${randomUUID().slice(0, 8)}`;
export const forgottenHere = (topic: string) => `${topic}${ownMark}`;

/** A notification on `dataChannel`: its topic, and whether this process sent it marked as already forgotten here. */
export function noticeTopic(notice: string): { topic: string; forgottenHere: boolean } {
  const at = notice.indexOf("@");
  if (at < 0) return { topic: notice, forgottenHere: false };
  return { topic: notice.slice(0, at), forgottenHere: notice.slice(at) === ownMark };
}

/**
 * A notification on `dataChannel`: a table's name, a `chat:` topic, or "*" (everything, after a TRUNCATE),
 * possibly with a process's mark (`forgottenHere`).
 */
export function forgetTopic(cache: ReadCache, notice: string) {
  const { topic, forgottenHere } = noticeTopic(notice);
  if (forgottenHere) return;
  if (topic === "*") cache.clear();
  else cache.forgetTopics([topic]);
}
