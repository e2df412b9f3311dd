import {
  createPaymentSchema,
  paymentListSchema,
  paymentMessages,
  paymentResponse,
  paymentStatusSchema,
} from "@domain/payments.ts";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import { changePaymentStatus, createPayment, listPayments, type PaymentDeps } from "./service.ts";

/** `/api/payments`: Payment Management, for the two participants of each collaboration only. */
export function paymentRoutes(deps: PaymentDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "My payments",
        description:
          "Payments of the caller's own collaborations only (never another collaboration's), newest first, " +
          "with the viewer's possible actions and totals per collaboration (requested, approved, paid; cents).",
        access: "signed-in",
        scope: "payments of the caller's own collaborations",
        responses: { 200: { description: "Payments and totals", schema: paymentListSchema } },
      }),
      async (c) => c.json(await listPayments(deps, c.get("actor"))),
    )
    .post(
      "/",
      contract({
        summary: "Request a payment",
        description:
          "Either participant of an active collaboration (409 when paused, completed or cancelled; 404 for " +
          "someone else's). Amount in dollars, > 0, at most 2 decimals, at most $1,000,000; stored as cents.",
        access: "signed-in",
        owner: "a participant of the collaboration named in the body",
        body: createPaymentSchema,
        idempotent: true,
        responses: { 201: { description: "The payment and the spec's success text", schema: paymentResponse } },
        errors: [404, 409],
      }),
      async (c) => c.json(await createPayment(deps, c.get("actor"), c.req.valid("json")), 201),
    )
    .patch(
      "/:id",
      contract({
        summary: "Approve, mark paid or cancel a payment",
        description:
          "The host approves a pending payment and marks an approved one paid; the requester cancels their own " +
          "pending request (409 otherwise; concurrent changes: one wins). The collaboration's payment status " +
          "follows (decision 0027).",
        access: "signed-in",
        owner: "a participant of the payment's collaboration",
        params: idParams,
        notFoundMessage: paymentMessages.notFound,
        body: paymentStatusSchema,
        responses: { 200: { description: "The payment and the spec's success text", schema: paymentResponse } },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await changePaymentStatus(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"))),
    );
}
