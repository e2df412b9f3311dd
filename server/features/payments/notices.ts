import { formatCents } from "@domain/money.ts";
import type { PaymentStatus } from "@domain/payment-states.ts";
import type { Notice } from "../notifications/notify.ts";
import type { PaymentRow } from "./queries.ts";

/** The other participant hears of a payment request (or a payment the host adds). */
export function paymentRequestedNotice(
  to: string,
  requesterName: string,
  payment: { id: string; amountCents: number; description: string | null | undefined },
): Notice {
  const amount = formatCents(payment.amountCents);
  return {
    userId: to,
    type: "payment.requested",
    title: `Payment requested: ${amount}`,
    body: `${requesterName} requested a payment of ${amount}${payment.description ? ` (${payment.description})` : ""}.`,
    link: "/contracts",
    subjectId: payment.id,
  };
}

/**
 * The requester hears that the host approved or paid their request (never about their own action); a cancelled
 * request needs nobody's attention.
 */
export function paymentStatusNotices(
  row: PaymentRow,
  status: PaymentStatus,
  actor: { id: string; name: string },
): Notice[] {
  if (status !== "approved" && status !== "paid") return [];
  const done = status === "approved" ? "approved" : "marked as paid";
  const amount = formatCents(row.amount_cents);
  return [
    {
      userId: row.requested_by === actor.id ? null : row.requested_by,
      type: status === "approved" ? "payment.approved" : "payment.paid",
      title: `Payment ${done}: ${amount}`,
      body: `${actor.name} ${done} your payment request of ${amount} for “${row.title}”.`,
      link: "/contracts",
      subjectId: row.id,
    },
  ];
}
