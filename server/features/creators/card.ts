import { type CreatorCard, socialPlatformsOf } from "@domain/creators.ts";
import { isProfileComplete } from "@domain/profile-completeness.ts";
import { fileUrl } from "../../storage/storage.ts";

/**
 * A creator's discovery card as the creator lists select it (profiles + creator_profiles), for discovery and
 * the host's saved creators alike. The creator_profiles columns are null when a saved creator has no such row.
 */
export type CreatorCardRow = {
  id: string;
  full_name: string;
  avatar_key: string | null;
  location: string | null;
  bio: string | null;
  specialty: string | null;
  follower_count: number | null;
  engagement_rate: string | null;
  platforms: string[] | string | null;
  instagram_handle: string | null;
  tiktok_handle: string | null;
  youtube_handle: string | null;
  completeness: number | null;
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

export function toCreatorCard(row: CreatorCardRow, isSaved: boolean): CreatorCard {
  const completeness = Number(row.completeness ?? 0);
  return {
    id: row.id,
    name: row.full_name,
    avatarUrl: fileUrl(row.avatar_key),
    location: row.location,
    bio: row.bio,
    specialty: row.specialty,
    followerCount: Number(row.follower_count ?? 0),
    // Unknown stays unknown: no figure rather than 0.0 %.
    engagementRate: row.engagement_rate === null ? null : Number(row.engagement_rate),
    platforms: textArray(row.platforms),
    socialPlatforms: socialPlatformsOf({
      instagramUrl: row.instagram_handle,
      tiktokUrl: row.tiktok_handle,
      youtubeUrl: row.youtube_handle,
    }),
    completeness,
    isProfileComplete: isProfileComplete(completeness),
    isSaved,
  };
}
