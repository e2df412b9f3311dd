import { z } from "zod";
import * as choices from "./constants.ts";
import { contentExpectationTypes } from "./listing-messages.ts";
import { unpublicationSchema } from "./listing-moderation.ts";

/**
 * What the listing routes answer (JSON; timestamps are ISO strings): the stored listing, the host's cards, the
 * detail page, discovery cards and pages, images and gallery photos. The inputs are in listings.ts, which
 * re-exports these so callers import one module.
 */
export type ListingStatus = (typeof choices.listingStatuses)[number];
const listingStatusSchema = z.enum(choices.listingStatuses);

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
  /** Null only on a listing kept archived for a contract after its host deleted their account (decision 0063). */
  hostId: z.uuid().nullable(),
  title: z.string(),
  location: z.string(),
  region: z.enum(choices.regions).nullable(),
  country: z.string().nullable(),
  description: z.string(),
  collaborationDetails: z.string(),
  propertyType: z.enum(choices.categories),
  category: z.enum(choices.categories),
  maxGuests: z.number().int(),
  externalPropertyUrl: z.string().nullable(),
  collaborationType: z.enum(choices.collaborationTypes).nullable(),
  contentFormats: z.array(z.enum(choices.contentFormats)),
  postPlatforms: z.array(z.enum(choices.platforms)),
  postingTypes: z.array(z.enum(choices.postingTypes)),
  expectedDuration: z.enum(choices.durations).nullable(),
  inclusions: z.array(z.enum(choices.inclusions)),
  creatorExtras: z.array(z.string()),
  discussExtras: z.boolean(),
  exceptions: z.string().nullable(),
  amenities: z.array(z.string()),
  offerTypes: z.array(z.enum(choices.offerTypes)),
  discountPercent: z.number().int().nullable().describe('1–100, only with "Discounted Stay"'),
  contentExpectations: z.array(contentExpectationResponseSchema),
  minFollowerCount: z.number().int(),
  minFollowerCountInstagram: z.number().int(),
  minFollowerCountTiktok: z.number().int(),
  preferredLanguages: z.array(z.string()),
  preferredNiches: z.array(z.enum(choices.niches)),
  preferredGender: z.enum(choices.genders),
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
export const myListingSchema = listingSchema.extend({
  applicationCount: z.number().int(),
  /** Why CollabStay unpublished it (status `unpublished`), else null (decision 0057). */
  unpublication: unpublicationSchema.nullable(),
});
export type MyListing = z.output<typeof myListingSchema>;

export const listingHostSchema = z.object({
  id: z.uuid().nullable(),
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
  region: z.enum(choices.regions).nullable(),
  category: z.enum(choices.categories),
  propertyType: z.enum(choices.categories),
  /** First 240 characters (the card truncates to 120). */
  description: z.string(),
  /** First 200 characters (the card truncates to 100). */
  collaborationDetails: z.string(),
  maxGuests: z.number().int(),
  offerTypes: z.array(z.enum(choices.offerTypes)),
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
