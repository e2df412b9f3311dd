import {
  categoryLabel,
  listingModerationMessages as messages,
  type Unpublication,
  type UnpublishInput,
} from "@domain/listing-moderation.ts";
import { assertListingTransition } from "@domain/listing-states.ts";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, hostInvitations, listings, listingUnpublications } from "../../db/schema/index.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { recordAudit } from "../audit/record.ts";
import { unpublicationOf } from "../listings/unpublication-queries.ts";
import { type Notice, withNotices } from "../notifications/notify.ts";
import { applicationClosedNotice, declinedNotice, republishedNotice, unpublishedNotice } from "./listing-notices.ts";

export type ModerationDeps = { db: Db; realtime: RealtimeHub };
type RequestFacts = { requestId: string };

const listingNotFound = () => notFound(messages.notFound);
const conflict = (message: string) => new HttpError(409, "conflict", message);

/** The listing's row, locked for the rest of the transaction: concurrent moderation steps on it take turns. */
async function lockedListing(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: listings.id, hostId: listings.hostId, title: listings.title, status: listings.status })
    .from(listings)
    .where(eq(listings.id, id))
    .for("update");
  if (!row) throw listingNotFound();
  return row;
}

/** The listing under its row lock, for the steps that act on an unpublished one only (409 otherwise). */
async function lockedUnpublishedListing(tx: Db, id: string) {
  const row = await lockedListing(tx, id);
  if (row.status !== "unpublished") throw conflict(messages.notUnpublished);
  return row;
}

/**
 * An operator unpublishes a listing (decision 0057), in one transaction under the listing's row lock: the
 * unpublication row (what it was before, the reason and statement), the status `unpublished` (the state graph's
 * operator edge), pending applications to it rejected with a notice to each creator ("no longer available"), its
 * open invitations withdrawn, the audit row, and the host's notice (bell and mail) with the reason and a link to
 * edit it. Ten concurrent clicks: the first unpublishes, the others wait for the lock and get 409.
 */
export async function unpublishListing(
  deps: ModerationDeps,
  actor: Actor | null,
  id: string,
  input: UnpublishInput,
  request: RequestFacts,
): Promise<void> {
  const me = requireAccess(actor, "operator");
  await withNotices(deps, async (tx) => ({
    result: undefined,
    notices: await applyUnpublish(tx, me, id, input, request),
  }));
}

/**
 * The unpublish's writes in the caller's transaction (`tx`), returning the notices to write: for a caller that
 * unpublishes as part of another decision (a report case, decision 0060) and announces after its own commit.
 */
export async function applyUnpublish(
  tx: Db,
  me: Actor,
  id: string,
  input: UnpublishInput,
  request: RequestFacts,
): Promise<Notice[]> {
  {
    const row = await lockedListing(tx, id);
    if (row.status === "unpublished") throw conflict(messages.alreadyUnpublished);
    assertListingTransition(row.status, "unpublished", "operator");
    const [made] = await tx
      .insert(listingUnpublications)
      .values({
        listingId: id,
        category: input.category,
        statement: input.statement,
        statusBefore: row.status,
        unpublishedBy: me.id,
      })
      .onConflictDoNothing()
      .returning({ listingId: listingUnpublications.listingId });
    if (!made) throw conflict(messages.alreadyUnpublished);
    await tx.update(listings).set({ status: "unpublished", updatedAt: sql`now()` }).where(eq(listings.id, id));
    const rejected = await tx
      .update(applications)
      .set({ status: "rejected" })
      .where(
        and(eq(applications.listingId, id), eq(applications.status, "pending"), eq(applications.isPlaceholder, false)),
      )
      .returning({ id: applications.id, creatorId: applications.creatorId });
    const withdrawn = await tx
      .update(hostInvitations)
      .set({ status: "withdrawn" })
      .where(and(eq(hostInvitations.listingId, id), eq(hostInvitations.status, "pending")))
      .returning({ id: hostInvitations.id });
    await recordAudit(tx, {
      action: "operator.listing_unpublished",
      actorId: me.id,
      targetId: id,
      targetKind: "listing",
      reason: input.category,
      requestId: request.requestId,
      details: {
        statement: input.statement,
        hostId: row.hostId,
        statusBefore: row.status,
        applicationsRejected: rejected.length,
        invitationsWithdrawn: withdrawn.length,
      },
    });
    return [
      unpublishedNotice(row, categoryLabel(input.category), input.statement),
      ...rejected.map((a) => applicationClosedNotice({ ...a, title: row.title })),
    ];
  }
}

