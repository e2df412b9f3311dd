import { deliverableStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Deliverable lifecycle (spec 001 §3–4, DECISIONS.md "deliverables: upload the creator, review the host";
 * decision 0024): an upload starts `pending`; the host approves it, asks for changes or rejects it; after
 * "needs changes" the creator resubmits it (back to pending). approved and rejected are final.
 */
export type DeliverableStatus = (typeof deliverableStatuses)[number];
export type DeliverableActor = "host" | "creator";

export const deliverableGraph = defineStateGraph<DeliverableStatus, DeliverableActor>({
  name: "deliverable",
  states: deliverableStatuses,
  actors: ["host", "creator"],
  edges: [
    { from: "pending", to: "approved", by: "host" },
    { from: "pending", to: "needs_changes", by: "host" },
    { from: "pending", to: "rejected", by: "host" },
    { from: "needs_changes", to: "pending", by: "creator" },
  ],
  explain: (from, to, actor) =>
    actor === "creator" && from === "pending"
      ? "Only the host reviews delivered content."
      : `This deliverable is ${from.replace(/_/g, " ")} and can't be made ${to.replace(/_/g, " ")}.`,
});

export const deliverableActions = (from: DeliverableStatus, actor: DeliverableActor) =>
  allowedTransitions(deliverableGraph, from, actor);

export const assertDeliverableTransition = (from: DeliverableStatus, to: DeliverableStatus, actor: DeliverableActor) =>
  assertTransition(deliverableGraph, from, to, actor);
