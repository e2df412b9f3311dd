import { z } from "zod";
import { regions } from "./constants.ts";
import {
  creatorLimits,
  creatorMessages,
  handlePattern,
  platformLabel,
  profileBase,
  type SocialPlatform,
  socialPlatforms,
  splitSkills,
  urlToHandle,
  withHttpsScheme,
} from "./creator-messages.ts";
import { engagementMessages, isValidMeasuredOn, parseEngagementInput } from "./engagement.ts";
import { followerInputText, parseFollowerInput } from "./followers.ts";
import { queryInt } from "./query-params.ts";
import { isAllowedText, type TextKind, textField, textMessages } from "./text.ts";

/**
 * Creator contracts shared by server and web: the creator profile form (spec 001 §3 mapping, §5 rules),
 * portfolio uploads and tags, discovery, saved creators and invitations (spec 000 §3–§5, §8).
 * One schema per contract: the server validates request bodies with these, the forms reuse them.
 */

export * from "./creator-messages.ts";
export * from "./engagement.ts";
export { followerInputText, parseFollowerInput } from "./followers.ts";

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

/** The server refuses rather than silently fixes: a duplicate or empty tag in a request is a 400. */
export const tagsSchema = z
  .array(
    textField("Tag", "line").min(1, creatorMessages.tagEmpty).max(creatorLimits.tagMax, creatorMessages.tagTooLong),
    {
      error: "Tags must be a list of text",
    },
  )
  .max(creatorLimits.tagsMax, creatorMessages.tooManyTags)
  .refine(
    (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
    `${creatorMessages.tagDuplicate}: tags must not repeat`,
  );

/* ------------------------------------------------------------------ creator profile form */

const requiredText = (max: number, required: string, label: string, kind: TextKind = "line") =>
  textField(label, kind, { error: required }).min(1, required).max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string, kind: TextKind = "line") =>
  textField(label, kind)
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * A follower box: a number, or what was typed ("12,500", "12.5k"). Empty → 0, the spec's default (001 §5);
 * text that is not a count is refused with a message instead of silently becoming 0.
 */
const followerField = z
  .union([z.number(), z.string(), z.null()], { error: creatorMessages.followersInvalid })
  .optional()
  .transform((v, ctx) => {
    const parsed = parseFollowerInput(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.value ?? 0;
  });

/** An engagement rate box: percent, or empty (unknown → null, never 0). */
const engagementField = z
  .union([z.number(), z.string(), z.null()], { error: engagementMessages.rateInvalid })
  .optional()
  .transform((v, ctx) => {
    const parsed = parseEngagementInput(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.value;
  });

/** The day a rate was measured: YYYY-MM-DD (a date input's value), or empty. */
const measuredOnField = textField("Measured on", "line", { error: engagementMessages.dateInvalid })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidMeasuredOn(v), engagementMessages.dateInvalid);

export const httpUrlSchema = z
  .string({ error: creatorMessages.portfolioRequired })
  .trim()
  .min(1, creatorMessages.portfolioRequired)
  .max(creatorLimits.urlMax, creatorMessages.urlInvalid)
  // "mysite.com" means https://mysite.com; refusing it for a missing scheme helps nobody.
  .transform(withHttpsScheme)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: creatorMessages.urlInvalid }));

/**
 * Body of PUT /api/creators/me, and the edit form's schema. Field names are the spec's form mapping.
 * Input: what the form holds (skills comma-separated, bare usernames). Output: what is stored (skills as
 * a list, handles as full profile URLs, empty optional text as null). Parsing an output again gives the
 * same output, so the form may send either its raw values or the parsed ones.
 */
