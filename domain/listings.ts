import { z } from "zod";
import {
  amenities as amenityOptions,
  categories,
  collaborationTypes,
  contentFormats,
  durations,
  followerChoices,
  genders,
  inclusions,
  languages as languageOptions,
  limits,
  listingStatuses,
  niches,
  offerTypes,
  platforms,
  postingTypes,
  regions,
} from "./constants.ts";
import {
  contentExpectationTypes,
  galleryMessages,
  listingImageMessages,
  listingLimits,
  listingMessages,
} from "./listing-messages.ts";
import { isoDateSchema, refineStay } from "./stay-dates.ts";
import { type TextKind, textField } from "./text.ts";

export {
  type ContentExpectationType,
  contentExpectationTypes,
  galleryMessages,
  type ListingWording,
  listingFormSections,
  listingImageMessages,
  listingLimits,
  listingMessages,
  listingWording,
  requiredListingFields,
} from "./listing-messages.ts";

// ---------------------------------------------------------------------------------------------------------------
// Field schemas

const requiredText = (label: string, max: number, kind: TextKind = "line") =>
  textField(label, kind, { error: listingMessages.required(label) })
    .min(1, listingMessages.required(label))
    .max(max, listingMessages.tooLong(label, max));

/** Optional free text: "" and whitespace become null. */
const optionalText = (label: string, max: number, kind: TextKind = "line") =>
  textField(label, kind, { error: listingMessages.invalidOption(label) })
    .max(max, listingMessages.tooLong(label, max))
    .transform((v) => (v === "" ? null : v))
    .nullable();

/** A multi-choice of a fixed list; duplicates dropped, order kept. */
const choiceList = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z
    .array(z.enum(options, { error: listingMessages.invalidOption(label) }))
    .max(options.length * 2, listingMessages.tooMany(label, options.length))
    .transform((list) => [...new Set(list)]);

/** Fixed options plus custom entries: trimmed, empties ignored, no case-insensitive duplicates (spec 001 §5). */
const customList = (label: string) =>
  z
    .array(
      textField(label, "line").max(limits.locationMax, listingMessages.tooLong(label, listingLimits.customItemMax)),
    )
    .max(listingLimits.listItemsMax * 2, listingMessages.tooMany(label, listingLimits.listItemsMax))
    .transform((list) => {
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of list) {
        const item = raw.trim();
        const key = item.toLowerCase();
        if (!item || seen.has(key)) continue;
        seen.add(key);
        out.push(item);
      }
      return out;
    })
    .pipe(
      z
        .array(z.string().max(listingLimits.customItemMax, listingMessages.tooLong(label, listingLimits.customItemMax)))
        .max(listingLimits.listItemsMax, listingMessages.tooMany(label, listingLimits.listItemsMax)),
    );

const followerCount = z
  .number({ error: listingMessages.followerChoice })
  .int(listingMessages.followerChoice)
  .refine((n) => (followerChoices as readonly number[]).includes(n), listingMessages.followerChoice);

const age = z
  .number({ error: listingMessages.ageRange })
  .int(listingMessages.ageRange)
  .min(listingLimits.ageMin, listingMessages.ageRange)
  .max(listingLimits.ageMax, listingMessages.ageRange);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const externalUrl = z
  .string({ error: listingMessages.invalidUrl })
  .trim()
  .max(listingLimits.urlMax, listingMessages.tooLong("Website URL", listingLimits.urlMax))
  .refine((v) => v === "" || isHttpUrl(v), listingMessages.invalidUrl)
  .transform((v) => (v === "" ? null : v))
  .nullable();

export const contentExpectationSchema = z.strictObject({
  selected: z.boolean().default(true),
  type: z.enum(contentExpectationTypes, { error: listingMessages.invalidOption("content type") }),
  // Stored inside a JSON list, where a missing key reads better than null.
  customType: optionalText("Custom type", listingLimits.customTypeMax)
    .transform((v) => v ?? undefined)
    .optional(),
  quantity: z
    .number({ error: listingMessages.quantity })
    .int(listingMessages.quantity)
    .min(1, listingMessages.quantity)
    .max(listingLimits.contentQuantityMax, `Quantity must be at most ${listingLimits.contentQuantityMax}`),
  description: optionalText("Description", listingLimits.expectationDescriptionMax, "multiline")
    .transform((v) => v ?? undefined)
    .optional(),
});
export type ContentExpectationInput = z.input<typeof contentExpectationSchema>;

