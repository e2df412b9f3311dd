import type { listingStatuses } from "./constants.ts";

/**
 * Listing lifecycle (DECISIONS.md "Listing status"; decision 0011). Only `active` listings are public.
 *  - active ⇄ paused: the host pauses and resumes (PATCH status);
 *  - active | paused → archived: deleting a listing that has applications archives it instead (DELETE);
 *  - archived → active: the host reactivates it (PATCH status=active). Its applications were never touched, so
 *    their history is still there; an archived listing can also be edited (its images too) before that.
 * The server calls `assertListingTransition`; My Listings asks `listingStatusActions` which buttons to show.
 */
export type ListingStatus = (typeof listingStatuses)[number];
export type ListingAction = "pause" | "resume" | "archive" | "reactivate";

export const listingTransitions: readonly { from: ListingStatus; to: ListingStatus; action: ListingAction }[] = [
  { from: "active", to: "paused", action: "pause" },
  { from: "paused", to: "active", action: "resume" },
  { from: "active", to: "archived", action: "archive" },
  { from: "paused", to: "archived", action: "archive" },
  { from: "archived", to: "active", action: "reactivate" },
];

/** The status changes a host makes with the status control (archiving goes through Delete). */
export function listingStatusActions(from: ListingStatus): { to: ListingStatus; action: ListingAction }[] {
  return listingTransitions.filter((t) => t.from === from && t.action !== "archive");
}

export function canTransitionListing(from: ListingStatus, to: ListingStatus): boolean {
  return from === to || listingTransitions.some((t) => t.from === from && t.to === to);
}

export class InvalidListingTransitionError extends Error {
  constructor(
    readonly from: ListingStatus,
    readonly to: ListingStatus,
  ) {
    super(
      from === "archived"
        ? "An archived listing can only be reactivated (made active again)."
        : `A ${from} listing can't be made ${to}.`,
    );
    this.name = "InvalidListingTransitionError";
  }
}

/** Throws `InvalidListingTransitionError` (the API's 409) unless the graph has the edge; same status is a no-op. */
export function assertListingTransition(from: ListingStatus, to: ListingStatus): void {
  if (!canTransitionListing(from, to)) throw new InvalidListingTransitionError(from, to);
}
