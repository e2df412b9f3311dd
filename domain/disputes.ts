import { z } from "zod";
import { textField } from "./text.ts";

/**
 * Disputes (issue 37 parts 2–4, decision 0069): either party of a collaboration asks CollabStay to settle it; an
 * operator reads one timeline built from the record, talks with both in the dispute's own thread and decides.
 */
export const disputeCategories = {
  stay_not_provided: "The host did not provide the stay",
  content_not_delivered: "Content not delivered",
  content_not_as_agreed: "Content not as agreed",
  payment_record_wrong: "A payment record is wrong",
  harassment: "Harassment",
  other: "Other",
} as const;
export type DisputeCategory = keyof typeof disputeCategories;
export const disputeCategoryKeys = Object.keys(disputeCategories) as [DisputeCategory, ...DisputeCategory[]];

export const disputeStatuses = ["open", "resolved", "withdrawn"] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];
export const disputeStatusLabels: Record<DisputeStatus, string> = {
  open: "In dispute",
  resolved: "Resolved",
  withdrawn: "Withdrawn",
};

/** The operator's outcome; "withdrawn" is also what the opener's own withdrawal records. */
export const disputeOutcomes = {
  for_creator: "Decided for the creator",
  for_host: "Decided for the host",
  mutual: "Mutual resolution",
  withdrawn: "Withdrawn by the person who opened it",
} as const;
export type DisputeOutcome = keyof typeof disputeOutcomes;
export const disputeOutcomeKeys = Object.keys(disputeOutcomes) as [DisputeOutcome, ...DisputeOutcome[]];

/** What the decision does to the collaboration. */
export const disputeEffects = {
  active: "Back to active",
  completed: "Completed (the content is kept)",
  cancelled: "Cancelled (the nights are released)",
} as const;
export type DisputeEffect = keyof typeof disputeEffects;
export const disputeEffectKeys = Object.keys(disputeEffects) as [DisputeEffect, ...DisputeEffect[]];

/** What the statement says the decision did, to both parties. */
export const disputeEffectStatements: Record<DisputeEffect, string> = {
  active: "The collaboration continues: it is active again, and its timers count on from where they stopped.",
  completed: "The collaboration is completed. The approved content and the usage rights stay as agreed.",
  cancelled:
    "The collaboration is cancelled. Its nights are open again on the host's calendar and pending payment requests are cancelled.",
};

export const disputeSources = ["party", "no_show_contest"] as const;
export type DisputeSource = (typeof disputeSources)[number];

/** Evidence: images or PDF, at most 10 MB each and 5 per dispute (the other upload routes' streaming limit). */
export const evidenceMaxBytes = 10 * 1024 * 1024;
export const evidenceMaxFiles = 5;
export const evidenceTypes = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export const evidenceAccept = ".jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf";

export const disputeMessages = {
  notFound: "Dispute not found",
  collaborationNotFound: "Collaboration not found",
  opened: "Your dispute is open. CollabStay will read the collaboration's record and answer in the dispute's thread.",
  openedTitle: "Dispute opened",
  alreadyOpen: "This collaboration already has an open dispute. Add to it in its thread instead.",
  notRunning: "Only a running (active or paused) collaboration can be disputed.",
  inDispute:
    "This collaboration is in dispute: neither party can complete or cancel it until CollabStay decides, or the person who opened it withdraws.",
  closed: "This dispute is closed.",
  onlyOpener: "Only the person who opened the dispute can withdraw it.",
  withdrawn: "You withdrew the dispute. The collaboration continues where it stopped.",
  sent: "Message sent",
  evidenceAdded: "Evidence added",
  evidenceTooLarge: `Each evidence file can be at most ${evidenceMaxBytes / 1024 / 1024} MB.`,
  evidenceType: "Evidence must be a JPEG, PNG or WebP image, or a PDF.",
  evidenceTooMany: `A dispute can hold at most ${evidenceMaxFiles} evidence files.`,
  resolved: "The dispute is resolved; both parties have the statement of reasons.",
  withdrawnOnlyByOpener:
    "“Withdrawn by the opener” records the opener's own withdrawal: choose it only when they asked for it in the thread.",
  operatorsDecide: "Operators settle disputes in the console.",
} as const;

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

export const timelineKinds = [
  "application",
  "terms",
  "message",
  "nights",
  "stay",
  "deliverable",
  "feedback",
  "payment",
  "status",
  "dispute",
] as const;
export type TimelineKind = (typeof timelineKinds)[number];
export const timelineKindLabels: Record<TimelineKind, string> = {
  application: "Application",
  terms: "Terms",
  message: "Message",
  nights: "Nights",
  stay: "Stay",
  deliverable: "Deliverable",
  feedback: "Feedback",
  payment: "Payment",
  status: "Status",
  dispute: "Dispute",
};

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
