import type { OperatorListingDetail, OperatorListingRow } from "@domain/listing-moderation.ts";
import type { ListingStatus } from "@domain/listing-states.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prefixTsQuery, searchWords } from "../listings/discovery-queries.ts";
import { imagesOf } from "../listings/queries.ts";
import { unpublicationOf } from "../listings/unpublication-queries.ts";

export const listingPageSize = 20;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What `q` finds, each branch through an index: words of the title (and place and description) as prefixes, by
 * the GIN index on the listing's accent-folded `search` column (every status); listings of a host whose name has
 * those words (the GIN index on the profile's `search`) or whose whole e-mail it is (the unique index) — found
 * first, at most 50 hosts, so the listing side is `host_id = any(…)` on its host index and PostgreSQL can OR two
 * bitmaps; or a listing id pasted whole. (A substring of an e-mail, as the user search does with `ilike`, would
 * read every account.)
 */
async function matching(db: Db, q: string): Promise<SQL> {
  const terms: SQL[] = [];
  const tsquery = prefixTsQuery(searchWords(q));
  const hosts = await db.execute<{ id: string }>(sql`
    select p.id from profiles p
     where ${tsquery ? sql`p.search @@ to_tsquery('simple', ${tsquery})` : sql`false`}
        or p.id = (select u.id from users u where u.email = ${q.toLowerCase()})
     limit 50`);
  if (tsquery) terms.push(sql`l.search @@ to_tsquery('simple', ${tsquery})`);
  const hostIds = hosts.rows.map((r) => r.id);
  if (hostIds.length) {
    terms.push(
      sql`l.host_id = any(array[${sql.join(
        hostIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])`,
    );
  }
  if (uuidPattern.test(q)) terms.push(sql`l.id = ${q.toLowerCase()}::uuid`);
  return terms.length ? sql`(${sql.join(terms, sql` or `)})` : sql`false`;
}

type SearchRow = {
  id: string;
  title: string;
  location: string;
  status: ListingStatus;
  created_at: Date | string;
  host_id: string | null;
  host_name: string | null;
  host_email: string | null;
  requested: boolean;
};

const toRow = (r: SearchRow): OperatorListingRow => ({
  id: r.id,
  title: r.title,
  location: r.location,
  status: r.status,
  host: { id: r.host_id, name: r.host_id ? (r.host_name ?? "") : "Deleted user", email: r.host_email ?? "" },
  createdAt: new Date(r.created_at).toISOString(),
  republicationRequested: r.requested,
});

/**
 * The console's listings: every status, newest first; `unpublished` only those an operator took down, `requested`
 * only those whose host asked for re-publication (oldest request first: the queue). 20 a page, one more row says
 * "more". With the open requests' count (the queue's size).
 */
export async function searchListings(
  db: Db,
  filter: { q?: string; state?: "all" | "unpublished" | "requested"; page: number },
) {
  const where: SQL[] = [sql`true`];
  if (filter.q) where.push(await matching(db, filter.q));
  if (filter.state === "unpublished") where.push(sql`l.status = 'unpublished'`);
  if (filter.state === "requested") where.push(sql`lu.requested_at is not null`);
  // Without `q`, newest first straight from `listings_newest_idx` (`nulls last` as it is built: the columns are
  // never null). With `q`, the same order written so that it does not match that index: PostgreSQL then ORs the
  // GIN and host bitmaps and sorts the hits, instead of walking every listing newest-first to find a rare word.
  const order =
    filter.state === "requested"
      ? sql`lu.requested_at asc, l.seq asc`
      : filter.q
        ? sql`l.created_at desc, l.seq desc`
        : sql`l.created_at desc nulls last, l.seq desc nulls last`;
  const result = await db.execute<SearchRow>(sql`
    select l.id, l.title, l.location, l.status, l.created_at, l.host_id, u.name as host_name, u.email as host_email,
           (lu.requested_at is not null) as requested
      from listings l
      left join users u on u.id = l.host_id
      left join listing_unpublications lu on lu.listing_id = l.id
     where ${sql.join(where, sql` and `)}
     order by ${order}
     limit ${listingPageSize + 1} offset ${(filter.page - 1) * listingPageSize}`);
  const [open] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from listing_unpublications where requested_at is not null`,
    )
  ).rows;
  return {
    listings: result.rows.slice(0, listingPageSize).map(toRow),
    page: filter.page,
    more: result.rows.length > listingPageSize,
    requestsOpen: Number(open?.n ?? 0),
  };
}

/** One listing for its console page: the facts, the host, its applications and its unpublication. */
export async function operatorListingDetail(db: Db, id: string): Promise<OperatorListingDetail | null> {
  const result = await db.execute<
    SearchRow & { description: string; category: string; updated_at: Date | string; pending: number; total: number }
  >(sql`
    select l.id, l.title, l.location, l.status, l.created_at, l.updated_at, l.host_id, l.description, l.category,
           u.name as host_name, u.email as host_email,
           exists (select 1 from listing_unpublications lu where lu.listing_id = l.id and lu.requested_at is not null)
             as requested,
           (select count(*)::int from applications a
             where a.listing_id = l.id and not a.is_placeholder and a.status = 'pending') as pending,
           (select count(*)::int from applications a where a.listing_id = l.id and not a.is_placeholder) as total
      from listings l left join users u on u.id = l.host_id
     where l.id = ${id}`);
  const row = result.rows[0];
  if (!row) return null;
  const [images, unpublication] = await Promise.all([imagesOf(db, id), unpublicationOf(db, id)]);
  return {
    ...toRow(row),
    description: row.description,
    category: row.category,
    coverUrl: images[0]?.cardUrl ?? null,
    updatedAt: new Date(row.updated_at).toISOString(),
    applications: { pending: Number(row.pending), total: Number(row.total) },
    unpublication,
  };
}
