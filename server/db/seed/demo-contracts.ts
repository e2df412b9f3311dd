import type { CollaborationStatus } from "@domain/collaboration-states.ts";
import type { paymentTypes, termsStatuses, usageRights } from "@domain/constants.ts";
import type { PaymentStatus } from "@domain/payment-states.ts";
import { collaborationPaymentStatus } from "@domain/payments.ts";
import type { Tx } from "../client.ts";
import { negotiationTerms, payments } from "../schema/index.ts";

type Party = "host" | "creator";
type Deliverables = { posts: number; stories: number; videos: number };

/** One round of terms, as the negotiation dialog would have stored it. */
export type DemoTerms = {
  by: Party;
  hoursAgo: number;
  status: (typeof termsStatuses)[number];
  /** When the other party answered (accepted / rejected) or the next round countered it. */
  answeredHoursAgo?: number;
  deliverables: Deliverables;
  paymentDollars: number;
  additionalNights: number;
  rights: (typeof usageRights)[number];
  months: number;
  special?: string;
};

export type DemoPayment = {
  by: Party;
  hoursAgo: number;
  dollars: number;
  type: (typeof paymentTypes)[number];
  status: PaymentStatus;
  description: string;
};

/** What a demo collaboration went through after the application was accepted (issue 16 seed). */
export type DemoContract = { status: CollaborationStatus; terms?: DemoTerms[]; payments?: DemoPayment[] };

const terms7Days = 7 * 24;

/** The collaboration's figures: those of the accepted terms when there are any (as accepting copies them). */
export function agreedFigures(contract: DemoContract | undefined, fallback: Deliverables) {
  const accepted = contract?.terms?.find((t) => t.status === "accepted");
  return {
    agreedDeliverables: accepted?.deliverables ?? fallback,
    paymentAmountCents: (accepted?.paymentDollars ?? 0) * 100,
    paymentStatus: collaborationPaymentStatus((contract?.payments ?? []).map((p) => p.status)),
  };
}

/** Terms rounds and payment records of one demo collaboration, dated relative to `now`. */
export async function seedDemoContract(
  tx: Tx,
  input: {
    contract: DemoContract;
    conversationId: string;
    collaborationId: string;
    hostId: string;
    creatorId: string;
    now: number;
  },
) {
  const { contract, conversationId, collaborationId, hostId, creatorId, now } = input;
  const at = (hours: number) => new Date(now - hours * 3_600_000);
  const idOf = (party: Party) => (party === "host" ? hostId : creatorId);
  if (contract.terms?.length) {
    await tx.insert(negotiationTerms).values(
      contract.terms.map((t) => ({
        conversationId,
        proposedBy: idOf(t.by),
        contentDeliverables: t.deliverables,
        compensationType:
          t.paymentDollars > 0 ? ("accommodation_plus_payment" as const) : ("accommodation_only" as const),
        paymentAmountCents: t.paymentDollars * 100,
        additionalNights: t.additionalNights,
        usageRights: t.rights,
        usageDurationMonths: t.months,
        specialRequirements: t.special ?? null,
        status: t.status,
        createdAt: at(t.hoursAgo),
        expiresAt: at(t.hoursAgo - terms7Days),
        respondedAt: t.answeredHoursAgo === undefined ? null : at(t.answeredHoursAgo),
      })),
    );
  }
  if (contract.payments?.length) {
    await tx.insert(payments).values(
      contract.payments.map((p) => {
        const approved = p.status === "approved" || p.status === "paid";
        return {
          collaborationId,
          amountCents: p.dollars * 100,
          description: p.description,
          paymentType: p.type,
          requestedBy: idOf(p.by),
          status: p.status,
          approvedBy: approved ? hostId : null,
          approvedAt: approved ? at(p.hoursAgo - 20) : null,
          paidAt: p.status === "paid" ? at(p.hoursAgo - 44) : null,
          createdAt: at(p.hoursAgo),
          updatedAt: at(p.status === "pending" ? p.hoursAgo : p.hoursAgo - 20),
        };
      }),
    );
  }
}
