import type { stayPhases } from "./constants.ts";
import { deliverablesText } from "./counts.ts";
import { addDays, formatNight } from "./stay-dates.ts";

/*
 * Collaborations' texts and the small rules the screens word (completion, check-out, agreed deliverables), with no
 * Zod: the contract cards import only these, so /contracts does not build the collaboration schemas when it loads
 * (issue 38). The request and answer schemas are in collaborations.ts, which re-exports all of this.
 */

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
