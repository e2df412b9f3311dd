import { applicationDeliverablesSchema } from "@domain/applications.ts";
import {
  type answerTermsSchema,
  creatorTierFor,
  type Negotiation,
  type NegotiationTerms,
  negotiationMessages,
  type proposeTermsSchema,
  type TermsFigures,
  termsChanges,
  termsLifetimeDays,
} from "@domain/negotiation.ts";
import { assertTermsTransition, type TermsActor, termsActions } from "@domain/negotiation-states.ts";
import { describeNights, nightsOf, stayMessages, stayProblem } from "@domain/stay-dates.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { ensureConversation, followerCount } from "../applications/queries.ts";
import { claimNights, closedAmong, explainClash, isNightClash } from "../availability/nights.ts";
import { withNotices } from "../notifications/notify.ts";
import { termsAnsweredNotice, termsProposedNotice } from "./notices.ts";
import * as q from "./queries.ts";

export type NegotiationDeps = { db: Db; realtime: RealtimeHub; now?: () => Date };

const conflict = (message: string) => new HttpError(409, "invalid_transition", message);
const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/** The application for one of its parties; a placeholder or anyone else's answers 404. */
async function contextFor(deps: NegotiationDeps, actor: Actor | null, applicationId: string) {
  const me = requireAccess(actor, "signed-in");
  const row = await q.negotiationContext(deps.db, applicationId, me.id);
  if (!row || row.is_placeholder) throw notFound(negotiationMessages.notFound);
  return { me, row };
}

const figuresOf = (t: q.TermsRow): TermsFigures => ({
  posts: Number(t.content_deliverables.posts ?? 0),
  stories: Number(t.content_deliverables.stories ?? 0),
  videos: Number(t.content_deliverables.videos ?? 0),
  additionalNights: t.additional_nights,
  compensationType: t.compensation_type,
  paymentAmountCents: t.payment_amount_cents,
  usageRights: t.usage_rights,
  usageDurationMonths: t.usage_duration_months,
  specialRequirements: t.special_requirements,
  checkIn: t.check_in,
  checkOut: t.check_out,
  contentDueDays: t.content_due_days,
});

/** The application's offer in the terms' names; older free-text deliverables have none (null). */
function offeredDeliverables(raw: unknown): Negotiation["application"]["deliverables"] {
  if (typeof raw !== "object" || raw === null) return null;
  const parsed = applicationDeliverablesSchema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([key]) => key in applicationDeliverablesSchema.shape)),
  );
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    posts: d.posts,
    stories: d.stories,
    videos: d.videos,
    compensationType: d.compensation_type,
    usageRights: d.usage_rights,
    usageDurationMonths: d.usage_duration_months,
  };
}

/** GET /api/negotiations/:applicationId — context, tier, history newest first with diffs and the viewer's actions. */
export async function getNegotiation(
  deps: NegotiationDeps,
  actor: Actor | null,
  applicationId: string,
): Promise<Negotiation> {
  const { me, row } = await contextFor(deps, actor, applicationId);
  const now = (deps.now ?? (() => new Date()))();
  const rows = row.conversation_id ? await q.termsOf(deps.db, row.conversation_id) : [];
  const terms: NegotiationTerms[] = rows.map((t, i) => {
    const expiresAt = toDate(t.expires_at);
    const lapsed = t.status === "proposed" && now.getTime() >= expiresAt.getTime();
    const party: TermsActor = t.proposed_by === me.id ? "proposer" : "recipient";
    const previous = rows[i - 1];
    return {
      id: t.id,
      ...figuresOf(t),
      status: lapsed ? "expired" : t.status,
      proposedBy: { id: t.proposed_by, name: t.proposer_name ?? "Deleted user" },
      createdAt: toDate(t.created_at).toISOString(),
      expiresAt: expiresAt.toISOString(),
      respondedAt: t.responded_at ? toDate(t.responded_at).toISOString() : null,
      changes: termsChanges(previous ? figuresOf(previous) : null, figuresOf(t)),
      actions: termsActions(t.status, party, { now, expiresAt }) as ("accepted" | "rejected")[],
    };
  });
  return {
    application: {
      id: row.id,
      reference: row.id.slice(0, 8).toUpperCase(),
      status: row.status,
      listingTitle: row.title,
      location: row.location,
      checkIn: row.check_in,
      checkOut: row.check_out,
      guestCount: row.guest_count,
      deliverables: offeredDeliverables(row.content_deliverables),
    },
    conversationId: row.conversation_id,
    collaborationId: row.collaboration_id,
    tier: creatorTierFor(row.creator_id ? await followerCount(deps.db, row.creator_id) : 0),
    terms: terms.reverse(),
    // Nobody to negotiate with once the other party deleted their account (decision 0063).
    canPropose: row.status === "accepted" && row.host_id !== null && row.creator_id !== null,
  };
}

