import { paymentStatuses } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";

/**
 * Payment lifecycle (spec 001 §4, DECISIONS.md "Turn-4 rules"; decisions 0026, 0059). Payments are what the host
 * owes the creator. A creator's request is created `pending` and waits for the host's Approve; a payment the host
 * adds is created `approved` (its maker approved it). Nobody approves a request of their own; only the host marks
 * an approved payment paid. The maker may cancel while it is unpaid: a pending request (either party, older data
 * has host requests), or the host's own approved addition. paid and cancelled are final.
 */
export type PaymentStatus = (typeof paymentStatuses)[number];
export type PaymentActor = "host" | "creator";
/** Whether the acting participant made the payment (request or addition). */
export type PaymentContext = { isRequester: boolean };

const requesterOnly = ({ isRequester }: PaymentContext) =>
  isRequester ? null : "Only the person who requested this payment can cancel it.";
const notOwnRequest = ({ isRequester }: PaymentContext) =>
  isRequester ? "Nobody approves a payment request of their own." : null;

export const paymentGraph = defineStateGraph<PaymentStatus, PaymentActor, PaymentContext>({
  name: "payment",
  states: paymentStatuses,
  actors: ["host", "creator"],
  edges: [
    { from: "pending", to: "approved", by: "host", guard: notOwnRequest },
    { from: "approved", to: "paid", by: "host" },
    { from: "pending", to: "cancelled", by: "host", guard: requesterOnly },
    { from: "pending", to: "cancelled", by: "creator", guard: requesterOnly },
    { from: "approved", to: "cancelled", by: "host", guard: requesterOnly },
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
