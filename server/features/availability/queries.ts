import type { NightKind, StayRules } from "@domain/stay-dates.ts";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { calendarFeeds, listingNights, listings } from "../../db/schema/index.ts";
import { dateArray } from "./nights.ts";

type Executor = Db | Tx;

export type CalendarListing = StayRules & {
  id: string;
  hostId: string | null;
  status: string;
  title: string;
  calendarToken: string | null;
};

const calendarColumns = {
  id: listings.id,
  hostId: listings.hostId,
  status: listings.status,
  title: listings.title,
  flexibleDates: listings.flexibleDates,
  minNights: listings.minNights,
  maxNights: listings.maxNights,
  bookingHorizonMonths: listings.bookingHorizonMonths,
  timeZone: listings.timeZone,
  calendarToken: listings.calendarToken,
};

export async function calendarListing(db: Executor, id: string): Promise<CalendarListing | null> {
  const [row] = await db.select(calendarColumns).from(listings).where(eq(listings.id, id));
  return row ?? null;
}

export async function listingByToken(db: Executor, token: string): Promise<CalendarListing | null> {
  const [row] = await db.select(calendarColumns).from(listings).where(eq(listings.calendarToken, token));
  return row ?? null;
}

export type NightRow = { night: string; kind: NightKind; note: string | null; source: string | null };

/** Closed nights in [from, to) with their reason; a taken night names its creator, an imported one its calendar. */
export async function nightsIn(db: Executor, listingId: string, from: string, to: string): Promise<NightRow[]> {
  const result = await db.execute<NightRow>(sql`
    select to_char(n.night, 'YYYY-MM-DD') as night, n.kind, n.note,
           coalesce(p.full_name, f.name) as source
      from listing_nights n
      left join collaborations c on c.id = n.collaboration_id
      left join profiles p on p.id = c.creator_id
      left join calendar_feeds f on f.id = n.feed_id
     where n.listing_id = ${listingId} and n.night >= ${from}::date and n.night < ${to}::date
     order by n.night`);
  return result.rows;
}

export async function updateRules(db: Executor, listingId: string, rules: StayRules) {
  await db
    .update(listings)
    .set({ ...rules, updatedAt: sql`now()` })
    .where(eq(listings.id, listingId));
}

/** Blocks the nights that are still open; nights already closed for another reason stay as they are. */
export async function blockNights(db: Executor, listingId: string, nights: readonly string[], note: string | null) {
  if (nights.length === 0) return 0;
  const result = await db.execute<{ night: string }>(sql`
    insert into listing_nights (listing_id, night, kind, note)
    select ${listingId}, n, 'blocked', ${note} from unnest(${dateArray(nights)}) as n
    on conflict (listing_id, night) do nothing
    returning night`);
  return result.rows.length;
}

/** Opens the host's own blocks in [from, to); taken and imported nights are not the host's to open here. */
export async function openNights(db: Executor, listingId: string, from: string, to: string) {
  const rows = await db
    .delete(listingNights)
    .where(
      and(
        eq(listingNights.listingId, listingId),
        eq(listingNights.kind, "blocked"),
        gte(listingNights.night, from),
        lt(listingNights.night, to),
      ),
    )
    .returning({ night: listingNights.night });
  return rows.length;
}