async function announce(deps: NegotiationDeps, row: { id: string; host_id: string | null; creator_id: string | null }) {
  await deps.realtime.publish({
    userIds: [row.host_id, row.creator_id],
    type: "negotiation.updated",
    data: { applicationId: row.id },
  });
}

/**
 * Dated terms keep the listing's rules and ask only for nights that are open or already this collaboration's;
 * acceptance takes them for real (the database decides a race).
 */
async function checkTermsStay(
  deps: NegotiationDeps,
  row: NonNullable<Awaited<ReturnType<typeof q.negotiationContext>>>,
  stay: { checkIn: string; checkOut: string },
) {
  const problem = stayProblem(
    stay,
    {
      flexibleDates: row.flexible_dates,
      minNights: row.min_nights,
      maxNights: row.max_nights,
      bookingHorizonMonths: row.booking_horizon_months,
      timeZone: row.time_zone,
    },
    (deps.now ?? (() => new Date()))(),
  );
  if (problem) throw new HttpError(400, "validation_failed", problem.message, { [problem.field]: problem.message });
  const mine = new Set(
    row.check_in && row.check_out && row.status !== "pending" ? nightsOf(row.check_in, row.check_out) : [],
  );
  const closed = (await closedAmong(deps.db, row.listing_id, nightsOf(stay.checkIn, stay.checkOut))).filter(
    (c) => !(c.kind === "taken" && mine.has(c.night)),
  );
  if (closed.length > 0) {
    const message = stayMessages.unavailable(describeNights(closed.map((c) => c.night)));
    throw new HttpError(409, "conflict", message, { checkIn: message });
  }
}

/**
 * POST /api/negotiations/:applicationId/terms — either party proposes, only while the application is accepted
 * (DECISIONS.md: "once the application is accepted"; after acceptance of terms it is a contract). An open
 * proposal becomes counter_proposed in the same transaction.
 */
export async function proposeTerms(
  deps: NegotiationDeps,
  actor: Actor | null,
  applicationId: string,
  input: z.output<typeof proposeTermsSchema>,
) {
  const { me, row } = await contextFor(deps, actor, applicationId);
  if (!row.host_id || !row.creator_id) throw conflict(negotiationMessages.otherPartyDeleted);
  if (row.status !== "accepted") throw conflict(negotiationMessages.notAccepted);
  if (input.checkIn && input.checkOut)
    await checkTermsStay(deps, row, { checkIn: input.checkIn, checkOut: input.checkOut });
  const conversationId =
    row.conversation_id ??
    (await ensureConversation(deps.db, { applicationId: row.id, hostId: row.host_id, creatorId: row.creator_id }));
  const other = me.id === row.host_id ? row.creator_id : row.host_id;
  const id = await withNotices(deps, async (tx) => ({
    result: await q.insertProposal(tx, {
      conversationId,
      proposedBy: me.id,
      posts: input.posts,
      stories: input.stories,
      videos: input.videos,
      compensationType: input.compensationType,
      paymentAmountCents: input.paymentAmountCents,
      additionalNights: input.additionalNights,
      usageRights: input.usageRights,
      usageDurationMonths: input.usageDurationMonths,
      specialRequirements: input.specialRequirements,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      contentDueDays: input.contentDueDays,
      lifetimeDays: termsLifetimeDays,
    }),
    notices: [termsProposedNotice(other, me.name, row, conversationId)],
  }));
  await announce(deps, row);
  return {
    termsId: id,
    toast: { title: negotiationMessages.proposedTitle, description: negotiationMessages.proposed },
    negotiation: await getNegotiation(deps, actor, applicationId),
  };
}

