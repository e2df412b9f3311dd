import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { HttpError } from "../../lib/errors.ts";
import { bulkCreators, insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";
import { storedFiles } from "../../test/stored-files.ts";
import { errorOf, fileOf, pngBytes, validListing } from "../listings/test-helpers.ts";
import { abuseLimiterFrom, abuseWindows, takeAllowance } from "./allowance.ts";
import { type AbuseKind, abuseLimits, abuseMessages } from "./limits.ts";

/**
 * Per-account abuse limits (issue 36 part 5, decision 0061), on both engines: each limit answers the action past
 * it with 429, `Retry-After` and its message, writes nothing (no row, no notification), counts per account, holds
 * against concurrent bursts, and starts again once its window is over. Counters are set and aged in the table the
 * limiter counts in (the database's clock decides windows), so no test waits.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const limiter = { factor: 1 };
type Person = { client: TestClient; id: string };

/** Puts an account's counter of `kind` at `count`, its window begun `ageSeconds` ago. */
async function setUsed(id: string, kind: AbuseKind, window: "hour" | "day", count: number, ageSeconds = 0) {
  const w = abuseWindows(limiter, kind, id)[window === "hour" ? 0 : 1];
  if (!w) throw new Error("no window");
  await ctx.db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${w.key}, now() - make_interval(secs => ${ageSeconds}), ${count})
    on conflict (key) do update set window_start = excluded.window_start, count = excluded.count`);
}

async function used(id: string, kind: AbuseKind, window: "hour" | "day") {
  const w = abuseWindows(limiter, kind, id)[window === "hour" ? 0 : 1];
  const result = await ctx.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${w?.key}`);
  return Number(result.rows[0]?.count ?? 0);
}

async function rows(tables: string[]) {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const result = await ctx.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = Number(result.rows[0]?.n ?? 0);
  }
  return out;
}

/** One limited action: who takes it, and `n` ready attempts (each on a target of its own). */
type Case = {
  kind: AbuseKind;
  role: "creator" | "host";
  tables: string[];
  attempts: (actor: Person, n: number) => Promise<(() => Promise<Response>)[]>;
};

const chat = (client: TestClient, listingId: string) =>
  client.post("/api/conversations", {
    listingId,
    message: { content: "Is the terrace free in May?", clientKey: crypto.randomUUID() },
  });

let sharedHost: Person;
const listingsOf = async (n: number) =>
  Promise.all(Array.from({ length: n }, () => insertListing(ctx.db, sharedHost.id)));

const cases: Case[] = [
  {
    kind: "application",
    role: "creator",
    tables: ["applications", "notifications"],
    attempts: async (creator, n) =>
      (await listingsOf(n)).map(
        (l) => () => creator.client.post("/api/applications", { listingId: l.id, message: "I'd love to visit." }),
      ),
  },
  {
    kind: "listing",
    role: "host",
    tables: ["listings"],
    attempts: async (host, n) =>
      Array.from({ length: n }, () => () => host.client.post("/api/listings", validListing())),
  },
  {
    kind: "invitation",
    role: "host",
    tables: ["host_invitations", "notifications"],
    attempts: async (host, n) => {
      const listing = await insertListing(ctx.db, host.id);
      const creators = await bulkCreators(ctx.db, "Invited", n);
      return creators.map(
        (creatorId) => () => host.client.post("/api/invitations", { creatorId, listingId: listing.id, message: "Hi" }),
      );
    },
  },
  {
    kind: "stranger-conversation",
    role: "creator",
    tables: ["applications", "conversations", "messages", "notifications"],
    attempts: async (creator, n) => (await listingsOf(n)).map((l) => () => chat(creator.client, l.id)),
  },
];

beforeAll(async () => {
  sharedHost = await ctx.userClient("host", "Hana Busy");
});

