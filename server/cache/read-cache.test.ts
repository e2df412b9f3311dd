import { describe, expect, it } from "vitest";
import { createReadCache, forgetTopic, forgottenHere } from "./read-cache.ts";

const answer = (body: string) => ({ body, headers: [["content-type", "application/json"]] as [string, string][] });

function linkedCache(options: Parameters<typeof createReadCache>[0] = {}) {
  let clock = 1_000;
  const cache = createReadCache({ ...options, now: () => clock });
  cache.setLinked(true);
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe("read cache", () => {
  it("keeps an answer until one of its topics changes, and only that answer", () => {
    const { cache } = linkedCache();
    cache.set("a", answer("A"), ["listings", "profiles"], cache.version());
    cache.set("b", answer("B"), ["chat:u1"], cache.version());
    expect(cache.get("a")?.body).toBe("A");
    cache.forgetTopics(["profiles"]);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.body).toBe("B");
    forgetTopic(cache, "chat:u2");
    expect(cache.get("b")?.body).toBe("B");
    forgetTopic(cache, "chat:u1");
    expect(cache.get("b")).toBeUndefined();
  });

  it("keeps a change's own answer unless its topics changed meanwhile; only this process's mark is passed over", () => {
    const { cache } = linkedCache();
    const keep = (startedAt: number) => ({ key: "me", answer: answer("edited"), topics: ["profiles:u1"], startedAt });
    cache.set("me", answer("before"), ["profiles:u1"], cache.version());
    cache.forgetAndKeep(["profiles", "profiles:u1"], keep(cache.version()));
    expect(cache.get("me")?.body).toBe("edited");
    // The change's own notification, heard back: this process forgot it already.
    forgetTopic(cache, forgottenHere("profiles:u1"));
    expect(cache.get("me")?.body).toBe("edited");
    // Another process's mark is someone else's change.
    forgetTopic(cache, "profiles:u1@0000ffff");
    expect(cache.get("me")).toBeUndefined();
    // A change to the same rows came while this one was made: nothing is kept.
    const startedAt = cache.version();
    forgetTopic(cache, "profiles:u1");
    cache.forgetAndKeep(["profiles:u1"], keep(startedAt));
    expect(cache.get("me")).toBeUndefined();
  });

  it("does not keep an answer read while one of its topics changed (the read may hold the old data)", () => {
    const { cache } = linkedCache();
    const readAt = cache.version();
    cache.forgetTopics(["listings"]);
    cache.set("a", answer("old"), ["listings"], readAt);
    expect(cache.get("a")).toBeUndefined();
    // A change to another topic meanwhile does not matter.
    const again = cache.version();
    cache.forgetTopics(["chat:u1"]);
    cache.set("a", answer("new"), ["listings"], again);
    expect(cache.get("a")?.body).toBe("new");
    // Nor does it survive a clear.
    const beforeClear = cache.version();
    cache.clear();
    cache.set("b", answer("B"), ["users"], beforeClear);
    expect(cache.get("b")).toBeUndefined();
  });

  it("empties on '*' (a TRUNCATE), expires answers and holds nothing while the LISTEN link is down", () => {
    const { cache, advance } = linkedCache({ ttlMs: 1_000 });
    cache.set("a", answer("A"), ["listings"], cache.version());
    forgetTopic(cache, "*");
    expect(cache.size()).toBe(0);
    cache.set("a", answer("A"), ["listings"], cache.version());
    advance(999);
    expect(cache.get("a")?.body).toBe("A");
    advance(1);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", answer("A"), ["listings"], cache.version());
    cache.setLinked(false);
    expect(cache.size()).toBe(0);
    cache.set("a", answer("A"), ["listings"], cache.version());
    expect(cache.get("a")).toBeUndefined();
    cache.setLinked(true);
    expect(cache.get("a")).toBeUndefined();
  });

  it("stays within its entry and byte bounds, dropping the oldest answers first", () => {
    const { cache } = linkedCache({ maxEntries: 2 });
    cache.set("a", answer("A"), ["t"], cache.version());
    cache.set("b", answer("B"), ["t"], cache.version());
    cache.set("c", answer("C"), ["t"], cache.version());
    expect([cache.get("a"), cache.get("b")?.body, cache.get("c")?.body]).toEqual([undefined, "B", "C"]);
    // 2 bytes per code unit: twenty answers of 40 units fill 1,600 bytes; the next one pushes out the oldest.
    const wide = linkedCache({ maxBytes: 1_600 }).cache;
    for (let i = 0; i < 21; i++) wide.set(`k${i}`, answer("x".repeat(40)), ["t"], wide.version());
    expect(wide.size()).toBe(20);
    expect(wide.get("k0")).toBeUndefined();
    expect(wide.get("k20")).toBeDefined();
    // An answer over a sixteenth of the bytes is never kept.
    wide.set("e", answer("x".repeat(60)), ["t"], wide.version());
    expect(wide.get("e")).toBeUndefined();
  });
});
