import { and, eq, inArray, sql } from "drizzle-orm";
import type { CreatorCard, CreatorPublicProfile, CreatorSearch } from "../../../domain/creators.ts";
import { isProfileComplete, profileCompleteThreshold } from "../../../domain/profile-completeness.ts";
import type { Db, Tx } from "../../db/client.ts";
import { creatorProfiles, profiles, userRoles, users } from "../../db/schema/index.ts";
import { fileUrl } from "../../storage/storage.ts";

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
    engagementRate: Number(row.engagementRate ?? 0),
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
  const [row] = await db
    .select(publicColumns)
    .from(profiles)
    .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), inArray(userRoles.role, creatorRoles)))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, profiles.id))
    .where(eq(profiles.id, id));
  return row ? toPublic(row) : null;
}

/** The creator's own profile: the public fields plus e-mail and phone. */
export async function findOwnCreator(db: Db, id: string) {
  const [row] = await db
    .select({ ...publicColumns, email: users.email, phone: profiles.phone, updatedAt: profiles.updatedAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, profiles.id))
    .where(eq(profiles.id, id));
  if (!row) return null;
  const { email, phone, updatedAt, ...rest } = row;
  return { ...toPublic(rest), email, phone, updatedAt: updatedAt.toISOString() };
}

export type CreatorProfileWrite = {
  fullName: string;
  bio: string;
  location: string | null;
  creator: Omit<typeof creatorProfiles.$inferInsert, "id" | "completeness" | "region" | "updatedAt">;
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

/** `lis` → `lis:*`; several words must all match (as prefixes). Only letters and digits reach to_tsquery. */
export function prefixTsQuery(q: string | undefined): string | null {
  const words = q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(" & ");
}

type CardRow = {
  id: string;
  full_name: string;
  avatar_key: string | null;
  location: string | null;
  bio: string | null;
  specialty: string | null;
  follower_count: number;
  engagement_rate: string;
  platforms: string[] | string;
  completeness: number;
  is_saved: boolean;
};

/** PGlite and node-postgres both return text[] as an array; keep a fallback for a literal `{a,b}`. */
function textArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === "{}") return [];
  return value
    .slice(1, -1)
    .split(",")
    .map((s) => s.replace(/^"|"$/g, ""));
}

function toCard(row: CardRow): CreatorCard {
  return {
    id: row.id,
    name: row.full_name,
    avatarUrl: fileUrl(row.avatar_key),
    location: row.location,
    bio: row.bio,
    specialty: row.specialty,
    followerCount: Number(row.follower_count),
    engagementRate: Number(row.engagement_rate),
    platforms: textArray(row.platforms),
    completeness: Number(row.completeness),
    isProfileComplete: isProfileComplete(Number(row.completeness)),
    isSaved: Boolean(row.is_saved),
  };
}

/**
 * Creator discovery for one host, in the database (DESIGN.md §4): word-prefix full-text search over name,
 * location and bio (profiles.search, GIN), region and completeness on creator_profiles' indexes, paging with
 * limit/offset and the total for the count line. The benchmark (scripts/bench/creators.ts) runs this function.
 */
export async function searchCreators(
  db: Db,
  hostId: string,
  search: CreatorSearch,
): Promise<{ items: CreatorCard[]; total: number }> {
  const tsq = prefixTsQuery(search.q);
  const conditions = [sql`true`];
  if (tsq) conditions.push(sql`p.search @@ to_tsquery('simple', ${tsq})`);
  if (search.region) conditions.push(sql`cp.region = ${search.region}`);
  if (search.completeOnly) conditions.push(sql`cp.completeness >= ${profileCompleteThreshold}`);
  const where = sql.join(conditions, sql` and `);
  const savedJoin = search.savedOnly
    ? sql`join saved_creators s on s.creator_id = cp.id and s.host_id = ${hostId}`
    : sql``;
  const offset = (search.page - 1) * search.pageSize;

  const page = await db.execute<CardRow>(sql`
    select p.id, p.full_name, p.avatar_key, p.location, p.bio, cp.specialty, cp.follower_count,
           cp.engagement_rate, cp.platforms, cp.completeness,
           exists (select 1 from saved_creators sc where sc.host_id = ${hostId} and sc.creator_id = cp.id) as is_saved
      from creator_profiles cp
      join profiles p on p.id = cp.id
      ${savedJoin}
     where ${where}
     order by cp.completeness desc, cp.follower_count desc, cp.id
     limit ${search.pageSize} offset ${offset}`);
  const items = page.rows.map(toCard);

  // The count is only needed when the page does not already tell it (a short first page is the whole result).
  let total: number;
  if (search.page === 1 && items.length < search.pageSize) total = items.length;
  else {
    const counted = await db.execute<{ total: number | string }>(sql`
      select count(*) as total
        from creator_profiles cp
        join profiles p on p.id = cp.id
        ${savedJoin}
       where ${where}`);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { items, total };
}
