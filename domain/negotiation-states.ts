import { termsStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Negotiation terms lifecycle (spec 001 §4, DECISIONS.md; decision 0024). A proposal is created `proposed`
 * (open). The other party (`recipient`) may accept or reject it while it has not expired — the clock is the
 * server's, checked at answer time whatever the expiry job did; a new proposal by either party while one is open
 * marks the open one `counter_proposed`; the expiry job (`system`) marks an unanswered one `expired` 7 days
 * after it was made. Everything but `proposed` is final.
 */
export type TermsStatus = (typeof termsStatuses)[number];
export type TermsActor = "proposer" | "recipient" | "system";
/** What the answer-time guard needs: the server's clock and the proposal's expiry. */
export type TermsContext = { now: Date; expiresAt: Date };

export const termsMessages = {
  expired: "These terms have expired. Propose new terms instead.",
  ownProposal: "You can't answer your own proposal; wait for the other party to respond.",
  closed: (from: TermsStatus) => `These terms are already ${from.replace(/_/g, " ")} and can no longer change.`,
} as const;

const open = ({ now, expiresAt }: TermsContext) =>
  now.getTime() >= expiresAt.getTime() ? termsMessages.expired : null;
const due = ({ now, expiresAt }: TermsContext) =>
  now.getTime() >= expiresAt.getTime() ? null : "These terms have not expired yet.";

export const termsGraph = defineStateGraph<TermsStatus, TermsActor, TermsContext>({
  name: "negotiation terms",
  states: termsStatuses,
  actors: ["proposer", "recipient", "system"],
  edges: [
    { from: "proposed", to: "accepted", by: "recipient", guard: open },
    { from: "proposed", to: "rejected", by: "recipient", guard: open },
    { from: "proposed", to: "counter_proposed", by: "recipient" },
    { from: "proposed", to: "counter_proposed", by: "proposer" },
    { from: "proposed", to: "expired", by: "system", guard: due },
  ],
  explain: (from, to, actor) => {
    if (from === "proposed" && actor === "proposer" && (to === "accepted" || to === "rejected")) {
      return termsMessages.ownProposal;
    }
    return termsMessages.closed(from);
  },
});

/** Accept / Reject buttons a proposal shows its viewer right now. */
export const termsActions = (from: TermsStatus, actor: TermsActor, context: TermsContext) =>
  allowedTransitions(termsGraph, from, actor, context).filter((s) => s === "accepted" || s === "rejected");

export const assertTermsTransition = (from: TermsStatus, to: TermsStatus, actor: TermsActor, context: TermsContext) =>
  assertTransition(termsGraph, from, to, actor, context);
