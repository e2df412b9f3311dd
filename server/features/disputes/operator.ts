import {
  type DisputeQueue,
  disputeEffectStatements,
  disputeOutcomes,
  disputeQueuePageSize,
  disputeMessages as messages,
  type OperatorDispute,
  type ResolveDisputeInput,
} from "@domain/disputes.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { recordAudit } from "../audit/record.ts";
import { cancelPendingPayments, closePendingPaymentStatus, completeApplication } from "../collaborations/queries.ts";
import { releaseNights } from "../negotiations/queries.ts";
import { withNotices } from "../notifications/notify.ts";
import { rollUpPaymentStatus } from "../payments/service.ts";
import { statementPath } from "../reports/statement-token.ts";
import { openReviewWindow } from "../reviews/queries.ts";
import { resolvedNotices } from "./notices.ts";
import * as q from "./queries.ts";
import { announceCollaboration, type DisputeDeps, detailOf, postToThread } from "./service.ts";
import { timelineOf } from "./timeline.ts";

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
const conflict = (message: string) => new HttpError(409, "conflict", message);

/** GET /api/operator/disputes — open ones oldest first (the queue), or closed ones newest first. */
export async function disputeQueue(
  deps: DisputeDeps,
  actor: Actor | null,
  filter: { status?: "open" | "closed"; page?: number },
): Promise<DisputeQueue> {
  requireAccess(actor, "operator");
  const page = filter.page ?? 1;
  const rows = await q.queuePage(deps.db, { status: filter.status ?? "open", page, size: disputeQueuePageSize });
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      status: r.status,
      category: r.category,
      openedBy: r.opener_role,
      openedAt: iso(r.opened_at),
      closedAt: r.closed_at ? iso(r.closed_at) : null,
      listingTitle: r.title,
      hostName: r.host_name ?? "Deleted user",
      creatorName: r.creator_name ?? "Deleted user",
      source: r.source,
      messages: Number(r.messages),
    })),
    open: rows[0]?.open_total ?? (await q.openCount(deps.db)),
    page,
    pages: Math.max(1, Math.ceil(Number(total) / disputeQueuePageSize)),
  };
}

async function operatorRow(deps: DisputeDeps, actor: Actor | null, id: string) {
  const me = requireAccess(actor, "operator");
  const row = await q.disputeById(deps.db, id);
  if (!row) throw notFound(messages.notFound);
  return { me, row };
}

/**
 * GET /api/operator/disputes/:id — the dispute, its thread and evidence, and the timeline built from the record.
 * Reading a collaboration's messages is audited, like opening a person's page (decision 0057).
 */
export async function operatorDispute(
  deps: DisputeDeps,
  actor: Actor | null,
  id: string,
  request: { requestId: string },
): Promise<OperatorDispute> {
  const { me, row } = await operatorRow(deps, actor, id);
  await recordAudit(deps.db, {
    action: "operator.viewed_dispute",
    actorId: me.id,
    targetId: row.id,
    targetKind: "dispute",
    requestId: request.requestId,
  });
  const [detail, timeline] = await Promise.all([detailOf(deps, row, null), timelineOf(deps.db, row)]);
  return { ...detail, timeline };
}

/** POST /api/operator/disputes/:id/messages — the operator writes in the dispute's thread; both parties are told. */
export async function operatorMessage(deps: DisputeDeps, actor: Actor | null, id: string, body: string) {
  const { me, row } = await operatorRow(deps, actor, id);
  return postToThread(deps, row, { id: me.id, role: "operator" }, body);
}

/**
 * POST /api/operator/disputes/:id/resolution — the decision, in one transaction: the dispute closed (compare-and-set
 * on `open`: a withdrawal or a colleague's decision at the same time loses with 409), the collaboration let go and
 * moved — back to active, completed (application completed, review window open: Mark Complete's steps) or cancelled
 * (the nights reopen, pending payment requests end: the cancellation steps of decision 0056) —, the event, the audit
 * row, and both parties' statement notices (bell and mail).
 */
export async function resolveDispute(
  deps: DisputeDeps,
  actor: Actor | null,
  id: string,
  input: ResolveDisputeInput,
  request: { requestId: string },
) {
  const { me, row } = await operatorRow(deps, actor, id);
  if (row.status !== "open") throw conflict(messages.closed);
  const link = statementPath(deps.statementKey, row.id);
  await withNotices(deps, async (tx) => {
    const closed = await q.closeDispute(tx, {
      id: row.id,
      status: "resolved",
      outcome: input.outcome,
      effect: input.effect,
      reasons: input.reasons,
      operatorId: me.id,
    });
    if (!closed) throw conflict(messages.closed);
    const moved =
      input.effect === "cancelled"
        ? await cancelAfterDispute(tx, row.collaboration_id, input.reasons)
        : await q.setStatusAfterDispute(tx, row.collaboration_id, input.effect);
    if (!moved) throw conflict(messages.notRunning);
    if (input.effect === "completed") {
      if (row.application_id) await completeApplication(tx, row.application_id);
      await openReviewWindow(tx, row.collaboration_id);
    }
    await q.addEvent(tx, {
      disputeId: row.id,
      kind: `resolved:${input.outcome}:${input.effect}`,
      actorId: me.id,
      actorRole: "operator",
      detail: input.reasons,
    });
    await recordAudit(tx, {
      action: "operator.dispute_resolved",
      actorId: me.id,
      targetId: row.id,
      targetKind: "dispute",
      reason: input.reasons,
      requestId: request.requestId,
      details: {
        collaborationId: row.collaboration_id,
        outcome: input.outcome,
        effect: input.effect,
        hostId: row.host_id,
        creatorId: row.creator_id,
      },
    });
    return { result: null, notices: resolvedNotices(row, { ...input, link }) };
  });
  await announceCollaboration(deps, row);
  return {
    message: `${messages.resolved} ${disputeOutcomes[input.outcome]}. ${disputeEffectStatements[input.effect]}`,
  };
}

/** The cancellation steps of decision 0056 after the operator's status change (any phase: the record was read). */
async function cancelAfterDispute(tx: DisputeDeps["db"], collaborationId: string, reasons: string) {
  const reason = `Cancelled by CollabStay after a dispute: ${reasons.length > 400 ? `${reasons.slice(0, 399)}…` : reasons}`;
  if (!(await q.cancelByOperator(tx, collaborationId, reason))) return false;
  await releaseNights(tx, collaborationId);
  await cancelPendingPayments(tx, collaborationId);
  await rollUpPaymentStatus(tx, collaborationId);
  await closePendingPaymentStatus(tx, collaborationId);
  return true;
}
