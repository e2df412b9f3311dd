/**
 * Listing texts and constants without zod, so the read-only listing pages (discovery, detail, the host's list)
 * do not load zod; only the listing form needs the schemas (domain/listings.ts re-exports everything here).
 */
import { type Category, limits } from "./constants.ts";
import { count } from "./counts.ts";

/** Content expectation types of spec 001 §9, in the form's order. */
export const contentExpectationTypes = [
  "Instagram Posts",
  "Instagram Stories",
  "Instagram Reels",
  "TikTok Videos",
  "YouTube Videos",
  "YouTube Video / Vlog",
  "Blog Post",
  "Blog Article",
  "High-Res Photos (for host use)",
  "Other",
] as const;
export type ContentExpectationType = (typeof contentExpectationTypes)[number];

/** The listing form's nine sections, in the spec's order (spec 001 §2 screen 2). */
export const listingFormSections = [
  "Basic Information",
  "Type of Collaboration",
  "Duration & What's Included",
  "Amenities",
  "What Can You Offer",
  "Content Expectations",
  "Minimum Follower Count",
  "Ideal Creator Profile",
  "Property Images",
] as const;

/** Labels of the required text fields, in the order the spec checks them (spec 001 §5). */
export const requiredListingFields = [
  ["title", "Property Title"],
  ["location", "Location"],
  ["description", "Property Description"],
  ["collaborationDetails", "Collaboration Details"],
  ["propertyType", "Property Type"],
] as const;

/** Length limits we add (the spec has none); generous for real text, small enough to keep rows sane. */
export const listingLimits = {
  titleMax: 120,
  locationMax: 200,
  countryMax: 100,
  descriptionMax: 5000,
  collaborationDetailsMax: 3000,
  exceptionsMax: 2000,
  urlMax: 2000,
  customItemMax: 60,
  listItemsMax: 30,
  contentExpectationsMax: 20,
  contentQuantityMax: 1000,
  customTypeMax: 80,
  expectationDescriptionMax: 500,
  maxGuestsDefault: 2,
  ageMin: 18,
  ageMax: 65,
  discountMin: 1,
  discountMax: 100,
  imagesMax: limits.listingImagesMax,
  imageBytesMax: limits.listingImageBytesMax,
  galleryBytesMax: limits.galleryPhotoBytesMax,
  galleryCaptionMax: limits.galleryCaptionMax,
  searchMax: 200,
  pageSizeDefault: 12,
  pageSizeMax: 48,
  pageMax: 1000,
  /**
   * A search that matches more listings than this is shown as "of 1,000+" and pages through its newest 1,000:
   * counting and sorting every match of a very common word is what made it slow (decision 0010).
   */
  searchTotalCap: 1000,
  /** Discovery cards show 120 / 100 characters (spec 000 §2); the server sends a little more so "…" is right. */
  cardDescriptionChars: 240,
  cardDetailsChars: 200,
} as const;

/** Messages of spec 001 §5 and §8 (and spec 000 §2/§8 for discovery), verbatim. */
export const listingMessages = {
  required: (label: string) => `Please enter a ${label}`,
  loginRequiredCreate: "You must be logged in to create a listing",
  loginRequiredUpdate: "You must be logged in to update a listing",
  authErrorTitle: "Authentication Error",
  loginToCreate: "Please log in to create a listing",
  loginToUpdate: "Please log in to update a listing",
  missingFieldTitle: "Missing Required Field",
  createdTitle: "Listing Created Successfully!",
  created: (title: string) => `"${title}" is now live and available for creator applications`,
  updatedTitle: "Listing Updated Successfully!",
  updated: (title: string) => `"${title}" has been updated`,
  creationFailedTitle: "Creation Failed",
  updateFailedTitle: "Update Failed",
  createFailed: "Failed to create listing. Please try again.",
  updateFailed: "Failed to update listing. Please try again.",
  noListingId: "No listing ID provided",
  notFound: "Listing not found",
  loadFailed: "Failed to load listing",
  loadFailedToast: "Failed to load listing. Please try again.",
  loadMineFailed: "Failed to load your listings. Please try again.",
  listingUpdated: "Listing updated successfully",
  deleted: "Listing deleted successfully",
  deleteFailed: "Failed to delete listing. Please try again.",
  loadListingsFailed: "Failed to load listings. Please try again.",
  createTitle: "Create New Listing",
  createSubtitle: "Share your property with content creators",
  editTitle: "Edit Listing",
  editSubtitle: "Update your property details",
  backToDashboard: "Back to Dashboard",
  emptyMine: "You haven't created any listings yet.",
  createFirst: "Create Your First Listing",
  /** The spec's "N application(s)" as a pattern, in agreement: "1 application", "3 applications" (decision 0058). */
  applicationCount: (n: number) => count(n, "application"),
  discoverTitle: "Discover Amazing Collaboration Opportunities",
  showing: (shown: number, total: number, capped = false) =>
    `Showing ${shown} of ${capped ? `${total.toLocaleString("en-US")}+` : total} listings`,
  noListings: "No listings found",
  flexibleDates: "Flexible dates",
  unknownHost: "Unknown Host",
  unknownListing: "Unknown Listing",
  locationNotSpecified: "Location not specified",
  // Our own wording where the spec is silent (DECISIONS.md: delete vs archive, server-side bounds).
  archived: "Listing archived: it has applications, so it is kept for them and hidden from discovery",
  hostsOnly: "Only hosts can create listings",
  invalidUrl: "Please enter a valid URL starting with http:// or https://",
  maxGuests: "Maximum guests must be between 1 and 20",
  ageRange: "Age range must be between 18 and 65",
  ageOrder: "Minimum age cannot be above maximum age",
  followerChoice: "Please choose one of the minimum follower options",
  quantity: "Quantity must be at least 1",
  discountRange: "Discount must be between 1 and 100 percent",
  discountNeedsOffer: "A discount percent needs the Discounted Stay offer",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooMany: (label: string, max: number) => `At most ${max} ${label}`,
  invalidOption: (label: string) => `Please choose a valid ${label}`,
} as const;

