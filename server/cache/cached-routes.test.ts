import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createSessionCache } from "../auth/session-cache.ts";
import * as schema from "../db/schema/index.ts";
import { appDepsOf } from "../services.ts";
import { actors, createWorld, type World } from "../test/contract-world.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { cachedRoutes } from "./cached-routes.ts";

/**
 * Every cached read names every table its answer comes from (decision 0051): otherwise a change to an unnamed table
 * would leave the answer stale until it expires. Each route is called by every signed-in actor of the contract
 * world (a listing with images, applications, a conversation, a collaboration, reviews…) and the statements it
 * really sends are read for table names. The session is served from a session cache warmed first, so only the
 * route's own statements are seen.
 */
const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));

function tablesIn(statement: string): string[] {
  return tableNames.filter((name) => new RegExp(`(^|[^a-z0-9_])"?${name}"?([^a-z0-9_]|$)`, "i").test(statement));
}

let ctx: TestContext;
let world: World;
const statements: string[] = [];
let restore: () => void = () => {};

/** Records the text of every statement this process sends, on either engine. */
function recordStatements(context: TestContext) {
  const record = (config: unknown) => {
    const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text === "string") statements.push(text);
  };
  const pglite = context.services.database.pglite;
  if (pglite) {
    // Every PGlite statement, in a transaction or not, reaches the engine as protocol messages through here; the
    // SQL text is in the Parse message (a parameter value may be decoded too, which can only add names).
    const { execProtocolRawSync } = pglite;
    const decoder = new TextDecoder();
    pglite.execProtocolRawSync = ((message: Uint8Array) => {
      record(decoder.decode(message));
      return execProtocolRawSync.call(pglite, message);
    }) as typeof execProtocolRawSync;
    return () => {
      pglite.execProtocolRawSync = execProtocolRawSync;
    };
  }
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    record(config);
    return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof original;
  return () => {
    pg.Client.prototype.query = original;
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ calendarFetchAllowPrivate: true });
  world = await createWorld(ctx);
  restore = recordStatements(ctx);
}, 120_000);
afterAll(async () => {
  restore();
  await ctx.close();
});

describe("cached reads name every table they read", () => {
  it("lists, for each route and actor, only tables the route declares", async () => {
    const cache = createSessionCache();
    cache.setLinked(true);
    const { metrics: _shared, ...deps } = appDepsOf(ctx.services);
    const app = createApp({ ...deps, webDir: null, sessionCache: cache });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Each query branch a route has (filters, dates, saved-only), so every table any of them reads is seen.
    const paths: Record<string, string[]> = {
      "GET /api/listings": [
        "/api/listings",
        `/api/listings?${new URLSearchParams({ q: "matrix", category: "Hotel", region: "Europe", offerType: "Free Stay", minFollowers: "1", maxFollowers: "900000000", maxGuests: "2", checkIn: day(40), checkOut: day(43) })}`,
      ],
      "GET /api/listings/:id": [`/api/listings/${world.objects.listingId}`],
      "GET /api/creators": ["/api/creators", "/api/creators?q=matrix&region=Europe&completeOnly=true&savedOnly=true"],
      "GET /api/creators/me": ["/api/creators/me"],
      "GET /api/profile": ["/api/profile"],
      "GET /api/invitations": ["/api/invitations", `/api/invitations?creatorId=${world.people.creatorA.id}`],
      "GET /api/conversations": ["/api/conversations"],
      "GET /api/applications": [
        "/api/applications",
        `/api/applications?listingId=${world.objects.listingId}&status=pending`,
      ],
    };
    const found: Record<string, string[]> = {};
    for (const route of cachedRoutes) {
      const samples = paths[route.name] ?? [];
      expect(samples.length, `sample paths for ${route.name}`).toBeGreaterThan(0);
      const read = new Set<string>();
      for (const path of samples) {
        expect(route.path.test(path.split("?")[0] ?? ""), path).toBe(true);
        let answered = 0;
        for (const actor of actors) {
          if (actor === "anonymous") continue;
          const cookie = world.people[actor].client.cookieHeader();
          await app.request("/api/accounts/session", { headers: { cookie } });
          statements.length = 0;
          const res = await app.request(path, { headers: { cookie } });
          if (res.status === 200) answered++;
          if (process.env.DEBUG_CACHE)
            console.log(
              path,
              actor,
              res.status,
              statements.map((s) => s.slice(0, 300)),
            );
          for (const statement of statements) for (const table of tablesIn(statement)) read.add(table);
        }
        expect(answered, `${path} answered someone`).toBeGreaterThan(0);
      }
      found[route.name] = [...read].sort();
    }
    const declared = Object.fromEntries(
      cachedRoutes.map((route) => [
        route.name,
        [...route.tables, ...(route.ownRows ?? [])].filter((t) => found[route.name]?.includes(t)).sort(),
      ]),
    );
    expect(declared).toEqual(found);
  });
});
