import { blockMessages } from "@domain/blocks.ts";
import {
  type createInvitationSchema,
  creatorMessages,
  type Invitation,
  type ListPage,
  type ListPageQuery,
} from "@domain/creators.ts";
import { assertInvitationTransition, type invitationStatusSchema } from "@domain/invitation-states.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { isCreator } from "../../db/roles.ts";
import { requireAccess, requireOwned } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { invitationAcceptedMail } from "../../mail/templates.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { type AbuseLimiter, takeAllowance } from "../abuse-limits/allowance.ts";
import { assertNotBlocked, blockStateWith } from "../blocks/service.ts";
import { type Notice, withNotices } from "../notifications/notify.ts";
import { invitationAnsweredNotice, invitationReceivedNotice } from "./notices.ts";
import {
  acceptanceNotice,
  countPendingReceived,
  findInvitationFor,
  findListing,
  hasAcceptedInvitation,
  insertInvitation,
  invitationPage,
  listInvitations,
  openInvitationsTo,
  setStatus,
} from "./queries.ts";

/** What the invitation service needs besides the database: telling a host about an accepted invitation. */
export type InvitationNotifier = { mailer: Mailer; logger: Logger; publicUrl: string; realtime?: RealtimeHub };

const invitationNotFound = () => notFound(creatorMessages.invitationNotFound);

async function loadOne(db: Db, id: string): Promise<Invitation> {
  const [invitation] = await listInvitations(db, { id });
  if (!invitation) throw invitationNotFound();
  return invitation;
}

/**
 * A page of the host's sent invitations (optionally to one creator) or the creator's received ones; an account
 * without a role, or a creator asking about someone else, sees nothing.
 */
