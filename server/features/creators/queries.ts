import {
  type CreatorCard,
  type CreatorPublicProfile,
  type CreatorSearch,
  creatorLimits,
  type EngagementFigure,
  socialPlatformsOf,
} from "@domain/creators.ts";
import { isProfileComplete, profileCompleteThreshold } from "@domain/profile-completeness.ts";
import { foldSearchText } from "@domain/search-fold.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { countWithBitmapPlan } from "../../db/bitmap-plan.ts";
import type { Db, Tx } from "../../db/client.ts";
import { oncePerDatabase } from "../../db/once-per-database.ts";
import { pageWithTotal } from "../../db/page-with-total.ts";
import { creatorProfiles, profiles, userRoles, users } from "../../db/schema/index.ts";
import { fileUrl } from "../../storage/storage.ts";
import { type CreatorCardRow, toCreatorCard } from "./card.ts";

const creatorRoles = ["creator"] as const;

/** Public columns only: e-mail and phone are never selected here, so they cannot leak into a public answer. */
const publicColumns = {
  id: profiles.id,
  name: profiles.fullName,
  avatarKey: profiles.avatarKey,
  bio: profiles.bio,
  location: profiles.location,
  region: creatorProfiles.region,
  specialty: creatorProfiles.specialty,
  platforms: creatorProfiles.platforms,
  followerCount: creatorProfiles.followerCount,
  instagramFollowers: creatorProfiles.instagramFollowers,
  tiktokFollowers: creatorProfiles.tiktokFollowers,
  youtubeFollowers: creatorProfiles.youtubeFollowers,
  engagementRate: creatorProfiles.engagementRate,
  instagramEngagementRate: creatorProfiles.instagramEngagementRate,
  instagramEngagementMeasuredOn: creatorProfiles.instagramEngagementMeasuredOn,
  tiktokEngagementRate: creatorProfiles.tiktokEngagementRate,
  tiktokEngagementMeasuredOn: creatorProfiles.tiktokEngagementMeasuredOn,
  youtubeEngagementRate: creatorProfiles.youtubeEngagementRate,
  youtubeEngagementMeasuredOn: creatorProfiles.youtubeEngagementMeasuredOn,
  websiteUrl: creatorProfiles.websiteUrl,
  instagramUrl: creatorProfiles.instagramHandle,
  tiktokUrl: creatorProfiles.tiktokHandle,
  youtubeUrl: creatorProfiles.youtubeHandle,
  portfolioDescription: creatorProfiles.portfolioDescription,
  otherLinks: creatorProfiles.ratesDescription,
  completeness: creatorProfiles.completeness,
};

type PublicRow = {
  [K in keyof typeof publicColumns]: (typeof publicColumns)[K]["_"]["data"] | null;
} & { id: string; name: string };

/** numeric comes back as text; null stays null (unknown is not 0). */
const rateOrNull = (value: string | null) => (value === null ? null : Number(value));

function figure(rate: string | null, measuredOn: string | null): EngagementFigure | null {
  return rate === null || measuredOn === null ? null : { rate: Number(rate), measuredOn };
}

function toPublic(row: PublicRow): CreatorPublicProfile {
  const completeness = row.completeness ?? 0;
  return {
    id: row.id,
    name: row.name,
    avatarUrl: fileUrl(row.avatarKey),
    bio: row.bio,
    location: row.location,
    region: row.region,
    specialty: row.specialty,
    platforms: row.platforms ?? [],
    followerCount: row.followerCount ?? 0,
    instagramFollowers: row.instagramFollowers ?? 0,
    tiktokFollowers: row.tiktokFollowers ?? 0,
    youtubeFollowers: row.youtubeFollowers ?? 0,
    engagementRate: rateOrNull(row.engagementRate),
    engagement: {
      instagram: figure(row.instagramEngagementRate, row.instagramEngagementMeasuredOn),
      tiktok: figure(row.tiktokEngagementRate, row.tiktokEngagementMeasuredOn),
      youtube: figure(row.youtubeEngagementRate, row.youtubeEngagementMeasuredOn),
    },
    socialPlatforms: socialPlatformsOf(row),
    websiteUrl: row.websiteUrl,
    instagramUrl: row.instagramUrl,
    tiktokUrl: row.tiktokUrl,
    youtubeUrl: row.youtubeUrl,
    portfolioDescription: row.portfolioDescription,
    otherLinks: row.otherLinks,
    completeness,
    isProfileComplete: isProfileComplete(completeness),
  };
}

/** A creator's public profile; null for unknown ids and for accounts that are not creators. */
export async function findPublicCreator(db: Db, id: string): Promise<CreatorPublicProfile | null> {
  const [row] = await publicCreatorQuery(db).execute({ id });
  return row ? toPublic(row) : null;
}

