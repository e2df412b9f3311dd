import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Actor, AppEnv } from "../lib/app-env.ts";
import type { MetricsRegistry } from "../metrics/registry.ts";
import { answerText } from "./answer-text.ts";
import { answerTopics, cachedRouteOf, changedTopics, narrowChanges } from "./cached-routes.ts";
import type { CachedAnswer, ReadCache } from "./read-cache.ts";

/** An answer is only ever given again to the same person (their id and role) for the same address. */
const answerKey = (actor: Actor, url: string) => `${actor.id} ${actor.userType} ${url}`;

/** What of an answer is kept: only answers of 200 that set no cookie, body and headers as sent. */
async function keepable(res: Response): Promise<CachedAnswer | undefined> {
  if (res.status !== 200 || res.headers.has("set-cookie")) return undefined;
  return { body: await answerText(res), headers: [...res.headers] };
}

/**
 * A change's 200 answer as the answer of the cached read it declares it is (`ChangeScope.answers`): the same body
 * and headers that read would send now.
 */
async function changeAnswer(c: Context<AppEnv>, actor: Actor, path: string, startedAt: number) {
  const route = cachedRouteOf(path);
  const answer = route && (await keepable(c.res));
  if (!route || !answer) return undefined;
  const key = answerKey(actor, new URL(path, c.req.url).href);
  return { key, answer, topics: answerTopics(route, actor.id), startedAt };
}

/**
 * Serves the listed signed-in reads from this process's read cache (decision 0051) and keeps it honest about this
 * process's own changes. Runs after the session middleware, so the person asking is known; authorization is not
 * skipped by a hit: an answer is only ever given again to the same person (the key holds their id and role) for the
 * same address, and only answers of 200 are kept.
 */
export function readCacheMiddleware(cache: ReadCache | undefined, metrics: MetricsRegistry) {
  if (!cache) return createMiddleware<AppEnv>((_c, next) => next());
  const lookups = metrics.counter("read_cache_lookups_total", "Cached reads looked up in this process, by result.");
  metrics.gauge("read_cache_entries", "Answers kept in this process's read cache.", () => cache.size());
  const hits = { result: "hit" };
  const misses = { result: "miss" };
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    const actor = c.get("actor");
    if (method === "GET") {
      const route = actor ? cachedRouteOf(c.req.path) : undefined;
      if (!actor || !route) return next();
      const key = answerKey(actor, c.req.url);
      const hit = cache.get(key);
      lookups.inc(hit ? hits : misses);
      if (hit) return c.body(hit.body, 200, Object.fromEntries(hit.headers));
      const readAt = cache.version();
      await next();
      const answer = await keepable(c.res);
      if (answer) cache.set(key, answer, answerTopics(route, actor.id), readAt);
      return;
    }
    if (method === "HEAD" || method === "OPTIONS") return next();
    const startedAt = cache.version();
    try {
      await next();
    } finally {
      // Before the response leaves: the next request to this process sees what this one changed.
      // A route's own declaration of what it changed (`changed`, set only once the change is made) or a listed
      // frequent change forget only those topics; anything else empties this process's cache.
      const declared = c.get("changed");
      const narrow =
        declared ?? narrowChanges.find((change) => change.method === method && change.path.test(c.req.path));
      if (narrow && actor) {
        const forget = changedTopics(narrow.tables, actor.id);
        // A change that answers with what a cached read of the person's would answer now keeps it for that read.
        const keep = declared?.answers ? await changeAnswer(c, actor, declared.answers, startedAt) : undefined;
        if (keep) cache.forgetAndKeep(forget, keep);
        else cache.forgetTopics(forget);
      } else cache.clear();
    }
  });
}