/** Listing image upload messages (spec 001 §5, §8), verbatim; `{file}` is the uploaded file's name. */
export const listingImageMessages = {
  rightsRequired: "Rights Confirmation Required",
  tooManyTitle: "Too Many Images",
  tooMany: "Maximum 10 images allowed",
  notImage: (file: string) => `${file} is not an image file`,
  tooLarge: (file: string) => `${file} is too large (max 10MB)`,
  noPath: "Upload failed - no path returned",
  uploadFailedTitle: "Upload Failed",
  uploadedTitle: "Images Uploaded!",
  uploaded: (n: number) => `Successfully uploaded ${n} image(s).`,
  // Ours:
  noFiles: "Please choose at least one image",
  badOrder: "The new order must list every image of this listing exactly once",
  imageNotFound: "Image not found",
} as const;

/** "Share Your Experience" gallery messages (spec 001 §5, §8), verbatim. */
export const galleryMessages = {
  cardTitle: "Share Your Experience",
  rightsTitle: "Rights Confirmation Required",
  rights: "Please confirm your content rights before uploading",
  invalidTypeTitle: "Invalid File Type",
  invalidType: "Please select an image file",
  tooLargeTitle: "File Too Large",
  tooLarge: "Please select an image under 5MB",
  formats: "JPG, PNG, WebP",
  uploadedTitle: "Image Uploaded!",
  uploadFailedTitle: "Upload Failed",
  uploadFailed: "Failed to upload image. Please try again.",
  deleted: "Image deleted",
  deleteFailed: "Failed to delete image. Please try again.",
  rightsText:
    "I confirm that I created this content, that I grant the platform free use to present it, and that I keep ownership of it.",
  // Ours:
  captionTooLong: `Caption must be at most ${limits.galleryCaptionMax} characters`,
  creatorsOnly: "Only creators can share photos of a listing",
  oneFile: "Please choose one image",
  photoNotFound: "Photo not found",
} as const;

/* ------------------------------------------------------------------ wording by property type */

/** Words for one kind of listing, where the spec does not fix the text (its labels stay verbatim). */
export type ListingWording = {
  /** Lower-case noun: "boat", "tour", "property" when the type is not chosen yet. */
  noun: string;
  /** "Boat website" — the external link's label (the spec says only "external property link"). */
  website: string;
  titleExample: string;
  locationExample: string;
};

const wording: Record<Category, ListingWording> = {
  Hotel: {
    noun: "hotel",
    website: "Hotel website",
    titleExample: "Cliffside suites with sea views",
    locationExample: "Positano, Italy",
  },
  Airbnb: {
    noun: "rental",
    website: "Rental website",
    titleExample: "Lakefront A-frame cabin with a private dock",
    locationExample: "Whistler, Canada",
  },
  Tours: {
    noun: "tour",
    website: "Tour website",
    titleExample: "Three-day desert journey with a local guide",
    locationExample: "Merzouga, Morocco",
  },
  Wellness: {
    noun: "venue",
    website: "Venue website",
    titleExample: "Hammam & argan ritual spa afternoon",
    locationExample: "Marrakech, Morocco",
  },
  "Beach Clubs": {
    noun: "beach club",
    website: "Beach club website",
    titleExample: "Sunset daybed at the reef beach club",
    locationExample: "Sanur, Bali, Indonesia",
  },
  "Boat & Yachts": {
    noun: "boat",
    website: "Boat website",
    titleExample: "Private sailboat day along the coast",
    locationExample: "Amalfi, Italy",
  },
  "Activities & Experiences": {
    noun: "activity",
    website: "Activity website",
    titleExample: "Learn-to-surf mornings with a local coach",
    locationExample: "Byron Bay, Australia",
  },
};

const generic: ListingWording = {
  noun: "property",
  website: "Property website",
  titleExample: "Cliffside villa with sea views",
  locationExample: "Positano, Italy",
};

/**
 * The words a listing's free text uses for what it is: a boat is a boat, a tour a tour. Only for text the
 * spec leaves open (placeholders, hints, the website label, the image upload's name); the spec's verbatim
 * labels (Property Title, Property Description, Property Type, Property Images) never change.
 */
export function listingWording(propertyType: Category | "" | null | undefined): ListingWording {
  return propertyType ? wording[propertyType] : generic;
}