/**
 * Every field of the listing form. Key order matters: the required text fields come first, in the spec's
 * order, so the first validation message is the one the spec would show. Region "" or null means
 * "infer it from the location" (domain/region.ts) on the server.
 */
export const listingFieldsShape = {
  title: requiredText("Property Title", listingLimits.titleMax),
  location: requiredText("Location", listingLimits.locationMax),
  description: requiredText("Property Description", listingLimits.descriptionMax, "multiline"),
  collaborationDetails: requiredText("Collaboration Details", listingLimits.collaborationDetailsMax, "multiline"),
  propertyType: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: listingMessages.required("Property Type") })
      .min(1, listingMessages.required("Property Type"))
      .pipe(z.enum(categories, { error: listingMessages.invalidOption("property type") })),
  ),
  /** Discovery's category chips; defaults to the property type (the spec uses one list for both). */
  category: z
    .enum(categories, { error: listingMessages.invalidOption("category") })
    .nullable()
    .optional(),
  region: z
    .union([z.literal(""), z.enum(regions)], { error: listingMessages.invalidOption("region") })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  country: optionalText("Country", listingLimits.countryMax).optional(),
  maxGuests: z
    .number({ error: listingMessages.maxGuests })
    .int(listingMessages.maxGuests)
    .min(limits.listingMaxGuestsMin, listingMessages.maxGuests)
    .max(limits.listingMaxGuestsMax, listingMessages.maxGuests)
    .default(listingLimits.maxGuestsDefault),
  externalPropertyUrl: externalUrl.optional(),
  // Type of Collaboration
  collaborationType: z
    .enum(collaborationTypes, { error: listingMessages.invalidOption("collaboration type") })
    .nullable()
    .optional(),
  contentFormats: choiceList(contentFormats, "content formats").default([]),
  postPlatforms: choiceList(platforms, "platforms").default([]),
  postingTypes: choiceList(postingTypes, "posting types").default([]),
  // Duration & What's Included
  expectedDuration: z
    .enum(durations, { error: listingMessages.invalidOption("duration") })
    .nullable()
    .optional(),
  inclusions: choiceList(inclusions, "inclusions").default([]),
  creatorExtras: customList("creator extras").default([]),
  discussExtras: z.boolean().default(false),
  exceptions: optionalText("Exceptions", listingLimits.exceptionsMax, "multiline").optional(),
  // Amenities: the fixed list plus custom ones
  amenities: customList("amenities").default([]),
  // What Can You Offer
  offerTypes: choiceList(offerTypes, "offer types").default([]),
  discountPercent: z
    .number({ error: listingMessages.discountRange })
    .int(listingMessages.discountRange)
    .min(listingLimits.discountMin, listingMessages.discountRange)
    .max(listingLimits.discountMax, listingMessages.discountRange)
    .nullable()
    .optional(),
  // Content Expectations
  contentExpectations: z
    .array(contentExpectationSchema)
    .max(
      listingLimits.contentExpectationsMax,
      listingMessages.tooMany("content expectations", listingLimits.contentExpectationsMax),
    )
    .default([]),
  // Minimum Follower Count (general and per platform)
  minFollowerCount: followerCount.default(0),
  minFollowerCountInstagram: followerCount.default(0),
  minFollowerCountTiktok: followerCount.default(0),
  // Ideal Creator Profile
  preferredLanguages: customList("languages").default([]),
  preferredNiches: choiceList(niches, "niches").default([]),
  preferredGender: z.enum(genders, { error: listingMessages.invalidOption("gender") }).default("any"),
  preferredAgeMin: age.default(listingLimits.ageMin),
  preferredAgeMax: age.default(listingLimits.ageMax),
} as const;

