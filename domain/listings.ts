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
import { isoDateSchema, refineStay } from "./stay-dates-schema.ts";
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

export * from "./listing-responses.ts";

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
