import type { CollaborationStatus } from "@domain/collaboration-states.ts";
import type { StayPhase } from "@domain/stay-phases.ts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { AgreedTermsRow, PartiesRow } from "../../db/row-types.ts";
import { applications, collaborations } from "../../db/schema/index.ts";
import { fileUrl } from "../../storage/storage.ts";

type Executor = Db | Tx;

/** The collaboration's latest dispute (open, or how the last one ended), as JSON from the row's subquery. */
export type DisputeSummaryRow = {
  id: string;
  status: "open" | "resolved" | "withdrawn";
  category: string;
  opener_role: "host" | "creator";
  opened_at: string;
  closed_at: string | null;
};

export type CollaborationRow = PartiesRow & {
  id: string;
  application_id: string | null;
  listing_id: string;
  title: string;
  location: string;
  status: CollaborationStatus;
  payment_status: "pending" | "approved" | "paid" | "cancelled";
  payment_amount_cents: number;
  total_nights: number | null;
  start_date: string | Date | null;
  agreed_deliverables: unknown;
  approved_items: number;
  time_zone: string;
  stay_phase: StayPhase;
  check_in_code: string;
  arrived_at: string | Date | null;
  departed_at: string | Date | null;
  cancel_reason: string | null;
  cancelled_by: "host" | "creator" | "collabstay" | null;
  cancelled_at: string | Date | null;
  no_show_note: string | null;
  no_show_at: string | Date | null;
  contest_note: string | null;
  contested_at: string | Date | null;
  content_due_days: number;
  disputed_at: string | Date | null;
  dispute: DisputeSummaryRow | null;
  created_at: string | Date;
  updated_at: string | Date;
};

// One row shape for the viewer's list and for a suspension's cancellations (the notice reads names and title).
const collaborationRows = sql`
    select c.id, c.application_id, c.listing_id, l.title, l.location, l.time_zone,
           c.host_id, h.full_name as host_name, h.avatar_key as host_avatar,
           c.creator_id, cr.full_name as creator_name, cr.avatar_key as creator_avatar,
           c.status, c.payment_status, c.payment_amount_cents, c.total_nights, c.start_date::text as start_date,
           c.agreed_deliverables, c.created_at, c.updated_at, c.stay_phase, c.check_in_code, c.arrived_at,
           c.departed_at, c.cancel_reason, c.cancelled_by, c.cancelled_at,
           c.no_show_note, c.no_show_at, c.contest_note, c.contested_at, c.content_due_days, c.disputed_at,
           (select json_build_object('id', ds.id, 'status', ds.status, 'category', ds.category,
                                     'opener_role', ds.opener_role, 'opened_at', ds.opened_at, 'closed_at', ds.closed_at)
              from disputes ds where ds.collaboration_id = c.id
             order by ds.opened_at desc, ds.seq desc limit 1) as dispute,
           (select count(*)::int from collaboration_deliverables d
             where d.application_id = c.application_id and d.status = 'approved') as approved_items
      from collaborations c
      join listings l on l.id = c.listing_id
      left join profiles h on h.id = c.host_id
      left join profiles cr on cr.id = c.creator_id`;

/** The viewer's collaborations (as host or creator), newest first; `id` narrows to one. Never anyone else's. */
export async function collaborationsOf(db: Executor, userId: string, id?: string): Promise<CollaborationRow[]> {
  const result = await db.execute<CollaborationRow>(sql`
    ${collaborationRows}
     where (c.host_id = ${userId} or c.creator_id = ${userId})
       ${id ? sql`and c.id = ${id}` : sql``}
     order by c.created_at desc, c.seq desc
     limit 200`);
  return result.rows;
}

/**
 * Every running (active or paused) collaboration of the person, as host or creator, whose creator has not arrived:
 * what a suspension cancels. No limit: none may be left running for a suspended account.
 */
export async function notYetArrivedOf(db: Executor, userId: string): Promise<CollaborationRow[]> {
  const result = await db.execute<CollaborationRow>(sql`
    ${collaborationRows}
     where (c.host_id = ${userId} or c.creator_id = ${userId})
       and c.status in ('active', 'paused') and c.stay_phase = 'upcoming'
     order by c.seq`);
  return result.rows;
}

export const avatarUrl = (key: string | null) => (key ? fileUrl(key) : null);

/** Compare-and-set on the collaboration's status; the loser of a race gets false with nothing written. */
export async function setCollaborationStatus(
  db: Executor,
  input: { id: string; from: CollaborationStatus; to: CollaborationStatus },
): Promise<boolean> {
  const [row] = await db
    .update(collaborations)
    .set({ status: input.to, updatedAt: sql`now()` })
    // Never while a dispute holds it (decision 0069): only the operator's decision moves it then.
    .where(
      and(eq(collaborations.id, input.id), eq(collaborations.status, input.from), isNull(collaborations.disputedAt)),
    )
    .returning({ id: collaborations.id });
  return row !== undefined;
}

/**
 * Cancels a running collaboration whose creator has not arrived (compare-and-set on status and phase), with its
 * reason; false when it moved meanwhile, with nothing written.
 */
export async function cancelCollaboration(
  db: Executor,
  input: { id: string; from: CollaborationStatus; reason: string; by: "host" | "creator" },
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    update collaborations
       set status = 'cancelled', cancel_reason = ${input.reason}, cancelled_by = ${input.by},
           cancelled_at = now(), updated_at = now()
     where id = ${input.id} and status = ${input.from} and stay_phase = 'upcoming' and disputed_at is null
     returning id`);
  return result.rows.length > 0;
}

/** Pending payment requests end with the collaboration (issue 33 part 5). */
export async function cancelPendingPayments(db: Executor, collaborationId: string) {
  await db.execute(sql`
    update payments set status = 'cancelled', updated_at = now()
     where collaboration_id = ${collaborationId} and status = 'pending'`);
}

/** After the roll-up: with no request left open nothing is pending any more (approved or paid ones stay shown). */
export async function closePendingPaymentStatus(db: Executor, collaborationId: string) {
  await db.execute(sql`
    update collaborations set payment_status = 'cancelled'
     where id = ${collaborationId} and payment_status = 'pending'`);
}

/** The application of a completed collaboration is completed too, from accepted or contract. */
export async function completeApplication(db: Executor, applicationId: string) {
  await db
    .update(applications)
    .set({ status: "completed", updatedAt: sql`now()` })
    .where(and(eq(applications.id, applicationId), sql`${applications.status} in ('accepted', 'contract')`));
}

/**
 * The accepted terms of the collaboration's application, if any: the proposer agreed when proposing, the other
 * party when answering.
 */
export async function acceptedTerms(db: Executor, applicationId: string) {
  const result = await db.execute<
    AgreedTermsRow & { proposed_by: string | null; created_at: string | Date; responded_at: string | Date | null }
  >(sql`
    select t.proposed_by, t.compensation_type, t.payment_amount_cents, t.additional_nights, t.usage_rights,
           t.usage_duration_months, t.special_requirements, t.created_at, t.responded_at
      from negotiation_terms t join conversations c on c.id = t.conversation_id
     where c.application_id = ${applicationId} and t.status = 'accepted'
     order by t.responded_at desc nulls last, t.seq desc limit 1`);
  return result.rows[0] ?? null;
}

/** The number of guests the application asked for (the contract document shows it; issue 35 part 10). */
export async function guestCountOf(db: Executor, applicationId: string): Promise<number | null> {
  const result = await db.execute<{ guest_count: number }>(
    sql`select guest_count from applications where id = ${applicationId}`,
  );
  return result.rows[0]?.guest_count ?? null;
}
