import type { DiscoveryPage, DiscoveryQuery, ListingCard } from "@domain/listings.ts";
import { listingLimits, listingMessages } from "@domain/listings.ts";
import { foldSearchText } from "@domain/search-fold.ts";
import { addDays, addMonths, nightsBetween, todayIn } from "@domain/stay-dates.ts";
import { type SQL, sql } from "drizzle-orm";
import { countWithBitmapPlan } from "../../db/bitmap-plan.ts";
import type { Db } from "../../db/client.ts";
import { fileUrl, variantKey } from "../../storage/storage.ts";

import { isoOf } from "./queries.ts";

/**
 * Discovery in the database (DESIGN.md §4): word-prefix full-text search, the filters and "available for these
 * nights", paged with a capped total. Exported piece by piece so the benchmark runs and EXPLAINs the same SQL.
 */
/**
 * Words of a search text, accent-folded as the indexed words are (fold_search in the `search` column), so "Sao"
 * finds "São"; only letters and digits survive, so the tsquery built from them can't be malformed.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = foldSearchText(q.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];
  // A handful of words is plenty for a search box and keeps the query cheap.
  return [...new Set(words)].slice(0, 8);
}

/**
 * `amalfi:* & coast:*`: every word must match, each as a prefix, so typing "ama" already finds "Amalfi".
 * Words of one or two letters match whole words only: as prefixes they would match most rows and make the
 * query slow while telling the user nothing. The 'simple' configuration (the one the `search` column is built
 * with) lower-cases and keeps every word.
 */
export function prefixTsQuery(words: string[]): string | null {
  return words.length ? words.map((w) => (w.length >= 3 ? `${w}:*` : w)).join(" & ") : null;
}

type CardRow = {
  id: string;
  title: string;
  location: string;
  region: ListingCard["region"];
  category: ListingCard["category"];
  property_type: ListingCard["propertyType"];
  description: string;
  collaboration_details: string;
  max_guests: number;
  offer_types: ListingCard["offerTypes"];
  discount_percent: number | null;
  min_follower_count: number;
  host_name: string | null;
  cover_key: string | null;
  created_at: Date | string;
};

/**
 * The WHERE clause of discovery: active listings plus the filters; each term can use an index. `hiddenHosts`: the
 * hosts the viewer blocked or was blocked by (decision 0068); usually none, and then the plans stay as they were.
 */
