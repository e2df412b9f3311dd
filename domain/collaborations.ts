import { z } from "zod";
import type { CollaborationStatus } from "./collaboration-states.ts";
import { collaborationStatuses, paymentStatuses, stayPhases } from "./constants.ts";
import { disputeSummarySchema } from "./disputes.ts";
import { textField } from "./text.ts";

export * from "./collaboration-wording.ts";

/** POST /api/collaborations/:id/cancel — either party, until arrival, with a reason the other party reads. */
export const cancelCollaborationSchema = z.strictObject({
  reason: textField("Reason", "multiline")
    .min(1, "Please say why you are cancelling.")
    .max(1000, "Reason must be at most 1000 characters"),
});

/** PATCH /api/collaborations/:id — Pause, Resume, Mark Complete. */
export const collaborationStatusSchema = z.strictObject({
  status: z.enum(["active", "paused", "completed"], { error: "Status must be active, paused or completed" }),
});

const person = z.object({ id: z.uuid().nullable(), name: z.string(), avatarUrl: z.string().nullable() });

export const collaborationSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid().nullable(),
  listing: z.object({ id: z.uuid(), title: z.string(), location: z.string() }),
  host: person,
  creator: person,
  status: z.enum(collaborationStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentAmountCents: z.number().int(),
  totalNights: z.number().int().nullable(),
  startDate: z.string().nullable(),
  agreedDeliverables: z.unknown(),
  /** Items the terms agreed (posts + stories + videos) and how many of them are approved: completion's question. */
  items: z.object({ agreed: z.number().int(), approved: z.number().int() }),
  /** The agreed check-out date (null without agreed dates), and the date completion opens while it is ahead. */
  checkOutDate: z.string().nullable(),
  completableFrom: z.string().nullable(),
  /**
   * "Content due N days after check-out" (issue 33 part 3) and the date it gives: the agreed check-out (or, without
   * agreed dates, the recorded departure) + N; null while a flexible stay has not departed.
   */
  contentDue: z.object({ days: z.number().int(), date: z.string().nullable() }),
  /** A flexible stay: what the host records before completion can be offered (null when nothing is awaited). */
  completionAwaits: z.enum(["arrival", "departure"]).nullable(),
  /** The stay beside the status (issue 33), when it moved, and what the host may record now. */
  /** Why, by whom and when it was cancelled; null unless cancelled through the cancel flow. */
  cancellation: z
    .object({ reason: z.string(), by: z.enum(["host", "creator", "collabstay"]), at: z.iso.datetime().nullable() })
    .nullable(),
  /**
   * The latest dispute (decision 0069): while `status` is "open" the collaboration shows "In dispute" to both, and
   * neither may complete or cancel it; a closed one links to its decision.
   */
  dispute: disputeSummarySchema.nullable(),
  stay: z.object({
    phase: z.enum(stayPhases),
    arrivedAt: z.iso.datetime().nullable(),
    departedAt: z.iso.datetime().nullable(),
    /** Shown to the creator only (the host types it at arrival); null for the host. */
    checkInCode: z.string().nullable(),
    actions: z.array(z.enum(stayPhases)),
    /** The host's no-show and the creator's contest (shown as "contested" to both until an operator decides). */
    noShow: z
      .object({ note: z.string(), at: z.iso.datetime(), contestNote: z.string().nullable(), contested: z.boolean() })
      .nullable(),
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The statuses the viewer may move it to (from the collaboration graph). */
  actions: z.array(z.enum(collaborationStatuses)),
});
export type Collaboration = z.infer<typeof collaborationSchema>;

export const collaborationListSchema = z.object({
  items: z.array(collaborationSchema),
  counts: z.object({ active: z.number().int(), completed: z.number().int() }),
});
export type CollaborationList = z.infer<typeof collaborationListSchema>;

export const collaborationResponse = z.object({
  collaboration: collaborationSchema,
  toast: z.object({ title: z.string(), description: z.string() }),
});

/** GET /api/collaborations/:id — the printable contract: the collaboration, the accepted terms, who agreed when. */
export const contractDocumentSchema = z.object({
  collaboration: collaborationSchema,
  terms: z
    .object({
      compensationType: z.string(),
      paymentAmountCents: z.number().int(),
      additionalNights: z.number().int(),
      usageRights: z.string(),
      usageDurationMonths: z.number().int(),
      specialRequirements: z.string().nullable(),
    })
    .nullable(),
  acceptedAt: z.object({ host: z.iso.datetime().nullable(), creator: z.iso.datetime().nullable() }),
  /** Guests of the stay, as the application asked (issue 35 part 10); null without an application. */
  guestCount: z.number().int().nullable(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

export type { CollaborationStatus };