const publicCreatorQuery = oncePerDatabase((db) =>
  db
    .select(publicColumns)
    .from(profiles)
    .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), inArray(userRoles.role, creatorRoles)))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, profiles.id))
    // A suspended creator's profile is gone for others (decision 0057): 404 like an unknown id.
    .where(
      and(
        eq(profiles.id, sql.placeholder("id")),
        sql`not exists (select 1 from account_suspensions s where s.user_id = ${profiles.id})`,
      ),
    )
    .prepare("collabstay_public_creator"),
);

/** The creator's own profile: the public fields plus e-mail and phone. */
export async function findOwnCreator(db: Db, id: string) {
  const [row] = await ownCreatorQuery(db).execute({ id });
  if (!row) return null;
  const { email, phone, updatedAt, ...rest } = row;
  return { ...toPublic(rest), email, phone, updatedAt: updatedAt.toISOString() };
}

const ownCreatorQuery = oncePerDatabase((db) =>
  db
    .select({ ...publicColumns, email: users.email, phone: profiles.phone, updatedAt: profiles.updatedAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, profiles.id))
    .where(eq(profiles.id, sql.placeholder("id")))
    .prepare("collabstay_own_creator"),
);

export type CreatorProfileWrite = {
  fullName: string;
  bio: string;
  location: string | null;
  creator: Omit<typeof creatorProfiles.$inferInsert, "id" | "completeness" | "region" | "search" | "updatedAt">;
};

/** Profile fields, auth display name and creator fields in one transaction; derived columns follow in `then`. */
export async function saveCreatorProfile(
  db: Db,
  userId: string,
  write: CreatorProfileWrite,
  then: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ fullName: write.fullName, bio: write.bio, location: write.location, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    await tx.update(users).set({ name: write.fullName, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await tx
      .insert(creatorProfiles)
      .values({ id: userId, ...write.creator })
      .onConflictDoUpdate({ target: creatorProfiles.id, set: { ...write.creator, updatedAt: sql`now()` } });
    await then(tx);
  });
}

/**
 * `lis` → `lis:*`; several words must all match (as prefixes). Accent-folded as profiles.search is (fold_search),
 * so "Jose" finds "José". Only letters and digits reach to_tsquery.
 */
export function prefixTsQuery(q: string | undefined): string | null {
  const words = (q ? foldSearchText(q.toLowerCase()) : "").match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(" & ");
}

type CardRow = CreatorCardRow & { is_saved: boolean };

const toCard = (row: CardRow): CreatorCard => toCreatorCard(row, Boolean(row.is_saved));

/**
 * The SQL of one discovery page: word-prefix full-text search over name, location and bio, region and
 * completeness filters, limit/offset paging, most complete first (then followers, then id).
 * Exported so the benchmark can EXPLAIN exactly what the route runs.
 *
 * Two shapes, because the planner needs different hints:
 *  - with search words, words + region + complete-only are ONE condition on creator_profiles
 *    (`search @@ … and facets @> …`) answered by one multicolumn GIN index, so only rows matching all of
 *    them are read (the words alone, e.g. "travel", match a fifth of all creators). The matches are
 *    collected in a MATERIALIZED CTE (ids and sort keys only), planned without the LIMIT: a bitmap scan
 *    rather than walking the order index row by row hoping the LIMIT ends early (it does not when few rows
 *    match). The page and the exact total both come from that one set; the saved-only list takes the
 *    same shape (a host's saved rows are few);
 *  - without either, the page walks (region, completeness, follower_count, id) in index order and stops at
 *    the LIMIT; the total is a count over creator_profiles alone, in the same statement (`pageWithTotal`).
 */
