import type { DeliverableUsageRights } from "@domain/deliverables.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { clockFrom } from "../disputes/paused.ts";

type Executor = Db | Tx;

/**
 * Collaborations whose workspace is still open: running, not closed, with an application (decision 0056) — and not
 * in dispute: an open dispute stops the approval window and the reminders (decision 0069).
 */
const openCollaboration = sql`c.status in ('active', 'paused') and c.application_id is not null
  and a.status in ('accepted', 'contract', 'active') and c.disputed_at is null`;
/** The approval window's start: the upload, moved on by the time spent in disputes since (decision 0069). */
const windowFrom = clockFrom(sql`c.id`, sql`d.created_at`);

export type ContentDueRow = {
  collaboration_id: string;
  application_id: string;
  creator_id: string;
  title: string;
  time_zone: string;
  start_date: string | null;
  total_nights: number | null;
  departed_at: string | Date | null;
  content_due_days: number;
  agreed_deliverables: unknown;
  delivered_posts: number;
  delivered_stories: number;
  delivered_videos: number;
};

/**
 * Open collaborations (not a no-show) whose content falls due between today and 3 days from now where the listing
 * is — the check-out (agreed, or the recorded departure's local date) + the agreed days — with how many pieces of
 * each kind are delivered (a newest version that is not rejected). The step decides again with the domain's rule.
 */
export async function contentDueSoon(db: Executor, now: Date, withinDays: number): Promise<ContentDueRow[]> {
  const at = now.toISOString();
  const delivered = (kind: string) => sql`(select count(*)::int from collaboration_deliverables d
      where d.application_id = c.application_id and d.kind = ${kind} and d.status <> 'rejected'
        and not exists (select 1 from collaboration_deliverables n where n.previous_id = d.id))`;
  const result = await db.execute<ContentDueRow>(sql`
    select c.id as collaboration_id, c.application_id, c.creator_id, l.title, l.time_zone,
           c.start_date::text as start_date, c.total_nights, c.departed_at, c.content_due_days, c.agreed_deliverables,
           ${delivered("post")} as delivered_posts, ${delivered("story")} as delivered_stories,
           ${delivered("video")} as delivered_videos
      from collaborations c
      join applications a on a.id = c.application_id
      join listings l on l.id = c.listing_id
     where ${openCollaboration} and c.stay_phase <> 'no_show'
       and coalesce(c.start_date + coalesce(c.total_nights, 0), (c.departed_at at time zone l.time_zone)::date)
             + c.content_due_days
           between (${at}::timestamptz at time zone l.time_zone)::date
               and (${at}::timestamptz at time zone l.time_zone)::date + ${withinDays}::int
     order by c.seq
     limit 500`);
  return result.rows;
}

export type AwaitingReviewRow = {
  id: string;
  application_id: string;
  collaboration_id: string;
  creator_id: string;
  host_id: string;
  kind: string;
  file_name: string | null;
  usage_rights: DeliverableUsageRights | null;
  created_at: string | Date;
  title: string;
  time_zone: string;
  usage_duration_months: number | null;
};

/**
 * Versions awaiting the host's review (pending) uploaded at or before `uploadedBy`, in an open workspace, oldest
 * first, 200 a round; `withoutOnceKey` leaves out those whose creator already has that notice.
 */
export async function awaitingReview(
  db: Executor,
  filter: { uploadedBy: Date; uploadedAfter?: Date; withoutOnceKey?: string },
): Promise<AwaitingReviewRow[]> {
  const result = await db.execute<AwaitingReviewRow>(sql`
    select d.id, d.application_id, c.id as collaboration_id, d.creator_id, l.host_id, d.kind, d.file_name,
           d.usage_rights, ${windowFrom} as created_at, l.title, l.time_zone,
           (select nt.usage_duration_months from conversations cv
              join negotiation_terms nt on nt.conversation_id = cv.id
             where cv.application_id = a.id and nt.status = 'accepted'
             order by nt.created_at desc, nt.seq desc limit 1) as usage_duration_months
      from collaboration_deliverables d
      join applications a on a.id = d.application_id
      join listings l on l.id = a.listing_id
      join collaborations c on c.application_id = a.id
     where d.status = 'pending' and ${openCollaboration}
       and ${windowFrom} <= ${filter.uploadedBy.toISOString()}::timestamptz
       ${filter.uploadedAfter ? sql`and ${windowFrom} > ${filter.uploadedAfter.toISOString()}::timestamptz` : sql``}
       ${
         filter.withoutOnceKey
           ? sql`and not exists (select 1 from notifications n
                                  where n.user_id = d.creator_id and n.once_key = ${filter.withoutOnceKey} || d.id::text)`
           : sql``
       }
     order by 9, d.seq
     limit 200`);
  return result.rows;
}

/**
 * The approval window's compare-and-set: still pending → approved, with the rights register's dates and the time
 * of the automatic approval. False when the host reviewed it meanwhile (nothing written).
 */
export async function approveAutomatically(
  tx: Executor,
  input: { id: string; at: Date; rightsExpireAt: Date | null },
): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    update collaboration_deliverables
       set status = 'approved', approved_at = ${input.at.toISOString()}::timestamptz,
           rights_expire_at = ${input.rightsExpireAt?.toISOString() ?? null}::timestamptz,
           auto_approved_at = ${input.at.toISOString()}::timestamptz, updated_at = now()
     where id = ${input.id} and status = 'pending'
     returning id`);
  return result.rows.length > 0;
}