export const creatorProfileFormSchema = z
  .strictObject({
    name: requiredText(creatorLimits.nameMax, creatorMessages.nameRequired, "Name"),
    bio: requiredText(creatorLimits.bioMax, creatorMessages.bioRequired, "Bio", "multiline"),
    skills: z
      .union([z.string(), z.array(z.string())], { error: creatorMessages.skillsRequired })
      .transform((v) => splitSkills(v))
      .refine((list) => list.length > 0, creatorMessages.skillsRequired)
      .refine((list) => list.length <= creatorLimits.skillsMax, `At most ${creatorLimits.skillsMax} skills`)
      .refine(
        (list) => list.every((s) => s.length <= creatorLimits.skillMax),
        `Each skill can be at most ${creatorLimits.skillMax} characters`,
      )
      .refine((list) => list.every((s) => isAllowedText(s, "line")), textMessages.oneLine("Each skill")),
    portfolio: httpUrlSchema,
    instagram: handleField("instagram"),
    tiktok: handleField("tiktok"),
    youtube: handleField("youtube"),
    otherLinks: optionalText(creatorLimits.otherLinksMax, "Other links", "multiline"),
    location: optionalText(creatorLimits.locationMax, "Location"),
    instagramFollowers: followerField,
    tiktokFollowers: followerField,
    youtubeFollowers: followerField,
    instagramEngagement: engagementField,
    instagramEngagementMeasuredOn: measuredOnField,
    tiktokEngagement: engagementField,
    tiktokEngagementMeasuredOn: measuredOnField,
    youtubeEngagement: engagementField,
    youtubeEngagementMeasuredOn: measuredOnField,
  })
  .superRefine((form, ctx) => {
    // A rate needs its date and its account; a date alone means a rate was forgotten.
    for (const platform of socialPlatforms) {
      const rate = form[`${platform}Engagement`];
      const measuredOn = form[`${platform}EngagementMeasuredOn`];
      if (rate !== null && form[platform] === null) {
        ctx.addIssue({
          code: "custom",
          path: [`${platform}Engagement`],
          message: engagementMessages.handleRequired(platformLabel[platform]),
        });
      } else if (rate !== null && measuredOn === null) {
        ctx.addIssue({
          code: "custom",
          path: [`${platform}EngagementMeasuredOn`],
          message: engagementMessages.dateRequired,
        });
      } else if (rate === null && measuredOn !== null) {
        ctx.addIssue({ code: "custom", path: [`${platform}Engagement`], message: engagementMessages.rateRequired });
      }
    }
  });
export type CreatorProfileFormValues = z.input<typeof creatorProfileFormSchema>;
export type CreatorProfileUpdate = z.output<typeof creatorProfileFormSchema>;

/* ------------------------------------------------------------------ response types */

/** Everything about a creator that anyone may see (DECISIONS.md): never e-mail or phone. */
/** One platform's engagement figure as the API returns it (domain/engagement.ts). */
const engagementFigureSchema = z.object({ rate: z.number(), measuredOn: z.string() });

export const creatorPublicProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  region: z.enum(regions).nullable(),
  specialty: z.string().nullable(),
  /** The skills list (stored as creator_profiles.platforms, spec 001 §3 mapping). */
  platforms: z.array(z.string()).describe("The skills list"),
  followerCount: z.number().int(),
  instagramFollowers: z.number().int(),
  tiktokFollowers: z.number().int(),
  youtubeFollowers: z.number().int(),
  /** Percent, e.g. 4.6: the follower-weighted mean of the entered per-platform rates; null when none is known. */
  engagementRate: z.number().nullable().describe("Percent, follower-weighted over the entered rates; null = unknown"),
  /** Per platform: the rate the creator entered and the day they measured it, or null. */
  engagement: z.object({
    instagram: engagementFigureSchema.nullable(),
    tiktok: engagementFigureSchema.nullable(),
    youtube: engagementFigureSchema.nullable(),
  }),
  /** Platforms with a handle (icons, the "Platforms" figure). */
  socialPlatforms: z.array(z.enum(socialPlatforms)),
  websiteUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  portfolioDescription: z.string().nullable(),
  /** The form's "other links" (rates_description). */
  otherLinks: z.string().nullable(),
  completeness: z.number().int(),
  isProfileComplete: z.boolean(),
});
export type CreatorPublicProfile = z.output<typeof creatorPublicProfileSchema>;

