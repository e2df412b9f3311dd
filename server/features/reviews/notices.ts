import type { Notice } from "../notifications/notify.ts";
import type { CollaborationForReview } from "./queries.ts";

/** Where every review notice leads: the collaboration's review page. */
const reviewsLink = (collaborationId: string) => `/reviews/${collaborationId}`;

/** The reviewed party hears of the first review, still hidden until theirs is in or the window closes. */
export function reviewReceivedNotice(
  revieweeId: string,
  reviewerName: string,
  row: CollaborationForReview,
  closesAt: Date | string,
): Notice {
  return {
    userId: revieweeId,
    type: "review.received",
    title: `${reviewerName} reviewed your collaboration`,
    body: `${reviewerName} left a review for “${row.title}”. It will be published when you submit yours or when the review window closes on ${new Date(closesAt).toUTCString().slice(0, 16)}.`,
    link: reviewsLink(row.id),
    subjectId: row.id,
  };
}

/** Both parties hear, once, that the second review published both; each is pointed at what the other wrote. */
export function reviewsPublishedNotices(row: CollaborationForReview): Notice[] {
  return [publishedNotice(row.host_id, row, row.creator_name), publishedNotice(row.creator_id, row, row.host_name)];
}

function publishedNotice(userId: string | null, row: CollaborationForReview, otherName: string | null): Notice {
  const other = otherName ?? "The other party";
  return {
    userId,
    type: "review.published",
    title: `Reviews published: ${row.title}`,
    body: `The reviews for “${row.title}” are now public. Read what ${other} wrote.`,
    link: reviewsLink(row.id),
    subjectId: row.id,
    onceKey: `reviews-published:${row.id}`,
  };
}

/** When the window closes on its own, whoever was reviewed hears that the review is now public (once). */
export function windowClosedNotices(collaborationId: string, published: { reviewee_id: string }[]): Notice[] {
  return published.map((r) => ({
    userId: r.reviewee_id,
    type: "review.published",
    title: "A review about you was published",
    body: "The review window closed and the review about you is now public. You can post one public reply.",
    link: reviewsLink(collaborationId),
    subjectId: collaborationId,
    onceKey: `reviews-published:${collaborationId}`,
  }));
}
