import { collaborationStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Collaboration lifecycle (spec 001 §4, DECISIONS.md): from active, Pause (→ paused) and Mark Complete
 * (→ completed); from paused, Resume (→ active); from active or paused, Cancel (→ cancelled, with a reason, only
 * until the creator's arrival: the service checks the stay phase, issue 33 part 5); completed and cancelled have
 * no actions. Both participants may take every edge.
 */
export type CollaborationStatus = (typeof collaborationStatuses)[number];
export type CollaborationActor = "host" | "creator";

export const collaborationGraph = defineStateGraph<CollaborationStatus, CollaborationActor>({
  name: "collaboration",
  states: collaborationStatuses,
  actors: ["host", "creator"],
  edges: [
    { from: "active", to: "paused", by: "host" },
    { from: "active", to: "paused", by: "creator" },
    { from: "active", to: "completed", by: "host" },
    { from: "active", to: "completed", by: "creator" },
    { from: "paused", to: "active", by: "host" },
    { from: "paused", to: "active", by: "creator" },
    { from: "active", to: "cancelled", by: "host" },
    { from: "active", to: "cancelled", by: "creator" },
    { from: "paused", to: "cancelled", by: "host" },
    { from: "paused", to: "cancelled", by: "creator" },
  ],
  explain: (from, to) =>
    from === "completed" || from === "cancelled"
      ? `This collaboration is ${from} and can no longer change.`
      : `A ${from} collaboration can't be made ${to}.`,
});

/** The card's button label for each target status. */
export const collaborationActionLabels = {
  paused: "Pause",
  completed: "Mark Complete",
  active: "Resume",
} as const satisfies Partial<Record<CollaborationStatus, string>>;

export const collaborationActions = (from: CollaborationStatus, actor: CollaborationActor) =>
  allowedTransitions(collaborationGraph, from, actor);

export const assertCollaborationTransition = (
  from: CollaborationStatus,
  to: CollaborationStatus,
  actor: CollaborationActor,
) => assertTransition(collaborationGraph, from, to, actor);
