import type { Invitation, SentInvitationMark } from "@domain/creators.ts";
import type { InvitationStatus } from "@domain/invitation-states.ts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageWithTotal } from "../../db/page-with-total.ts";
import type { PartiesRow } from "../../db/row-types.ts";
import { hostInvitations, listings } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { fileUrl } from "../../storage/storage.ts";

/** Only what the invitation rules need from the listings feature's table. */
export async function findListing(db: Db, id: string) {
  const [row] = await db
    .select({ id: listings.id, hostId: listings.hostId, status: listings.status, title: listings.title })
    .from(listings)
    .where(eq(listings.id, id));
  return row ?? null;
}

/** Null when a pending invitation for this listing and creator already exists (partial unique index). */
export async function insertInvitation(
  db: Db,
  row: { hostId: string; creatorId: string; listingId: string; message: string | null },
): Promise<string | null> {
  try {
    const [inserted] = await db.insert(hostInvitations).values(row).returning({ id: hostInvitations.id });
    return inserted?.id ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function findInvitationFor(db: Db, id: string, userId: string) {
  const [row] = await db
    .select({
      id: hostInvitations.id,
      hostId: hostInvitations.hostId,
      status: hostInvitations.status,
      creatorId: hostInvitations.creatorId,
    })
    .from(hostInvitations)
    .where(
      and(
        eq(hostInvitations.id, id),
        sql`(${hostInvitations.hostId} = ${userId} or ${hostInvitations.creatorId} = ${userId})`,
      ),
    );
  return row ?? null;
}

/** Compare-and-set on the status, so two racing changes cannot both apply: the loser gets false. */
/**
 * Moves an invitation from `from` to `to`, scoped by the party answering: the host's own invitation for "host",
 * the creator's own for "creator". False when it changed in the meantime (or is not theirs).
 */
export async function setStatus(
  db: Db,
  target: { id: string; party: "host" | "creator"; userId: string },
  from: InvitationStatus,
  to: InvitationStatus,
): Promise<boolean> {
  const owner =
    target.party === "host" ? eq(hostInvitations.hostId, target.userId) : eq(hostInvitations.creatorId, target.userId);
  const rows = await db
    .update(hostInvitations)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(hostInvitations.id, target.id), eq(hostInvitations.status, from), owner))
    .returning({ id: hostInvitations.id });
  return rows.length > 0;
}

/** Names from inner joins: an invitation goes with either profile, so both are always there. */
// Invitations go with either party (their ids cascade), so both are always there.
type Row = PartiesRow & {
  host_id: string;
  creator_id: string;
  host_name: string;
  creator_name: string;
  id: string;
  status: InvitationStatus;
  message: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  listing_id: string;
  listing_title: string;
  listing_location: string;
};

type Filter = { hostId: string; creatorId?: string } | { creatorId: string } | { id: string };

function filterSql(filter: Filter) {
  if ("hostId" in filter) {
    return filter.creatorId
      ? sql`i.host_id = ${filter.hostId} and i.creator_id = ${filter.creatorId}`
      : sql`i.host_id = ${filter.hostId}`;
  }
  return "creatorId" in filter ? sql`i.creator_id = ${filter.creatorId}` : sql`i.id = ${filter.id}`;
}

/** How many invitations match (the total of a paged list); the host and creator indexes answer it. */
/**
 * Invitations joined with the listing and both parties, newest first; `filter` picks sent (host, optionally to one
 * creator) or received (creator) or one by id; `page` is limit/offset (one page of a list).
 */
function pageSelect(filter: Filter, page: { page: number; pageSize: number }) {
  return sql`
    select i.id, i.status, i.message, i.created_at, i.updated_at, i.seq,
           l.id as listing_id, l.title as listing_title, l.location as listing_location,
           h.id as host_id, h.full_name as host_name, h.avatar_key as host_avatar,
           c.id as creator_id, c.full_name as creator_name, c.avatar_key as creator_avatar
      from host_invitations i
      join listings l on l.id = i.listing_id
      join profiles h on h.id = i.host_id
      join profiles c on c.id = i.creator_id
     where ${filterSql(filter)}
     order by i.created_at desc, i.seq desc
     limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`;
}

