/**
 * Creator texts, constants and plain helpers without zod, so the read-only creator pages (discovery, profiles)
 * do not load zod; only the forms need the schemas (domain/creators.ts re-exports everything here).
 */
import { limits } from "./constants.ts";
import { followersMax } from "./followers.ts";

export { formatEngagement } from "./engagement.ts";
export { formatFollowers } from "./followers.ts";

/* ------------------------------------------------------------------ messages (verbatim from the specs) */

export const creatorMessages = {
  profileUpdatedTitle: "Profile Updated!",
  profileUpdatedText: "Your creator profile has been successfully updated",
  profileLoadFailed: "Failed to load profile data",
  profileUpdateFailed: "Failed to update profile. Please try again.",
  noBio: "No bio available",
  noSkills: "No skills listed",

  avatarInvalidTypeTitle: "Invalid file type",
  avatarInvalidTypeText: "Please upload an image file",
  avatarTooLargeTitle: "File too large",
  avatarTooLargeText: "Please upload an image smaller than 10MB",
  avatarUpdatedTitle: "Avatar updated!",
  avatarUpdatedText: "Your profile picture has been uploaded successfully",
  avatarUploadFailedTitle: "Upload failed",
  avatarUploadFailedText: "Failed to upload avatar. Please try again.",
  cropTitle: "Crop Profile Picture",
  cropButton: "Crop & Upload",
  cropLoading: "Loading image...",

  uploadAuthTitle: "Authentication required",
  uploadAuthText: "Please log in to upload media",
  uploadSuccessTitle: "Upload successful",
  uploadSuccessText: (filename: string) => `${filename} has been uploaded to your portfolio.`,
  uploadFailedTitle: "Upload failed",
  uploadFailedText: "Failed to upload file. Please try again.",
  invalidFormatTitle: "Invalid file format",
  invalidFormatText: "Please upload JPG, PNG, WebP images or MP4 videos only",
  mediaTooLargeTitle: "File too large",
  mediaTooLargeText: "Images can be at most 10MB and MP4 videos at most 100MB.",
  mediaDeletedTitle: "Media deleted",
  mediaDeletedText: "The media item has been removed from your portfolio.",
  mediaDeleteFailed: "Failed to delete media. Please try again.",
  mediaReorderedTitle: "Media reordered",
  mediaReorderedText: "Your portfolio order has been updated.",
  mediaReorderFailed: "Failed to reorder media. Please try again.",
  videoUnsupported: "Your browser does not support the video tag.",
  previewUnavailable: "Preview not available.",

  creatorNotFound: "Creator Not Found",
  creatorsLoadFailed: "Failed to load creators",
  noCreatorsFound: "No creators found",
  completeProfilesOnly: "Complete Profiles Only",
  profileIncomplete: "Profile Incomplete",
  viewPortfolio: "View Portfolio",

  savedLoadFailed: "Failed to load saved creators",
  creatorSaved: "Creator saved successfully",
  alreadySavedTitle: "Already Saved",
  alreadySavedText: "This creator is already in your saved list",
  creatorRemoved: "Creator removed from saved list",
  saveLoginRequired: "You must be logged in to save creators",
  saveFailed: "Failed to save creator",
  removeFailed: "Failed to remove creator",
  cannotSaveSelf: "You cannot save yourself.",
  notACreator: "This account is not a creator.",

  invitationSent: "Invitation sent successfully",
  invitationUpdated: "Invitation updated successfully",
  invitationLoginRequired: "You must be logged in to send invitations",
  invitationsLoadFailed: "Failed to load invitations. Please try again.",
  invitationSendFailed: "Failed to send invitation. Please try again.",
  invitationUpdateFailed: "Failed to update invitation. Please try again.",
  invitationListingRequired: "Please select a listing",
  invitationListingNotFound: "Listing not found",
  invitationListingNotActive: "This listing is not active. Resume it before inviting creators.",
  invitationAlreadyPending: "This creator already has a pending invitation to this listing.",
  invitationAlreadyAccepted: "This creator has already accepted your invitation to this listing.",
  invitationNotFound: "Invitation not found",

  // Field messages of the profile form (the spec says only "required"; these say which field).
  nameRequired: "Name is required",
  bioRequired: "Bio is required",
  skillsRequired: "Please enter at least one skill",
  portfolioRequired: "Portfolio URL is required",
  urlInvalid: "Please enter a valid URL (starting with https://)",
  followersInvalid: "Follower counts must be whole numbers of 0 or more",
  tagEmpty: "Tags cannot be empty",
  tagDuplicate: "This tag has already been added",
  tagTooLong: `Tags can be at most 30 characters`,
  tooManyTags: `At most 10 tags per item`,
} as const;

/* ------------------------------------------------------------------ limits */

export const creatorLimits = {
  nameMax: limits.fullNameMax,
  bioMax: limits.bioMax,
  locationMax: limits.locationMax,
  urlMax: 500,
  otherLinksMax: 1000,
  skillsMax: 20,
  skillMax: 50,
  handleMax: 100,
  followersMax,
  avatarBytesMax: limits.avatarBytesMax,
  /** Images follow the avatar and listing-image limit (10 MB); MP4 follows the deliverable text (100 MB). */
  portfolioImageBytesMax: 10 * 1024 * 1024,
  portfolioVideoBytesMax: 100 * 1024 * 1024,
  tagMax: 30,
  tagsMax: 10,
  invitationMessageMax: 1000,
  pageSizeDefault: 12,
  pageSizeMax: 48,
  /** Saved creators and invitations, one page of the lists that show them. */
  listPageSizeDefault: 10,
  listPageSizeMax: 50,
  /** A search matching more creators than this shows "1,000+" and pages through the first 1,000 (decision 0010). */
  searchTotalCap: 1000,
  searchMax: 100,
} as const;

