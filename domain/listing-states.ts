import { listingStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Listing lifecycle (DECISIONS.md "Listing status" and "Turn-4 rules"; decisions 0011, 0024, 0057). Only `active`
 * listings are public.
 *  - active ⇄ paused: the host pauses and resumes (PATCH status);
 *  - active | paused → archived: deleting a listing that has applications archives it instead (DELETE);
 *  - archived → active: the host reactivates it (PATCH status=active). Its applications were never touched, so
 *    their history is still there; an archived listing can also be edited (its images too) before that;
 *  - active | paused | archived → unpublished: an operator unpublishes it with a statement of reasons;
 *  - unpublished → the status it had before: only an operator re-publishes (the host edits it and asks). The host
 *    has no edge out of `unpublished`, so neither the status control nor Delete's archiving can bring it back.
 * The server calls `assertListingTransition`; My Listings asks `listingStatusActions` which buttons to show.
 */
export type ListingStatus = (typeof listingStatuses)[number];
export type ListingActor = "host" | "operator";
export type ListingAction = "pause" | "resume" | "archive" | "reactivate";

export const listingGraph = defineStateGraph<ListingStatus, ListingActor>({
  name: "listing",
  states: listingStatuses,
  actors: ["host", "operator"],
  edges: [
    { from: "active", to: "paused", by: "host" },
    { from: "paused", to: "active", by: "host" },
    { from: "active", to: "archived", by: "host" },
    { from: "paused", to: "archived", by: "host" },
    { from: "archived", to: "active", by: "host" },
    { from: "active", to: "unpublished", by: "operator" },
    { from: "paused", to: "unpublished", by: "operator" },
    { from: "archived", to: "unpublished", by: "operator" },
    { from: "unpublished", to: "active", by: "operator" },
    { from: "unpublished", to: "paused", by: "operator" },
    { from: "unpublished", to: "archived", by: "operator" },
  ],
  explain: (from, to, actor) =>
    from === "unpublished"
      ? actor === "host"
        ? "This listing was unpublished by CollabStay: edit it and ask for re-publication."
        : "A listing is re-published to the status it had before it was unpublished."
      : to === "unpublished"
        ? "This listing is already unpublished."
        : from === "archived"
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
export function assertListingTransition(from: ListingStatus, to: ListingStatus, actor: ListingActor = "host"): void {
  if (from !== to) assertTransition(listingGraph, from, to, actor);
}