export function creatorSearchSql(hostId: string, search: CreatorSearch, hidden: readonly string[] = []) {
  const tsq = prefixTsQuery(search.q);
  // Suspended creators leave discovery (decision 0057): an anti-join on a table of a few rows.
  const conditions = [sql`not exists (select 1 from account_suspensions s where s.user_id = cp.id)`];
  // So do creators the host blocked or was blocked by (decision 0068): usually none, and the plans stay as they were.
  if (hidden.length) {
    conditions.push(
      sql`cp.id not in (${sql.join(
        hidden.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  if (tsq) {
    conditions.push(sql`cp.search @@ to_tsquery('simple', ${tsq})`);
    // The entries of the generated creator_profiles.facets column (server/db/schema/profiles.ts).
    const facets = [...(search.region ? [`r:${search.region}`] : []), ...(search.completeOnly ? ["complete"] : [])];
    if (facets.length) {
      conditions.push(
        sql`cp.facets @> array[${sql.join(
          facets.map((f) => sql`${f}`),
          sql`, `,
        )}]::text[]`,
      );
    }
  } else {
    // The btree order indexes lead with these columns.
    if (search.region) conditions.push(sql`cp.region = ${search.region}`);
    if (search.completeOnly) conditions.push(sql`cp.completeness >= ${profileCompleteThreshold}`);
  }
  const where = sql.join(conditions, sql` and `);
  const savedJoin = search.savedOnly
    ? sql`join saved_creators s on s.creator_id = cp.id and s.host_id = ${hostId}`
    : sql``;
  const offset = (search.page - 1) * search.pageSize;
  const columns = sql`p.id, p.full_name, p.avatar_key, p.location, p.bio, cp.specialty, cp.follower_count,
           cp.engagement_rate, cp.platforms, cp.instagram_handle, cp.tiktok_handle, cp.youtube_handle,
           cp.completeness,
           exists (select 1 from saved_creators sc where sc.host_id = ${hostId} and sc.creator_id = cp.id) as is_saved`;

  // Walking the (completeness, follower_count, id) order index and stopping at the page: without words, and for
  // words with more matches than the cap, which match every few rows (decision 0010).
  const walk = sql`
    select ${columns}
      from creator_profiles cp
      join profiles p on p.id = cp.id
     where ${where}
     order by cp.completeness desc, cp.follower_count desc, cp.id desc
     limit ${search.pageSize} offset ${offset}`;
  // How many creators match the words, counting stops at cap + 1 (run with server/db/bitmap-plan.ts).
  const cappedCount =
    tsq && !search.savedOnly
      ? sql`select count(*)::int as n from (select 1 from creator_profiles cp where ${where}
          limit ${creatorLimits.searchTotalCap + 1}) m`
      : null;

  if (tsq || search.savedOnly) {
    const page = sql`
      with m as materialized (
        select cp.id, cp.completeness, cp.follower_count
          from creator_profiles cp
          ${savedJoin}
         where ${where}
      ), top as (
        select id, completeness, follower_count from m
         order by completeness desc, follower_count desc, id desc
         limit ${search.pageSize} offset ${offset}
      )
      select ${columns}, (select count(*) from m) as total
        from top
        join creator_profiles cp on cp.id = top.id
        join profiles p on p.id = top.id
       order by top.completeness desc, top.follower_count desc, top.id desc`;
    return { page, count: null, cappedCount, walk };
  }

  const count = sql`select count(*)::int as n from creator_profiles cp where ${where}`;
  return { page: walk, count, cappedCount, walk };
}

const walkOrder = sql`p.completeness desc, p.follower_count desc, p.id desc`;

/** Creator discovery for one host (DESIGN.md §4). The benchmark (scripts/bench/creators.ts) runs this function. */
export async function searchCreators(
  db: Db,
  hostId: string,
  search: CreatorSearch,
  hidden: readonly string[] = [],
): Promise<{ items: CreatorCard[]; total: number; totalCapped: boolean }> {
  const query = creatorSearchSql(hostId, search, hidden);
  const offset = (search.page - 1) * search.pageSize;
  if (query.cappedCount) {
    // More matches than the cap: "1,000+", and the pages within it walk the order index (as listing search).
    const cap = creatorLimits.searchTotalCap;
    const matches = await countWithBitmapPlan(db, query.cappedCount);
    if (matches > cap) {
      const rows = offset >= cap ? [] : (await db.execute<CardRow>(query.walk)).rows;
      return { items: rows.map(toCard), total: cap, totalCapped: true };
    }
  }
  if (query.count) {
    // Without words: the walked page and the count in one statement (one round trip).
    const { rows, total } = await pageWithTotal<CardRow>(db, {
      count: query.count,
      page: query.walk,
      order: walkOrder,
    });
    return { items: rows.map(toCard), total, totalCapped: false };
  }
  const page = await db.execute<CardRow & { total: number | string | null }>(query.page);
  const items = page.rows.map(toCard);
  const windowTotal = page.rows[0]?.total;
  let total: number;
  if (windowTotal !== undefined && windowTotal !== null) total = Number(windowTotal);
  // A short page ends the result, so it tells the total without counting.
  else if (items.length < search.pageSize && (items.length > 0 || offset === 0)) total = offset + items.length;
  else {
    // A search page past the end has no row to carry the window count; the first row of page one has it.
    const first = await db.execute<{ total: number | string }>(
      creatorSearchSql(hostId, { ...search, page: 1, pageSize: 1 }).page,
    );
    total = Number(first.rows[0]?.total ?? 0);
  }
  return { items, total, totalCapped: false };
}