/**
 * Answering, inside the caller's transaction. The compare-and-set decides between concurrent answers (the loser
 * gets null with nothing written). Accepting copies deliverables, payment and the stay onto the collaboration —
 * dated terms replace its nights (decision 0036; the key on (listing, night) refuses any night held elsewhere),
 * undated ones keep the applied-for dates — and moves the application from accepted to contract (DECISIONS.md).
 */
async function answerProposal(
  tx: Db,
  input: { termsId: string; conversationId: string; applicationId: string; status: "accepted" | "rejected" },
): Promise<{ id: string } | null> {
  const terms = await q.answerProposal(tx, input);
  if (!terms) return null;
  if (input.status === "accepted") {
    const { posts, stories, videos } = terms.contentDeliverables;
    const dated = terms.checkIn && terms.checkOut ? nightsOf(terms.checkIn, terms.checkOut) : null;
    const collaboration = await q.setCollaborationTerms(tx, input.applicationId, {
      deliverables: { posts, stories, videos },
      paymentAmountCents: terms.paymentAmountCents,
      contentDueDays: terms.contentDueDays,
      stay:
        dated && terms.checkIn
          ? { startDate: terms.checkIn, totalNights: dated.length }
          : { additionalNights: terms.additionalNights },
    });
    if (dated && collaboration) {
      await q.releaseNights(tx, collaboration.id);
      await claimNights(tx, collaboration.listingId, collaboration.id, dated);
    }
    await q.moveToContract(tx, input.applicationId);
  }
  return { id: terms.id };
}

/**
 * POST /api/negotiations/:applicationId/answer — only the other party, only an open proposal, only before it
 * expires by the server's clock (checked here and again in the database's compare-and-set). Of two answers at
 * once one wins, the other gets 409.
 */
export async function answerTerms(
  deps: NegotiationDeps,
  actor: Actor | null,
  applicationId: string,
  input: z.output<typeof answerTermsSchema>,
) {
  const { me, row } = await contextFor(deps, actor, applicationId);
  if (!row.host_id || !row.creator_id) throw conflict(negotiationMessages.otherPartyDeleted);
  const terms = row.conversation_id
    ? (await q.termsOf(deps.db, row.conversation_id)).find((t) => t.id === input.termsId)
    : undefined;
  if (!terms || !row.conversation_id) {
    throw new HttpError(404, "not_found", negotiationMessages.termsNotFound, {
      termsId: negotiationMessages.termsNotFound,
    });
  }
  const now = (deps.now ?? (() => new Date()))();
  assertTermsTransition(terms.status, input.status, terms.proposed_by === me.id ? "proposer" : "recipient", {
    now,
    expiresAt: toDate(terms.expires_at),
  });
  const conversationId = row.conversation_id;
  try {
    await withNotices(deps, async (tx) => {
      const answered = await answerProposal(tx, {
        termsId: terms.id,
        conversationId,
        applicationId: row.id,
        status: input.status,
      });
      if (!answered) throw conflict(negotiationMessages.changedMeanwhile);
      return {
        result: null,
        notices: [termsAnsweredNotice(terms, input.status, me.name, row.title, conversationId)],
      };
    });
  } catch (error) {
    // Named after the transaction has rolled back (on PGlite a second query inside it would wait for itself).
    if (input.status === "accepted" && terms.check_in && terms.check_out && isNightClash(error))
      throw await explainClash(deps.db, row.listing_id, nightsOf(terms.check_in, terms.check_out));
    throw error;
  }
  await announce(deps, row);
  return {
    toast: {
      title: negotiationMessages.respondedTitle(input.status),
      description: negotiationMessages.responded(input.status),
    },
    negotiation: await getNegotiation(deps, actor, applicationId),
  };
}
