import { listingStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Listing lifecycle (DECISIONS.md "Listing status"; decisions 0011, 0024). Only `active` listings are public.
 *  - active ⇄ paused: the host pauses and resumes (PATCH status);
 *  - active | paused → archived: deleting a listing that has applications archives it instead (DELETE);
 *  - archived → active: the host reactivates it (PATCH status=active). Its applications were never touched, so
 *    their history is still there; an archived listing can also be edited (its images too) before that.
 * The server calls `assertListingTransition`; My Listings asks `listingStatusActions` which buttons to show.
 */
export type ListingStatus = (typeof listingStatuses)[number];
export type ListingActor = "host";
export type ListingAction = "pause" | "resume" | "archive" | "reactivate";

export const listingGraph = defineStateGraph<ListingStatus, ListingActor>({
  name: "listing",
  states: listingStatuses,
  actors: ["host"],
  edges: [
    { from: "active", to: "paused", by: "host" },
    { from: "paused", to: "active", by: "host" },
    { from: "active", to: "archived", by: "host" },
    { from: "paused", to: "archived", by: "host" },
    { from: "archived", to: "active", by: "host" },
  ],
  explain: (from, to) =>
    from === "archived"
      ? "An archived listing can only be reactivated (made active again)."
      : `A ${from} listing can't be made ${to}.`,
});

/** What the host calls an edge of the graph (the button's name on My Listings). */
function actionOf(from: ListingStatus, to: ListingStatus): ListingAction {
  if (to === "archived") return "archive";
  if (from === "archived") return "reactivate";
  return to === "paused" ? "pause" : "resume";
}

/** The status changes a host makes with the status control (archiving goes through Delete). */
export function listingStatusActions(
  from: ListingStatus,
): { from: ListingStatus; to: ListingStatus; action: ListingAction }[] {
  return allowedTransitions(listingGraph, from, "host")
    .filter((to) => to !== "archived")
    .map((to) => ({ from, to, action: actionOf(from, to) }));
}

/** Throws `StateTransitionError` (the API's 409) unless the graph has the edge; the same status is a no-op. */
export function assertListingTransition(from: ListingStatus, to: ListingStatus): void {
  if (from !== to) assertTransition(listingGraph, from, to, "host");
}
