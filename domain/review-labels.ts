/*
 * Reviews' window, aspects, labels, page size and messages, with no Zod: the reputation block on listing and creator
 * pages imports only these, so those pages do not build the review schemas when they load (issue 38). The schemas
 * are in reviews.ts, which re-exports all of this.
 */
/** Days after completion during which each party may review the other (issue 10 part 4). */
export const reviewWindowDays = 14;

/** Sub-ratings by who reviews whom. */
export const hostReviewAspects = ["contentQuality", "communication", "professionalism", "onTime"] as const;
export const creatorReviewAspects = ["accuracyOfListing", "hospitality", "communication"] as const;
export const aspectLabels: Record<string, string> = {
  contentQuality: "Content quality",
  communication: "Communication",
  professionalism: "Professionalism",
  onTime: "On time",
  accuracyOfListing: "Accuracy of listing",
  hospitality: "Hospitality",
};

export const reviewMessages = {
  notFound: "Collaboration not found",
  notCompleted: "You can review a collaboration once it is completed.",
  windowClosed: "The review window for this collaboration has closed.",
  already: "You have already reviewed this collaboration.",
  submittedTitle: "Review submitted",
  /** The first of the two reviews (the specs have no review toasts; issue 10 part 4, issue 35 part 7). */
  submitted:
    "Thanks! Your review stays hidden until the other party submits theirs or the 14-day window closes; then both are published.",
  /** The second review: both are published at once, and the toast says so. */
  publishedTitle: "Reviews published",
  published: "Thanks! Both of you have now reviewed, so both reviews are published.",
  replyNotAllowed: "Only the reviewed person can reply, once the review is published.",
  replyExists: "You have already replied to this review.",
  replied: "Your reply was published.",
  reviewNotFound: "Review not found",
  noReviews: "No reviews yet",
  /** The other party deleted their account (decision 0063): their review of you may still be published. */
  otherPartyDeleted: "The other party deleted their account, so there is no one to review.",
} as const;

export const reviewPageSize = 5;
