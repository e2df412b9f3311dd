/** Business constants shared by server and web. Values come verbatim from spec 000 §9 and spec 001 §9. */

export const roles = ["creator", "host", "admin", "operator"] as const;
/** A contact message in the support inbox (decision 0057). */
export const supportStatuses = ["open", "answered", "closed"] as const;
export type StoredRole = (typeof roles)[number];
/** The role the product works with: stored `admin` means host (DECISIONS.md). */
export type UserType = "creator" | "host";

export const regions = [
  "Europe",
  "Asia",
  "Middle East",
  "Africa",
  "North America",
  "South America",
  "Australia & Oceania",
] as const;
export type Region = (typeof regions)[number];

/**
 * Listing categories, verbatim from spec 000 §9 (the same list is spec 001 §9's property types). The one
 * source of every category name on screen: landing page, discovery chips, listing form, cards, detail page.
 */
export const categories = [
  "Hotel",
  "Airbnb",
  "Tours",
  "Wellness",
  "Beach Clubs",
  "Boat & Yachts",
  "Activities & Experiences",
] as const;
export type Category = (typeof categories)[number];
/** Property types and categories are the same list in the spec. */
export const propertyTypes = categories;

/** `unpublished`: taken out of the marketplace by an operator (decision 0057); only an operator puts it back. */
export const listingStatuses = ["active", "paused", "archived", "unpublished"] as const;
export const applicationStatuses = [
  "pending",
  "accepted",
  "rejected",
  "negotiation",
  "contract",
  "active",
  "completed",
  "withdrawn",
] as const;
/** Statuses that count as an open application (one per creator and listing). */
export const openApplicationStatuses = ["pending", "accepted", "negotiation", "contract", "active"] as const;
export const collaborationStatuses = ["active", "completed", "paused", "cancelled"] as const;
/** Where the stay behind a collaboration is (issue 33): beside the status, never instead of it. */
export const stayPhases = ["upcoming", "arrived", "departed", "no_show"] as const;
export const paymentStatuses = ["pending", "approved", "paid", "cancelled"] as const;
export const paymentTypes = ["additional", "bonus", "base"] as const;
export const termsStatuses = ["proposed", "accepted", "rejected", "counter_proposed", "expired"] as const;
export const compensationTypes = ["accommodation_only", "accommodation_plus_payment", "payment_only"] as const;
export const usageRights = ["limited", "extended", "exclusive"] as const;
export const deliverableStatuses = ["pending", "approved", "needs_changes", "rejected"] as const;
export const deliverableMediaTypes = ["image", "video", "caption"] as const;
export const deliverableUsageRights = ["6-months", "1-year", "instagram-only", "all-platforms", "unlimited"] as const;
/** What a deliverable counts towards in the agreed package (issue 17). */
export const deliverableKinds = ["post", "story", "video"] as const;
export const feedbackTypes = ["approve", "request_changes", "comment"] as const;
export const invitationStatuses = ["pending", "accepted", "declined", "withdrawn"] as const;
export const mediaTypes = ["image", "video"] as const;
export const tierLevels = ["nano", "micro", "mid", "macro", "mega"] as const;

export const offerTypes = [
  "Free Stay",
  "Discounted Stay",
  "All-Inclusive",
  "Breakfast Only",
  "Commission-Based",
  "Other",
] as const;
export const genders = ["any", "female", "male", "other"] as const;
export const collaborationTypes = ["create_only", "create_and_post"] as const;
export const contentFormats = ["photos", "video", "reels"] as const;
export const platforms = ["instagram", "tiktok", "youtube"] as const;
export const postingTypes = ["feed_post", "story", "reel_video"] as const;
export const durations = ["1_day", "2_days", "3_days", "1_week", "more_than_week"] as const;
export const inclusions = [
  "Breakfast",
  "Lunch",
  "Dinner",
  "Snacks & Drinks",
  "Activities",
  "Spa / Massage",
  "Airport Transfer",
  "Local Guide",
  "Welcome Gift",
] as const;
export const languages = ["English", "Spanish", "French", "Arabic", "Russian"] as const;
export const niches = [
  "Luxury",
  "Lifestyle",
  "Travel",
  "Family / Parenting",
  "Wellness / Yoga",
  "Food & Drinks",
  "Adventure / Outdoor",
  "Sustainable / Eco",
] as const;
export const amenities = [
  "WiFi",
  "Pool",
  "Sea View",
  "Private Bathroom",
  "Air Conditioning",
  "Kitchen",
  "Spa / Sauna",
  "Parking",
  "Balcony",
  "Pet Friendly",
] as const;
export const followerChoices = [0, 1_000, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000] as const;

export const limits = {
  creatorPasswordMin: 8,
  resetPasswordMin: 6,
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  passwordMax: 128,
  phoneMax: 40,
  locationMax: 200,
  bioMax: 2000,
  listingMaxGuestsMin: 1,
  listingMaxGuestsMax: 20,
  listingImagesMax: 10,
  listingImageBytesMax: 10 * 1024 * 1024,
  galleryPhotoBytesMax: 5 * 1024 * 1024,
  galleryCaptionMax: 200,
  avatarBytesMax: 10 * 1024 * 1024,
  messageMax: 5000,
  termsExpiryDays: 7,
  mobileBreakpointPx: 768,
} as const;

export const timings = {
  roleReadDelayMs: 100,
  resetRecoveryTimeoutMs: 2000,
  resetRecheckMs: 500,
  resetRedirectDelayMs: 2000,
} as const;

export const copyrightYear = 2024;
