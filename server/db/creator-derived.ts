import { eq, sql } from "drizzle-orm";
import { profileCompleteness } from "../../domain/profile-completeness.ts";
import { inferRegion } from "../../domain/region.ts";
import type { Db, Tx } from "./client.ts";
import { creatorProfiles, profiles } from "./schema/index.ts";

/**
 * Recomputes the stored `completeness` and `region` of a creator from their current rows. Called in the
 * same transaction as any change to the fields they depend on (profile form, avatar, My Profile edits),
 * so the discovery filters never disagree with the profile. A user without a creator row is left alone.
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
      completeness: profileCompleteness({ ...row, avatar: row.avatarKey }),
      region: inferRegion(row.location),
      updatedAt: sql`now()`,
    })
    .where(eq(creatorProfiles.id, userId));
}
