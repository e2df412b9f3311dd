import { z } from "zod";
import { listingStatuses } from "./constants.ts";
import { groupDigits } from "./counts.ts";
import { textField } from "./text.ts";

/**
 * Listings an operator takes out of the marketplace (DECISIONS.md "Turn-4 rules"; decision 0057): unpublished
 * with a reason category and a statement of reasons the host reads; the host edits and asks for re-publication;
 * an operator re-publishes (to the status it had before) or declines the request with a reason.
 */
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

const statementField = (label: string, min: number, max: number, tooShort: string) =>
  textField(label, "multiline")
    .min(min, tooShort)
    .max(max, `${label} must be at most ${groupDigits(max)} characters`);

/** POST /api/operator/listings/:id/unpublish. No TOTP code again: the host gets it back by asking (decision 0057). */
export const unpublishSchema = z.strictObject({
  category: z.enum(Object.keys(unpublishCategories) as [UnpublishCategory, ...UnpublishCategory[]], {
    error: "Choose a reason",
  }),
  statement: statementField(
    "Statement of reasons",
    20,
    statementMax,
    "Tell the host why, in at least 20 characters (they read this).",
  ),
});
export type UnpublishInput = z.input<typeof unpublishSchema>;

/** POST /api/operator/listings/:id/decline-republication. */
export const declineRepublicationSchema = z.strictObject({
  reason: statementField("Reason", 10, statementMax, "Tell the host why, in at least 10 characters."),
});

/** POST /api/listings/:id/republication-request: an optional note to the operator. */
export const republicationRequestSchema = z.strictObject({
  note: textField("Note", "multiline")
    .max(requestNoteMax, `Note must be at most ${groupDigits(requestNoteMax)} characters`)
    .optional(),
});

/** The console's filter: every listing, the unpublished ones, or those whose host asked for re-publication. */
export const listingQueueStates = ["all", "unpublished", "requested"] as const;
export const operatorListingSearchSchema = z.strictObject({
  q: textField("Search", "line").max(200, listingModerationMessages.searchTooLong).optional(),
  state: z.enum(listingQueueStates, { error: "State must be all, unpublished or requested" }).optional(),
  page: z.coerce.number().int().min(1).max(500).optional(),
});

/** What an unpublished listing's host (and the console) read about it. */
export const unpublicationSchema = z.object({
  category: z.string(),
  categoryLabel: z.string(),
  statement: z.string(),
  statusBefore: z.enum(listingStatuses),
  unpublishedAt: z.string(),
  request: z.object({ at: z.string(), note: z.string().nullable() }).nullable(),
  declined: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type Unpublication = z.output<typeof unpublicationSchema>;
export const unpublicationResponseSchema = z.object({ unpublication: unpublicationSchema.nullable() });

export const operatorListingRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  location: z.string(),
  status: z.enum(listingStatuses),
  /** id null, name "Deleted user": a listing kept archived for a contract after its host left (decision 0063). */
  host: z.object({ id: z.uuid().nullable(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
  republicationRequested: z.boolean(),
});
export type OperatorListingRow = z.output<typeof operatorListingRowSchema>;
export const operatorListingPageSchema = z.object({
  listings: z.array(operatorListingRowSchema),
  page: z.number(),
  more: z.boolean(),
  /** Open re-publication requests, over all listings (the queue's size). */
  requestsOpen: z.number(),
});

export const operatorListingDetailSchema = operatorListingRowSchema.extend({
  description: z.string(),
  category: z.string(),
  coverUrl: z.string().nullable(),
  updatedAt: z.string(),
  applications: z.object({ pending: z.number(), total: z.number() }),
  unpublication: unpublicationSchema.nullable(),
});
export type OperatorListingDetail = z.output<typeof operatorListingDetailSchema>;

export const categoryLabel = (category: string) =>
  (unpublishCategories as Record<string, string>)[category] ?? category;
