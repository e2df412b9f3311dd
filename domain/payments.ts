import { z } from "zod";
import { paymentStatuses, paymentTypes } from "./constants.ts";
import { dollarsToCents } from "./money-schema.ts";
import { paymentMessages } from "./payment-labels.ts";
import type { PaymentStatus } from "./payment-states.ts";
import { textField } from "./text.ts";

export { paymentMessages };

/** POST /api/payments — collaboration and amount required; only active collaborations (spec 001 §5). */
export const createPaymentSchema = z.strictObject({
  collaborationId: z.uuid({ error: "Choose a collaboration" }),
  amount: dollarsToCents("Amount", { positive: true }),
  description: textField("Description", "multiline")
    .max(1000, "Description must be at most 1000 characters")
    .optional(),
  paymentType: z.enum(paymentTypes, { error: "Payment type must be additional, bonus or base" }).default("additional"),
});
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;

/** PATCH /api/payments/:id — approve a creator's request, mark paid (host), cancel (the maker, while unpaid). */
export const paymentStatusSchema = z.strictObject({
  status: z.enum(["approved", "paid", "cancelled"], { error: "Status must be approved, paid or cancelled" }),
});

export const paymentSchema = z.object({
  id: z.uuid(),
  collaborationId: z.uuid(),
  collaborationTitle: z.string(),
  amountCents: z.number().int(),
  description: z.string().nullable(),
  paymentType: z.enum(paymentTypes),
  status: z.enum(paymentStatuses),
  requester: z.object({ id: z.uuid().nullable(), name: z.string() }),
  /** Who made it: the host adds what they owe (approved at creation), the creator requests (decision 0059). */
  madeBy: z.enum(["host", "creator"]).nullable(),
  approvedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  actions: z.array(z.enum(paymentStatuses)),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentTotalsSchema = z.object({
  collaborationId: z.uuid(),
  collaborationTitle: z.string(),
  requestedCents: z.number().int(),
  approvedCents: z.number().int(),
  paidCents: z.number().int(),
});

export const paymentListSchema = z.object({ items: z.array(paymentSchema), totals: z.array(paymentTotalsSchema) });
export type PaymentList = z.infer<typeof paymentListSchema>;
export const paymentResponse = z.object({ payment: paymentSchema, message: z.string() });

/**
 * The collaboration's payment_status follows its payments (decision 0027): none (or all cancelled with none
 * left) → pending / cancelled; every non-cancelled payment paid → paid; every non-cancelled one approved or paid
 * → approved; otherwise pending.
 */
export function collaborationPaymentStatus(statuses: PaymentStatus[]): PaymentStatus {
  if (statuses.length === 0) return "pending";
  const live = statuses.filter((s) => s !== "cancelled");
  if (live.length === 0) return "cancelled";
  if (live.every((s) => s === "paid")) return "paid";
  if (live.every((s) => s === "approved" || s === "paid")) return "approved";
  return "pending";
}
