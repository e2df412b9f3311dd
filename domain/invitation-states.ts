import { z } from "zod";
import { invitationStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Host invitation lifecycle (DECISIONS.md "Flows the specs leave open"): pending → accepted | declined by the
 * creator, pending → withdrawn by the host. Everything else is final. Expressed with the shared state-graph
 * helper: the server calls `assertInvitationTransition`, the UI `invitationActions`.
 */
export type InvitationStatus = (typeof invitationStatuses)[number];
export type InvitationActor = "host" | "creator";

export const invitationGraph = defineStateGraph<InvitationStatus, InvitationActor>({
  name: "invitation",
  states: invitationStatuses,
  actors: ["host", "creator"],
  edges: [
    { from: "pending", to: "accepted", by: "creator" },
    { from: "pending", to: "declined", by: "creator" },
    { from: "pending", to: "withdrawn", by: "host" },
  ],
  explain: (from, to) =>
    from === "pending"
      ? `Only the ${to === "withdrawn" ? "host" : "invited creator"} can mark this invitation as ${to}.`
      : `This invitation is already ${from} and can no longer change.`,
});

/** Statuses `actor` may move an invitation in `from` to (the buttons the invitation card shows). */
export const invitationActions = (from: InvitationStatus, actor: InvitationActor) =>
  allowedTransitions(invitationGraph, from, actor);

/** Throws `StateTransitionError` (the API's 409) unless the graph has the edge for this actor. */
export const assertInvitationTransition = (from: InvitationStatus, to: InvitationStatus, actor: InvitationActor) =>
  assertTransition(invitationGraph, from, to, actor);

/** Body of PATCH /api/invitations/:id; `pending` is never a target. */
export const invitationStatusSchema = z.strictObject({
  status: z.enum(["accepted", "declined", "withdrawn"], { error: "Status must be accepted, declined or withdrawn" }),
});
