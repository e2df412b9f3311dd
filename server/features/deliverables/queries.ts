import type { DeliverableStatus } from "@domain/deliverable-states.ts";
import type { DeliverableKind, DeliverableUsageRights } from "@domain/deliverables.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { PartiesRow } from "../../db/row-types.ts";
import { clockFrom } from "../disputes/paused.ts";

type Executor = Db | Tx;

/**
 * Application statuses whose workspace can be read (DECISIONS.md turn 4): accepted, contract, active, and
 * completed (read-only); a cancelled collaboration keeps its application's status and is read-only too.
 */
export const readableWorkspaceStatuses = ["accepted", "contract", "active", "completed"] as const;

export type WorkspaceRow = PartiesRow & {
  application_id: string;
  application_status: string;
  listing_id: string;
  title: string;
  location: string;
  collaboration_details: string;
  content_expectations: unknown;
  offer_types: string[];
  application_deliverables: unknown;
  collaboration_id: string | null;
  collaboration_status: string | null;
  agreed_deliverables: unknown;
  start_date: string | null;
  total_nights: number | null;
  collaboration_created_at: string | Date | null;
  compensation_type: string | null;
  usage_duration_months: number | null;
  special_requirements: string | null;
  time_zone: string;
  content_due_days: number | null;
  departed_at: string | Date | null;
};

/**
 * The workspace of an application, for one of its two participants only, and only once it is accepted (accepted,
 * contract, active, completed): anyone else (or another state) gets nothing, which the service answers with a 404.
 */
export async function workspaceFor(db: Executor, applicationId: string, userId: string): Promise<WorkspaceRow | null> {
  const result = await db.execute<WorkspaceRow>(sql`
    select a.id as application_id, a.status as application_status, l.id as listing_id, l.title, l.location,
           l.collaboration_details, l.content_expectations, l.offer_types,
           l.host_id, h.full_name as host_name, h.avatar_key as host_avatar,
           a.creator_id, cr.full_name as creator_name, cr.avatar_key as creator_avatar,
           a.content_deliverables as application_deliverables,
           c.id as collaboration_id, c.status as collaboration_status, c.agreed_deliverables, c.start_date::text as start_date, c.total_nights,
           c.created_at as collaboration_created_at, l.time_zone, c.content_due_days, c.departed_at,
           t.compensation_type, t.usage_duration_months, t.special_requirements
      from applications a
      join listings l on l.id = a.listing_id
      left join profiles h on h.id = l.host_id
      left join profiles cr on cr.id = a.creator_id
      left join collaborations c on c.application_id = a.id
      left join lateral (
        select nt.compensation_type, nt.usage_duration_months, nt.special_requirements
          from conversations cv
          join negotiation_terms nt on nt.conversation_id = cv.id
         where cv.application_id = a.id and nt.status = 'accepted'
         order by nt.created_at desc, nt.seq desc
         limit 1
      ) t on true
     where a.id = ${applicationId}
       and not a.is_placeholder
       and a.status in ('accepted', 'contract', 'active', 'completed')
       and (a.creator_id = ${userId} or l.host_id = ${userId})`);
  return result.rows[0] ?? null;
}

/**
 * The application's and its collaboration's statuses, the collaboration's row locked until the caller's
 * transaction ends: an upload or review cannot slip in while the collaboration is being completed or cancelled.
 */
export async function lockWorkspaceStatus(
  tx: Executor,
  applicationId: string,
): Promise<{ application_status: string; collaboration_status: string | null }> {
  const collaboration = await tx.execute<{ status: string }>(
    sql`select status from collaborations where application_id = ${applicationId} for update`,
  );
  const application = await tx.execute<{ status: string }>(
    sql`select status from applications where id = ${applicationId}`,
  );
  return {
    application_status: application.rows[0]?.status ?? "",
    collaboration_status: collaboration.rows[0]?.status ?? null,
  };
}

export type DeliverableRow = {
  id: string;
  application_id: string;
  creator_id: string;
  storage_key: string | null;
  preview_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  media_type: "image" | "video" | "caption";
  kind: DeliverableKind;
  caption: string | null;
  usage_rights: DeliverableUsageRights | null;
  scheduled_date: string | Date | null;
  status: DeliverableStatus;
  version: number;
  previous_id: string | null;
  replaced_by_id: string | null;
  approved_at: string | Date | null;
  rights_expire_at: string | Date | null;
  auto_approved_at: string | Date | null;
  created_at: string | Date;
};

export type FeedbackRow = {
  id: string;
  deliverable_id: string;
  feedback_type: "approve" | "request_changes" | "comment";
  comment: string | null;
  rating: number | null;
  host_name: string | null;
  created_at: string | Date;
};

