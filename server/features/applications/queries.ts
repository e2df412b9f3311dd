import type { ApplicationStatus } from "@domain/application-states.ts";
import type { Application, ApplicationDeliverables } from "@domain/applications.ts";
import { nightsBetween } from "@domain/stay-dates.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { pageWithTotal } from "../../db/page-with-total.ts";
import type { PartiesRow, StayRulesRow } from "../../db/row-types.ts";
import { applications, collaborations, conversations, creatorProfiles } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { fileUrl } from "../../storage/storage.ts";

type Executor = Db | Tx;

/** What the apply rules need from the listing and its host. */
export async function listingForApply(db: Executor, listingId: string) {
  const result = await db.execute<
    {
      id: string;
      host_id: string;
      status: string;
      title: string;
      min_follower_count: number;
      host_name: string | null;
    } & StayRulesRow
  >(sql`
    select l.id, l.host_id, l.status, l.title, l.min_follower_count, p.full_name as host_name,
           l.flexible_dates, l.min_nights, l.max_nights, l.booking_horizon_months, l.time_zone
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

type NewApplication = {
  listingId: string;
  creatorId: string;
  message: string;
  guestCount: number;
  deliverables: ApplicationDeliverables;
  checkIn: string | null;
  checkOut: string | null;
};

/**
 * Turns the creator's placeholder for this listing (if any) into the real application — same row, so the
 * conversation they already had stays attached (decision 0017) — or inserts a new one. Null when an open
 * application exists already (the partial unique index decides, also between concurrent requests).
 */
export async function insertApplication(db: Db, row: NewApplication): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const [upgraded] = await tx
        .update(applications)
        .set({
          message: row.message,
          guestCount: row.guestCount,
          contentDeliverables: row.deliverables,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          isPlaceholder: false,
          status: "pending",
          createdAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(applications.listingId, row.listingId),
            eq(applications.creatorId, row.creatorId),
            eq(applications.isPlaceholder, true),
          ),
        )
        .returning({ id: applications.id });
      if (upgraded) return upgraded.id;
      const [inserted] = await tx
        .insert(applications)
        .values({
          listingId: row.listingId,
          creatorId: row.creatorId,
          message: row.message,
          guestCount: row.guestCount,
          contentDeliverables: row.deliverables,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
        })
        .returning({ id: applications.id });
      return inserted?.id ?? null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
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
  | { creatorId: string; listingId?: string | undefined; status?: ApplicationStatus | undefined }
  | { id: string };

function filterSql(filter: ApplicationFilter) {
  if ("id" in filter) return sql`a.id = ${filter.id}`;
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

/** Applications joined with listing, both parties, conversation and collaboration; newest first, one page. */
/** One page of applications (the page's ids first, over the bare rows; then the joins for those rows only). */
function pageSelect(filter: ApplicationFilter, page: { page: number; pageSize: number }) {
  return sql`
    select a.id, a.status, a.message, a.guest_count, a.content_deliverables,
           to_char(a.check_in, 'YYYY-MM-DD') as check_in, to_char(a.check_out, 'YYYY-MM-DD') as check_out, a.created_at, a.updated_at, a.seq,
           l.id as listing_id, l.title as listing_title, l.location as listing_location,
           l.host_id, h.full_name as host_name, h.avatar_key as host_avatar,
           a.creator_id, c.full_name as creator_name, c.avatar_key as creator_avatar,
           cv.id as conversation_id, co.id as collaboration_id,
           cp.follower_count, cp.instagram_followers, cp.tiktok_followers, cp.youtube_followers
      from (
        select a.id from applications a join listings l on l.id = a.listing_id
         where ${filterSql(filter)}
         order by a.created_at desc, a.seq desc
         limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
      ) pick
      join applications a on a.id = pick.id
      join listings l on l.id = a.listing_id
      left join profiles h on h.id = l.host_id
      left join profiles c on c.id = a.creator_id
      left join creator_profiles cp on cp.id = a.creator_id
      left join conversations cv on cv.application_id = a.id
      left join collaborations co on co.application_id = a.id`;
}

export async function listApplications(
  db: Executor,
  filter: ApplicationFilter,
  page: { page: number; pageSize: number } = { page: 1, pageSize: 1 },
): Promise<Application[]> {
  const result = await db.execute<Row>(sql`${pageSelect(filter, page)} order by a.created_at desc, a.seq desc`);
  return result.rows.map(toApplication);
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
