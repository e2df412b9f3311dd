import { z } from "zod";
import { limits, regions } from "./constants.ts";

/**
 * Creator contracts shared by server and web: the creator profile form (spec 001 §3 mapping, §5 rules),
 * portfolio uploads and tags, discovery, saved creators and invitations (spec 000 §3–§5, §8).
 * One schema per contract: the server validates request bodies with these, the forms reuse them.
 */

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
  /** Fits the integer column with room to spare; no real account is near it. */
  followersMax: 2_000_000_000,
  avatarBytesMax: limits.avatarBytesMax,
  /** Images follow the avatar and listing-image limit (10 MB); MP4 follows the deliverable text (100 MB). */
  portfolioImageBytesMax: 10 * 1024 * 1024,
  portfolioVideoBytesMax: 100 * 1024 * 1024,
  tagMax: 30,
  tagsMax: 10,
  invitationMessageMax: 1000,
  pageSizeDefault: 12,
  pageSizeMax: 48,
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

const profileBase: Record<SocialPlatform, string> = {
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

const platformLabel: Record<SocialPlatform, string> = { instagram: "Instagram", tiktok: "TikTok", youtube: "YouTube" };

/** A username field of the form: stored as the full profile URL, or null when left empty. */
const handleField = (platform: SocialPlatform) =>
  z
    .string()
    .trim()
    .max(creatorLimits.urlMax, `${platformLabel[platform]} username is too long`)
    .nullable()
    .optional()
    .transform((v) => urlToHandle(platform, v))
    .refine(
      (h) => h === "" || (h.length <= creatorLimits.handleMax && handlePattern.test(h)),
      `Please enter a valid ${platformLabel[platform]} username (letters, numbers, . _ -)`,
    )
    .transform((h) => (h === "" ? null : `${profileBase[platform]}${h}`));

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

/** What a follower input holds → the integer the form keeps: not numeric (or negative) → 0 (spec 001 §5). */
export function toFollowerCount(value: unknown): number {
  const n = typeof value === "number" ? value : Number(String(value ?? "").trim());
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(Math.floor(n), creatorLimits.followersMax);
}

/** Specialty stored with the profile: the first skill, else 'Content Creator' (spec 001 §7). */
export function specialtyFromSkills(skills: readonly string[]): string {
  return skills[0] ?? "Content Creator";
}

/* ------------------------------------------------------------------ formatting */

/** Follower counts on cards: K from 1,000 and M from 1,000,000, one decimal (spec 000 §9): 1.5K, 2.3M. */
export function formatFollowers(count: number | null | undefined): string {
  const n = Math.max(0, Math.floor(Number(count) || 0));
  // 999,950 would print as "1000.0K"; that reads better as "1.0M".
  if (n >= 999_950) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(n);
}

/** Engagement rate as percent with one decimal: 4.6 → "4.6%". */
export function formatEngagement(rate: number | string | null | undefined): string {
  const n = Number(rate);
  return `${(Number.isFinite(n) ? n : 0).toFixed(1)}%`;
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

/** The server refuses rather than silently fixes: a duplicate or empty tag in a request is a 400. */
export const tagsSchema = z
  .array(z.string().trim().min(1, creatorMessages.tagEmpty).max(creatorLimits.tagMax, creatorMessages.tagTooLong), {
    error: "Tags must be a list of text",
  })
  .max(creatorLimits.tagsMax, creatorMessages.tooManyTags)
  .refine(
    (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
    `${creatorMessages.tagDuplicate}: tags must not repeat`,
  );

/* ------------------------------------------------------------------ creator profile form */

const requiredText = (max: number, required: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const followerField = z
  .number({ error: creatorMessages.followersInvalid })
  .int(creatorMessages.followersInvalid)
  .min(0, creatorMessages.followersInvalid)
  .max(creatorLimits.followersMax, creatorMessages.followersInvalid);

export const httpUrlSchema = z
  .string({ error: creatorMessages.portfolioRequired })
  .trim()
  .min(1, creatorMessages.portfolioRequired)
  .max(creatorLimits.urlMax, creatorMessages.urlInvalid)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: creatorMessages.urlInvalid }));

/**
 * Body of PUT /api/creators/me, and the edit form's schema. Field names are the spec's form mapping.
 * Input: what the form holds (skills comma-separated, bare usernames). Output: what is stored (skills as
 * a list, handles as full profile URLs, empty optional text as null). Parsing an output again gives the
 * same output, so the form may send either its raw values or the parsed ones.
 */
export const creatorProfileFormSchema = z.strictObject({
  name: requiredText(creatorLimits.nameMax, creatorMessages.nameRequired, "Name"),
  bio: requiredText(creatorLimits.bioMax, creatorMessages.bioRequired, "Bio"),
  skills: z
    .union([z.string(), z.array(z.string())], { error: creatorMessages.skillsRequired })
    .transform((v) => splitSkills(v))
    .refine((list) => list.length > 0, creatorMessages.skillsRequired)
    .refine((list) => list.length <= creatorLimits.skillsMax, `At most ${creatorLimits.skillsMax} skills`)
    .refine(
      (list) => list.every((s) => s.length <= creatorLimits.skillMax),
      `Each skill can be at most ${creatorLimits.skillMax} characters`,
    ),
  portfolio: httpUrlSchema,
  instagram: handleField("instagram"),
  tiktok: handleField("tiktok"),
  youtube: handleField("youtube"),
  otherLinks: optionalText(creatorLimits.otherLinksMax, "Other links"),
  location: optionalText(creatorLimits.locationMax, "Location"),
  instagramFollowers: followerField,
  tiktokFollowers: followerField,
  youtubeFollowers: followerField,
});
export type CreatorProfileFormValues = z.input<typeof creatorProfileFormSchema>;
export type CreatorProfileUpdate = z.output<typeof creatorProfileFormSchema>;

/* ------------------------------------------------------------------ response types */

/** Everything about a creator that anyone may see (DECISIONS.md): never e-mail or phone. */
export type CreatorPublicProfile = {
  id: string;
  name: string;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  region: (typeof regions)[number] | null;
  specialty: string | null;
  /** The skills list (stored as creator_profiles.platforms, spec 001 §3 mapping). */
  platforms: string[];
  followerCount: number;
  instagramFollowers: number;
  tiktokFollowers: number;
  youtubeFollowers: number;
  /** Percent, e.g. 4.6. */
  engagementRate: number;
  websiteUrl: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  youtubeUrl: string | null;
  portfolioDescription: string | null;
  /** The form's "other links" (rates_description). */
  otherLinks: string | null;
  completeness: number;
  isProfileComplete: boolean;
};

/** GET/PUT /api/creators/me: the public profile plus the owner's private fields. */
export type MyCreatorProfile = CreatorPublicProfile & { email: string; phone: string | null; updatedAt: string };

/** The edit form's starting values from a stored profile (usernames bare, skills comma-separated). */
export function creatorProfileToForm(p: CreatorPublicProfile): CreatorProfileFormValues {
  return {
    name: p.name,
    bio: p.bio ?? "",
    skills: p.platforms.join(", "),
    portfolio: p.websiteUrl ?? "",
    instagram: urlToHandle("instagram", p.instagramUrl),
    tiktok: urlToHandle("tiktok", p.tiktokUrl),
    youtube: urlToHandle("youtube", p.youtubeUrl),
    otherLinks: p.otherLinks ?? "",
    location: p.location ?? "",
    instagramFollowers: p.instagramFollowers,
    tiktokFollowers: p.tiktokFollowers,
    youtubeFollowers: p.youtubeFollowers,
  };
}

/** A discovery card (spec 000 §3 "Creator card"). */
export type CreatorCard = {
  id: string;
  name: string;
  avatarUrl: string | null;
  location: string | null;
  bio: string | null;
  specialty: string | null;
  followerCount: number;
  engagementRate: number;
  platforms: string[];
  completeness: number;
  isProfileComplete: boolean;
  /** Whether the signed-in host has saved this creator. */
  isSaved: boolean;
};

export type CreatorPage = { items: CreatorCard[]; total: number; page: number; pageSize: number };

/** Query of GET /api/creators. Booleans come as "true"/"false" (or "1"/"0") in the query string. */
const queryBoolean = z
  .enum(["true", "false", "1", "0", ""], { error: "Use true or false" })
  .optional()
  .transform((v) => v === "true" || v === "1");
const queryInt = (min: number, max: number, fallback: number, label: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : Number(v)))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`),
    );

export const creatorSearchSchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(creatorLimits.searchMax, `Search can be at most ${creatorLimits.searchMax} characters`)
    .optional()
    .transform((v) => v || undefined),
  region: z
    .union([z.enum(regions, { error: "Unknown region" }), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  completeOnly: queryBoolean,
  savedOnly: queryBoolean,
  page: queryInt(1, 10_000, 1, "Page"),
  pageSize: queryInt(1, creatorLimits.pageSizeMax, creatorLimits.pageSizeDefault, "Page size"),
});
export type CreatorSearch = z.output<typeof creatorSearchSchema>;

/** A gallery item (spec 001 §3): `thumbnailUrl` is the card variant of an image, null for videos. */
export type PortfolioItem = {
  id: string;
  type: "image" | "video";
  url: string;
  thumbnailUrl: string | null;
  tags: string[];
  fileName: string;
  fileType: string;
  size: number;
  position: number;
  createdAt: string;
};

export const portfolioOrderSchema = z.strictObject({
  ids: z
    .array(z.uuid("Unknown media item"), { error: "ids must be a list of media ids" })
    .min(1, "ids must not be empty")
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, "ids must not repeat"),
});

export const portfolioTagsSchema = z.strictObject({ tags: tagsSchema });

/* ------------------------------------------------------------------ saved creators */

export const saveCreatorSchema = z.strictObject({ creatorId: z.uuid(creatorMessages.notACreator) });

export type SavedCreator = CreatorCard & { savedAt: string };

/* ------------------------------------------------------------------ invitations */

export const createInvitationSchema = z.strictObject({
  creatorId: z.uuid(creatorMessages.notACreator),
  listingId: z.uuid({ error: creatorMessages.invitationListingRequired }),
  message: z
    .string()
    .trim()
    .max(creatorLimits.invitationMessageMax, `Message can be at most ${creatorLimits.invitationMessageMax} characters`)
    .nullable()
    .optional()
    // The spec: an empty message is stored as null.
    .transform((v) => (v ? v : null)),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

export type InvitationParty = { id: string; name: string; avatarUrl: string | null };

export type Invitation = {
  id: string;
  status: "pending" | "accepted" | "declined" | "withdrawn";
  message: string | null;
  createdAt: string;
  updatedAt: string;
  listing: { id: string; title: string; location: string };
  host: InvitationParty;
  creator: InvitationParty;
};
