import { completedCount, onTimeDelivery } from "@domain/on-time-delivery.ts";
import {
  aspectLabels,
  creatorReviewAspects,
  type Figures,
  hostReviewAspects,
  type PublicReview,
  type ReviewState,
  ratingSummary,
  type replySchema,
  responseFigures,
  responseTimeLabel,
  reviewMessages,
  reviewPageSize,
  type submitReviewSchema,
} from "@domain/reviews.ts";
import { staysHonoured } from "@domain/stays-honoured.ts";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { fileUrl } from "../../storage/storage.ts";
import { announce, type Notified, notify } from "../notifications/notify.ts";
import { reviewReceivedNotice, reviewsPublishedNotices } from "./notices.ts";
import * as q from "./queries.ts";

export type ReviewDeps = { db: Db; realtime: RealtimeHub; now?: () => Date };

const conflict = (message: string) => new HttpError(409, "conflict", message);
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const nowOf = (deps: ReviewDeps) => (deps.now ?? (() => new Date()))();

function toPublic(row: q.ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    subRatings: row.sub_ratings,
    text: row.text,
    reviewer: {
      id: row.reviewer_id,
      name: row.reviewer_name ?? "Deleted user",
      avatarUrl: row.reviewer_avatar ? fileUrl(row.reviewer_avatar) : null,
    },
    reviewerRole: row.reviewer_role,
    listingTitle: row.listing_title,
    publishedAt: iso(row.published_at ?? new Date()),
    reply: row.reply && row.replied_at ? { text: row.reply, at: iso(row.replied_at) } : null,
  };
}

async function context(deps: ReviewDeps, actor: Actor | null, collaborationId: string, lock = false, db?: Db) {
  const me = requireAccess(actor, "signed-in");
  const row = await q.collaborationFor(db ?? deps.db, collaborationId, me.id, lock);
  if (!row) throw notFound(reviewMessages.notFound);
  const role: "host" | "creator" = row.host_id === me.id ? "host" : "creator";
  return { me, row, role };
}

/** The state of a collaboration's reviews for one of its parties. The other party's review stays null until published. */
async function stateFor(
  deps: ReviewDeps,
  row: q.CollaborationForReview,
  role: "host" | "creator",
): Promise<ReviewState> {
  const now = nowOf(deps);
  const reviews = await q.reviewsOf(deps.db, row.id);
  const mine = reviews.find((r) => r.reviewer_role === role) ?? null;
  const theirsRow = reviews.find((r) => r.reviewer_role !== role) ?? null;
  // Never hand out an unpublished review of the other party, whatever state the window is in.
  const theirs = theirsRow?.published_at ? toPublic(theirsRow) : null;
  const closesAt = row.closes_at ? new Date(row.closes_at) : null;
  const status: ReviewState["status"] =
    row.status !== "completed" || !closesAt
      ? "not_completed"
      : row.published_at
        ? "published"
        : mine
          ? "submitted"
          : // Nobody left to review once the other party deleted their account (decision 0063).
            now.getTime() >= closesAt.getTime() || (role === "host" ? !row.creator_id : !row.host_id)
            ? "closed"
            : "open";
  const aspects = role === "host" ? hostReviewAspects : creatorReviewAspects;
  const other =
    role === "host"
      ? { id: row.creator_id, name: row.creator_name ?? "Deleted user", avatar: row.creator_avatar }
      : { id: row.host_id, name: row.host_name ?? "Deleted user", avatar: row.host_avatar };
  return {
    collaborationId: row.id,
    role,
    aspects: aspects.map((key) => ({ key, label: aspectLabels[key] ?? key })),
    otherParty: { id: other.id, name: other.name, avatarUrl: other.avatar ? fileUrl(other.avatar) : null },
    listingTitle: row.title,
    windowClosesAt: closesAt ? closesAt.toISOString() : null,
    status,
    mine: mine
      ? {
          id: mine.id,
          rating: mine.rating,
          subRatings: mine.sub_ratings,
          text: mine.text,
          reviewerRole: mine.reviewer_role,
          listingTitle: mine.listing_title,
          publishedAt: mine.published_at ? iso(mine.published_at) : null,
          reply: mine.reply && mine.replied_at ? { text: mine.reply, at: iso(mine.replied_at) } : null,
        }
      : null,
    theirs,
  };
}

/** GET /api/reviews/collaborations/:id */
export async function getReviewState(deps: ReviewDeps, actor: Actor | null, collaborationId: string) {
  const { row, role } = await context(deps, actor, collaborationId);
  return stateFor(deps, row, role);
}

/**
 * POST /api/reviews/collaborations/:id — one per party (409 on a second), only once completed and before the
 * window closes by the server's clock. The second review publishes both in the same transaction.
 */