/** The rules that span fields; run on the whole listing (create, or the stored row merged with a patch). */
export type ListingRuleInput = {
  preferredAgeMin: number;
  preferredAgeMax: number;
  offerTypes: readonly string[];
  discountPercent?: number | null;
};
export function listingRuleIssues(v: ListingRuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (v.preferredAgeMin > v.preferredAgeMax)
    issues.push({ path: "preferredAgeMin", message: listingMessages.ageOrder });
  if (v.discountPercent != null && !v.offerTypes.includes("Discounted Stay")) {
    issues.push({ path: "discountPercent", message: listingMessages.discountNeedsOffer });
  }
  return issues;
}

/**
 * Platform and posting-type choices only mean something for `create_and_post` (spec 001 §5: the form reveals
 * them then); stale choices left in the form are dropped rather than refused.
 */
export function normalizeCollaboration<
  T extends { collaborationType?: string | null; postPlatforms: string[]; postingTypes: string[] },
>(v: T): T {
  if (v.collaborationType === "create_and_post" && v.postPlatforms.length > 0) return v;
  if (v.collaborationType === "create_and_post") return { ...v, postingTypes: [] };
  return { ...v, postPlatforms: [], postingTypes: [] };
}

/** POST /api/listings body. */
export const listingInputSchema = z.strictObject(listingFieldsShape).superRefine((v, ctx) => {
  for (const issue of listingRuleIssues(v))
    ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
});
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingValues = z.output<typeof listingInputSchema>;

