/** Listing moderation texts and limits without Zod, for the host's banner (issue 38). */

export const unpublishCategories = {
  misleading: "Misleading or inaccurate listing",
  scam: "Scam or fraud",
  prohibited: "Prohibited offer or content",
  rights: "Photos or text the host has no right to use",
  policy: "Other breach of the terms",
} as const;
export type UnpublishCategory = keyof typeof unpublishCategories;

export const statementMax = 2000;
export const requestNoteMax = 1000;

export const listingModerationMessages = {
  unpublished: "Listing unpublished. The host has been told why.",
  republished: "Listing re-published. The host has been told.",
  declined: "Request declined. The host has been told why.",
  requested: "Re-publication requested. CollabStay will review your listing and let you know.",
  alreadyUnpublished: "This listing is already unpublished.",
  notUnpublished: "This listing is not unpublished.",
  alreadyRequested: "You already asked for re-publication: CollabStay will answer that request first.",
  noRequest: "There is no open re-publication request for this listing.",
  notFound: "Listing not found",
  /** What the host's own views call the state (My Listings, the listing's page and its edit form). */
  badge: "Unpublished by CollabStay",
  /** The banner's lines on the host's listing page and edit form. */
  bannerTitle: "CollabStay unpublished this listing",
  bannerHelp:
    "Creators cannot find or open it. Edit what the reason names, then ask for re-publication: an operator " +
    "reviews it and re-publishes it.",
  bannerRequested: (when: string) => `You asked for re-publication on ${when}. CollabStay will let you know.`,
  bannerDeclined: (reason: string) => `Your last request was declined: ${reason}`,
  searchTooLong: "Search must be at most 200 characters",
} as const;
