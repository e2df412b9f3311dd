/**
 * Creator profile completeness (spec 001 §5): profile picture 20, full name 15, bio 15, specialty 15,
 * social platforms 10, follower count above 0 10, at least one Instagram/TikTok/YouTube handle 15.
 * Pure, so the server can store it for the discovery filter and the UI can show the same figure.
 */
export const profileCompletenessWeights = {
  picture: 20,
  fullName: 15,
  bio: 15,
  specialty: 15,
  platforms: 10,
  followers: 10,
  handle: 15,
} as const;

/** A profile at or above this percentage counts as complete (spec 001 §9). */
export const profileCompleteThreshold = 80;

export type ProfileCompletenessInput = {
  /** The avatar's storage key or URL; any non-blank value counts as a picture. */
  avatar?: string | null;
  fullName?: string | null;
  bio?: string | null;
  specialty?: string | null;
  platforms?: readonly string[] | null;
  followerCount?: number | null;
  instagramHandle?: string | null;
  tiktokHandle?: string | null;
  youtubeHandle?: string | null;
};

// Whitespace-only text is what an emptied form field saves; it is not information.
const filled = (value: string | null | undefined) => typeof value === "string" && value.trim().length > 0;

/** Percentage 0–100, rounded. */
export function profileCompleteness(p: ProfileCompletenessInput): number {
  const w = profileCompletenessWeights;
  let score = 0;
  if (filled(p.avatar)) score += w.picture;
  if (filled(p.fullName)) score += w.fullName;
  if (filled(p.bio)) score += w.bio;
  if (filled(p.specialty)) score += w.specialty;
  if ((p.platforms ?? []).some((x) => filled(x))) score += w.platforms;
  if ((p.followerCount ?? 0) > 0) score += w.followers;
  if (filled(p.instagramHandle) || filled(p.tiktokHandle) || filled(p.youtubeHandle)) score += w.handle;
  return Math.round(score);
}

export function isProfileComplete(completeness: number): boolean {
  return completeness >= profileCompleteThreshold;
}