/** PATCH /api/listings/:id body: any subset of the form, plus `status` (active ↔ paused). */
export const listingPatchSchema = z
  .strictObject({
    // Defaults belong to creation only: a patch that leaves a field out must not reset it.
    ...(Object.fromEntries(
      Object.entries(listingFieldsShape).map(([k, s]) => [
        k,
        (s instanceof z.ZodDefault ? (s.unwrap() as z.ZodType) : (s as z.ZodType)).optional(),
      ]),
    ) as {
      [K in keyof typeof listingFieldsShape]: z.ZodOptional<
        z.ZodType<z.output<(typeof listingFieldsShape)[K]>, z.input<(typeof listingFieldsShape)[K]>>
      >;
    }),
    status: z.enum(["active", "paused"], { error: "Status must be active or paused" }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to update");
export type ListingPatch = z.input<typeof listingPatchSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Images and gallery

/** PUT /api/listings/:id/images/order body; the first id becomes the cover. */
export const imageOrderSchema = z.strictObject({
  imageIds: z
    .array(z.uuid({ error: listingImageMessages.badOrder }))
    .min(1)
    .max(listingLimits.imagesMax),
});

/** Gallery caption (multipart field `caption`): trimmed, "" means none. */
export const galleryCaptionSchema = textField("Caption", "line")
  .max(listingLimits.galleryCaptionMax, galleryMessages.captionTooLong)
  .transform((v) => (v === "" ? null : v));

// ---------------------------------------------------------------------------------------------------------------
// Discovery

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const queryInt = (min: number, max: number, label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

/**
 * GET /api/listings query. `minFollowers` / `maxFollowers` bound the listing's general minimum follower
 * requirement (spec 000 §9 bands 0-50k, 50k+, 100k+; `maxFollowers=<my count>` = listings I qualify for);
 * `maxGuests=n` finds listings that take at least n guests. Unknown parameters are ignored.
 */
export const discoveryQuerySchema = z
  .object({
    q: z.preprocess(
      emptyToUndefined,
      textField("Search", "line")
        .max(listingLimits.searchMax, `Search must be at most ${listingLimits.searchMax} characters`)
        .optional(),
    ),
    category: z.preprocess(
      emptyToUndefined,
      z.enum(categories, { error: "Please choose a valid category" }).optional(),
    ),
    region: z.preprocess(emptyToUndefined, z.enum(regions, { error: "Please choose a valid region" }).optional()),
    offerType: z.preprocess(
      emptyToUndefined,
      z.enum(offerTypes, { error: "Please choose a valid offer type" }).optional(),
    ),
    minFollowers: queryInt(0, 1_000_000_000, "Minimum followers"),
    maxFollowers: queryInt(0, 1_000_000_000, "Maximum followers"),
    maxGuests: queryInt(1, limits.listingMaxGuestsMax, "Guests"),
    page: z.preprocess(emptyToUndefined, queryInt(1, listingLimits.pageMax, "Page").default(1)),
    pageSize: z.preprocess(
      emptyToUndefined,
      queryInt(1, listingLimits.pageSizeMax, "Page size").default(listingLimits.pageSizeDefault),
    ),
    /** "Available for these nights" (issue 11): listings whose calendar and rules take this stay. */
    checkIn: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    checkOut: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
  })
  .superRefine(refineStay);
export type DiscoveryQuery = z.output<typeof discoveryQuerySchema>;
export type DiscoveryQueryInput = z.input<typeof discoveryQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Response shapes (JSON; timestamps are ISO strings)

export type ListingStatus = (typeof listingStatuses)[number];
const listingStatusSchema = z.enum(listingStatuses);

export const listingImageSchema = z.object({
  id: z.uuid(),
  /** Full-size WebP (≤ 1600 px). */
  url: z.string().describe("Full-size WebP (≤ 1600 px)"),
  /** Card WebP (≤ 640 px wide). */
  cardUrl: z.string().describe("Card WebP (≤ 640 px wide)"),
  position: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ListingImage = z.output<typeof listingImageSchema>;

const contentExpectationResponseSchema = z.object({
  selected: z.boolean(),
  type: z.enum(contentExpectationTypes),
  customType: z.string().optional(),
  quantity: z.number().int(),
  description: z.string().optional(),
});
export type ContentExpectation = z.output<typeof contentExpectationResponseSchema>;

/** Every stored field of a listing, camelCased, with its ordered images (first = cover). */
export const listingSchema = z.object({
  id: z.uuid(),
  hostId: z.uuid(),
  title: z.string(),
  location: z.string(),
  region: z.enum(regions).nullable(),
  country: z.string().nullable(),
  description: z.string(),
  collaborationDetails: z.string(),
  propertyType: z.enum(categories),
  category: z.enum(categories),
  maxGuests: z.number().int(),
  externalPropertyUrl: z.string().nullable(),
  collaborationType: z.enum(collaborationTypes).nullable(),
  contentFormats: z.array(z.enum(contentFormats)),
  postPlatforms: z.array(z.enum(platforms)),
  postingTypes: z.array(z.enum(postingTypes)),
  expectedDuration: z.enum(durations).nullable(),
  inclusions: z.array(z.enum(inclusions)),
  creatorExtras: z.array(z.string()),
  discussExtras: z.boolean(),
  exceptions: z.string().nullable(),
  amenities: z.array(z.string()),
  offerTypes: z.array(z.enum(offerTypes)),
  discountPercent: z.number().int().nullable().describe('1–100, only with "Discounted Stay"'),
  contentExpectations: z.array(contentExpectationResponseSchema),
  minFollowerCount: z.number().int(),
  minFollowerCountInstagram: z.number().int(),
  minFollowerCountTiktok: z.number().int(),
  preferredLanguages: z.array(z.string()),
  preferredNiches: z.array(z.enum(niches)),
  preferredGender: z.enum(genders),
  preferredAgeMin: z.number().int(),
  preferredAgeMax: z.number().int(),
  status: listingStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  images: z.array(listingImageSchema),
  /** images[0]'s URLs, or null (the UI shows its placeholder). */
  coverUrl: z.string().nullable(),
  coverCardUrl: z.string().nullable(),
});
export type Listing = z.output<typeof listingSchema>;

/** GET /api/listings/mine items: the host dashboard cards. */
export const myListingSchema = listingSchema.extend({ applicationCount: z.number().int() });
export type MyListing = z.output<typeof myListingSchema>;

export const listingHostSchema = z.object({
  id: z.uuid(),
  /** The host profile's full name, or "Unknown Host". */
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  /** When the host joined (profile created). */
  memberSince: z.string(),
});
export type ListingHost = z.output<typeof listingHostSchema>;

/** Figures computed from real data only (DECISIONS.md "No fabricated figures"). */
export const listingStatsSchema = z.object({
  applicationCount: z.number().int(),
  galleryPhotoCount: z.number().int(),
  /** Whole days since the listing was created. */
  listedDays: z.number().int(),
  /** Active listings of the same host, this one included if active. */
  hostActiveListings: z.number().int(),
});
export type ListingStats = z.output<typeof listingStatsSchema>;

export const galleryPhotoSchema = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  creatorId: z.uuid(),
  /** The creator's full name, or "Unknown Creator". */
  creatorName: z.string(),
  creatorAvatarUrl: z.string().nullable(),
  url: z.string(),
  cardUrl: z.string(),
  caption: z.string().nullable(),
  createdAt: z.string(),
  /** The signed-in user may delete it (their own photo). */
  canDelete: z.boolean(),
});
export type GalleryPhoto = z.output<typeof galleryPhotoSchema>;

/** GET /api/listings/:id */
export const listingDetailSchema = listingSchema.extend({
  host: listingHostSchema,
  stats: listingStatsSchema,
  /** The signed-in user owns it (show Edit, hide Apply). */
  isOwner: z.boolean(),
  gallery: z.array(galleryPhotoSchema),
});
export type ListingDetail = z.output<typeof listingDetailSchema>;

/** One discovery card: only what a card shows. */
export const listingCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  location: z.string(),
  region: z.enum(regions).nullable(),
  category: z.enum(categories),
  propertyType: z.enum(categories),
  /** First 240 characters (the card truncates to 120). */
  description: z.string(),
  /** First 200 characters (the card truncates to 100). */
  collaborationDetails: z.string(),
  maxGuests: z.number().int(),
  offerTypes: z.array(z.enum(offerTypes)),
  discountPercent: z.number().int().nullable(),
  minFollowerCount: z.number().int(),
  hostName: z.string(),
  coverCardUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ListingCard = z.output<typeof listingCardSchema>;

/**
 * `totalCapped`: a search matched more than `searchTotalCap` listings; `total` is then the cap ("1,000+") and only
 * the pages within it are served (docs/decisions/0010-search-common-words-and-accents.md).
 */
export const discoveryPageSchema = z.object({
  items: z.array(listingCardSchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DiscoveryPage = z.output<typeof discoveryPageSchema>;

/** Answers of the listing routes. */
export const listingResponseSchema = z.object({ listing: listingSchema });
export const listingDetailResponseSchema = z.object({ listing: listingDetailSchema });
export const myListingsResponseSchema = z.object({ listings: z.array(myListingSchema) });
export const deleteListingResponseSchema = z.object({ result: z.enum(["deleted", "archived"]), message: z.string() });
export const listingImagesResponseSchema = z.object({ images: z.array(listingImageSchema) });
export const uploadImagesResponseSchema = listingImagesResponseSchema.extend({
  uploaded: z.number().int(),
  message: z.string(),
});
export const galleryResponseSchema = z.object({ photos: z.array(galleryPhotoSchema) });
export const galleryPhotoResponseSchema = z.object({ photo: galleryPhotoSchema });
export type ListingResponse = z.output<typeof listingResponseSchema>;
export type ListingDetailResponse = z.output<typeof listingDetailResponseSchema>;
export type MyListingsResponse = z.output<typeof myListingsResponseSchema>;
export type DeleteListingResponse = z.output<typeof deleteListingResponseSchema>;
export type ListingImagesResponse = z.output<typeof listingImagesResponseSchema>;
export type UploadImagesResponse = z.output<typeof uploadImagesResponseSchema>;
export type GalleryResponse = z.output<typeof galleryResponseSchema>;
export type GalleryPhotoResponse = z.output<typeof galleryPhotoResponseSchema>;

/** Options re-exported for the form, so it imports one module. */
export const listingOptions = {
  propertyTypes: categories,
  categories,
  regions,
  offerTypes,
  collaborationTypes,
  contentFormats,
  platforms,
  postingTypes,
  durations,
  inclusions,
  amenities: amenityOptions,
  languages: languageOptions,
  niches,
  genders,
  followerChoices,
  contentExpectationTypes,
} as const;