export async function listInvitations(
  db: Db,
  filter: Filter,
  page: { page: number; pageSize: number } = { page: 1, pageSize: 1 },
): Promise<Invitation[]> {
  return (await db.execute<Row>(pageSelect(filter, page))).rows.map(toInvitation);
}

/** A page of invitations and the total of all that match, in one statement (`pageWithTotal`). */
export async function invitationPage(
  db: Db,
  filter: Filter,
  page: { page: number; pageSize: number },
): Promise<{ items: Invitation[]; total: number }> {
  const { rows, total } = await pageWithTotal<Row>(db, {
    count: sql`select count(*)::int as n from host_invitations i where ${filterSql(filter)}`,
    page: pageSelect(filter, page),
    order: sql`p.created_at desc, p.seq desc`,
  });
  return { items: rows.map(toInvitation), total };
}

function toInvitation(r: Row): Invitation {
  return {
    id: r.id,
    status: r.status,
    message: r.message,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    listing: { id: r.listing_id, title: r.listing_title, location: r.listing_location },
    host: { id: r.host_id, name: r.host_name, avatarUrl: fileUrl(r.host_avatar) },
    creator: { id: r.creator_id, name: r.creator_name, avatarUrl: fileUrl(r.creator_avatar) },
  };
}

/** True when the creator already accepted an invitation to this listing (a new one would ask again). */
export async function hasAcceptedInvitation(db: Db, listingId: string, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: hostInvitations.id })
    .from(hostInvitations)
    .where(
      and(
        eq(hostInvitations.listingId, listingId),
        eq(hostInvitations.creatorId, creatorId),
        eq(hostInvitations.status, "accepted"),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The host's open (pending) and accepted invitations to the given creators, newest first. */
export async function openInvitationsTo(db: Db, hostId: string, creatorIds: string[]): Promise<SentInvitationMark[]> {
  if (creatorIds.length === 0) return [];
  const rows = await db
    .select({
      creatorId: hostInvitations.creatorId,
      listingId: hostInvitations.listingId,
      status: hostInvitations.status,
      createdAt: hostInvitations.createdAt,
    })
    .from(hostInvitations)
    .where(
      and(
        eq(hostInvitations.hostId, hostId),
        inArray(hostInvitations.creatorId, creatorIds),
        inArray(hostInvitations.status, ["pending", "accepted"]),
      ),
    )
    .orderBy(desc(hostInvitations.createdAt), desc(hostInvitations.seq));
  return rows.map((r) => ({
    creatorId: r.creatorId,
    listingId: r.listingId,
    status: r.status === "accepted" ? "accepted" : "pending",
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/** Who to tell when a creator accepts: the host's address, name and e-mail preference. */
export async function acceptanceNotice(db: Db, invitationId: string) {
  const result = await db.execute<{
    host_email: string;
    host_name: string;
    email_updates: boolean;
    creator_name: string;
    listing_title: string;
    creator_id: string;
  }>(sql`
    select u.email as host_email, h.full_name as host_name, h.email_updates, c.full_name as creator_name,
           l.title as listing_title, i.creator_id
      from host_invitations i
      join users u on u.id = i.host_id
      join profiles h on h.id = i.host_id
      join profiles c on c.id = i.creator_id
      join listings l on l.id = i.listing_id
     where i.id = ${invitationId}`);
  return result.rows[0] ?? null;
}

/** Pending invitations a creator has received (the dashboard's badge and "You have N invitations" card). */
export async function countPendingReceived(db: Db, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(hostInvitations)
    .where(and(eq(hostInvitations.creatorId, creatorId), eq(hostInvitations.status, "pending")));
  return Number(row?.count ?? 0);
}
