import type { ApplicationStatus } from "@domain/application-states.ts";
import { assertApplicationTransition } from "@domain/application-states.ts";
import {
  type Application,
  type ApplicationPage,
  type applicationListQuerySchema,
  applicationMessages,
  type applicationStatusSchema,
  type applySchema,
  type ListingApplyState,
} from "@domain/applications.ts";
import { blockMessages } from "@domain/blocks.ts";
import { describeNights, nightsOf, stayMessages, stayProblem, todayIn } from "@domain/stay-dates.ts";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor, ChangeScope } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { type AbuseLimiter, allowanceSteps } from "../abuse-limits/allowance.ts";
import { claimNights, closedAmong, explainClash, isNightClash } from "../availability/nights.ts";
import { lockPair } from "../blocks/queries.ts";
import { refuseBlocked } from "../blocks/service.ts";
import { withNotices } from "../notifications/notify.ts";
import { applicationCreatedNotice, applicationNotices } from "./notices.ts";
import * as q from "./queries.ts";

export type ApplicationDeps = { db: Db; realtime: RealtimeHub; abuse: AbuseLimiter; now?: () => Date };

/**
 * The change scope (app-env.ts) of an application, a rejection and a withdrawal: of the tables cached answers read,
 * they write `applications` only (besides notifications, realtime events, counters and idempotency keys, which no
 * cached answer reads), and nothing a session shows. So this process forgets the answers read from `applications`
 * and keeps the rest, and the person's session (issue 39); other processes hear the table's trigger (migration 0013).
 */
export const applicationWriteScope: ChangeScope = { tables: ["applications"], session: false };

const applicationNotFound = () => notFound(applicationMessages.notFound);
const conflict = (message: string, field?: string) =>
  new HttpError(409, "conflict", message, field ? { [field]: message } : undefined);

async function loadOne(db: Db, id: string): Promise<Application> {
  const application = await q.oneApplication(db, id);
  if (!application) throw applicationNotFound();
  return application;
}

/** Spec 001 §5 Apply: the spec's own messages for a visitor and for a host. */
function applicantOnly(actor: Actor | null): Actor {
  if (!actor) throw new HttpError(401, "unauthenticated", applicationMessages.loginRequired);
  if (actor.userType !== "creator") throw new HttpError(403, "forbidden", applicationMessages.creatorsOnly);
  return actor;
}

/**
 * POST /api/applications. Creators only; never to their own listing; only to an active listing; the follower
 * minimum is checked here too (the button is only a hint); one open application per listing (the database's
 * partial unique index decides between concurrent requests); rejected is final for that listing (decision 0016).
 * Counted against the creator's abuse limit in the same transaction (decision 0061): refused, nothing is written.
 */
export async function apply(deps: ApplicationDeps, actor: Actor | null, input: z.output<typeof applySchema>) {
  const creator = applicantOnly(actor);
  // Every rule's facts in one read: the listing and its host, a block either way, the creator's followers and
  // their newest application to this listing. Refused in the rules' order, before anything is written.
  const facts = await q.applyFacts(deps.db, input.listingId, creator.id);
  const invalid = () =>
    new HttpError(404, "not_found", applicationMessages.invalidListing, {
      listingId: applicationMessages.invalidListing,
    });
  if (!facts) throw invalid();
  const { listing, blocked, followers, previous } = facts;
  if (listing.host_id === creator.id) throw conflict(applicationMessages.ownListing, "listingId");
  // Decision 0068: the listing of a host who blocked the creator answers like a missing one (it is 404 on its page
  // and absent from their search too); a creator who blocked the host is told so.
  if (blocked.them) throw invalid();
  if (blocked.me) throw new HttpError(409, "you_blocked", blockMessages.youBlockedApply);
  // Paused or archived: a clear 409 (the creator may have had the page open when the host paused it).
  if (listing.status !== "active") throw conflict(applicationMessages.listingNotOpen, "listingId");
  if (listing.min_follower_count > 0 && followers < listing.min_follower_count) {
    throw new HttpError(403, "forbidden", applicationMessages.followerRequirementNotMet);
  }
  const stay = await checkStay(deps, listing, input);
  if (previous && !previous.is_placeholder && previous.status === "rejected") {
    throw conflict(applicationMessages.rejectedBefore, "listingId");
  }
  const allowance = allowanceSteps(deps.abuse, "application", creator.id);
  let stored: Awaited<ReturnType<typeof q.storeApplication>>;
  try {
    stored = await deps.db.transaction(async (tx) => {
      // Under the pair's lock, in a statement of its own, so the write's statement (a later snapshot) sees a block
      // committed meanwhile; one still running withdraws this application after.
      await lockPair(tx, creator.id, listing.host_id);
      const result = await q.storeApplication(
        tx,
        {
          listingId: listing.id,
          hostId: listing.host_id,
          creatorId: creator.id,
          message: input.message,
          guestCount: input.guestCount,
          deliverables: input.deliverables,
          checkIn: stay?.checkIn ?? null,
          checkOut: stay?.checkOut ?? null,
        },
        {
          allowance,
          notice: (applicationId) => applicationCreatedNotice(listing, creator.name, applicationId),
          publishing: (source) => deps.realtime.publishing(source),
        },
      );
      // Refusals roll back the transaction: nothing written, nothing counted.
      refuseBlocked(result.blocked, { blockerMessage: blockMessages.youBlockedApply, neutral: invalid });
      const refused = allowance.refusalOf(result.answer);
      if (refused) throw refused;
      if (!result.id) throw new Error("application neither stored nor refused");
      return result;
    });
  } catch (error) {
    // The partial unique index: an open application to this listing exists (also one made a moment ago).
    if (isUniqueViolation(error)) throw conflict(applicationMessages.alreadyApplied, "listingId");
    throw error;
  }
  // After the commit: the events stored with it go out (the host's bell, both parties' lists).
  await stored.deliver();
  const application = await loadOne(deps.db, stored.id as string);
  return {
    application,
    message: applicationMessages.sent(listing.title, listing.host_name ?? "Unknown Host"),
  };
}