describe.each(cases)("the $kind limit", ({ kind, role, tables, attempts }) => {
  const { hour, day } = abuseLimits[kind];

  it("refuses the action past the hourly and the daily limit with 429 and Retry-After, writing nothing; per account; again after the window", async () => {
    const actor = await ctx.userClient(role);
    const [last, refused, afterWindow] = await attempts(actor, 3);
    await setUsed(actor.id, kind, "hour", hour.max - 1);
    expect((await last?.())?.status).toBeLessThan(300);
    expect(await used(actor.id, kind, "hour")).toBe(hour.max);

    const before = await rows(tables);
    const res = await refused?.();
    expect(res?.status).toBe(429);
    const retryAfter = Number(res?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(hour.windowSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(hour.windowSeconds);
    const error = await errorOf(res as Response);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toBe(abuseMessages[kind](`${Math.ceil(retryAfter / 60)} minutes`));
    expect(await rows(tables)).toEqual(before);
    expect(await used(actor.id, kind, "hour")).toBe(hour.max);

    // Another account of the same role is not slowed down.
    const other = await ctx.userClient(role);
    const [theirs] = await attempts(other, 1);
    expect((await theirs?.())?.status).toBeLessThan(300);

    // The hour is over: the counter starts again.
    await setUsed(actor.id, kind, "hour", hour.max, hour.windowSeconds + 1);
    expect((await afterWindow?.())?.status).toBeLessThan(300);
    expect(await used(actor.id, kind, "hour")).toBe(1);

    // The daily limit: used up 5 hours ago, refused until the day is over (the wait is said in hours).
    await setUsed(other.id, kind, "day", day.max, 5 * 3600);
    const [next] = await attempts(other, 1);
    const dayBefore = await rows(tables);
    const late = await next?.();
    expect(late?.status).toBe(429);
    const dayWait = Number(late?.headers.get("retry-after"));
    expect(dayWait).toBeGreaterThan(day.windowSeconds - 5 * 3600 - 120);
    expect(dayWait).toBeLessThanOrEqual(day.windowSeconds - 5 * 3600);
    expect((await errorOf(late as Response)).message).toBe(abuseMessages[kind]("19 hours"));
    expect(await rows(tables)).toEqual(dayBefore);
  });

  it("lets exactly one of ten concurrent actions through at one below the limit", async () => {
    const actor = await ctx.userClient(role);
    const ten = await attempts(actor, 10);
    await setUsed(actor.id, kind, "hour", hour.max - 1);
    const before = await rows(tables);
    const statuses = (await Promise.all(ten.map((attempt) => attempt()))).map((res) => res.status);
    expect(statuses.filter((s) => s < 300)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    const after = await rows(tables);
    expect(after[tables[0] as string]).toBe((before[tables[0] as string] ?? 0) + 1);
    expect(await used(actor.id, kind, "hour")).toBe(hour.max);
  });
});

describe("abuse limits in practice", () => {
  it("accepts 20 of a burst of 25 applications and notifies the host 20 times (the issue's measurement)", async () => {
    const host = await ctx.userClient("host", "Hugo Burst");
    const creator = await ctx.userClient("creator", "Sam Spray");
    const listings = await Promise.all(Array.from({ length: 25 }, () => insertListing(ctx.db, host.id)));
    const answers = await Promise.all(
      listings.map((l) => creator.client.post("/api/applications", { listingId: l.id, message: "Pick me!" })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(abuseLimits.application.hour.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - abuseLimits.application.hour.max);
    const counted = await ctx.db.execute<{ applications: number; notices: number }>(sql`
      select (select count(*)::int from applications where creator_id = ${creator.id}) as applications,
             (select count(*)::int from notifications where user_id = ${host.id}) as notices`);
    expect(counted.rows[0]).toEqual({ applications: 20, notices: 20 });
  });

  it("refuses a listing with images past the limit before storing a file", async () => {
    const host = await ctx.userClient("host");
    await setUsed(host.id, "listing", "hour", abuseLimits.listing.hour.max);
    const form = new FormData();
    form.append("listing", JSON.stringify(validListing()));
    form.append("files", fileOf(await pngBytes(1), "a.png"));
    form.append("rightsConfirmed", "true");
    const [before, filesBefore] = [await rows(["listings", "listing_images"]), await storedFiles(ctx.config.dataDir)];
    const res = await host.client.post("/api/listings", form);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await rows(["listings", "listing_images"])).toEqual(before);
    expect(await storedFiles(ctx.config.dataDir)).toEqual(filesBefore);
  });

  it("does not count a conversation with a host the creator has collaborated with", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const [first, second] = [await insertListing(ctx.db, host.id), await insertListing(ctx.db, host.id)];
    const applied = await creator.client.post("/api/applications", { listingId: first.id, message: "Hello" });
    const { application } = (await applied.json()) as { application: { id: string } };
    expect((await host.client.patch(`/api/applications/${application.id}`, { status: "accepted" })).status).toBe(200);
    await setUsed(creator.id, "stranger-conversation", "hour", abuseLimits["stranger-conversation"].hour.max);
    expect((await chat(creator.client, second.id)).status).toBe(200);
    // A stranger's listing still counts.
    expect((await chat(creator.client, (await insertListing(ctx.db, sharedHost.id)).id)).status).toBe(429);
  });

  it("a first message refused after the count gives its unit back, with the placeholder", async () => {
    const creator = await ctx.userClient("creator");
    const away = await ctx.userClient("host", "Sara Suspended");
    const listing = await insertListing(ctx.db, away.id);
    // Suspended straight in the table (its listings stay active): the message itself is refused (decision 0057).
    await ctx.db.execute(sql`
      insert into account_suspensions (user_id, category, message) values (${away.id}, 'spam', 'Test suspension')`);
    const before = await rows(["applications", "conversations", "messages"]);
    expect((await chat(creator.client, listing.id)).status).toBe(409);
    expect(await rows(["applications", "conversations", "messages"])).toEqual(before);
    expect(await used(creator.id, "stranger-conversation", "hour")).toBe(0);
    expect(await used(creator.id, "stranger-conversation", "day")).toBe(0);
  });

  it("counts reports through the same function (the report route calls it)", async () => {
    const reporter = await ctx.userClient("creator");
    const { hour } = abuseLimits.report;
    await setUsed(reporter.id, "report", "hour", hour.max - 1);
    await ctx.db.transaction((tx) => takeAllowance(tx, limiter, "report", reporter.id));
    const refused = await ctx.db
      .transaction((tx) => takeAllowance(tx, limiter, "report", reporter.id))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).message).toMatch(/many reports/);
    expect(await used(reporter.id, "report", "hour")).toBe(hour.max);
  });
});

describe("ABUSE_LIMIT_FACTOR", () => {
  it("multiplies every limit (for benchmarks)", async () => {
    const raised = abuseLimiterFrom(loadConfig({ NODE_ENV: "test", ABUSE_LIMIT_FACTOR: "100" }));
    expect(raised).toEqual({ factor: 100 });
    expect(abuseLimiterFrom(loadConfig({ NODE_ENV: "test" }))).toEqual({ factor: 1 });
    expect(() => loadConfig({ NODE_ENV: "test", ABUSE_LIMIT_FACTOR: "0" })).toThrow(/ABUSE_LIMIT_FACTOR/);
    const host = await ctx.userClient("host");
    await setUsed(host.id, "listing", "hour", abuseLimits.listing.hour.max * 50);
    await ctx.db.transaction((tx) => takeAllowance(tx, raised, "listing", host.id));
    expect(await used(host.id, "listing", "hour")).toBe(abuseLimits.listing.hour.max * 50 + 1);
  });
});
