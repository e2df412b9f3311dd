import { assertPaymentTransition, paymentActions } from "@domain/payment-states.ts";
import {
  collaborationPaymentStatus,
  type createPaymentSchema,
  type Payment,
  type PaymentList,
  paymentMessages,
  type paymentStatusSchema,
} from "@domain/payments.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { withNotices } from "../notifications/notify.ts";
import { paymentAddedNotice, paymentRequestedNotice, paymentStatusNotices } from "./notices.ts";
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
    madeBy: row.requested_by === row.host_id ? "host" : row.requested_by === row.creator_id ? "creator" : null,
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

async function announce(
  deps: PaymentDeps,
  row: { hostId: string | null; creatorId: string | null },
  collaborationId: string,
) {
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

/** The collaboration's payment_status follows its payments (decision 0027), inside the caller's transaction. */
export async function rollUpPaymentStatus(tx: Db, collaborationId: string) {
  const statuses = await q.paymentStatusesOf(tx, collaborationId);
  await q.setCollaborationPaymentStatus(tx, collaborationId, collaborationPaymentStatus(statuses));
}

/**
 * POST /api/payments — either participant, only on an active collaboration; the maker is the caller. The host's
 * payment is approved at creation (it is what the host owes); the creator's request waits for the host's Approve.
 */
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
  const byHost = collaboration.hostId === me.id;
  const id = await withNotices(deps, async (tx) => {
    // Checked again under the collaboration's lock: a request cannot slip in while it is paused or completed.
    if ((await q.lockCollaborationStatus(tx, collaboration.id)) !== "active") throw notActive();
    const id = await q.insertPayment(tx, {
      collaborationId: collaboration.id,
      amountCents: input.amount,
      description: input.description ? input.description : null,
      paymentType: input.paymentType,
      requestedBy: me.id,
      approvedByMaker: byHost,
    });
    await rollUpPaymentStatus(tx, collaboration.id);
    const payment = { id, amountCents: input.amount, description: input.description, title: collaboration.title };
    return {
      result: id,
      notices: [
        byHost
          ? paymentAddedNotice(collaboration.creatorId, me.name, payment)
          : paymentRequestedNotice(collaboration.hostId, me.name, payment),
      ],
    };
  });
  await announce(deps, collaboration, collaboration.id);
  return {
    payment: toPayment(await loadOne(deps, me.id, id), me.id),
    message: byHost ? paymentMessages.added : paymentMessages.created,
  };
}

/**
 * PATCH /api/payments/:id — the host approves the creator's request (never their own) and marks paid; the maker
 * cancels while unpaid (the graph's guards, decision 0059).
 */
export async function changePaymentStatus(
  deps: PaymentDeps,
  actor: Actor | null,
  id: string,
  { status }: z.output<typeof paymentStatusSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  const row = await loadOne(deps, me.id, id);
  assertPaymentTransition(row.status, status, row.host_id === me.id ? "host" : "creator", {
    isRequester: row.requested_by === me.id,
  });
  await withNotices(deps, async (tx) => {
    const changed = await q.setPaymentStatus(tx, { id, from: row.status, to: status, userId: me.id });
    if (!changed) throw new HttpError(409, "invalid_transition", paymentMessages.changedMeanwhile);
    await rollUpPaymentStatus(tx, row.collaboration_id);
    return { result: null, notices: paymentStatusNotices(row, status, me) };
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
