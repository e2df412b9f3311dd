/*
 * Disputes' categories, states, outcomes, limits and messages, with no Zod: the contract cards and the "Open a
 * dispute" button import only these, so those pages do not build the dispute schemas when they load (issue 38).
 * The schemas are in disputes.ts, which re-exports all of this.
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
