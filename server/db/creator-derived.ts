import { profileCompleteness } from "@domain/profile-completeness.ts";
import { inferRegion } from "@domain/region.ts";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { creatorProfiles, profiles } from "./schema/index.ts";

/**
 * creator_profiles.search is profiles.search of the same creator, copied as is: the words' definition
 * (name, location, bio; 'simple' configuration) stays in one place, the generated profiles.search column.
 */
const profileSearchOf = (creatorId: SQL) => sql`(select p.search from profiles p where p.id = ${creatorId})`;

/** What the stored `completeness` and `region` of a creator are computed from: their profile and creator rows. */
export type CreatorDerivedInputs = {
  avatarKey: string | null;
  fullName: string | null;
  bio: string | null;
  location: string | null;
  specialty: string | null;
  platforms: readonly string[] | null;
  followerCount: number | null;
  instagramHandle: string | null;
  tiktokHandle: string | null;
  youtubeHandle: string | null;
};

/** The stored `completeness` and `region` of a creator whose rows hold `row` (the domain's rules, in one place). */
export const creatorDerived = (row: CreatorDerivedInputs) => ({
  completeness: profileCompleteness({ ...row, avatar: row.avatarKey }),
  region: inferRegion(row.location),
});

/**
 * Recomputes the stored `completeness`, `region` and `search` of a creator from their current rows. Called
 * in the same transaction as any change to the fields they depend on (sign-up, profile form, avatar, My
 * Profile edits, the seed), so discovery never disagrees with the profile. A user without a creator row is
 * left alone.
 */
export async function refreshCreatorDerived(db: Db | Tx, userId: string): Promise<void> {
  const [row] = await db
    .select({
      avatarKey: profiles.avatarKey,
      fullName: profiles.fullName,
      bio: profiles.bio,
      location: profiles.location,
      specialty: creatorProfiles.specialty,
      platforms: creatorProfiles.platforms,
      followerCount: creatorProfiles.followerCount,
      instagramHandle: creatorProfiles.instagramHandle,
      tiktokHandle: creatorProfiles.tiktokHandle,
      youtubeHandle: creatorProfiles.youtubeHandle,
    })
    .from(creatorProfiles)
    .innerJoin(profiles, eq(profiles.id, creatorProfiles.id))
    .where(eq(creatorProfiles.id, userId));
  if (!row) return;
  await db
    .update(creatorProfiles)
    .set({
      ...creatorDerived(row),
      search: profileSearchOf(sql`${userId}::uuid`),
      updatedAt: sql`now()`,
    })
    .where(eq(creatorProfiles.id, userId));
}

/**
 * The same copy for every creator at once, for bulk loads that bypass the per-user path (the discovery
 * benchmark inserts 100,000 creators with SQL). Migration 0004 backfills existing rows the same way.
 */
export async function refreshAllCreatorSearch(db: Db | Tx): Promise<void> {
  await db.execute(sql`update creator_profiles set search = ${profileSearchOf(sql.raw("creator_profiles.id"))}`);
}