/**
 * The stay of an application (issue 11): a listing with fixed dates needs one; any stay keeps the listing's
 * rules (nights, past, horizon) and asks only for open nights. The nights are taken on acceptance, where the
 * database has the last word.
 */
async function checkStay(
  deps: ApplicationDeps,
  listing: NonNullable<Awaited<ReturnType<typeof q.listingForApply>>>,
  input: { checkIn?: string | null | undefined; checkOut?: string | null | undefined },
) {
  if (!input.checkIn || !input.checkOut) {
    if (listing.flexible_dates) return null;
    throw new HttpError(400, "validation_failed", stayMessages.datesRequired, { checkIn: stayMessages.datesRequired });
  }
  const stay = { checkIn: input.checkIn, checkOut: input.checkOut };
  const problem = stayProblem(
    stay,
    {
      flexibleDates: listing.flexible_dates,
      minNights: listing.min_nights,
      maxNights: listing.max_nights,
      bookingHorizonMonths: listing.booking_horizon_months,
      timeZone: listing.time_zone,
    },
    (deps.now ?? (() => new Date()))(),
  );
  if (problem) throw new HttpError(400, "validation_failed", problem.message, { [problem.field]: problem.message });
  const closed = await closedAmong(deps.db, listing.id, nightsOf(stay.checkIn, stay.checkOut));
  if (closed.length > 0) {
    const message = stayMessages.unavailable(describeNights(closed.map((c) => c.night)));
    throw new HttpError(409, "conflict", message, { checkIn: message });
  }
  return stay;
}

/**
 * GET /api/applications — a creator's own applications, or every application to the host's listings, newest
 * first, paged; hosts filter by listing and status. Placeholders are never listed (decision 0017).
 */
