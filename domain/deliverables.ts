import { z } from "zod";
import {
  deliverableKinds,
  deliverableMediaTypes,
  deliverableStatuses,
  deliverableUsageRights,
  feedbackTypes,
} from "./constants.ts";
import {
  type ClosedStatus,
  closedStatus,
  type DeliverableKind,
  type DeliverableUsageRights,
  deliverableBadgeClass,
  deliverableMaxBytes,
  deliverableMessages,
  deliverableMimeTypes,
  revisionTemplate,
  usageRightsLabels,
} from "./deliverable-labels.ts";
import type { DeliverableStatus } from "./deliverable-states.ts";
import { disputeSummarySchema } from "./disputes.ts";
import { textField } from "./text.ts";

export {
  type ClosedStatus,
  closedStatus,
  type DeliverableKind,
  type DeliverableUsageRights,
  deliverableBadgeClass,
  deliverableKinds,
  deliverableMaxBytes,
  deliverableMessages,
  deliverableMimeTypes,
  deliverableUsageRights,
  revisionTemplate,
  usageRightsLabels,
};

/** Seconds a signed file link lives: long enough to watch a video, short enough not to be shared around. */
export const deliverableLinkSeconds = 15 * 60;

/**
 * The upload form's text fields (multipart; the file itself streams separately). Empty strings are "not given",
 * because a form sends every field.
 */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
export const uploadFieldsSchema = z.strictObject({
  caption: z.preprocess(
    blankToUndefined,
    textField("Caption", "multiline").max(2200, "Caption must be at most 2200 characters").optional(),
  ),
  usageRights: z.enum(deliverableUsageRights, {
    error: "Usage rights must be 6-months, 1-year, instagram-only, all-platforms or unlimited",
  }),
  kind: z.preprocess(
    blankToUndefined,
    z.enum(deliverableKinds, { error: "Kind must be post, story or video" }).optional(),
  ),
  scheduledDate: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Scheduled date must be a date and time" })
      .refine((v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v), {
        error: "Scheduled date must be a date and time",
      })
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: "Scheduled date must be a date and time" })
      .transform((v) => new Date(v).toISOString())
      .optional(),
  ),
  previousId: z.preprocess(blankToUndefined, z.uuid({ error: "Previous version must be a deliverable id" }).optional()),
});
export type UploadFields = z.output<typeof uploadFieldsSchema>;

/** POST /api/deliverables/:id/feedback — the host's review. */
export const feedbackSchema = z
  .strictObject({
    feedbackType: z.enum(feedbackTypes, { error: "Feedback type must be approve, request_changes or comment" }),
    comment: textField("Comment", "multiline").max(2000, "Comment must be at most 2000 characters").optional(),
    rating: z
      .number({ error: "Rating must be a whole number from 1 to 5" })
      .int("Rating must be a whole number from 1 to 5")
      .min(1, "Rating must be a whole number from 1 to 5")
      .max(5, "Rating must be a whole number from 1 to 5")
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.feedbackType === "request_changes" && !v.comment) {
      ctx.addIssue({ code: "custom", path: ["comment"], message: deliverableMessages.commentRequired });
    }
    if (v.feedbackType === "comment" && !v.comment) {
      ctx.addIssue({ code: "custom", path: ["comment"], message: "Please write a comment." });
    }
    if (v.feedbackType !== "approve" && v.rating !== undefined) {
      ctx.addIssue({ code: "custom", path: ["rating"], message: deliverableMessages.ratingOnlyOnApprove });
    }
  });
export type FeedbackInput = z.input<typeof feedbackSchema>;

export const feedbackItemSchema = z.object({
  id: z.uuid(),
  feedbackType: z.enum(feedbackTypes),
  comment: z.string().nullable(),
  rating: z.number().int().nullable(),
  hostName: z.string(),
  createdAt: z.iso.datetime(),
});

export const captionCheckSchema = z.object({
  id: z.string(),
  label: z.string(),
  ok: z.boolean(),
});
export type CaptionCheck = z.infer<typeof captionCheckSchema>;

export const deliverableSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  creatorId: z.uuid(),
  mediaType: z.enum(deliverableMediaTypes),
  kind: z.enum(deliverableKinds),
  fileName: z.string().nullable(),
  fileType: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  caption: z.string().nullable(),
  usageRights: z.enum(deliverableUsageRights).nullable(),
  scheduledDate: z.iso.datetime().nullable(),
  /** The shown status: the newest feedback decides (spec 001 §4). */
  status: z.enum(deliverableStatuses),
  version: z.number().int(),
  previousId: z.uuid().nullable(),
  /** The newer version that answered a change request, if any. */
  replacedById: z.uuid().nullable(),
  /** Short-lived signed links (decision 0030); null for a caption-only deliverable. */
  fileUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  rightsExpireAt: z.iso.datetime().nullable(),
  /** True when the approval window approved it (no review by the host within 14 days of its upload). */
  autoApproved: z.boolean(),
  /** While it awaits the host's review in an open workspace: when the approval window approves it. */
  autoApprovesAt: z.iso.datetime().nullable(),
  feedback: z.array(feedbackItemSchema),
  captionChecks: z.array(captionCheckSchema),
  /** What the viewer may do with it now. */
  canReview: z.boolean(),
  canRevise: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Deliverable = z.infer<typeof deliverableSchema>;