export async function submitReview(
  deps: ReviewDeps,
  actor: Actor | null,
  collaborationId: string,
  input: z.output<typeof submitReviewSchema>,
) {
  const { me, role } = await context(deps, actor, collaborationId);
  const aspects: readonly string[] = role === "host" ? hostReviewAspects : creatorReviewAspects;
  const extra = Object.keys(input.subRatings).filter((k) => !aspects.includes(k));
  const missing = aspects.filter((k) => input.subRatings[k] === undefined);
  if (extra.length || missing.length) {
    const message = missing.length
      ? `Please rate ${missing.map((k) => aspectLabels[k]?.toLowerCase() ?? k).join(", ")}.`
      : `Unknown sub-rating: ${extra.join(", ")}.`;
    throw new HttpError(400, "validation_failed", message, { subRatings: message });
  }
  const now = nowOf(deps);
  let notified: Notified = { userIds: [] };
  try {
    await deps.db.transaction(async (tx) => {
      // Locks the collaboration: the two parties' submits are serialised, so "both in → publish" is never missed.
      const row = await q.collaborationFor(tx, collaborationId, me.id, true);
      if (!row) throw notFound(reviewMessages.notFound);
      if (row.status !== "completed" || !row.closes_at) throw conflict(reviewMessages.notCompleted);
      if (row.published_at || now.getTime() >= new Date(row.closes_at).getTime())
        throw conflict(reviewMessages.windowClosed);
      const revieweeId = role === "host" ? row.creator_id : row.host_id;
      if (!revieweeId) throw conflict(reviewMessages.otherPartyDeleted);
      await tx.execute(sqlInsert(collaborationId, me.id, revieweeId, role, input));
      const all = await q.reviewsOf(tx, collaborationId);
      const reviewerName = (role === "host" ? row.host_name : row.creator_name) ?? "Someone";
      if (all.length >= 2) {
        await q.publishReviews(tx, collaborationId, now);
        notified = await notify(tx, reviewsPublishedNotices(row));
      } else {
        notified = await notify(tx, [reviewReceivedNotice(revieweeId, reviewerName, row, row.closes_at)]);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(reviewMessages.already);
    throw error;
  }
  await announce(deps.realtime, notified);
  const { row } = await context(deps, actor, collaborationId);
  // Both parties' open review pages re-read their state (issue 35 part 7): the first reviewer sees the reviews
  // published the moment the second lands.
  await deps.realtime.publish({
    userIds: [row.host_id, row.creator_id].filter((id): id is string => Boolean(id)),
    type: "collaboration.updated",
    data: { collaborationId },
  });
  const review = await stateFor(deps, row, role);
  const toast =
    review.status === "published"
      ? { title: reviewMessages.publishedTitle, description: reviewMessages.published }
      : { title: reviewMessages.submittedTitle, description: reviewMessages.submitted };
  return { toast, review };
}

function sqlInsert(
  collaborationId: string,
  reviewerId: string,
  revieweeId: string,
  role: "host" | "creator",
  input: z.output<typeof submitReviewSchema>,
) {
  return sql`insert into reviews (collaboration_id, reviewer_id, reviewee_id, reviewer_role, rating, sub_ratings, text)
    values (${collaborationId}, ${reviewerId}, ${revieweeId}, ${role}, ${input.rating},
            ${JSON.stringify(input.subRatings)}::jsonb, ${input.text})`;
}

/** POST /api/reviews/:id/reply — the reviewed person, once, after publication; anyone else gets 404. */
export async function replyToReview(
  deps: ReviewDeps,
  actor: Actor | null,
  reviewId: string,
  input: z.output<typeof replySchema>,
) {
  const me = requireAccess(actor, "signed-in");
  const row = await q.reviewById(deps.db, reviewId);
  // Only the reviewee may learn the review exists before publication; everyone else sees a 404.
  if (!row || row.reviewee_id !== me.id) throw notFound(reviewMessages.reviewNotFound);
  if (!row.published_at) throw conflict(reviewMessages.replyNotAllowed);
  const result = await deps.db.execute<{ id: string }>(sql`
    update reviews set reply = ${input.text}, replied_at = now()
     where id = ${reviewId} and reply is null returning id`);
  if (result.rows.length === 0) throw conflict(reviewMessages.replyExists);
  const after = await q.reviewById(deps.db, reviewId);
  if (!after) throw notFound(reviewMessages.reviewNotFound);
  return { review: toPublic(after), message: reviewMessages.replied };
}

/** GET /api/reviews/users/:userId — a person's published reviews, paged (public). */
export async function publicReviews(deps: ReviewDeps, userId: string, page: number) {
  const { rows, total } = await q.publishedAbout(deps.db, userId, reviewPageSize, (page - 1) * reviewPageSize);
  return { items: rows.map(toPublic), total, page, pageSize: reviewPageSize };
}

/**
 * GET /api/reviews/users/:userId/figures — published rating; a host's response rate and time and stays honoured;
 * a creator's on-time delivery and completed collaborations.
 */
export async function figuresOf(deps: ReviewDeps, userId: string): Promise<Figures> {
  const role = await q.roleOf(deps.db, userId);
  if (!role) throw notFound("Profile not found");
  const { ratings } = await q.publishedAbout(deps.db, userId, 0, 0);
  const rating = ratingSummary(ratings);
  if (role !== "host") {
    const collaborations = await q.creatorCollaborations(deps.db, userId);
    return {
      rating,
      responseRate: null,
      responseTime: null,
      staysHonoured: null,
      onTimeDelivery: onTimeDelivery(collaborations, nowOf(deps)),
      completedCollaborations: completedCount(collaborations),
    };
  }
  const now = nowOf(deps);
  const response = responseFigures(await q.hostResponseEvents(deps.db, userId, now), now);
  return {
    rating,
    responseRate: response.rate,
    responseTime: response.medianMinutes === null ? null : responseTimeLabel(response.medianMinutes),
    staysHonoured: staysHonoured(await q.hostAcceptedStays(deps.db, userId)),
    onTimeDelivery: null,
    completedCollaborations: null,
  };
}
