import { randomUUID } from "node:crypto";
import type { ApplicationStatus } from "@domain/application-states.ts";
import type { Application, ApplicationDeliverables } from "@domain/applications.ts";
import type { RealtimeEventType } from "@domain/realtime-events.ts";
import { nightsBetween } from "@domain/stay-dates.ts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { pageWithTotal } from "../../db/page-with-total.ts";
import type { PartiesRow, StayRulesRow } from "../../db/row-types.ts";
import { applications, collaborations, conversations, creatorProfiles } from "../../db/schema/index.ts";
import type { InStatementPublish } from "../../realtime/events.ts";
import { fileUrl } from "../../storage/storage.ts";
import type { AllowanceSteps } from "../abuse-limits/allowance.ts";
import { blockStateStep } from "../blocks/queries.ts";
import { noticeSteps, type StatementNotice } from "../notifications/notify.ts";

type Executor = Db | Tx;

/** The listing and its host as the apply rules read them (listing `l`, host profile `p`). */
type ApplyListingRow = {
  id: string;
  host_id: string;
  status: string;
  title: string;
  min_follower_count: number;
  host_name: string | null;
} & StayRulesRow;
const applyListingColumns = sql.raw(`l.id, l.host_id, l.status, l.title, l.min_follower_count, p.full_name as host_name,
           l.flexible_dates, l.min_nights, l.max_nights, l.booking_horizon_months, l.time_zone`);

/** What the apply rules need from the listing and its host. */
export async function listingForApply(db: Executor, listingId: string) {
  const result = await db.execute<ApplyListingRow>(sql`
    select ${applyListingColumns}
      from listings l left join profiles p on p.id = l.host_id
     where l.id = ${listingId}`);
  return result.rows[0] ?? null;
}

/** The creator's general follower count; a creator without a creator profile has 0. */
export async function followerCount(db: Executor, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: creatorProfiles.followerCount })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, creatorId));
  return Number(row?.n ?? 0);
}

/**
 * Real applications still pending since `createdBefore` whose host has not been reminded of them yet (once-key
 * `application-reminder:{id}`), 200 a round.
 */
export async function pendingUnreminded(db: Executor, createdBefore: Date) {
  const result = await db.execute<{ id: string; host_id: string; title: string; creator_name: string | null }>(sql`
    select a.id, l.host_id, l.title, p.full_name as creator_name
      from applications a
      join listings l on l.id = a.listing_id
      left join profiles p on p.id = a.creator_id
     where a.status = 'pending' and not a.is_placeholder
       and a.created_at <= ${createdBefore}
       and not exists (select 1 from notifications n
                        where n.user_id = l.host_id and n.once_key = 'application-reminder:' || a.id::text)
     limit 200`);
  return result.rows;
}

/** What the apply rules read before the transaction, in one statement: the listing, its host, and the creator's side. */
export async function applyFacts(db: Executor, listingId: string, creatorId: string) {
  const result = await db.execute<
    ApplyListingRow & {
      blocked_by_me: boolean;
      blocked_by_host: boolean;
      follower_count: number | null;
      previous_status: ApplicationStatus | null;
      previous_is_placeholder: boolean | null;
    }
  >(sql`
    select ${applyListingColumns},
           exists (select 1 from blocks b where b.blocker_id = ${creatorId} and b.blocked_id = l.host_id) as blocked_by_me,
           exists (select 1 from blocks b where b.blocker_id = l.host_id and b.blocked_id = ${creatorId}) as blocked_by_host,
           (select cp.follower_count from creator_profiles cp where cp.id = ${creatorId}) as follower_count,
           prev.status as previous_status, prev.is_placeholder as previous_is_placeholder
      from listings l
      left join profiles p on p.id = l.host_id
      left join lateral (
        select a.status, a.is_placeholder from applications a
         where a.listing_id = l.id and a.creator_id = ${creatorId}
         order by a.is_placeholder, a.created_at desc, a.seq desc limit 1) prev on true
     where l.id = ${listingId}`);
  const row = result.rows[0];
  if (!row) return null;
  const { blocked_by_me, blocked_by_host, follower_count, previous_status, previous_is_placeholder, ...listing } = row;
  return {
    listing,
    blocked: { me: blocked_by_me === true, them: blocked_by_host === true },
    followers: Number(follower_count ?? 0),
    previous:
      previous_status === null ? null : { status: previous_status, is_placeholder: previous_is_placeholder === true },
  };
}

type NewApplication = {
  listingId: string;
  hostId: string;
  creatorId: string;
  message: string;
  guestCount: number;
  deliverables: ApplicationDeliverables;
  checkIn: string | null;
  checkOut: string | null;
};