const deliverableColumns = sql`
  d.id, d.application_id, d.creator_id, d.storage_key, d.preview_key, d.file_name, d.file_type, d.file_size,
  d.media_type, d.kind, d.caption, d.usage_rights, d.scheduled_date, d.status, d.version, d.previous_id,
  (select n.id from collaboration_deliverables n where n.previous_id = d.id) as replaced_by_id,
  d.approved_at, d.rights_expire_at, d.auto_approved_at, d.created_at`;

/** Deliverables of one application, newest first (spec 001 §7), with their feedback newest first. */
export async function deliverablesOf(
  db: Executor,
  applicationId: string,
): Promise<{ rows: DeliverableRow[]; feedback: FeedbackRow[] }> {
  const rows = await db.execute<DeliverableRow>(sql`
    select ${deliverableColumns}
      from collaboration_deliverables d
     where d.application_id = ${applicationId}
       -- Removed by an operator after a report (decision 0060): kept for the record, out of the workspace and ZIP.
       and not exists (select 1 from removed_items ri where ri.item_id = d.id)
     order by d.created_at desc, d.seq desc
     limit 500`);
  const feedback = await db.execute<FeedbackRow>(sql`
    select f.id, f.deliverable_id, f.feedback_type, f.comment, f.rating, p.full_name as host_name, f.created_at
      from content_feedback f
      join collaboration_deliverables d on d.id = f.deliverable_id
      left join profiles p on p.id = f.host_id
     where d.application_id = ${applicationId}
     order by f.created_at desc, f.seq desc`);
  return { rows: rows.rows, feedback: feedback.rows };
}

/** One deliverable with the two participants of its application (null when it does not exist). */
export async function deliverableWithParties(
  db: Executor,
  id: string,
): Promise<(DeliverableRow & { host_id: string; application_status: string }) | null> {
  const result = await db.execute<DeliverableRow & { host_id: string; application_status: string }>(sql`
    select ${deliverableColumns}, l.host_id, a.status as application_status
      from collaboration_deliverables d
      join applications a on a.id = d.application_id
      join listings l on l.id = a.listing_id
     where d.id = ${id}`);
  return result.rows[0] ?? null;
}

export type NewDeliverable = {
  applicationId: string;
  creatorId: string;
  storageKey: string | null;
  previewKey: string | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  mediaType: "image" | "video" | "caption";
  kind: DeliverableKind;
  caption: string | null;
  usageRights: DeliverableUsageRights;
  scheduledDate: string | null;
  previousId: string | null;
  version: number;
};

/** The new row's id; null when another version already answers `previousId` (the unique index decides the race). */
export async function insertDeliverable(tx: Executor, d: NewDeliverable): Promise<string | null> {
  const result = await tx.execute<{ id: string }>(sql`
    insert into collaboration_deliverables
      (application_id, creator_id, storage_key, preview_key, file_name, file_type, file_size, media_type, kind,
       caption, usage_rights, scheduled_date, previous_id, version)
    values (${d.applicationId}, ${d.creatorId}, ${d.storageKey}, ${d.previewKey}, ${d.fileName}, ${d.fileType},
            ${d.fileSize}, ${d.mediaType}, ${d.kind}, ${d.caption}, ${d.usageRights}, ${d.scheduledDate},
            ${d.previousId}, ${d.version})
    on conflict (previous_id) do nothing
    returning id`);
  return result.rows[0]?.id ?? null;
}

/**
 * The review's status change as a compare-and-set on `pending` (with the rights register's dates on approval; a
 * comment only touches `updated_at`). False when someone else reviewed it meanwhile; then nothing is written.
 */
export async function markReviewed(
  db: Executor,
  input: { deliverableId: string; to: DeliverableStatus | null; approvedAt: Date | null; rightsExpireAt: Date | null },
): Promise<boolean> {
  const locked = await db.execute<{ id: string }>(sql`
    update collaboration_deliverables
       set ${
         input.to === "approved"
           ? sql`status = 'approved', approved_at = ${input.approvedAt?.toISOString() ?? null}::timestamptz,
                 rights_expire_at = ${input.rightsExpireAt?.toISOString() ?? null}::timestamptz,`
           : input.to
             ? sql`status = ${input.to},`
             : sql``
       }
           updated_at = now()
     where id = ${input.deliverableId} and status = 'pending'
     returning id`);
  return locked.rows.length > 0;
}

export async function insertFeedback(
  db: Executor,
  input: {
    deliverableId: string;
    hostId: string;
    feedbackType: "approve" | "request_changes" | "comment";
    comment: string | null;
    rating: number | null;
  },
) {
  await db.execute(sql`
    insert into content_feedback (deliverable_id, host_id, feedback_type, comment, rating)
    values (${input.deliverableId}, ${input.hostId}, ${input.feedbackType}, ${input.comment}, ${input.rating})`);
}

