import { z } from "zod";
import { listingStatuses } from "./constants.ts";
import { groupDigits } from "./counts.ts";
import {
  listingModerationMessages,
  requestNoteMax,
  statementMax,
  type UnpublishCategory,
  unpublishCategories,
} from "./listing-moderation-labels.ts";
import { textField } from "./text.ts";

/**
 * Listings an operator takes out of the marketplace (DECISIONS.md "Turn-4 rules"; decision 0057): unpublished
 * with a reason category and a statement of reasons the host reads; the host edits and asks for re-publication;
 * an operator re-publishes (to the status it had before) or declines the request with a reason.
 */
export { listingModerationMessages, requestNoteMax, statementMax, type UnpublishCategory, unpublishCategories };

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