/**
 * The application's write in one statement, run under the pair's lock (blocks, decision 0068) in the caller's
 * transaction: the block check, the creator's abuse count (`allowance`), then — only when neither refuses — the
 * creator's placeholder for this listing turned into the real application (same row, so the conversation they
 * already had stays attached; decision 0017) or a new row, the host's notification, and the realtime events
 * (`notification.created` to the host when the bell changed, `application.created` to both), whose fan-out the
 * caller hands to `events.delivered` after its commit. An open application already there makes the partial unique
 * index refuse the statement (the caller's 409): also between concurrent requests.
 */
export async function storeApplication(
  tx: Executor,
  row: NewApplication,
  steps: {
    /** The creator's abuse count (allowanceSteps), counted only when no block stands between the two. */
    allowance: Pick<AllowanceSteps, "steps" | "within" | "columns">;
    notice: (applicationId: SQL) => StatementNotice;
    publishing: (source: SQL) => InStatementPublish;
  },
) {
  const block = blockStateStep(row.creatorId, row.hostId);
  const made = sql`exists (select 1 from app)`;
  const events = steps.publishing(sql`
    select n.user_id, ${"notification.created" satisfies RealtimeEventType}::text as type, '{}'::jsonb as data
      from (select user_id from notice_refreshed union all select user_id from notice_added) n
    union all
    select u.user_id, ${"application.created" satisfies RealtimeEventType}::text,
           jsonb_build_object('applicationId', app.id, 'listingId', ${row.listingId}::uuid)
      from app cross join (values (${row.hostId}::uuid), (${row.creatorId}::uuid)) u (user_id)`);
  const newId = randomUUID();
  const result = await tx.execute<Record<string, unknown> & { id: string | null; published: unknown }>(sql`
    with ${block.step}, ${steps.allowance.steps(sql`not ${block.blocked}`)}, allowed as (
      select 1 where not ${block.blocked} and ${steps.allowance.within}
    ), upgraded as (
      update applications
         set message = ${row.message}, guest_count = ${row.guestCount},
             content_deliverables = ${JSON.stringify(row.deliverables)}::jsonb,
             check_in = ${row.checkIn}::date, check_out = ${row.checkOut}::date, is_placeholder = false,
             status = 'pending', created_at = now(), updated_at = now()
       where listing_id = ${row.listingId} and creator_id = ${row.creatorId} and is_placeholder
         and exists (select 1 from allowed)
      returning id
    ), inserted as (
      insert into applications
        (id, listing_id, creator_id, message, guest_count, content_deliverables, check_in, check_out)
      select ${newId}::uuid, ${row.listingId}::uuid, ${row.creatorId}::uuid, ${row.message}::text,
             ${row.guestCount}::int, ${JSON.stringify(row.deliverables)}::jsonb, ${row.checkIn}::date,
             ${row.checkOut}::date
       where exists (select 1 from allowed) and not exists (select 1 from upgraded)
      returning id
    ), app as (
      select id from upgraded union all select id from inserted
    ), ${noticeSteps(steps.notice(sql`(select id from app)`), made)}, ${events.steps}
    select (select id from app) as id, ${block.blockedByMe} as blocked_by_me, ${block.blockedByThem} as blocked_by_them,
           ${steps.allowance.columns}, ${events.column} as published`);
  const answer = result.rows[0];
  return {
    id: answer?.id ?? null,
    blocked: { me: answer?.blocked_by_me === true, them: answer?.blocked_by_them === true },
    answer: answer ?? {},
    deliver: () => events.delivered(answer?.published),
  };
}

/** An application as its two parties see it; null for anyone else (the caller answers 404). */
export async function applicationFor(db: Executor, id: string, userId: string) {
  const result = await db.execute<{
    id: string;
    status: ApplicationStatus;
    creator_id: string;
    host_id: string;
    listing_id: string;
    is_placeholder: boolean;
    title: string;
    host_name: string | null;
    creator_name: string | null;
    check_in: string | null;
    check_out: string | null;
    time_zone: string;
  }>(sql`
    select a.id, a.status, a.creator_id, l.host_id, a.listing_id, a.is_placeholder, l.title,
           h.full_name as host_name, c.full_name as creator_name,
           to_char(a.check_in, 'YYYY-MM-DD') as check_in, to_char(a.check_out, 'YYYY-MM-DD') as check_out, l.time_zone
      from applications a join listings l on l.id = a.listing_id
      left join profiles h on h.id = l.host_id
      left join profiles c on c.id = a.creator_id
     where a.id = ${id} and (a.creator_id = ${userId} or l.host_id = ${userId})`);
  return result.rows[0] ?? null;
}

