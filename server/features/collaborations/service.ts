import { assertCollaborationTransition, collaborationActions } from "@domain/collaboration-states.ts";
import {
  agreedCounts,
  type Collaboration,
  type CollaborationList,
  type ContractDocument,
  type cancelCollaborationSchema,
  checkOutDate,
  collaborationMessages,
  type collaborationStatusSchema,
  completableFrom,
  flexibleCompletionAwaits,
} from "@domain/collaborations.ts";
import { contentDueDate, departedOn } from "@domain/content-due.ts";
import { type DisputeCategory, disputeMessages } from "@domain/disputes.ts";
import { todayIn } from "@domain/stay-dates.ts";
import { stayActions, stayContextOf } from "@domain/stay-phases.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { releaseNights } from "../negotiations/queries.ts";
import { withNotices } from "../notifications/notify.ts";
import { rollUpPaymentStatus } from "../payments/service.ts";
import { openReviewWindow } from "../reviews/queries.ts";
import { cancelledNotice, collaborationNotice } from "./notices.ts";
import * as q from "./queries.ts";

export type CollaborationDeps = { db: Db; realtime: RealtimeHub };

/** An open dispute holds the collaboration (decision 0069): the parties wait for the operator's decision. */
const inDispute = () => new HttpError(409, "invalid_transition", disputeMessages.inDispute);

const agreedItems = (value: unknown) => {
  const { posts, stories, videos } = agreedCounts(value);
  return posts + stories + videos;
};

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

const startOf = (row: q.CollaborationRow) => (row.start_date ? String(row.start_date).slice(0, 10) : null);
/** Null once the stay is over (or has no dates); otherwise the check-out date completion waits for. */
// A recorded departure (the creator left early) is the stay's end as much as the check-out date is.
const completionWaitsFor = (row: q.CollaborationRow, now: Date) =>
  row.stay_phase === "departed"
    ? null
    : completableFrom(checkOutDate(startOf(row), row.total_nights), todayIn(row.time_zone, now));
/** A flexible stay waits for the host's recorded arrival and departure (null for a dated one or once departed). */
const completionAwaits = (row: q.CollaborationRow) =>
  flexibleCompletionAwaits(checkOutDate(startOf(row), row.total_nights), row.stay_phase);

function toCollaboration(row: q.CollaborationRow, viewerId: string, now = new Date()): Collaboration {
  const party = row.host_id === viewerId ? "host" : "creator";
  const waitsFor = completionWaitsFor(row, now);
  const awaits = completionAwaits(row);
  return {
    id: row.id,
    applicationId: row.application_id,
    listing: { id: row.listing_id, title: row.title, location: row.location },
    host: { id: row.host_id, name: row.host_name ?? "Deleted user", avatarUrl: q.avatarUrl(row.host_avatar) },
    creator: {
      id: row.creator_id,
      name: row.creator_name ?? "Deleted user",
      avatarUrl: q.avatarUrl(row.creator_avatar),
    },
    status: row.status,
    paymentStatus: row.payment_status,
    paymentAmountCents: row.payment_amount_cents,
    totalNights: row.total_nights,
    startDate: startOf(row),
    agreedDeliverables: row.agreed_deliverables ?? null,
    items: { agreed: agreedItems(row.agreed_deliverables), approved: Number(row.approved_items) },
    checkOutDate: checkOutDate(startOf(row), row.total_nights),
    completableFrom: waitsFor,
    contentDue: {
      days: row.content_due_days,
      date: contentDueDate({
        checkOut: checkOutDate(startOf(row), row.total_nights),
        departedOn: departedOn(row.departed_at ? new Date(row.departed_at) : null, row.time_zone),
        dueDays: row.content_due_days,
      }),
    },
    completionAwaits: row.status === "active" || row.status === "paused" ? awaits : null,
    cancellation:
      row.status === "cancelled" && row.cancel_reason && row.cancelled_by
        ? { reason: row.cancel_reason, by: row.cancelled_by, at: row.cancelled_at ? iso(row.cancelled_at) : null }
        : null,
    stay: {
      phase: row.stay_phase,
      arrivedAt: row.arrived_at ? iso(row.arrived_at) : null,
      departedAt: row.departed_at ? iso(row.departed_at) : null,
      checkInCode: party === "creator" ? row.check_in_code : null,
      noShow:
        row.no_show_at && row.no_show_note !== null
          ? {
              note: row.no_show_note,
              at: iso(row.no_show_at),
              contestNote: row.contest_note,
              contested: row.contested_at !== null,
            }
          : null,
      actions:
        party === "host" && row.status === "active"
          ? stayActions(
              row.stay_phase,
              stayContextOf({ timeZone: row.time_zone, startDate: startOf(row), totalNights: row.total_nights }, now),
            )
          : [],
    },
    dispute: row.dispute
      ? {
          id: row.dispute.id,
          status: row.dispute.status,
          category: row.dispute.category as DisputeCategory,
          openedBy: row.dispute.opener_role,
          openedAt: iso(row.dispute.opened_at),
          closedAt: row.dispute.closed_at ? iso(row.dispute.closed_at) : null,
        }
      : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    // Completion is never offered before the stay is over (issue 33 part 4); nothing while in dispute (0069).
    actions: row.disputed_at
      ? []
      : collaborationActions(row.status, party).filter(
          (to) =>
            (to !== "completed" || (!waitsFor && !awaits)) && (to !== "cancelled" || row.stay_phase === "upcoming"),
        ),
  };
}

