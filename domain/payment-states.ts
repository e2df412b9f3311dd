import { paymentStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Payment request lifecycle (spec 001 §4, DECISIONS.md; decision 0026): created `pending` by either participant;
 * the host approves a pending one and marks an approved one paid; the requester (host or creator) may cancel their
 * own request while it is still pending. paid and cancelled are final.
 */
export type PaymentStatus = (typeof paymentStatuses)[number];
export type PaymentActor = "host" | "creator";
/** Whether the acting participant made the request (the cancel guard). */
export type PaymentContext = { isRequester: boolean };

const requesterOnly = ({ isRequester }: PaymentContext) =>
  isRequester ? null : "Only the person who requested this payment can cancel it.";

export const paymentGraph = defineStateGraph<PaymentStatus, PaymentActor, PaymentContext>({
  name: "payment",
  states: paymentStatuses,
  actors: ["host", "creator"],
  edges: [
    { from: "pending", to: "approved", by: "host" },
    { from: "approved", to: "paid", by: "host" },
    { from: "pending", to: "cancelled", by: "host", guard: requesterOnly },
    { from: "pending", to: "cancelled", by: "creator", guard: requesterOnly },
  ],
  explain: (from, to, actor) => {
    if (actor === "creator" && (to === "approved" || to === "paid")) {
      return "Only the host can approve payments or mark them as paid.";
    }
    if (from === "pending" && to === "paid") return "Approve this payment before marking it as paid.";
    return `This payment is already ${from} and can't be made ${to}.`;
  },
});

export const paymentActions = (from: PaymentStatus, actor: PaymentActor, context: PaymentContext) =>
  allowedTransitions(paymentGraph, from, actor, context);

export const assertPaymentTransition = (
  from: PaymentStatus,
  to: PaymentStatus,
  actor: PaymentActor,
  context: PaymentContext,
) => assertTransition(paymentGraph, from, to, actor, context);
