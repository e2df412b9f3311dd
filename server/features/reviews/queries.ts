import { agreedCounts } from "@domain/collaborations.ts";
import type { DueKind } from "@domain/content-due.ts";
import type { CreatorCollaboration } from "@domain/on-time-delivery.ts";
import { reviewWindowDays } from "@domain/reviews.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { PartiesRow } from "../../db/row-types.ts";

type Executor = Db | Tx;

/** Opens the 14-day review window of a collaboration that has just completed (once; a second completion keeps it). */
export async function openReviewWindow(db: Executor, collaborationId: string, now?: Date) {
  const at = now ? sql`${now}::timestamptz` : sql`now()`;
  await db.execute(sql`
    insert into review_windows (collaboration_id, opens_at, closes_at)
    values (${collaborationId}, ${at}, ${at} + make_interval(days => ${reviewWindowDays}))
    on conflict (collaboration_id) do nothing`);
}

export type CollaborationForReview = PartiesRow & {
  id: string;
  status: string;
  title: string;
  closes_at: Date | string | null;
  published_at: Date | string | null;
};

/** The collaboration for one of its parties, with its window; null for anyone else (→ 404). */
export async function collaborationFor(db: Executor, id: string, userId: string, lock = false) {
  const result = await db.execute<CollaborationForReview>(sql`
    select c.id, c.status, c.host_id, c.creator_id, h.full_name as host_name, h.avatar_key as host_avatar,
           cr.full_name as creator_name, cr.avatar_key as creator_avatar, l.title, w.closes_at, w.published_at
      from collaborations c
      join listings l on l.id = c.listing_id
      left join profiles h on h.id = c.host_id
      left join profiles cr on cr.id = c.creator_id
      left join review_windows w on w.collaboration_id = c.id
     where c.id = ${id} and (c.host_id = ${userId} or c.creator_id = ${userId})
     ${lock ? sql`for update of c` : sql``}`);
  return result.rows[0] ?? null;
}

export type ReviewRow = {
  id: string;
  collaboration_id: string;
  reviewer_id: string | null;
  reviewee_id: string;
  reviewer_role: "host" | "creator";
  rating: number;
  sub_ratings: Record<string, number>;
  text: string;
  reply: string | null;
  replied_at: Date | string | null;
  published_at: Date | string | null;
  reviewer_name: string | null;
  reviewer_avatar: string | null;
  listing_title: string;
};

const reviewColumns = sql`r.id, r.collaboration_id, r.reviewer_id, r.reviewee_id, r.reviewer_role, r.rating,
  r.sub_ratings, r.text, r.reply, r.replied_at, r.published_at, p.full_name as reviewer_name,
  p.avatar_key as reviewer_avatar, l.title as listing_title`;
const reviewJoins = sql`from reviews r
  join collaborations c on c.id = r.collaboration_id
  join listings l on l.id = c.listing_id
  left join profiles p on p.id = r.reviewer_id`;

export async function reviewsOf(db: Executor, collaborationId: string) {
  const result = await db.execute<ReviewRow>(
    sql`select ${reviewColumns} ${reviewJoins} where r.collaboration_id = ${collaborationId}`,
  );
  return result.rows;
}

export async function reviewById(db: Executor, id: string) {
  const result = await db.execute<ReviewRow>(sql`select ${reviewColumns} ${reviewJoins} where r.id = ${id}`);
  return result.rows[0] ?? null;
}

/** Published reviews about a person, newest first. */
export async function publishedAbout(db: Executor, userId: string, limit: number, offset: number) {
  const rows = await db.execute<ReviewRow>(sql`
    select ${reviewColumns} ${reviewJoins}
     where r.reviewee_id = ${userId} and r.published_at is not null
       and not exists (select 1 from removed_items ri where ri.item_id = r.id)
     order by r.published_at desc, r.seq desc limit ${limit} offset ${offset}`);
  const total = await db.execute<{ n: number; ratings: number[] | null }>(sql`
    select count(*)::int as n, array_agg(rating) as ratings from reviews
     where reviewee_id = ${userId} and published_at is not null
       and not exists (select 1 from removed_items ri where ri.item_id = reviews.id)`);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0), ratings: (total.rows[0]?.ratings ?? []).map(Number) };
}

/**
 * Publishes the reviews of a collaboration and closes its window, once: the window row is the compare-and-set
 * (only the caller that sets `published_at` from null publishes). Returns the parties who have reviews to read.
 */
export async function publishReviews(db: Executor, collaborationId: string, now: Date) {
  const window = await db.execute<{ collaboration_id: string }>(sql`
    update review_windows set published_at = ${now}
     where collaboration_id = ${collaborationId} and published_at is null
    returning collaboration_id`);
  if (window.rows.length === 0) return null;
  const published = await db.execute<{ reviewee_id: string; reviewer_id: string | null }>(sql`
    update reviews set published_at = ${now}
     where collaboration_id = ${collaborationId} and published_at is null
    returning reviewee_id, reviewer_id`);
  return published.rows;
}