/** GET /api/collaborations — the viewer's own (as host or creator), with the Active / Completed counts. */
export async function listCollaborations(deps: CollaborationDeps, actor: Actor | null): Promise<CollaborationList> {
  const me = requireAccess(actor, "signed-in");
  const items = (await q.collaborationsOf(deps.db, me.id)).map((row) => toCollaboration(row, me.id));
  return {
    items,
    counts: {
      active: items.filter((c) => c.status === "active").length,
      completed: items.filter((c) => c.status === "completed").length,
    },
  };
}

/** GET /api/collaborations/:id — the printable contract, for its two participants only (404 otherwise). */
export async function contractDocument(
  deps: CollaborationDeps,
  actor: Actor | null,
  id: string,
): Promise<ContractDocument> {
  const me = requireAccess(actor, "signed-in");
  const [row] = await q.collaborationsOf(deps.db, me.id, id);
  if (!row) throw notFound(collaborationMessages.notFound);
  const terms = row.application_id ? await q.acceptedTerms(deps.db, row.application_id) : null;
  const at = (v: string | Date | null) => (v === null ? null : iso(v));
  // A deleted party's id and their terms' proposed_by are both null, so the comparison still says who proposed.
  const agreed = (party: string | null) =>
    terms ? (terms.proposed_by === party ? at(terms.created_at) : at(terms.responded_at)) : null;
  return {
    collaboration: toCollaboration(row, me.id),
    terms: terms
      ? {
          compensationType: terms.compensation_type,
          paymentAmountCents: terms.payment_amount_cents,
          additionalNights: terms.additional_nights,
          usageRights: terms.usage_rights,
          usageDurationMonths: terms.usage_duration_months,
          specialRequirements: terms.special_requirements,
        }
      : null,
    acceptedAt: { host: agreed(row.host_id), creator: agreed(row.creator_id) },
    guestCount: row.application_id ? await q.guestCountOf(deps.db, row.application_id) : null,
  };
}