export function discoveryWhere(query: DiscoveryQuery, hiddenHosts: readonly string[] = []): SQL {
  const terms: SQL[] = [sql`l.status = 'active'`];
  if (hiddenHosts.length) {
    terms.push(
      sql`l.host_id not in (${sql.join(
        hiddenHosts.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  const tsquery = prefixTsQuery(searchWords(query.q));
  if (tsquery) {
    terms.push(sql`l.search @@ to_tsquery('simple', ${tsquery})`);
    // With words, category and region go through the same GIN index as the words (`facets`), so only rows
    // matching all of them are read; without words the btree indexes give the newest-first order directly.
    const facets = [...(query.category ? [`c:${query.category}`] : []), ...(query.region ? [`r:${query.region}`] : [])];
    if (facets.length) {
      terms.push(
        sql`l.facets @> array[${sql.join(
          facets.map((f) => sql`${f}`),
          sql`, `,
        )}]::text[]`,
      );
    }
  } else {
    if (query.category) terms.push(sql`l.category = ${query.category}`);
    if (query.region) terms.push(sql`l.region = ${query.region}`);
  }
  if (query.offerType) terms.push(sql`l.offer_types @> array[${query.offerType}]::text[]`);
  if (query.minFollowers !== undefined) terms.push(sql`l.min_follower_count >= ${query.minFollowers}`);
  if (query.maxFollowers !== undefined) terms.push(sql`l.min_follower_count <= ${query.maxFollowers}`);
  if (query.maxGuests !== undefined) terms.push(sql`l.max_guests >= ${query.maxGuests}`);
  if (query.checkIn && query.checkOut) terms.push(availableFor(query.checkIn, query.checkOut));
  return sql.join(terms, sql` and `);
}

/**
 * "Available for these nights" (issue 11): the listing's rules take the stay (nights between its minimum and
 * maximum, check-in not past and check-out within its horizon) and none of the nights is closed — one probe of the
 * (listing_id, night) primary key per listing looked at, so the newest-first walk stays cheap. "Today" differs by
 * at most a day between time zones: the past check is made per listing (its own zone) only for a check-in within
 * a day of today's UTC date; the horizon is compared in whole months from the earliest "today" anywhere, so a
 * listing is never offered for a stay beyond its horizon (at the very edge it may be left out a day early).
 */
function availableFor(checkIn: string, checkOut: string, now = new Date()): SQL {
  const nights = nightsBetween(checkIn, checkOut);
  const earliestToday = addDays(todayIn("UTC", now), -1);
  let monthsNeeded = 0;
  while (monthsNeeded <= 24 && addMonths(earliestToday, monthsNeeded) < checkOut) monthsNeeded++;
  const terms = [
    sql`l.min_nights <= ${nights} and l.max_nights >= ${nights}`,
    sql`l.booking_horizon_months >= ${monthsNeeded}`,
    sql`not exists (select 1 from listing_nights n
                     where n.listing_id = l.id and n.night >= ${checkIn}::date and n.night < ${checkOut}::date)`,
  ];
  if (checkIn <= addDays(todayIn("UTC", now), 1))
    terms.push(sql`${checkIn}::date >= (now() at time zone l.time_zone)::date`);
  return sql.join(terms, sql` and `);
}

/**
 * The statements of a discovery page (exported so the benchmark explains exactly what the route runs):
 *  - `newest`: active listings newest first, walking a btree in display order and stopping after `limit` rows
 *    (the host name and cover are joined only for the rows of the page). Pages without words use it, and so do
 *    searches with more than `searchTotalCap` matches: a common word matches every few rows, so the walk soon
 *    has a page, where fetching all its matches to sort them read most of the table (decision 0010);
 *  - `matched`: the matches of a search fetched through the GIN index as a set (materialized, so the planner
 *    cannot walk the btree filtering 100k rows for a rare word instead), then sorted; for at most the cap rows;
 *  - `cappedCount`: how many listings match a search, counting stops at cap + 1 (which `matched` or `newest`);
 *  - `count`: the exact total without words, an index-only count.
 */
export function discoverySql(
  query: DiscoveryQuery,
  hiddenHosts: readonly string[] = [],
): {
  newest: SQL;
  matched: SQL;
  count: SQL;
  cappedCount: SQL;
  searching: boolean;
} {
  const where = discoveryWhere(query, hiddenHosts);
  const searching = prefixTsQuery(searchWords(query.q)) !== null;
  const offset = (query.page - 1) * query.pageSize;
  const columns = sql`l.id, l.host_id, l.title, l.location, l.region, l.category, l.property_type,
    left(l.description, 240) as description, left(l.collaboration_details, 200) as collaboration_details,
    l.max_guests, l.offer_types, l.discount_percent, l.min_follower_count, l.created_at, l.seq`;
  // NULLS LAST as in the indexes (drizzle's .desc()); plain DESC means NULLS FIRST and could not use them.
  const newestFirst = sql`order by created_at desc nulls last, seq desc nulls last`;
  const withCard = (pageRows: SQL) => sql`
    with ${pageRows}
    select page.*, p.full_name as host_name,
      (select i.storage_key from listing_images i where i.listing_id = page.id order by i.position limit 1) as cover_key
    from page
    left join profiles p on p.id = page.host_id
    order by page.created_at desc nulls last, page.seq desc nulls last`;
  const newest = withCard(
    sql`page as (select ${columns} from listings l where ${where} ${newestFirst} limit ${query.pageSize} offset ${offset})`,
  );
  const matched = withCard(
    sql`matched as materialized (select ${columns} from listings l where ${where}),
      page as (select matched.* from matched ${newestFirst} limit ${query.pageSize} offset ${offset})`,
  );
  const count = sql`select count(*)::int as n from listings l where ${where}`;
  const cappedCount = sql`select count(*)::int as n from (select 1 from listings l where ${where}
    limit ${listingLimits.searchTotalCap + 1}) m`;
  return { newest, matched, count, cappedCount, searching };
}

const countOf = async (db: Db, statement: SQL) => Number((await db.execute<{ n: number }>(statement)).rows[0]?.n ?? 0);

/** The capped count of a search, read through the words' GIN index (server/db/bitmap-plan.ts). */
export const cappedMatchCount = (db: Db, cappedCount: SQL) => countWithBitmapPlan(db, cappedCount);

/** One page of discovery with its total (capped for searches with very many matches). */
export async function discoverListings(
  db: Db,
  query: DiscoveryQuery,
  hiddenHosts: readonly string[] = [],
): Promise<DiscoveryPage> {
  const statements = discoverySql(query, hiddenHosts);
  const cap = listingLimits.searchTotalCap;
  let rows: CardRow[];
  let total: number;
  let totalCapped = false;
  const dated = Boolean(query.checkIn && query.checkOut);
  if (!statements.searching && !dated) {
    const [pageResult, counted] = await Promise.all([
      db.execute<CardRow>(statements.newest),
      countOf(db, statements.count),
    ]);
    rows = pageResult.rows;
    total = counted;
  } else {
    // With dates every row costs a probe of its nights, so the total is counted only ten pages past this one
    // ("Showing 12 of 132+"; paging on counts further): ~130 rows read instead of 1,001.
    const limit = dated ? Math.min(cap, (query.page + 10) * query.pageSize) : cap;
    const counting = sql`select count(*)::int as n from (select 1 from listings l where ${discoveryWhere(query, hiddenHosts)}
      limit ${limit + 1}) m`;
    // A search counts through the words' GIN index (server/db/bitmap-plan.ts).
    const matches = statements.searching ? await cappedMatchCount(db, counting) : await countOf(db, counting);
    totalCapped = matches > limit;
    total = Math.min(matches, limit);
    const offset = (query.page - 1) * query.pageSize;
    // Past the last match (or past the cap of a capped count) there is nothing to read; a capped or dated total
    // walks the newest-first index, a small search's matches are fetched as a set and sorted.
    const walk = totalCapped || !statements.searching;
    rows = offset >= total ? [] : (await db.execute<CardRow>(walk ? statements.newest : statements.matched)).rows;
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      location: r.location,
      region: r.region,
      category: r.category,
      propertyType: r.property_type,
      description: r.description,
      collaborationDetails: r.collaboration_details,
      maxGuests: Number(r.max_guests),
      offerTypes: r.offer_types ?? [],
      discountPercent: r.discount_percent === null ? null : Number(r.discount_percent),
      minFollowerCount: Number(r.min_follower_count),
      hostName: r.host_name?.trim() || listingMessages.unknownHost,
      coverCardUrl: r.cover_key ? fileUrl(variantKey(r.cover_key, "card")) : null,
      createdAt: isoOf(r.created_at),
    })),
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
  };
}
