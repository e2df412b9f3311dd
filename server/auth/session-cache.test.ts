import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache.ts";
import type { SessionRecord } from "./session-read.ts";

const record = (userId: string, expiresInMs = 3_600_000, at = 0): SessionRecord => ({
  sessionId: `s-${userId}`,
  userId,
  email: `${userId}@example.test`,
  name: userId,
  role: "host",
  twoFactorEnabled: false,
  profile: { fullName: userId, avatarKey: null },
  expiresAt: new Date(at + expiresInMs),
  lastSeenAt: new Date(at),
});

function linkedCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 0;
  const cache = createSessionCache({ ...options, now: () => clock });
  cache.setLinked(true);
  return { cache, tick: (ms: number) => (clock += ms) };
}

describe("session cache", () => {
  it("answers a stored session until its time to live or the session's own expiry", () => {
    const { cache, tick } = linkedCache({ ttlMs: 1_000 });
    cache.set("t1", record("u1"), cache.version());
    cache.set("t2", record("u2", 500), cache.version());
    expect(cache.get("t1")?.userId).toBe("u1");
    expect(cache.get("t2")?.userId).toBe("u2");
    tick(500);
    expect(cache.get("t2")).toBeUndefined();
    expect(cache.get("t1")?.userId).toBe("u1");
    tick(500);
    expect(cache.get("t1")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("forgets every session of a user, and only theirs", () => {
    const { cache } = linkedCache();
    cache.set("a1", record("a"), cache.version());
    cache.set("a2", record("a"), cache.version());
    cache.set("b1", record("b"), cache.version());
    cache.forgetUser("a");
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a2")).toBeUndefined();
    expect(cache.get("b1")?.userId).toBe("b");
    cache.clear();
    expect(cache.get("b1")).toBeUndefined();
  });

  it("does not keep a record read before a change was announced (the read raced the change)", () => {
    const { cache } = linkedCache();
    const readAt = cache.version();
    cache.forgetUser("a");
    cache.set("a1", record("a"), readAt);
    expect(cache.get("a1")).toBeUndefined();
    cache.set("a1", record("a"), cache.version());
    expect(cache.get("a1")?.userId).toBe("a");
  });

  it("keeps a record read while another user's sessions were forgotten (issue 39), not one read across a clear", () => {
    const { cache } = linkedCache();
    const readAt = cache.version();
    cache.forgetUser("b");
    cache.set("a1", record("a"), readAt);
    expect(cache.get("a1")?.userId).toBe("a");
    const beforeClear = cache.version();
    cache.clear();
    cache.set("a1", record("a"), beforeClear);
    expect(cache.get("a1")).toBeUndefined();
  });

  it("is off and empty while the LISTEN link is down, and starts empty when it is back", () => {
    const cache = createSessionCache();
    cache.set("t1", record("u1", 3_600_000, Date.now()), cache.version());
    expect(cache.get("t1")).toBeUndefined();
    cache.setLinked(true);
    cache.set("t1", record("u1", 3_600_000, Date.now()), cache.version());
    expect(cache.get("t1")?.userId).toBe("u1");
    cache.setLinked(false);
    expect(cache.get("t1")).toBeUndefined();
    cache.setLinked(true);
    expect(cache.get("t1")).toBeUndefined();
  });

  it("keeps at most maxEntries sessions, dropping the oldest", () => {
    const { cache } = linkedCache({ maxEntries: 2 });
    cache.set("t1", record("u1"), cache.version());
    cache.set("t2", record("u2"), cache.version());
    cache.set("t3", record("u3"), cache.version());
    expect(cache.size()).toBe(2);
    expect(cache.get("t1")).toBeUndefined();
    expect(cache.get("t3")?.userId).toBe("u3");
  });
});