export async function countClosed(db: Executor, listingId: string, from: string, to: string) {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from listing_nights
     where listing_id = ${listingId} and night >= ${from}::date and night < ${to}::date`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function setCalendarToken(db: Executor, listingId: string, token: string | null) {
  await db.update(listings).set({ calendarToken: token }).where(eq(listings.id, listingId));
}

export type FeedRow = typeof calendarFeeds.$inferSelect & { nights: number };

export async function feedsOf(db: Executor, listingId: string): Promise<FeedRow[]> {
  const result = await db.execute<{
    id: string;
    listing_id: string;
    name: string;
    url: string | null;
    last_refreshed_at: string | Date | null;
    last_error: string | null;
    clashes: string[];
    created_at: string | Date;
    nights: number;
  }>(sql`
    select f.*, (select count(*)::int from listing_nights n where n.feed_id = f.id) as nights
      from calendar_feeds f where f.listing_id = ${listingId} order by f.created_at, f.id`);
  return result.rows.map((r) => ({
    id: r.id,
    listingId: r.listing_id,
    name: r.name,
    url: r.url,
    lastRefreshedAt: r.last_refreshed_at ? new Date(r.last_refreshed_at) : null,
    lastError: r.last_error,
    clashes: r.clashes ?? [],
    createdAt: new Date(r.created_at),
    nights: Number(r.nights),
  }));
}

export async function feedWithListing(db: Executor, feedId: string) {
  const [row] = await db
    .select({
      feed: calendarFeeds,
      hostId: listings.hostId,
      timeZone: listings.timeZone,
      horizon: listings.bookingHorizonMonths,
    })
    .from(calendarFeeds)
    .innerJoin(listings, eq(listings.id, calendarFeeds.listingId))
    .where(eq(calendarFeeds.id, feedId));
  return row ?? null;
}

export async function insertFeed(db: Executor, row: { listingId: string; name: string; url: string | null }) {
  const [feed] = await db.insert(calendarFeeds).values(row).returning();
  if (!feed) throw new Error("feed not inserted");
  return feed;
}

export async function deleteFeed(db: Executor, feedId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.id, feedId));
}

/**
 * Replaces a feed's nights in one transaction: its old nights go, the new ones go in where the night is still
 * open; nights another booking already holds are reported back as clashes (a double booking made elsewhere).
 */
export async function replaceFeedNights(db: Db, feedId: string, listingId: string, nights: readonly string[]) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from calendar_feeds where id = ${feedId} for update`);
    await tx.delete(listingNights).where(eq(listingNights.feedId, feedId));
    let inserted: string[] = [];
    if (nights.length > 0) {
      const result = await tx.execute<{ night: string }>(sql`
        insert into listing_nights (listing_id, night, kind, feed_id)
        select ${listingId}, n, 'imported', ${feedId} from unnest(${dateArray(nights)}) as n
        on conflict (listing_id, night) do nothing
        returning to_char(night, 'YYYY-MM-DD') as night`);
      inserted = result.rows.map((r) => r.night);
    }
    const got = new Set(inserted);
    const clashes = nights.filter((n) => !got.has(n));
    // Nights the host blocked by hand are not a clash: the other channel simply agrees they are closed.
    const held = clashes.length
      ? await tx.execute<{ night: string }>(sql`
          select to_char(night, 'YYYY-MM-DD') as night from listing_nights
           where listing_id = ${listingId} and kind = 'taken' and night = any(${dateArray(clashes)})`)
      : { rows: [] };
    const taken = held.rows.map((r) => r.night);
    await tx
      .update(calendarFeeds)
      .set({ lastRefreshedAt: sql`now()`, lastError: null, clashes: taken })
      .where(eq(calendarFeeds.id, feedId));
    return { imported: inserted.length, clashes: taken };
  });
}

export async function markFeedError(db: Executor, feedId: string, message: string) {
  await db
    .update(calendarFeeds)
    .set({ lastRefreshedAt: sql`now()`, lastError: message.slice(0, 300) })
    .where(eq(calendarFeeds.id, feedId));
}

/** URL feeds not refreshed for `olderThanMinutes`, oldest first (the scheduled refresh). */
export async function dueFeeds(db: Executor, olderThanMinutes: number, limit: number) {
  const result = await db.execute<{ id: string }>(sql`
    select id from calendar_feeds
     where url is not null and (last_refreshed_at is null or last_refreshed_at < now() - make_interval(mins => ${olderThanMinutes}))
     order by last_refreshed_at nulls first limit ${limit}`);
  return result.rows.map((r) => r.id);
}