/**
 * An operator re-publishes: the listing goes back to the status it had before (active, or paused / archived if it
 * was), the unpublication row goes, audited, and the host is told. 409 for a listing that is not unpublished.
 */
export async function republishListing(
  deps: ModerationDeps,
  actor: Actor | null,
  id: string,
  request: RequestFacts,
): Promise<void> {
  const me = requireAccess(actor, "operator");
  await withNotices(deps, async (tx) => ({ result: undefined, notices: await applyRepublish(tx, me, id, request) }));
}

/** The re-publish's writes in the caller's transaction, returning the host's notice (see `applyUnpublish`). */
export async function applyRepublish(tx: Db, me: Actor, id: string, request: RequestFacts): Promise<Notice[]> {
  {
    const row = await lockedUnpublishedListing(tx, id);
    const [gone] = await tx
      .delete(listingUnpublications)
      .where(eq(listingUnpublications.listingId, id))
      .returning({ statusBefore: listingUnpublications.statusBefore, requestedAt: listingUnpublications.requestedAt });
    const back = gone?.statusBefore ?? "active";
    assertListingTransition("unpublished", back, "operator");
    await tx.update(listings).set({ status: back, updatedAt: sql`now()` }).where(eq(listings.id, id));
    await recordAudit(tx, {
      action: "operator.listing_republished",
      actorId: me.id,
      targetId: id,
      targetKind: "listing",
      requestId: request.requestId,
      details: { hostId: row.hostId, status: back, onRequest: Boolean(gone?.requestedAt) },
    });
    return [republishedNotice(row)];
  }
}

/** An operator declines the host's open request with a reason (kept for the host's banner); audited, host told. */
export async function declineRepublication(
  deps: ModerationDeps,
  actor: Actor | null,
  id: string,
  reason: string,
  request: RequestFacts,
): Promise<void> {
  const me = requireAccess(actor, "operator");
  await withNotices(deps, async (tx) => {
    const row = await lockedUnpublishedListing(tx, id);
    const [closed] = await tx
      .update(listingUnpublications)
      .set({ requestedAt: null, requestNote: null, declinedAt: sql`now()`, declineReason: reason })
      .where(and(eq(listingUnpublications.listingId, id), isNotNull(listingUnpublications.requestedAt)))
      .returning({ listingId: listingUnpublications.listingId });
    if (!closed) throw conflict(messages.noRequest);
    await recordAudit(tx, {
      action: "operator.republication_declined",
      actorId: me.id,
      targetId: id,
      targetKind: "listing",
      requestId: request.requestId,
      details: { hostId: row.hostId, reason },
    });
    return { result: undefined, notices: [declinedNotice(row, reason)] };
  });
}

/** The host's own unpublished listing (another host's, or an unknown one, is a 404). */
async function ownListing(db: Db, hostId: string, id: string) {
  const [row] = await db
    .select({ id: listings.id, hostId: listings.hostId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row || row.hostId !== hostId) throw listingNotFound();
  return row;
}

/**
 * The host asks for re-publication (with an optional note): one open request at a time — the update only takes
 * a row with none open, so asking twice (or ten times at once) is one request; the others get 409. Audited (the
 * host is the actor), so the listing's history in the console shows it.
 */
export async function requestRepublication(
  deps: ModerationDeps,
  actor: Actor | null,
  id: string,
  note: string | undefined,
  request: RequestFacts,
): Promise<Unpublication> {
  const me = requireAccess(actor, "host");
  const row = await ownListing(deps.db, me.id, id);
  if (row.status !== "unpublished") throw conflict(messages.notUnpublished);
  await deps.db.transaction(async (tx) => {
    const [asked] = await tx
      .update(listingUnpublications)
      .set({ requestedAt: sql`now()`, requestNote: note || null })
      .where(and(eq(listingUnpublications.listingId, id), isNull(listingUnpublications.requestedAt)))
      .returning({ listingId: listingUnpublications.listingId });
    if (!asked) throw conflict(messages.alreadyRequested);
    await recordAudit(tx, {
      action: "listing.republication_requested",
      actorId: me.id,
      targetId: id,
      targetKind: "listing",
      requestId: request.requestId,
      details: { note: note || null },
    });
  });
  const now = await unpublicationOf(deps.db, id);
  if (!now) throw conflict(messages.notUnpublished);
  return now;
}

/** What the host reads on their listing's page and edit form: null unless CollabStay unpublished it. */
export async function hostUnpublication(
  deps: ModerationDeps,
  actor: Actor | null,
  id: string,
): Promise<Unpublication | null> {
  const me = requireAccess(actor, "host");
  await ownListing(deps.db, me.id, id);
  return unpublicationOf(deps.db, id);
}