export async function listMine(
  deps: ApplicationDeps,
  actor: Actor | null,
  page: z.output<typeof applicationListQuerySchema>,
): Promise<ApplicationPage> {
  const me = requireAccess(actor, "signed-in");
  // Spec 001 §6: an unknown role gets an empty list.
  if (!me.userType) return { items: [], total: 0, page: page.page, pageSize: page.pageSize };
  const scope = me.userType === "host" ? { hostId: me.id } : { creatorId: me.id };
  const filter = { ...scope, listingId: page.listingId, status: page.status };
  const { items, total } = await q.applicationPage(deps.db, filter, page);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/** GET /api/applications/:id — its two parties only; anyone else 404. */
export async function getOne(deps: ApplicationDeps, actor: Actor | null, id: string) {
  const me = requireAccess(actor, "signed-in");
  if (!z.uuid().safeParse(id).success) throw applicationNotFound();
  const row = await q.applicationFor(deps.db, id, me.id);
  if (!row || row.is_placeholder) throw applicationNotFound();
  return { application: await loadOne(deps.db, id) };
}

/**
 * GET /api/applications/for-listing/:listingId — the creator's own application to this listing, if any, and
 * whether they meet its general follower minimum (the listing page's button; the apply route checks it again).
 */
export async function mineForListing(
  deps: ApplicationDeps,
  actor: Actor | null,
  listingId: string,
): Promise<ListingApplyState> {
  const me = requireAccess(actor, "signed-in");
  if (me.userType !== "creator") return { application: null, followerRequirementMet: false };
  const [row, listing, followers] = await Promise.all([
    q.latestOwnApplication(deps.db, listingId, me.id),
    q.listingForApply(deps.db, listingId),
    q.followerCount(deps.db, me.id),
  ]);
  const visible = listing && (listing.status === "active" || listing.host_id === me.id);
  return {
    application: row ? { id: row.id, status: row.status, placeholder: row.is_placeholder } : null,
    followerRequirementMet: Boolean(visible && followers >= (listing?.min_follower_count ?? 0)),
  };
}

/**
 * Accepting a dated application gives its nights to the collaboration: a stay that has started meanwhile is
 * refused here, and a night closed meanwhile (another acceptance, a block, an import) is a 409 naming it —
 * decided by the database's key on (listing, night), so of two overlapping acceptances at once exactly one wins.
 */
function refuseStartedStay(deps: ApplicationDeps, row: NonNullable<Awaited<ReturnType<typeof q.applicationFor>>>) {
  if (row.check_in && row.check_in < todayIn(row.time_zone, (deps.now ?? (() => new Date()))()))
    throw new HttpError(409, "conflict", stayMessages.inPast, { checkIn: stayMessages.inPast });
}

/**
 * Accepting (DECISIONS.md), inside the caller's transaction: the status compare-and-set decides which of two
 * concurrent accepts wins; the winner opens the collaboration (listing, host, creator and deliverables copied, the
 * stay's first night and length), gives it the stay's nights (the database refuses any night already closed) and
 * opens the conversation unless one exists. False to the loser, with nothing written.
 */
async function accept(tx: Db, row: { id: string; status: ApplicationStatus; host_id: string }): Promise<boolean> {
  const app = await q.setStatus(tx, row.id, row.status, "accepted");
  // No creator: they deleted their account meanwhile (their open applications go with it, decision 0063).
  if (!app?.creatorId) return false;
  const creatorId = app.creatorId;
  const nights = app.checkIn && app.checkOut ? nightsOf(app.checkIn, app.checkOut) : [];
  const collaborationId = await q.insertCollaboration(tx, {
    applicationId: row.id,
    listingId: app.listingId,
    hostId: row.host_id,
    creatorId,
    deliverables: app.contentDeliverables,
    startDate: app.checkIn,
    totalNights: app.checkIn ? nights.length : null,
  });
  await claimNights(tx, app.listingId, collaborationId, nights);
  await q.ensureConversation(tx, { applicationId: row.id, hostId: row.host_id, creatorId });
  return true;
}

/**
 * PATCH /api/applications/:id — the listing's host accepts or rejects a pending application; the creator
 * withdraws their pending one. The graph in domain/application-states.ts decides (409 otherwise); accepting
 * opens the collaboration and the conversation in the same transaction.
 */
export async function changeStatus(
  deps: ApplicationDeps,
  actor: Actor | null,
  id: string,
  { status }: z.output<typeof applicationStatusSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  if (!z.uuid().safeParse(id).success) throw applicationNotFound();
  const row = await q.applicationFor(deps.db, id, me.id);
  if (!row || row.is_placeholder) throw applicationNotFound();
  const party = row.host_id === me.id ? "host" : "creator";
  assertApplicationTransition(row.status, status, party);
  if (status !== "accepted") {
    // Reject or withdraw: the change, its notice and its events are one statement.
    const outcome = await q.setStatusNoticed(
      deps.db,
      { id, from: row.status, to: status as ApplicationStatus, hostId: row.host_id, creatorId: row.creator_id },
      // A deleted creator (null) is notified of nothing, as `notify` skips them.
      applicationNotices(row, status).flatMap((n) => (n.userId ? [{ ...n, userId: n.userId }] : [])),
      (source) => deps.realtime.publishing(source),
    );
    if (!outcome.changed) throw new HttpError(409, "invalid_transition", applicationMessages.changedMeanwhile);
    await outcome.deliver();
    return { application: await loadOne(deps.db, id) };
  }
  refuseStartedStay(deps, row);
  try {
    await withNotices(
      deps,
      async (tx) => {
        const changed = await accept(tx, row);
        if (!changed) throw new HttpError(409, "invalid_transition", applicationMessages.changedMeanwhile);
        return { result: null, notices: applicationNotices(row, status) };
      },
      [{ userIds: [row.host_id, row.creator_id], type: "application.status", data: { applicationId: id, status } }],
    );
  } catch (error) {
    // Named after the transaction has rolled back (on PGlite a second query inside it would wait for itself).
    if (row.check_in && row.check_out && isNightClash(error))
      throw await explainClash(deps.db, row.listing_id, nightsOf(row.check_in, row.check_out));
    throw error;
  }
  return { application: await loadOne(deps.db, id) };
}
