import { formatCents } from "@domain/money.ts";
import type { PaymentStatus } from "@domain/payment-states.ts";
import type { Notice } from "../notifications/notify.ts";
import type { PaymentRow } from "./queries.ts";

type NewPayment = { id: string; amountCents: number; description: string | null | undefined; title: string };

const described = (p: NewPayment) => `${formatCents(p.amountCents)}${p.description ? ` (${p.description})` : ""}`;

/** The host hears of the creator's payment request: it waits for their Approve. */
export function paymentRequestedNotice(hostId: string | null, creatorName: string, payment: NewPayment): Notice {
  return {
    userId: hostId,
    type: "payment.requested",
    title: `Payment requested: ${formatCents(payment.amountCents)}`,
    body: `${creatorName} requested a payment of ${described(payment)} for “${payment.title}”.`,
    link: "/contracts",
    subjectId: payment.id,
  };
}

/** The creator hears of a payment the host added: approved by its maker at creation (decision 0059). */
export function paymentAddedNotice(creatorId: string | null, hostName: string, payment: NewPayment): Notice {
  return {
    userId: creatorId,
    type: "payment.approved",
    title: `Payment added: ${formatCents(payment.amountCents)}`,
    body: `${hostName} added a payment of ${described(payment)} for “${payment.title}”: approved, to be marked paid once sent.`,
    link: "/contracts",
    subjectId: payment.id,
  };
}

/**
 * The creator hears that the host approved their request or marked a payment paid (the host's own additions
 * too: the money goes to the creator); a cancelled payment needs nobody's attention.
 */
export function paymentStatusNotices(
  row: PaymentRow,
  status: PaymentStatus,
  actor: { id: string; name: string },
): Notice[] {
  if (status !== "approved" && status !== "paid") return [];
  const amount = formatCents(row.amount_cents);
  const ownRequest = row.requested_by === row.creator_id;
  return [
    {
      userId: row.creator_id === actor.id ? null : row.creator_id,
      type: status === "approved" ? "payment.approved" : "payment.paid",
      title: `Payment ${status === "approved" ? "approved" : "marked as paid"}: ${amount}`,
      body:
        status === "approved"
          ? `${actor.name} approved your payment request of ${amount} for “${row.title}”.`
          : `${actor.name} marked ${ownRequest ? "your payment request" : "the payment"} of ${amount} for “${row.title}” as paid.`,
      link: "/contracts",
      subjectId: row.id,
    },
  ];
}
