import { z } from "zod";
import {
  disputeCategoryKeys,
  disputeEffectKeys,
  disputeOutcomeKeys,
  disputeSources,
  disputeStatuses,
  timelineKinds,
} from "./dispute-labels.ts";
import { textField } from "./text.ts";

/**
 * Disputes (issue 37 parts 2–4, decision 0069): either party of a collaboration asks CollabStay to settle it; an
 * operator reads one timeline built from the record, talks with both in the dispute's own thread and decides.
 */
export * from "./dispute-labels.ts";

export const openDisputeSchema = z.strictObject({
  category: z.enum(disputeCategoryKeys, { error: "Choose what the dispute is about" }),
  description: textField("Description", "multiline")
    .min(20, "Describe what happened in at least 20 characters.")
    .max(4000, "Description must be at most 4,000 characters")
    .describe("What happened, in the opener's words (20–4000 characters)"),
});
export type OpenDisputeInput = z.output<typeof openDisputeSchema>;

export const disputeMessageSchema = z.strictObject({
  body: textField("Message", "multiline")
    .min(1, "Please write a message.")
    .max(4000, "Message must be at most 4,000 characters"),
});

export const resolveDisputeSchema = z.strictObject({
  outcome: z.enum(disputeOutcomeKeys, { error: "Choose an outcome" }),
  effect: z.enum(disputeEffectKeys, { error: "Choose what happens to the collaboration" }),
  reasons: textField("Statement of reasons", "multiline")
    .min(20, "Give both parties your reasons in at least 20 characters.")
    .max(4000, "Statement of reasons must be at most 4,000 characters")
    .describe("The statement both parties read"),
});
export type ResolveDisputeInput = z.output<typeof resolveDisputeSchema>;

const party = z.enum(["host", "creator"]);

export const disputeSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(disputeStatuses),
  category: z.enum(disputeCategoryKeys),
  openedBy: party,
  openedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type DisputeSummary = z.output<typeof disputeSummarySchema>;

export const evidenceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  addedBy: z.enum(["host", "creator", "operator"]),
  addedAt: z.iso.datetime(),
  /** A 10-minute signed link. */
  url: z.string(),
});

export const threadMessageSchema = z.object({
  id: z.uuid(),
  from: z.enum(["host", "creator", "operator"]),
  name: z.string(),
  body: z.string(),
  at: z.iso.datetime(),
});
export type ThreadMessage = z.output<typeof threadMessageSchema>;

export const disputeDetailSchema = z.object({
  dispute: disputeSummarySchema.extend({
    description: z.string(),
    source: z.enum(disputeSources),
    collaborationId: z.uuid(),
    applicationId: z.uuid().nullable(),
    listingTitle: z.string(),
    host: z.object({ id: z.uuid().nullable(), name: z.string() }),
    creator: z.object({ id: z.uuid().nullable(), name: z.string() }),
    collaborationStatus: z.string(),
    resolution: z
      .object({
        outcome: z.enum(disputeOutcomeKeys),
        effect: z.enum(disputeEffectKeys).nullable(),
        reasons: z.string().nullable(),
        statementLink: z.string().nullable(),
      })
      .nullable(),
  }),
  /** The viewer's side (null for an operator) and whether they may withdraw (the opener, while open). */
  viewer: party.nullable(),
  canWithdraw: z.boolean(),
  evidence: z.array(evidenceSchema),
  thread: z.array(threadMessageSchema),
});
export type DisputeDetail = z.output<typeof disputeDetailSchema>;

export const timelineEventSchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(timelineKinds),
  actor: z.enum(["host", "creator", "operator", "system"]).nullable(),
  title: z.string(),
  detail: z.string().nullable(),
  /** Terms rounds: what changed from the round before ("posts 2 → 3"). */
  changes: z.array(z.string()),
});
export type TimelineEvent = z.output<typeof timelineEventSchema>;

export const operatorDisputeSchema = disputeDetailSchema.extend({ timeline: z.array(timelineEventSchema) });
export type OperatorDispute = z.output<typeof operatorDisputeSchema>;

export const disputeQueueItemSchema = disputeSummarySchema.extend({
  listingTitle: z.string(),
  hostName: z.string(),
  creatorName: z.string(),
  source: z.enum(disputeSources),
  messages: z.number().int(),
});
export const disputeQueueSchema = z.object({
  items: z.array(disputeQueueItemSchema),
  open: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type DisputeQueue = z.output<typeof disputeQueueSchema>;
export const disputeQueueQuerySchema = z.strictObject({
  status: z.enum(["open", "closed"]).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});
export const disputeQueuePageSize = 20;
