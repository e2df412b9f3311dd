import { z } from "zod";
import type { CollaborationStatus } from "./collaboration-states.ts";
import { collaborationStatuses, paymentStatuses, stayPhases } from "./constants.ts";
import { deliverablesText } from "./counts.ts";
import { disputeSummarySchema } from "./disputes.ts";
import { addDays, formatNight } from "./stay-dates.ts";
import { textField } from "./text.ts";

/** Spec 001 §8 texts for collaborations, verbatim. */
export const collaborationMessages = {
  notFound: "Collaboration not found",
  updatedTitle: "Success",
  updated: (status: string) => `Collaboration status updated to ${status}.`,
  updateFailed: "Failed to update collaboration status.",
  loadFailed: "Failed to load collaborations.",
  changedMeanwhile: "This collaboration was changed in the meantime. Please reload.",
  cancelled: "Collaboration cancelled. The nights are open again.",
  cancelAfterArrival: "The creator has arrived: only completion ends this collaboration now.",
  notDeparted: (checkOut: string) =>
    `The stay isn't over yet: the collaboration can be completed from the check-out date, ${formatNight(checkOut)}.`,
  notDepartedFlexible:
    "This stay has no agreed dates: the host records the creator's arrival and departure before the collaboration can be completed.",
} as const;

/**
 * What a stay without agreed dates (flexible) still needs before completion (issue 33 part 4: never before
 * departure): the host records arrival, then departure. Null for a dated stay (its check-out date decides, see
 * `completableFrom`) and once the departure is recorded.
 */
export function flexibleCompletionAwaits(
  checkOut: string | null,
  phase: (typeof stayPhases)[number],
): "arrival" | "departure" | null {
  if (checkOut || phase === "departed" || phase === "no_show") return null;
  return phase === "upcoming" ? "arrival" : "departure";
}

/** The card's sentence while a flexible stay waits (what to do first, in the viewer's words). */
export function completionAwaitsText(awaits: "arrival" | "departure", viewer: "host" | "creator"): string {
  if (viewer === "creator") {
    return awaits === "arrival"
      ? "Can be completed once the host records your arrival and departure."
      : "Can be completed once the host records your departure.";
  }
  return awaits === "arrival"
    ? "Record the creator's arrival and departure first, then Mark Complete."
    : "Record the creator's departure first, then Mark Complete.";
}

/**
 * The first local date on which a dated stay counts as over (its check-out: check-in + nights), or null for a
 * stay without agreed dates. Completion is never offered before it (issue 33 part 4).
 */
export function checkOutDate(startDate: string | null, totalNights: number | null): string | null {
  if (!startDate) return null;
  return addDays(startDate.slice(0, 10), totalNights ?? 0);
}

/** The check-out date when today (the listing's local date) is still before it; null once completion is allowed. */
export function completableFrom(checkOut: string | null, today: string): string | null {
  return checkOut && today < checkOut ? checkOut : null;
}

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

/** The agreed counts per kind; older shapes count photos as posts and reels as videos (spec 001 §3). */
export function agreedCounts(value: unknown): { posts: number; stories: number; videos: number } {
  const v = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const n = (x: unknown) => (typeof x === "number" && Number.isFinite(x) ? x : 0);
  return { posts: n(v.posts) + n(v.photos), stories: n(v.stories), videos: n(v.videos) + n(v.reels) };
}

/**
 * What the completion dialog asks (issue 33): "2 of 9 items approved — complete anyway?", or, when nothing is
 * left open, a plain question.
 */
export function completionQuestion(items: { agreed: number; approved: number }): string {
  if (items.agreed > 0 && items.approved < items.agreed) {
    return `${items.approved} of ${items.agreed} items approved — complete anyway?`;
  }
  if (items.agreed > 0) return `All ${items.agreed} agreed items are approved. Complete the collaboration?`;
  return "Complete the collaboration?";
}

/** Spec 001 §3: 'N posts, N stories, N videos' (in agreement: '1 video', decision 0058); an empty object 'Custom package'; missing 'Not specified'. */
export function agreedDeliverablesText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "Not specified";
  if (typeof value === "string") return value;
  if (typeof value !== "object") return "Not specified";
  return deliverablesText(value as Record<string, unknown>) || "Custom package";
}

export type { CollaborationStatus };
