import { dateMedium, monthYear } from "@domain/date-words.ts";
import type { Listing } from "@domain/listings.ts";

/** Display labels for the stored option values of spec 001 §9. */
export const collaborationTypeLabels: Record<NonNullable<Listing["collaborationType"]>, string> = {
  create_only: "Create content only",
  create_and_post: "Create and post content",
};
export const contentFormatLabels: Record<Listing["contentFormats"][number], string> = {
  photos: "Photos",
  video: "Video",
  reels: "Reels",
};
export const platformLabels: Record<Listing["postPlatforms"][number], string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
};
export const postingTypeLabels: Record<Listing["postingTypes"][number], string> = {
  feed_post: "Feed post",
  story: "Story",
  reel_video: "Reel / video",
};
export const durationLabels: Record<NonNullable<Listing["expectedDuration"]>, string> = {
  "1_day": "1 day",
  "2_days": "2 days",
  "3_days": "3 days",
  "1_week": "1 week",
  more_than_week: "More than a week",
};
export const genderLabels: Record<Listing["preferredGender"], string> = {
  any: "Any",
  female: "Female",
  male: "Male",
  other: "Other",
};
export const statusLabels: Record<Listing["status"], string> = {
  active: "Active",
  paused: "Paused",
  archived: "Archived",
  unpublished: "Unpublished by CollabStay",
};

/** Cuts `text` to `max` characters and adds "…" when it was longer (discovery cards: 120 / 100). */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
}

/** "Mar 4, 2026" in the viewer's time zone (domain/date-words.ts: no Intl date data on a phone's first load). */
export const formatDate = (iso: string) => dateMedium(new Date(iso));
/** "March 2026". */
export const formatMonth = (iso: string) => monthYear(new Date(iso));

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}