/** Portfolio media types, decided by magic bytes on the server (spec 001 §9 "Media allowed"). */
export const portfolioMimeTypes = ["image/jpeg", "image/png", "image/webp", "video/mp4"] as const;
export type PortfolioMimeType = (typeof portfolioMimeTypes)[number];
/** For `<input accept>` and react-dropzone. */
export const portfolioAccept = ".jpg,.jpeg,.png,.webp,.mp4,image/jpeg,image/png,image/webp,video/mp4";

/* ------------------------------------------------------------------ social handles */

export const socialPlatforms = ["instagram", "tiktok", "youtube"] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export const profileBase: Record<SocialPlatform, string> = {
  instagram: "https://instagram.com/",
  tiktok: "https://tiktok.com/@",
  youtube: "https://youtube.com/@",
};
const platformHosts: Record<SocialPlatform, string> = {
  instagram: "instagram.com",
  tiktok: "tiktok.com",
  youtube: "youtube.com",
};

/** Letters, digits, dot, underscore, hyphen: what the three platforms allow in a username. */
export const handlePattern = /^[A-Za-z0-9._-]+$/;

/**
 * The bare username of a stored profile URL (`https://tiktok.com/@alex` → `alex`), for the form.
 * Older rows may hold a bare name or `@name`; those come back without the `@`. Empty → "".
 */
export function urlToHandle(platform: SocialPlatform, value: string | null | undefined): string {
  const text = (value ?? "").trim();
  if (!text) return "";
  if (!/[/.]/.test(text) || !/^(https?:\/\/)?([a-z0-9-]+\.)*[a-z0-9-]+\.[a-z]{2,}\//i.test(text)) {
    return text.replace(/^@+/, "");
  }
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
    if (host !== platformHosts[platform]) return text.replace(/^@+/, "");
    const first = url.pathname.split("/").find((s) => s.length > 0) ?? "";
    return decodeURIComponent(first).replace(/^@+/, "");
  } catch {
    return text.replace(/^@+/, "");
  }
}

/**
 * The stored profile URL of what a person typed: a bare username, `@username`, or a pasted profile URL.
 * Empty → null. The result is not validated here; `handleField` rejects names with other characters.
 */
export function handleToUrl(platform: SocialPlatform, value: string | null | undefined): string | null {
  const handle = urlToHandle(platform, value);
  return handle ? `${profileBase[platform]}${handle}` : null;
}

export const platformLabel: Record<SocialPlatform, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
};

/**
 * The social platforms a creator is on: those with a handle, in a fixed order. Icons and the "Platforms"
 * figure come from here, never from the free-text skills list (a skill "Instagram Reels" is not an account).
 */
export function socialPlatformsOf(handles: {
  instagramUrl: string | null;
  tiktokUrl: string | null;
  youtubeUrl: string | null;
}): SocialPlatform[] {
  const byPlatform = { instagram: handles.instagramUrl, tiktok: handles.tiktokUrl, youtube: handles.youtubeUrl };
  return socialPlatforms.filter((p) => (byPlatform[p] ?? "").trim() !== "");
}

/**
 * A website typed without a scheme gets `https://` ("mysite.com" → "https://mysite.com"); one with a scheme is
 * left for the URL check to judge (so "ftp://…" is still refused). Empty stays empty.
 */
export function withHttpsScheme(value: string): string {
  const text = value.trim();
  if (text === "" || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  return `https://${text.replace(/^\/+/, "")}`;
}

/* ------------------------------------------------------------------ form helpers */

/** Skills typed comma-separated → list: split on commas, trimmed, empties dropped (spec 001 §5). */
export function splitSkills(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === "string" ? value.split(",") : [...(value ?? [])];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const skill = part.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    out.push(skill);
  }
  return out;
}

/** Specialty stored with the profile: the first skill, else 'Content Creator' (spec 001 §7). */
export function specialtyFromSkills(skills: readonly string[]): string {
  return skills[0] ?? "Content Creator";
}

/* ------------------------------------------------------------------ portfolio titles */

/**
 * What the gallery and lightbox call an item: its human caption when it has one (the demo portfolio does),
 * else the name the creator gave the file, else its tags.
 */
export function mediaTitle(item: { caption?: string | null; fileName: string; tags: string[]; type: string }): string {
  return (
    item.caption?.trim() || item.fileName || (item.tags.length > 0 ? item.tags.join(", ") : `Portfolio ${item.type}`)
  );
}

/* ------------------------------------------------------------------ tags */

/** Tag rules of the upload card: trimmed, non-empty, no duplicates (case-insensitive), ≤ 30 chars, ≤ 10 tags. */
export function normalizeTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || tag.length > creatorLimits.tagMax || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length === creatorLimits.tagsMax) break;
  }
  return out;
}

/** Adds one typed tag to the list, or says why not (for the tag entry's inline message). */
export function addTag(tags: readonly string[], candidate: string): { tags: string[]; error: string | null } {
  const tag = candidate.trim();
  if (!tag) return { tags: [...tags], error: creatorMessages.tagEmpty };
  if (tag.length > creatorLimits.tagMax) return { tags: [...tags], error: creatorMessages.tagTooLong };
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
    return { tags: [...tags], error: creatorMessages.tagDuplicate };
  if (tags.length >= creatorLimits.tagsMax) return { tags: [...tags], error: creatorMessages.tooManyTags };
  return { tags: [...tags, tag], error: null };
}