export type RightsRow = {
  deliverable_id: string;
  application_id: string;
  title: string;
  creator_name: string | null;
  host_name: string | null;
  media_type: "image" | "video" | "caption";
  file_name: string | null;
  storage_key: string | null;
  preview_key: string | null;
  usage_rights: DeliverableUsageRights;
  approved_at: string | Date;
  rights_expire_at: string | Date | null;
  removed: boolean;
};

/** Every approved deliverable the user hosts or created, across collaborations (the usage-rights register). */
export async function rightsOf(db: Executor, userId: string): Promise<RightsRow[]> {
  const result = await db.execute<RightsRow>(sql`
    select d.id as deliverable_id, d.application_id, l.title, cr.full_name as creator_name, h.full_name as host_name,
           d.media_type, d.file_name, d.storage_key, d.preview_key, d.usage_rights, d.approved_at, d.rights_expire_at,
           exists (select 1 from removed_items ri where ri.item_id = d.id) as removed
      from collaboration_deliverables d
      join applications a on a.id = d.application_id
      join listings l on l.id = a.listing_id
      left join profiles cr on cr.id = d.creator_id
      left join profiles h on h.id = l.host_id
     where d.status = 'approved' and d.approved_at is not null and d.usage_rights is not null
       and (l.host_id = ${userId} or d.creator_id = ${userId})
     order by d.approved_at desc, d.seq desc
     limit 1000`);
  return result.rows;
}

export type ChangeRequestDueRow = Pick<DeliverableRow, "id" | "application_id" | "creator_id" | "kind" | "file_name"> &
  Pick<WorkspaceRow, "title" | "host_name">;

/**
 * Deliverables whose change request was made before `requestedBefore` and is still open: the deliverable still
 * needs changes, no newer version answers it, the workspace is still open, and its creator has not been reminded
 * (once-key `change-request-reminder:{deliverableId}`), oldest first, 200 a round.
 */
export async function openChangeRequests(db: Executor, requestedBefore: Date): Promise<ChangeRequestDueRow[]> {
  const result = await db.execute<ChangeRequestDueRow>(sql`
    select d.id, d.application_id, d.creator_id, d.kind, d.file_name, l.title, h.full_name as host_name
      from collaboration_deliverables d
      join applications a on a.id = d.application_id
      join listings l on l.id = a.listing_id
      left join profiles h on h.id = l.host_id
     where d.status = 'needs_changes'
       and a.status in ('accepted', 'contract', 'active')
       and not exists (select 1 from collaborations c
                        where c.application_id = a.id
                          and (c.status in ('completed', 'cancelled') or c.disputed_at is not null))
       and not exists (select 1 from collaboration_deliverables v where v.previous_id = d.id)
       and exists (select 1 from content_feedback f join collaborations fc on fc.application_id = a.id
                    where f.deliverable_id = d.id and f.feedback_type = 'request_changes'
                      and ${clockFrom(sql`fc.id`, sql`f.created_at`)} <= ${requestedBefore})
       and not exists (select 1 from notifications n
                        where n.user_id = d.creator_id and n.once_key = 'change-request-reminder:' || d.id::text)
     order by d.updated_at
     limit 200`);
  return result.rows;
}

export type RightsExpiringRow = {
  id: string;
  creator_id: string | null;
  host_id: string | null;
  file_name: string | null;
  kind: string;
  usage_rights: DeliverableUsageRights;
  rights_expire_at: string | Date;
  title: string;
};

/**
 * Approved deliverables whose usage rights end after `after` and by `by`, with a host or creator left to tell,
 * that carry no notification with `onceKey` + their id yet, soonest first, 200 a round.
 */
export async function rightsExpiringBetween(
  db: Executor,
  window: { after: Date; by: Date; onceKey: string },
): Promise<RightsExpiringRow[]> {
  const result = await db.execute<RightsExpiringRow>(sql`
    select d.id, d.creator_id, l.host_id, d.file_name, d.kind, d.usage_rights, d.rights_expire_at, l.title
      from collaboration_deliverables d
      join applications a on a.id = d.application_id
      join listings l on l.id = a.listing_id
     where d.status = 'approved' and d.rights_expire_at is not null
       and d.rights_expire_at > ${window.after}
       and d.rights_expire_at <= ${window.by}
       and coalesce(d.creator_id, l.host_id) is not null
       and not exists (select 1 from notifications n where n.once_key = ${window.onceKey} || d.id::text)
     order by d.rights_expire_at
     limit 200`);
  return result.rows;
}
