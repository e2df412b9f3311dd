import { formatCents } from "@domain/money.ts";
import { assertPaymentTransition, paymentActions } from "@domain/payment-states.ts";
import {
  type createPaymentSchema,
  type Payment,
  type PaymentList,
  paymentMessages,
  type paymentStatusSchema,
} from "@domain/payments.ts";
import { StateTransitionError } from "@domain/state-graph.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { type Notice, withNotices } from "../notifications/notify.ts";
import * as q from "./queries.ts";

export type PaymentDeps = { db: Db; realtime: RealtimeHub };

const iso = (v: string | Date | null) => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

function toPayment(row: q.PaymentRow, viewerId: string): Payment {
  return {
    id: row.id,
    collaborationId: row.collaboration_id,
    collaborationTitle: row.title,
    amountCents: row.amount_cents,
    description: row.description,
    paymentType: row.payment_type,
    status: row.status,
    requester: { id: row.requested_by, name: row.requester_name ?? "Deleted user" },
    approvedAt: iso(row.approved_at),
    paidAt: iso(row.paid_at),
    createdAt: iso(row.created_at) ?? "",
    actions: paymentActions(row.status, row.host_id === viewerId ? "host" : "creator", {
      isRequester: row.requested_by === viewerId,
    }),
  };
}

/** GET /api/payments — payments of the caller's own collaborations only, with totals per collaboration. */
export async function listPayments(deps: PaymentDeps, actor: Actor | null): Promise<PaymentList> {
  const me = requireAccess(actor, "signed-in");
  const items = (await q.paymentsOf(deps.db, me.id)).map((row) => toPayment(row, me.id));
  const totals = new Map<string, PaymentList["totals"][number]>();
  for (const p of items) {
    const t = totals.get(p.collaborationId) ?? {
      collaborationId: p.collaborationId,
      collaborationTitle: p.collaborationTitle,
      requestedCents: 0,
      approvedCents: 0,
      paidCents: 0,
    };
    if (p.status !== "cancelled") t.requestedCents += p.amountCents;
    if (p.status === "approved" || p.status === "paid") t.approvedCents += p.amountCents;
    if (p.status === "paid") t.paidCents += p.amountCents;
    totals.set(p.collaborationId, t);
  }
  return { items, totals: [...totals.values()] };
}

async function announce(deps: PaymentDeps, row: { hostId: string; creatorId: string }, collaborationId: string) {
  await deps.realtime.publish({
    userIds: [row.hostId, row.creatorId],
    type: "collaboration.updated",
    data: { collaborationId },
  });
}

async function loadOne(deps: PaymentDeps, userId: string, id: string) {
  const [row] = await q.paymentsOf(deps.db, userId, id);
  if (!row) throw notFound(paymentMessages.notFound);
  return row;
}

/** POST /api/payments — either participant, only on an active collaboration; the requester is the caller. */
export async function createPayment(
  deps: PaymentDeps,
  actor: Actor | null,
  input: z.output<typeof createPaymentSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  const collaboration = await q.collaborationFor(deps.db, input.collaborationId, me.id);
  if (!collaboration) {
    throw new HttpError(404, "not_found", paymentMessages.collaborationNotFound, {
      collaborationId: paymentMessages.collaborationNotFound,
    });
  }
  const notActive = () =>
    new HttpError(409, "conflict", paymentMessages.notActive, { collaborationId: paymentMessages.notActive });
  if (collaboration.status !== "active") throw notActive();
  const other = collaboration.hostId === me.id ? collaboration.creatorId : collaboration.hostId;
  const id = await withNotices(deps, async (tx) => {
    const id = await q.insertPayment(tx, {
      collaborationId: collaboration.id,
      amountCents: input.amount,
      description: input.description ? input.description : null,
      paymentType: input.paymentType,
      requestedBy: me.id,
    });
    if (!id) throw notActive();
    return {
      result: id,
      notices: [
        {
          userId: other,
          type: "payment.requested" as const,
          title: `Payment requested: ${formatCents(input.amount)}`,
          body: `${me.name} requested a payment of ${formatCents(input.amount)}${input.description ? ` (${input.description})` : ""}.`,
          link: "/contracts",
          subjectId: id,
        },
      ],
    };
  });
  await announce(deps, collaboration, collaboration.id);
  return { payment: toPayment(await loadOne(deps, me.id, id), me.id), message: paymentMessages.created };
}

/** PATCH /api/payments/:id — the host approves and marks paid; the requester cancels their pending request. */
export async function changePaymentStatus(
  deps: PaymentDeps,
  actor: Actor | null,
  id: string,
  { status }: z.output<typeof paymentStatusSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  const row = await loadOne(deps, me.id, id);
  try {
    assertPaymentTransition(row.status, status, row.host_id === me.id ? "host" : "creator", {
      isRequester: row.requested_by === me.id,
    });
  } catch (error) {
    if (error instanceof StateTransitionError) throw new HttpError(409, "invalid_transition", error.message);
    throw error;
  }
  await withNotices(deps, async (tx) => {
    const changed = await q.setPaymentStatus(tx, {
      id,
      collaborationId: row.collaboration_id,
      from: row.status,
      to: status,
      userId: me.id,
    });
    if (!changed) throw new HttpError(409, "invalid_transition", paymentMessages.changedMeanwhile);
    // The requester hears that the host approved or paid; a cancelled request needs nobody's attention.
    const notices: Notice[] =
      status === "approved" || status === "paid"
        ? [
            {
              userId: row.requested_by === me.id ? null : row.requested_by,
              type: status === "approved" ? "payment.approved" : "payment.paid",
              title: `Payment ${status === "approved" ? "approved" : "marked as paid"}: ${formatCents(row.amount_cents)}`,
              body: `${me.name} ${status === "approved" ? "approved" : "marked as paid"} your payment request of ${formatCents(row.amount_cents)} for “${row.title}”.`,
              link: "/contracts",
              subjectId: id,
            },
          ]
        : [];
    return { result: null, notices };
  });
  await announce(deps, { hostId: row.host_id, creatorId: row.creator_id }, row.collaboration_id);
  const message =
    status === "approved"
      ? paymentMessages.approved
      : status === "paid"
        ? paymentMessages.paid
        : paymentMessages.cancelled;
  return { payment: toPayment(await loadOne(deps, me.id, id), me.id), message };
}
