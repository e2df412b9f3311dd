import type { applicationStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Application lifecycle (spec 001 §4, DECISIONS.md): created `pending`; the listing's host moves a pending
 * application to `accepted` or `rejected` (accepting also opens the collaboration); the creator may withdraw a
 * pending one (decision 0016) — `withdrawn` is final and frees the listing for a new application. Negotiation,
 * contract and completion edges are added by the issues that build those steps.
 */
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type ApplicationActor = "host" | "creator";

export const applicationGraph = defineStateGraph<ApplicationStatus, ApplicationActor>({
  name: "application",
  edges: [
    { from: "pending", to: "accepted", by: "host" },
    { from: "pending", to: "rejected", by: "host" },
    { from: "pending", to: "withdrawn", by: "creator" },
  ],
  explain: (from, to, actor) => {
    if (from === "pending" && (to === "accepted" || to === "rejected") && actor === "creator") {
      return "Only the listing's host can accept or reject an application.";
    }
    if (from === "pending" && to === "withdrawn") return "Only the creator who applied can withdraw an application.";
    return `This application is already ${from} and can no longer be ${to}.`;
  },
});

/** The buttons an application card shows its viewer. */
export const applicationActions = (from: ApplicationStatus, actor: ApplicationActor) =>
  allowedTransitions(applicationGraph, from, actor);

export const assertApplicationTransition = (from: ApplicationStatus, to: ApplicationStatus, actor: ApplicationActor) =>
  assertTransition(applicationGraph, from, to, actor);

/** Spec 001 §4: Manage Deliverables for accepted or contract; Negotiate Terms only for accepted. */
export const canManageDeliverables = (status: ApplicationStatus) => status === "accepted" || status === "contract";
export const canNegotiate = (status: ApplicationStatus) => status === "accepted";