const tally = z.object({ agreed: z.number().int(), delivered: z.number().int(), approved: z.number().int() });

export const workspaceSchema = z.object({
  applicationId: z.uuid(),
  collaborationId: z.uuid().nullable(),
  viewerRole: z.enum(["host", "creator"]),
  listing: z.object({ id: z.uuid(), title: z.string(), location: z.string() }),
  partner: z.object({ id: z.uuid().nullable(), name: z.string(), avatarUrl: z.string().nullable() }),
  agreedDeliverables: z.unknown(),
  agreedText: z.string(),
  counters: z.object({ posts: tally, stories: tally, videos: tally }),
  statusCounts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    needs_changes: z.number().int(),
    rejected: z.number().int(),
  }),
  /** The checklist a new caption is held to (the creator sees it before uploading). */
  captionRequirements: z.object({
    mentions: z.array(z.string()),
    hashtags: z.array(z.string()),
    disclosureRequired: z.boolean(),
    window: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  }),
  /**
   * What is due when (issue 33 part 3): "content due N days after check-out", the date (null while a flexible stay
   * has not departed), the agreed items one by one with delivered / overdue, and how many are overdue. Nothing is
   * overdue once the collaboration is closed.
   */
  due: z.object({
    days: z.number().int(),
    date: z.string().nullable(),
    label: z.string(),
    items: z.array(
      z.object({
        kind: z.enum(["post", "story", "video"]),
        label: z.string(),
        dueDate: z.string().nullable(),
        delivered: z.boolean(),
        overdue: z.boolean(),
      }),
    ),
    overdue: z.number().int(),
  }),
  deliverables: z.array(deliverableSchema),
  /** The collaboration's latest dispute (decision 0069): "In dispute" while open. */
  dispute: disputeSummarySchema.nullable(),
  zipUrl: z.string().nullable(),
  /** "completed" or "cancelled" once the workspace is read-only; null while uploads and reviews are open. */
  closed: z.enum(["completed", "cancelled"]).nullable(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const deliverableResponse = z.object({ deliverable: deliverableSchema, message: z.string() });

export const rightsStates = ["active", "expiring", "expired"] as const;
export type RightsState = (typeof rightsStates)[number];

export const rightsQuerySchema = z.strictObject({
  status: z.enum(rightsStates, { error: "Status must be active, expiring or expired" }).optional(),
  sort: z
    .enum(["expires", "approved", "creator", "listing"], {
      error: "Sort must be expires, approved, creator or listing",
    })
    .default("expires"),
});

export const rightsItemSchema = z.object({
  deliverableId: z.uuid(),
  applicationId: z.uuid(),
  listingTitle: z.string(),
  creatorName: z.string(),
  hostName: z.string(),
  mediaType: z.enum(deliverableMediaTypes),
  fileName: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  usageRights: z.enum(deliverableUsageRights),
  approvedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  state: z.enum(rightsStates),
  /** An operator removed it after a report (decision 0060): it left the ZIP; the register says so. */
  removedByCollabStay: z.boolean(),
});
export type RightsItem = z.infer<typeof rightsItemSchema>;
export const rightsListSchema = z.object({ items: z.array(rightsItemSchema) });

/** Days before expiry when rights count as "expiring". */
export const expiringWithinDays = 30;

/**
 * When the usage rights of content approved at `approvedAt` end (decision 0031): 6-months and 1-year say their
 * own length; instagram-only and all-platforms are scopes, so they last the agreed usage duration (months, 12 by
 * default); unlimited never ends (null).
 */
export function rightsExpiry(rights: DeliverableUsageRights, approvedAt: Date, agreedMonths = 12): Date | null {
  if (rights === "unlimited") return null;
  const months = rights === "6-months" ? 6 : rights === "1-year" ? 12 : agreedMonths;
  const end = new Date(approvedAt);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 Aug + 6 months is the last day of February, not 3 March.
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

export function rightsState(expiresAt: Date | null, now = new Date()): RightsState {
  if (!expiresAt) return "active";
  if (expiresAt.getTime() <= now.getTime()) return "expired";
  return expiresAt.getTime() - now.getTime() <= expiringWithinDays * 86_400_000 ? "expiring" : "active";
}

/** Spec 001 §4: the newest feedback decides the shown status (approve → approved, request_changes → needs_changes). */
export function shownStatus(
  stored: DeliverableStatus,
  newestFirst: readonly { feedbackType: (typeof feedbackTypes)[number] }[],
): DeliverableStatus {
  const decisive = newestFirst.find((f) => f.feedbackType !== "comment");
  if (!decisive) return stored;
  return decisive.feedbackType === "approve" ? "approved" : "needs_changes";
}

export const kindOfMedia = (mediaType: (typeof deliverableMediaTypes)[number]): DeliverableKind =>
  mediaType === "video" ? "video" : "post";