export async function listMyInvitations(
  db: Db,
  actor: Actor | null,
  page: ListPageQuery,
): Promise<ListPage<Invitation>> {
  const me = requireAccess(actor, "signed-in");
  const filter =
    me.userType === "host"
      ? { hostId: me.id, ...(page.creatorId ? { creatorId: page.creatorId } : {}) }
      : me.userType === "creator" && (!page.creatorId || page.creatorId === me.id)
        ? { creatorId: me.id }
        : null;
  if (!filter) return { items: [], total: 0, page: page.page, pageSize: page.pageSize };
  const { items, total } = await invitationPage(db, filter, page);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/** Counted against the host's abuse limit in the invitation's own transaction (decision 0061). */
export async function sendInvitation(
  db: Db,
  actor: Actor | null,
  input: z.output<typeof createInvitationSchema>,
  abuse: AbuseLimiter,
  realtime?: RealtimeHub,
) {
  const host = requireAccess(actor, "host");
  const listing = await findListing(db, input.listingId);
  // Another host's listing answers like a missing one: its existence is not ours to reveal.
  if (!listing || listing.hostId !== host.id) {
    throw new HttpError(404, "not_found", creatorMessages.invitationListingNotFound, {
      listingId: creatorMessages.invitationListingNotFound,
    });
  }
  if (listing.status !== "active") {
    throw new HttpError(409, "conflict", creatorMessages.invitationListingNotActive, {
      listingId: creatorMessages.invitationListingNotActive,
    });
  }
  if (input.creatorId === host.id || !(await isCreator(db, input.creatorId))) {
    throw new HttpError(400, "validation_failed", creatorMessages.notACreator, {
      creatorId: creatorMessages.notACreator,
    });
  }
  // Decision 0068: a creator who blocked the host is "not found" to them (as on the creator's page); a host who
  // blocked the creator is told so.
  const creatorGone = () =>
    new HttpError(404, "not_found", creatorMessages.creatorNotFound, { creatorId: creatorMessages.creatorNotFound });
  const blocked = await blockStateWith(db, host.id, input.creatorId);
  if (blocked.them) throw creatorGone();
  if (blocked.me) throw new HttpError(409, "you_blocked", blockMessages.youBlockedInvite);
  // Accepted already: asking again would only confuse the creator (declined or withdrawn ones may be renewed).
  if (await hasAcceptedInvitation(db, input.listingId, input.creatorId)) {
    throw new HttpError(409, "conflict", creatorMessages.invitationAlreadyAccepted, {
      listingId: creatorMessages.invitationAlreadyAccepted,
    });
  }
  const id = await inTransaction(db, realtime, async (tx) => {
    await assertNotBlocked(tx, host.id, input.creatorId, {
      blockerMessage: blockMessages.youBlockedInvite,
      neutral: creatorGone,
    });
    await takeAllowance(tx, abuse, "invitation", host.id);
    const id = await insertInvitation(tx, { hostId: host.id, ...input });
    if (!id) throw new HttpError(409, "conflict", creatorMessages.invitationAlreadyPending);
    return {
      result: id,
      notices: [invitationReceivedNotice(input.creatorId, host.name, listing.title, id)],
    };
  });
  return { invitation: await loadOne(db, id) };
}

/** DECISIONS.md graph via domain/invitation-states.ts; rows of other users are 404, illegal moves 409. */
export async function changeInvitationStatus(
  db: Db,
  actor: Actor | null,
  id: string,
  { status }: z.output<typeof invitationStatusSchema>,
  notifier?: InvitationNotifier,
) {
  const me = requireAccess(actor, "signed-in");
  const row = requireOwned(
    await findInvitationFor(db, id, me.id),
    (r) => r.hostId === me.id || r.creatorId === me.id,
    creatorMessages.invitationNotFound,
  );
  const party = row.hostId === me.id ? "host" : "creator";
  assertInvitationTransition(row.status, status, party);
  await inTransaction(db, notifier?.realtime, async (tx) => {
    if (!(await setStatus(tx, { id, party, userId: me.id }, row.status, status))) {
      throw new HttpError(409, "invalid_transition", "This invitation was changed in the meantime. Please reload.");
    }
    const [invitation] = await listInvitations(tx, { id });
    const other = party === "host" ? row.creatorId : row.hostId;
    const who = (party === "host" ? invitation?.host.name : invitation?.creator.name) ?? "Someone";
    const title = invitation?.listing.title ?? "your listing";
    return { result: null, notices: [invitationAnsweredNotice(other, party, who, title, status, id)] };
  });
  if (status === "accepted" && notifier) await notifyHostOfAcceptance(db, id, notifier);
  return { invitation: await loadOne(db, id) };
}

/**
 * Mails the host (unless they turned e-mail updates off) after the status change has been stored: a mail
 * failure is logged and never undoes the creator's answer.
 */
async function notifyHostOfAcceptance(db: Db, invitationId: string, notifier: InvitationNotifier) {
  try {
    const notice = await acceptanceNotice(db, invitationId);
    if (!notice?.email_updates) return;
    await notifier.mailer.send(
      invitationAcceptedMail(notice.host_email, {
        hostName: notice.host_name,
        creatorName: notice.creator_name,
        listingTitle: notice.listing_title,
        creatorUrl: `${notifier.publicUrl}/host/creator/${notice.creator_id}`,
        dashboardUrl: `${notifier.publicUrl}/host/dashboard?tab=applications`,
      }),
    );
  } catch (error) {
    notifier.logger.error(
      `invitation ${invitationId}: host not told: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/**
 * GET /api/invitations/sent-to?creatorIds=… — which of these creators this host has a pending or accepted
 * invitation with (the cards' "Invited" and the dialog's "Already invited"). Hosts only.
 */
export async function sentInvitationMarks(db: Db, actor: Actor | null, ids: string[]) {
  const host = requireAccess(actor, "host");
  return { items: await openInvitationsTo(db, host.id, [...new Set(ids)]) };
}

/** GET /api/invitations/pending-count — a creator's invitations waiting for an answer. Creators only. */
export async function pendingInvitationCount(db: Db, actor: Actor | null) {
  const creator = requireAccess(actor, "creator");
  return { count: await countPendingReceived(db, creator.id) };
}

/** The change and its notifications in one transaction; announced when a hub is given (always, in the app). */
function inTransaction<T>(
  db: Db,
  realtime: RealtimeHub | undefined,
  change: (tx: Db) => Promise<{ result: T; notices: Notice[] }>,
) {
  const silent: RealtimeHub = { publish: async () => {} } as unknown as RealtimeHub;
  return withNotices({ db, realtime: realtime ?? silent }, change);
}
