import type { Category, Region } from "@domain/constants.ts";
import {
  type ContentExpectationType,
  type Listing,
  type ListingInput,
  listingLimits,
  requiredListingFields,
} from "@domain/listings.ts";

type Option<K extends keyof Listing> = NonNullable<Listing[K]>;
type Item<K extends keyof Listing> = Listing[K] extends readonly (infer T)[] ? T : never;

export type ExpectationRow = {
  /** Stable React key for the row. */
  key: string;
  type: ContentExpectationType;
  customType: string;
  quantity: number;
  description: string;
};

/** What the listing form edits: text inputs stay strings until {@link toListingPayload}. */
export type ListingFormState = {
  title: string;
  location: string;
  region: Region | "";
  /** True once the host picks a region by hand; until then it follows the location (inferRegion). */
  regionTouched: boolean;
  description: string;
  collaborationDetails: string;
  propertyType: Category | "";
  maxGuests: number;
  externalPropertyUrl: string;
  collaborationType: Option<"collaborationType"> | "";
  contentFormats: Item<"contentFormats">[];
  postPlatforms: Item<"postPlatforms">[];
  postingTypes: Item<"postingTypes">[];
  expectedDuration: Option<"expectedDuration"> | "";
  inclusions: Item<"inclusions">[];
  creatorExtras: string[];
  discussExtras: boolean;
  exceptions: string;
  amenities: string[];
  offerTypes: Item<"offerTypes">[];
  discountPercent: string;
  contentExpectations: ExpectationRow[];
  minFollowerCount: number;
  minFollowerCountInstagram: number;
  minFollowerCountTiktok: number;
  preferredLanguages: string[];
  preferredNiches: Item<"preferredNiches">[];
  preferredGender: Listing["preferredGender"];
  preferredAgeMin: number;
  preferredAgeMax: number;
};

export type RequiredField = (typeof requiredListingFields)[number][0];

let rowCounter = 0;
export const newRowKey = () => `row-${++rowCounter}`;

/** Spec 001 §9 defaults: property type Hotel, 2 guests, gender any, ages 18–65, follower minimums Any. */
export function emptyListingForm(): ListingFormState {
  return {
    title: "",
    location: "",
    region: "",
    regionTouched: false,
    description: "",
    collaborationDetails: "",
    propertyType: "Hotel",
    maxGuests: listingLimits.maxGuestsDefault,
    externalPropertyUrl: "",
    collaborationType: "",
    contentFormats: [],
    postPlatforms: [],
    postingTypes: [],
    expectedDuration: "",
    inclusions: [],
    creatorExtras: [],
    discussExtras: false,
    exceptions: "",
    amenities: [],
    offerTypes: [],
    discountPercent: "",
    contentExpectations: [],
    minFollowerCount: 0,
    minFollowerCountInstagram: 0,
    minFollowerCountTiktok: 0,
    preferredLanguages: [],
    preferredNiches: [],
    preferredGender: "any",
    preferredAgeMin: listingLimits.ageMin,
    preferredAgeMax: listingLimits.ageMax,
  };
}

/** The edit form's starting state from a stored listing. `inferred` tells whether its region came from the location. */
export function listingToForm(listing: Listing, inferred: Region | null): ListingFormState {
  return {
    title: listing.title,
    location: listing.location,
    region: listing.region ?? "",
    regionTouched: listing.region !== null && listing.region !== inferred,
    description: listing.description,
    collaborationDetails: listing.collaborationDetails,
    propertyType: listing.propertyType,
    maxGuests: listing.maxGuests,
    externalPropertyUrl: listing.externalPropertyUrl ?? "",
    collaborationType: listing.collaborationType ?? "",
    contentFormats: [...listing.contentFormats],
    postPlatforms: [...listing.postPlatforms],
    postingTypes: [...listing.postingTypes],
    expectedDuration: listing.expectedDuration ?? "",
    inclusions: [...listing.inclusions],
    creatorExtras: [...listing.creatorExtras],
    discussExtras: listing.discussExtras,
    exceptions: listing.exceptions ?? "",
    amenities: [...listing.amenities],
    offerTypes: [...listing.offerTypes],
    discountPercent: listing.discountPercent === null ? "" : String(listing.discountPercent),
    contentExpectations: listing.contentExpectations.map((e) => ({
      key: newRowKey(),
      type: e.type,
      customType: e.customType ?? "",
      quantity: e.quantity,
      description: e.description ?? "",
    })),
    minFollowerCount: listing.minFollowerCount,
    minFollowerCountInstagram: listing.minFollowerCountInstagram,
    minFollowerCountTiktok: listing.minFollowerCountTiktok,
    preferredLanguages: [...listing.preferredLanguages],
    preferredNiches: [...listing.preferredNiches],
    preferredGender: listing.preferredGender,
    preferredAgeMin: listing.preferredAgeMin,
    preferredAgeMax: listing.preferredAgeMax,
  };
}