/**
 * Compare-and-set: two racing changes cannot both apply (of two concurrent accepts exactly one wins). The winner
 * gets what the next steps copy from the row as it now is; the loser gets null, with nothing written.
 */
export async function setStatus(db: Executor, id: string, from: ApplicationStatus, to: ApplicationStatus) {
  const [changed] = await db
    .update(applications)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(applications.id, id), eq(applications.status, from), eq(applications.isPlaceholder, false)))
    .returning({
      listingId: applications.listingId,
      creatorId: applications.creatorId,
      contentDeliverables: applications.contentDeliverables,
      checkIn: applications.checkIn,
      checkOut: applications.checkOut,
    });
  return changed ?? null;
}

/**
 * A status change other than an acceptance (reject, withdraw) in one statement, so one round trip and atomic without
 * a transaction: `setStatus`'s compare-and-set, the notice it makes (at most one), and the realtime events
 * (`notification.created` when the recipient's bell changed, `application.status` to both parties); the caller hands
 * them to `deliver` once the statement has returned (committed). `changed` false: another change came first,
 * nothing was written.
 */
export async function setStatusNoticed(
  db: Db,
  change: { id: string; from: ApplicationStatus; to: ApplicationStatus; hostId: string; creatorId: string | null },
  notices: StatementNotice[],
  publishing: (source: SQL) => InStatementPublish,
) {
  if (notices.length > 1) throw new Error("one notice per status change");
  const [notice] = notices;
  const changed = sql`exists (select 1 from changed)`;
  const events = publishing(sql`
    ${
      notice
        ? sql`select n.user_id, ${"notification.created" satisfies RealtimeEventType}::text as type, '{}'::jsonb as data
      from (select user_id from notice_refreshed union all select user_id from notice_added) n
    union all
    `
        : sql``
    }select u.user_id, ${"application.status" satisfies RealtimeEventType}::text as type,
           jsonb_build_object('applicationId', changed.id, 'status', ${change.to}::text) as data
      from changed cross join (values (${change.hostId}::uuid), (${change.creatorId}::uuid)) u (user_id)`);
  const result = await db.execute<{ changed: boolean; published: unknown }>(sql`
    with changed as (
      update applications set status = ${change.to}, updated_at = now()
       where id = ${change.id} and status = ${change.from} and not is_placeholder
      returning id
    ), ${notice ? sql`${noticeSteps(notice, changed)}, ` : sql``}${events.steps}
    select ${changed} as changed, ${events.column} as published`);
  const row = result.rows[0];
  return { changed: row?.changed === true, deliver: () => events.delivered(row?.published) };
}

/** A new active collaboration for an accepted application; its id. */
export async function insertCollaboration(
  db: Executor,
  row: {
    applicationId: string;
    listingId: string;
    hostId: string;
    creatorId: string;
    deliverables: (typeof collaborations.$inferInsert)["agreedDeliverables"];
    startDate: string | null;
    totalNights: number | null;
  },
): Promise<string> {
  const [collaboration] = await db
    .insert(collaborations)
    .values({
      applicationId: row.applicationId,
      listingId: row.listingId,
      hostId: row.hostId,
      creatorId: row.creatorId,
      status: "active",
      paymentStatus: "pending",
      agreedDeliverables: row.deliverables,
      startDate: row.startDate,
      totalNights: row.totalNights,
    })
    .returning({ id: collaborations.id });
  if (!collaboration) throw new Error("collaboration not inserted");
  return collaboration.id;
}

/** The application's conversation, made if missing (unique per application, so a race makes one). */
export async function ensureConversation(
  db: Executor,
  row: { applicationId: string; hostId: string; creatorId: string },
): Promise<string> {
  await db.insert(conversations).values(row).onConflictDoNothing({ target: conversations.applicationId });
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.applicationId, row.applicationId));
  if (!found) throw new Error("conversation missing after insert");
  return found.id;
}

export type ApplicationFilter =
  | { hostId: string; listingId?: string | undefined; status?: ApplicationStatus | undefined }
  | { creatorId: string; listingId?: string | undefined; status?: ApplicationStatus | undefined };

function filterSql(filter: ApplicationFilter) {
  const parts = [
    "hostId" in filter ? sql`l.host_id = ${filter.hostId}` : sql`a.creator_id = ${filter.creatorId}`,
    sql`not a.is_placeholder`,
  ];
  if (filter.listingId) parts.push(sql`a.listing_id = ${filter.listingId}`);
  if (filter.status) parts.push(sql`a.status = ${filter.status}`);
  return sql.join(parts, sql` and `);
}

