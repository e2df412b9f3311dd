import { deliverableKinds, deliverableUsageRights } from "./constants.ts";

/** Deliverable texts, limits and labels without Zod, for the workspace and rights screens (issue 38). */

/** Spec 001 §8 texts for deliverables and the workspace, verbatim (plus our own refusals, decision 0030). */
export const deliverableMessages = {
  loadFailed: "Failed to load deliverables",
  uploaded: "Deliverable uploaded successfully",
  uploadFailed: "Failed to upload deliverable",
  approved: "Feedback approved successfully",
  submitted: "Feedback submitted successfully",
  feedbackFailed: "Failed to submit feedback.",
  commentRequired: "Please provide specific feedback explaining what needs to be changed.",
  notFoundTitle: "Collaboration Not Found",
  notFound: "Collaboration not found or not accessible",
  notFoundDescription: "This collaboration doesn't exist or hasn't been accepted yet",
  detailsFailed: "Failed to load collaboration details.",
  deliverableNotFound: "Deliverable not found",
  videoUnsupported: "Your browser does not support the video tag.",
  previewUnavailable: "Preview not available.",
  tooLarge: "Files can be at most 100 MB.",
  emptyFile: "The file is empty. Please choose another one.",
  wrongType: "Please upload a JPG, PNG or WebP image or an MP4 video.",
  needsContent: "Add a file or a caption.",
  onlyHostReviews: "Only the host reviews delivered content.",
  onlyCreatorUploads: "Only the creator uploads deliverables.",
  notPending: "Only pending deliverables can be reviewed.",
  ratingOnlyOnApprove: "A rating is only given when approving.",
  previousNotOpen: "A new version answers a change request: pick a deliverable that needs changes.",
  noApproved: "There is no approved content to download yet.",
  closedForUploads: (status: ClosedStatus) =>
    `This collaboration is ${status}: its content stays readable, but new uploads are closed.`,
  closedForReviews: (status: ClosedStatus) =>
    `This collaboration is ${status}: its deliverables can no longer be reviewed.`,
  closedNote: (status: ClosedStatus) =>
    `This collaboration is ${status}. Everything stays readable for both of you; new uploads and reviews are closed.`,
} as const;

/**
 * A workspace opens for accepted, contract and active applications, and read-only once the collaboration is
 * completed or cancelled (DECISIONS.md turn 4, decision 0056): the content, versions, feedback and the ZIP stay;
 * new uploads and reviews stop. `null` while it is still open.
 */
export type ClosedStatus = "completed" | "cancelled";
export function closedStatus(applicationStatus: string, collaborationStatus: string | null): ClosedStatus | null {
  if (collaborationStatus === "cancelled") return "cancelled";
  if (collaborationStatus === "completed" || applicationStatus === "completed") return "completed";
  return null;
}

/** The standard revision message the "Use template" button fills in (decision 0030). */
export const revisionTemplate =
  "Thanks for the content! Could you please make the following changes:\n" +
  "1. \n2. \n\nPlease keep the agreed mentions, hashtags and the #ad disclosure in the caption.";

/** 100 MB, counted while the upload streams (spec 001 §5, §9). */
export const deliverableMaxBytes = 100 * 1024 * 1024;
export const deliverableMimeTypes = ["image/jpeg", "image/png", "image/webp", "video/mp4"] as const;
export { deliverableKinds, deliverableUsageRights };
export type DeliverableKind = (typeof deliverableKinds)[number];
export type DeliverableUsageRights = (typeof deliverableUsageRights)[number];

export const usageRightsLabels: Record<DeliverableUsageRights, string> = {
  "6-months": "6 months",
  "1-year": "1 year",
  "instagram-only": "Instagram only",
  "all-platforms": "All platforms",
  unlimited: "Unlimited",
};

/** Badge colours (spec 001 §4): approved green, needs_changes yellow, rejected red, anything else grey. */
export function deliverableBadgeClass(status: string): string {
  if (status === "approved") return "bg-green-100 text-green-800";
  if (status === "needs_changes") return "bg-yellow-100 text-yellow-800";
  if (status === "rejected") return "bg-red-100 text-red-800";
  return "bg-gray-100 text-gray-800";
}
