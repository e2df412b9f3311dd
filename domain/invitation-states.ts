import { z } from "zod";
import type { invitationStatuses } from "./constants.ts";

/**
 * Host invitation lifecycle (DECISIONS.md "Flows the specs leave open"): pending → accepted | declined by the
 * creator, pending → withdrawn by the host. Everything else is final. The server calls `assertTransition`;
 * the UI calls `allowedTransitions` to decide which buttons to show, so both read the same graph.
 */
export type InvitationStatus = (typeof invitationStatuses)[number];
export type InvitationActor = "host" | "creator";

export const invitationTransitions: readonly { from: InvitationStatus; to: InvitationStatus; by: InvitationActor }[] = [
  { from: "pending", to: "accepted", by: "creator" },
  { from: "pending", to: "declined", by: "creator" },
  { from: "pending", to: "withdrawn", by: "host" },
];

/** Statuses `actor` may move an invitation in `from` to. */
export function allowedTransitions(from: InvitationStatus, actor: InvitationActor): InvitationStatus[] {
  return invitationTransitions.filter((t) => t.from === from && t.by === actor).map((t) => t.to);
}

export function canTransition(from: InvitationStatus, to: InvitationStatus, actor: InvitationActor): boolean {
  return invitationTransitions.some((t) => t.from === from && t.to === to && t.by === actor);
}

export class InvalidTransitionError extends Error {
  constructor(
    readonly from: InvitationStatus,
    readonly to: InvitationStatus,
    readonly actor: InvitationActor,
  ) {
    super(
      from === "pending"
        ? `Only the ${to === "withdrawn" ? "host" : "invited creator"} can mark this invitation as ${to}.`
        : `This invitation is already ${from} and can no longer change.`,
    );
    this.name = "InvalidTransitionError";
  }
}

/** Throws `InvalidTransitionError` (the API's 409) unless the graph has the edge for this actor. */
export function assertTransition(from: InvitationStatus, to: InvitationStatus, actor: InvitationActor): void {
  if (!canTransition(from, to, actor)) throw new InvalidTransitionError(from, to, actor);
}

/** Body of PATCH /api/invitations/:id; `pending` is never a target. */
export const invitationStatusSchema = z.strictObject({
  status: z.enum(["accepted", "declined", "withdrawn"], { error: "Status must be accepted, declined or withdrawn" }),
});