/** GET/PUT /api/creators/me: the public profile plus the owner's private fields. */
export const myCreatorProfileSchema = creatorPublicProfileSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  updatedAt: z.string(),
});
export type MyCreatorProfile = z.output<typeof myCreatorProfileSchema>;
/** Fields of a creator only the creator sees. */
export const creatorPrivateFields = ["email", "phone"];

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
    // Empty rather than "0": typing into a box that starts at 0 gave "048200".
    instagramFollowers: followerInputText(p.instagramFollowers),
    tiktokFollowers: followerInputText(p.tiktokFollowers),
    youtubeFollowers: followerInputText(p.youtubeFollowers),
    instagramEngagement: p.engagement.instagram ? String(p.engagement.instagram.rate) : "",
    instagramEngagementMeasuredOn: p.engagement.instagram?.measuredOn ?? "",
    tiktokEngagement: p.engagement.tiktok ? String(p.engagement.tiktok.rate) : "",
    tiktokEngagementMeasuredOn: p.engagement.tiktok?.measuredOn ?? "",
    youtubeEngagement: p.engagement.youtube ? String(p.engagement.youtube.rate) : "",
    youtubeEngagementMeasuredOn: p.engagement.youtube?.measuredOn ?? "",
  };
}

/** A discovery card (spec 000 §3 "Creator card"). */
export const creatorCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  specialty: z.string().nullable(),
  followerCount: z.number().int(),
  /** null when the creator entered no rate: the card then shows no engagement figure. */
  engagementRate: z.number().nullable().describe("null when the creator entered no rate"),
  platforms: z.array(z.string()),
  /** Platforms with a handle: the card's icons. */
  socialPlatforms: z.array(z.enum(socialPlatforms)),
  completeness: z.number().int(),
  isProfileComplete: z.boolean(),
  /** Whether the signed-in host has saved this creator. */
  isSaved: z.boolean(),
});
export type CreatorCard = z.output<typeof creatorCardSchema>;

/** `totalCapped`: a search matched more than `creatorLimits.searchTotalCap` creators; `total` is then the cap. */
export const creatorPageSchema = z.object({
  items: z.array(creatorCardSchema),
  total: z.number().int(),
  totalCapped: z.boolean().describe("More matched than the cap; `total` is then the cap"),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CreatorPage = z.output<typeof creatorPageSchema>;

/** Query of GET /api/creators. Booleans come as "true"/"false" (or "1"/"0") in the query string. */
const queryBoolean = z
  .enum(["true", "false", "1", "0", ""], { error: "Use true or false" })
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Unknown parameters are ignored (a link may carry others); known ones are validated. */
export const creatorSearchSchema = z.object({
  q: textField("Search", "line")
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

/**
 * GET /api/saved-creators and GET /api/invitations: newest first, paged like discovery (limit/offset with the
 * total). `creatorId` narrows the list to one creator (is this creator saved? invited already?). Other
 * parameters are ignored.
 */
export const listPageQuerySchema = z.object({
  page: queryInt(1, 10_000, 1, "Page"),
  pageSize: queryInt(1, creatorLimits.listPageSizeMax, creatorLimits.listPageSizeDefault, "Page size"),
  creatorId: z.preprocess((v) => (v === "" ? undefined : v), z.uuid({ error: "Unknown creator" }).optional()),
});
export type ListPageQuery = z.output<typeof listPageQuerySchema>;
const pageMetaSchema = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
/** The response schema of a paged list of `item`. */
export const listPageSchema = <T extends z.ZodType>(item: T) => pageMetaSchema.extend({ items: z.array(item) });
/** A page of `T` as `listPageSchema` describes it. */
export type ListPage<T> = z.output<typeof pageMetaSchema> & { items: T[] };

/** A gallery item (spec 001 §3): `thumbnailUrl` is the card variant of an image, null for videos. */
export const portfolioItemSchema = z.object({
  id: z.uuid(),
  type: z.enum(["image", "video"]),
  url: z.string(),
  thumbnailUrl: z.string().nullable().describe("The card variant of an image; null for videos"),
  tags: z.array(z.string()),
  fileName: z.string(),
  /** A human caption, when one was given; see mediaTitle for what the gallery shows. */
  caption: z.string().nullable(),
  fileType: z.string(),
  size: z.number().int(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type PortfolioItem = z.output<typeof portfolioItemSchema>;

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

export const savedCreatorSchema = creatorCardSchema.extend({ savedAt: z.string() });

/** POST /api/saved-creators. */
export const saveCreatorResponseSchema = z.object({ saved: z.object({ creatorId: z.uuid(), createdAt: z.string() }) });
export type SavedCreator = z.output<typeof savedCreatorSchema>;

export * from "./invitations.ts";