/** PATCH /api/collaborations/:id — either participant; the graph decides (409), completing completes the application. */
export async function changeCollaborationStatus(
  deps: CollaborationDeps,
  actor: Actor | null,
  id: string,
  { status }: z.output<typeof collaborationStatusSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  const [row] = await q.collaborationsOf(deps.db, me.id, id);
  if (!row) throw notFound(collaborationMessages.notFound);
  if (row.disputed_at) throw inDispute();
  assertCollaborationTransition(row.status, status, row.host_id === me.id ? "host" : "creator");
  const waitsFor = status === "completed" ? completionWaitsFor(row, new Date()) : null;
  if (waitsFor) throw new HttpError(409, "invalid_transition", collaborationMessages.notDeparted(waitsFor));
  if (status === "completed" && completionAwaits(row)) {
    throw new HttpError(409, "invalid_transition", collaborationMessages.notDepartedFlexible);
  }
  await withNotices(deps, async (tx) => {
    const changed = await q.setCollaborationStatus(tx, { id, from: row.status, to: status });
    if (!changed) throw new HttpError(409, "invalid_transition", collaborationMessages.changedMeanwhile);
    // Completing completes the application too (DECISIONS.md) and opens the review window (decision 0042).
    if (status === "completed") {
      if (row.application_id) await q.completeApplication(tx, row.application_id);
      await openReviewWindow(tx, id);
    }
    return { result: null, notices: [collaborationNotice(row, me.id, status)] };
  });
  return announced(deps, row, me.id, collaborationMessages.updated(status));
}

/**
 * POST /api/collaborations/:id/cancel — either participant, until the creator's arrival (409 after: only completion
 * ends it then), with a reason. One transaction: the status and reason, the nights reopen on the calendar, pending
 * payment requests are cancelled, the payment status follows, and the other party is told.
 */
export async function cancelCollaboration(
  deps: CollaborationDeps,
  actor: Actor | null,
  id: string,
  { reason }: z.output<typeof cancelCollaborationSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  const [row] = await q.collaborationsOf(deps.db, me.id, id);
  if (!row) throw notFound(collaborationMessages.notFound);
  const party = row.host_id === me.id ? "host" : "creator";
  if (row.disputed_at) throw inDispute();
  assertCollaborationTransition(row.status, "cancelled", party);
  if (row.stay_phase !== "upcoming") {
    throw new HttpError(409, "invalid_transition", collaborationMessages.cancelAfterArrival);
  }
  await withNotices(deps, async (tx) => {
    const done = await cancelBeforeArrival(tx, row, { reason, by: party });
    if (!done) throw new HttpError(409, "invalid_transition", collaborationMessages.changedMeanwhile);
    return { result: null, notices: [cancelledNotice(row, me.id, reason)] };
  });
  return announced(deps, row, me.id, collaborationMessages.cancelled);
}

/**
 * The cancellation step, inside the caller's transaction, shared by a participant's cancel and an operator's
 * suspension (decision 0057): status and reason by compare-and-set on status and phase, the nights reopen, pending
 * payment requests are cancelled and the payment status follows. False, with nothing written, when the
 * collaboration moved meanwhile (arrived, or already ended).
 */
export async function cancelBeforeArrival(
  tx: Db,
  row: Pick<q.CollaborationRow, "id" | "status">,
  { reason, by }: { reason: string; by: "host" | "creator" },
): Promise<boolean> {
  if (!(await q.cancelCollaboration(tx, { id: row.id, from: row.status, reason, by }))) return false;
  await releaseNights(tx, row.id);
  await q.cancelPendingPayments(tx, row.id);
  await rollUpPaymentStatus(tx, row.id);
  await q.closePendingPaymentStatus(tx, row.id);
  return true;
}

/** After a change: both parties' views refresh (`collaboration.updated`); the caller gets the row and its toast. */
async function announced(deps: CollaborationDeps, row: q.CollaborationRow, viewerId: string, description: string) {
  await deps.realtime.publish({
    userIds: [row.host_id, row.creator_id],
    type: "collaboration.updated",
    data: { collaborationId: row.id },
  });
  const [after] = await q.collaborationsOf(deps.db, viewerId, row.id);
  if (!after) throw notFound(collaborationMessages.notFound);
  return {
    collaboration: toCollaboration(after, viewerId),
    toast: { title: collaborationMessages.updatedTitle, description },
  };
}