type Row = PartiesRow & {
  id: string;
  status: ApplicationStatus;
  message: string;
  guest_count: number;
  check_in: string | null;
  check_out: string | null;
  content_deliverables: Application["deliverables"];
  created_at: Date | string;
  updated_at: Date | string;
  listing_id: string;
  listing_title: string;
  listing_location: string;
  conversation_id: string | null;
  collaboration_id: string | null;
  follower_count: number | null;
  instagram_followers: number | null;
  tiktok_followers: number | null;
  youtube_followers: number | null;
};

/** What an application's answer shows: the row joined with listing, both parties, conversation and collaboration. */
const applicationColumns = sql`
    a.id, a.status, a.message, a.guest_count, a.content_deliverables,
           to_char(a.check_in, 'YYYY-MM-DD') as check_in, to_char(a.check_out, 'YYYY-MM-DD') as check_out, a.created_at, a.updated_at, a.seq,
           l.id as listing_id, l.title as listing_title, l.location as listing_location,
           l.host_id, h.full_name as host_name, h.avatar_key as host_avatar,
           a.creator_id, c.full_name as creator_name, c.avatar_key as creator_avatar,
           cv.id as conversation_id, co.id as collaboration_id,
           cp.follower_count, cp.instagram_followers, cp.tiktok_followers, cp.youtube_followers`;
const applicationJoins = sql`
      join listings l on l.id = a.listing_id
      left join profiles h on h.id = l.host_id
      left join profiles c on c.id = a.creator_id
      left join creator_profiles cp on cp.id = a.creator_id
      left join conversations cv on cv.application_id = a.id
      left join collaborations co on co.application_id = a.id`;

/** One page of applications (the page's ids first, over the bare rows; then the joins for those rows only). */
function pageSelect(filter: ApplicationFilter, page: { page: number; pageSize: number }) {
  return sql`
    select ${applicationColumns}
      from (
        select a.id from applications a join listings l on l.id = a.listing_id
         where ${filterSql(filter)}
         order by a.created_at desc, a.seq desc
         limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
      ) pick
      join applications a on a.id = pick.id ${applicationJoins}`;
}

/**
 * One application by id, as its answer shows it (after a change, for its parties). A statement of its own, without
 * the page's limit and offset, so PostgreSQL keeps one plan for it instead of planning the joins on every call.
 */
export async function oneApplication(db: Executor, id: string): Promise<Application | null> {
  const result = await db.execute<Row>(sql`select ${applicationColumns} from applications a ${applicationJoins}
     where a.id = ${id}`);
  const [row] = result.rows;
  return row ? toApplication(row) : null;
}

/** A page of applications and the total of all that match, in one statement (`pageWithTotal`). */
export async function applicationPage(
  db: Executor,
  filter: ApplicationFilter,
  page: { page: number; pageSize: number },
): Promise<{ items: Application[]; total: number }> {
  const { rows, total } = await pageWithTotal<Row>(db, {
    count: sql`select count(*)::int as n from applications a join listings l on l.id = a.listing_id
                where ${filterSql(filter)}`,
    page: pageSelect(filter, page),
    order: sql`p.created_at desc, p.seq desc`,
  });
  return { items: rows.map(toApplication), total };
}

function toApplication(r: Row): Application {
  return {
    id: r.id,
    status: r.status,
    message: r.message,
    guestCount: r.guest_count,
    checkIn: r.check_in,
    checkOut: r.check_out,
    nights: r.check_in && r.check_out ? nightsBetween(r.check_in, r.check_out) : null,
    deliverables: r.content_deliverables,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    listing: { id: r.listing_id, title: r.listing_title, location: r.listing_location },
    host: { id: r.host_id, name: r.host_name ?? "Deleted user", avatarUrl: fileUrl(r.host_avatar) },
    creator: { id: r.creator_id, name: r.creator_name ?? "Deleted user", avatarUrl: fileUrl(r.creator_avatar) },
    conversationId: r.conversation_id,
    collaborationId: r.collaboration_id,
    creatorFollowers:
      r.follower_count === null
        ? null
        : {
            total: Number(r.follower_count),
            instagram: Number(r.instagram_followers ?? 0),
            tiktok: Number(r.tiktok_followers ?? 0),
            youtube: Number(r.youtube_followers ?? 0),
          },
  };
}

/** The creator's newest application to a listing (placeholder or real), for the listing page. */
export async function latestOwnApplication(db: Executor, listingId: string, creatorId: string) {
  const result = await db.execute<{ id: string; status: ApplicationStatus; is_placeholder: boolean }>(sql`
    select id, status, is_placeholder from applications
     where listing_id = ${listingId} and creator_id = ${creatorId}
     order by is_placeholder, created_at desc, seq desc limit 1`);
  return result.rows[0] ?? null;
}