/** Trimmed, empties dropped, no case-insensitive duplicates, first spelling kept (spec 001 §5). */
export function cleanList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

/** Every required field (spec order) that is blank or whitespace only, with its label: all are marked at once. */
export function missingFields(state: ListingFormState): { field: RequiredField; label: string }[] {
  return requiredListingFields
    .filter(([field]) => String(state[field]).trim() === "")
    .map(([field, label]) => ({ field, label }));
}

/** The first of {@link missingFields} (the one the spec's toast names); null when all are set. */
export function firstMissingField(state: ListingFormState): { field: RequiredField; label: string } | null {
  return missingFields(state)[0] ?? null;
}

const clampInt = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

/**
 * Form state → the API body (`ListingInput`, validated by the server with `listingInputSchema`):
 * text trimmed, optional text "" (the server stores null), platforms only for create_and_post, posting types
 * only with a platform, the discount only with Discounted Stay, guests at least 1 (default 2), custom
 * amenities and languages cleaned, quantities at least 1, a custom type only for "Other".
 */
export function toListingPayload(state: ListingFormState): ListingInput {
  const postAndCreate = state.collaborationType === "create_and_post";
  const postPlatforms = postAndCreate ? [...state.postPlatforms] : [];
  const discounted = state.offerTypes.includes("Discounted Stay");
  const discountText = state.discountPercent.trim();
  const discount = discounted && discountText !== "" ? Number(discountText) : null;
  return {
    title: state.title.trim(),
    location: state.location.trim(),
    description: state.description.trim(),
    collaborationDetails: state.collaborationDetails.trim(),
    propertyType: state.propertyType as Category,
    region: state.region,
    maxGuests: clampInt(state.maxGuests, 1, 20, listingLimits.maxGuestsDefault),
    externalPropertyUrl: state.externalPropertyUrl.trim(),
    collaborationType: state.collaborationType === "" ? null : state.collaborationType,
    contentFormats: [...state.contentFormats],
    postPlatforms,
    postingTypes: postPlatforms.length > 0 ? [...state.postingTypes] : [],
    expectedDuration: state.expectedDuration === "" ? null : state.expectedDuration,
    inclusions: [...state.inclusions],
    creatorExtras: cleanList(state.creatorExtras),
    discussExtras: state.discussExtras,
    exceptions: state.exceptions.trim(),
    amenities: cleanList(state.amenities),
    offerTypes: [...state.offerTypes],
    discountPercent: discount !== null && Number.isFinite(discount) ? Math.round(discount) : null,
    contentExpectations: state.contentExpectations.map((row) => {
      const item: NonNullable<ListingInput["contentExpectations"]>[number] = {
        selected: true,
        type: row.type,
        quantity: clampInt(row.quantity, 1, listingLimits.contentQuantityMax, 1),
      };
      const customType = row.customType.trim();
      if (row.type === "Other" && customType) item.customType = customType;
      const description = row.description.trim();
      if (description) item.description = description;
      return item;
    }),
    minFollowerCount: state.minFollowerCount,
    minFollowerCountInstagram: state.minFollowerCountInstagram,
    minFollowerCountTiktok: state.minFollowerCountTiktok,
    preferredLanguages: cleanList(state.preferredLanguages),
    preferredNiches: [...state.preferredNiches],
    preferredGender: state.preferredGender,
    preferredAgeMin: Math.min(state.preferredAgeMin, state.preferredAgeMax),
    preferredAgeMax: Math.max(state.preferredAgeMin, state.preferredAgeMax),
  };
}
