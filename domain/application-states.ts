import { applicationStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Application lifecycle (spec 001 §4, DECISIONS.md): created `pending`; the listing's host moves a pending
 * application to `accepted` or `rejected` (accepting also opens the collaboration); the creator may withdraw a
 * pending one (decision 0016) — `withdrawn` is final and frees the listing for a new application. Accepting
 * negotiation terms (either party, the one answering) moves an accepted application to `contract`; completing the
 * collaboration (either party) moves it to `completed` (DECISIONS.md). `negotiation` and `active` are display
 * values of older data: nothing moves an application there (decision 0024), so Negotiate Terms stays offered.
 */
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type ApplicationActor = "host" | "creator";

export const applicationGraph = defineStateGraph<ApplicationStatus, ApplicationActor>({
  name: "application",
  states: applicationStatuses,
  actors: ["host", "creator"],
  edges: [
    { from: "pending", to: "accepted", by: "host" },
    { from: "pending", to: "rejected", by: "host" },
    { from: "pending", to: "withdrawn", by: "creator" },
    { from: "accepted", to: "contract", by: "host" },
    { from: "accepted", to: "contract", by: "creator" },
    { from: "accepted", to: "completed", by: "host" },
    { from: "accepted", to: "completed", by: "creator" },
    { from: "contract", to: "completed", by: "host" },
    { from: "contract", to: "completed", by: "creator" },
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