/** Review windows past their end and not yet published. */
export async function dueWindows(db: Executor, now: Date) {
  const result = await db.execute<{ collaboration_id: string }>(sql`
    select collaboration_id from review_windows
     where published_at is null and closes_at <= ${now} order by closes_at limit 200`);
  return result.rows.map((r) => r.collaboration_id);
}

/**
 * What the response figures are made of, for a host: each application to their listings, and each creator's
 * first message in a conversation without an application (the placeholder, decision 0017), asked in the last
 * 90 days; answered by the host's first message after it, or by accepting/rejecting the application.
 */
export async function hostResponseEvents(db: Executor, hostId: string, now: Date) {
  const result = await db.execute<{ asked_at: Date | string; answered_at: Date | string | null }>(sql`
    with asked as (
      select a.id, cv.id as conversation_id,
             case when a.is_placeholder
                  then (select min(m.created_at) from messages m
                         where m.conversation_id = cv.id and m.sender_id = a.creator_id)
                  else a.created_at end as asked_at,
             case when not a.is_placeholder and a.status <> 'pending' and a.status <> 'withdrawn'
                  then a.updated_at end as decided_at
        from applications a
        join listings l on l.id = a.listing_id
        left join conversations cv on cv.application_id = a.id
       where l.host_id = ${hostId}
         and a.created_at >= ${now}::timestamptz - interval '120 days')
    select asked.asked_at,
           least(asked.decided_at, (select min(m.created_at) from messages m
                                     where m.conversation_id = asked.conversation_id and m.sender_id = ${hostId}
                                       and m.created_at >= asked.asked_at)) as answered_at
      from asked
     where asked.asked_at is not null and asked.asked_at >= ${now}::timestamptz - interval '90 days'`);
  return result.rows.map((r) => ({
    askedAt: new Date(r.asked_at),
    answeredAt: r.answered_at ? new Date(r.answered_at) : null,
  }));
}

/**
 * Every collaboration the host accepted (a collaboration exists once they accept), whether and by whom it was
 * cancelled (decision 0056): the "stays honoured" figure's events.
 */
export async function hostAcceptedStays(db: Executor, hostId: string) {
  const result = await db.execute<{ status: string; cancelled_by: "host" | "creator" | null }>(
    sql`select status, cancelled_by from collaborations where host_id = ${hostId}`,
  );
  return result.rows.map((r) => ({ cancelled: r.status === "cancelled", cancelledBy: r.cancelled_by }));
}

type CreatorCollaborationRow = {
  status: CreatorCollaboration["status"];
  stay_phase: string;
  time_zone: string;
  start_date: string | null;
  total_nights: number | null;
  departed_at: Date | string | null;
  content_due_days: number;
  agreed: unknown;
  approved: { kind: string; approved_at: string; created_at: string; automatic: boolean }[] | string | null;
};

/**
 * Every collaboration of a creator with what its due date is made of (the listing's zone, the agreed stay or the
 * recorded departure, the content-due days) and its approved pieces (newest versions only): the "on-time delivery"
 * and "completed collaborations" figures' events (decision 0059).
 */
export async function creatorCollaborations(db: Executor, creatorId: string): Promise<CreatorCollaboration[]> {
  const result = await db.execute<CreatorCollaborationRow>(sql`
    select c.status, c.stay_phase, l.time_zone, c.start_date::text as start_date, c.total_nights, c.departed_at, c.content_due_days,
           coalesce(c.agreed_deliverables, a.content_deliverables) as agreed,
           (select json_agg(json_build_object('kind', d.kind, 'approved_at', d.approved_at,
                                              'created_at', d.created_at,
                                              'automatic', d.auto_approved_at is not null))
              from collaboration_deliverables d
             where d.application_id = c.application_id and d.status = 'approved' and d.approved_at is not null
               and not exists (select 1 from collaboration_deliverables n where n.previous_id = d.id)) as approved
      from collaborations c
      join listings l on l.id = c.listing_id
      left join applications a on a.id = c.application_id
     where c.creator_id = ${creatorId}`);
  return result.rows.map((r) => {
    const counts = agreedCounts(r.agreed);
    const approved = typeof r.approved === "string" ? JSON.parse(r.approved) : (r.approved ?? []);
    return {
      status: r.status,
      noShow: r.stay_phase === "no_show",
      timeZone: r.time_zone,
      startDate: r.start_date ? r.start_date.slice(0, 10) : null,
      totalNights: r.total_nights,
      departedAt: r.departed_at ? new Date(r.departed_at) : null,
      dueDays: r.content_due_days,
      agreed: { post: counts.posts, story: counts.stories, video: counts.videos },
      approved: (approved as NonNullable<Exclude<CreatorCollaborationRow["approved"], string>>).map((p) => ({
        kind: p.kind as DueKind,
        approvedAt: new Date(p.approved_at),
        uploadedAt: new Date(p.created_at),
        automatic: p.automatic,
      })),
    };
  });
}

/** The person's role ('admin' is a host), null when there is no such person. */
export async function roleOf(db: Executor, userId: string): Promise<"host" | "creator" | null> {
  const result = await db.execute<{ role: string }>(sql`select role from user_roles where user_id = ${userId}`);
  const role = result.rows[0]?.role;
  if (!role) return null;
  return role === "creator" ? "creator" : "host";
}
