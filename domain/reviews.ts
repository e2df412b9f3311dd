import { z } from "zod";
import { textField } from "./text.ts";

export * from "./review-labels.ts";

const stars = (label: string) =>
  z
    .number({ error: `${label} must be a number from 1 to 5` })
    .int(`${label} must be a whole number from 1 to 5`)
    .min(1, `${label} must be from 1 to 5`)
    .max(5, `${label} must be from 1 to 5`);

/** POST /api/reviews/:collaborationId — which sub-ratings are required depends on the reviewer's side (checked in the service). */
export const submitReviewSchema = z.strictObject({
  rating: stars("Overall rating"),
  subRatings: z.record(z.string().max(40), stars("Each sub-rating")),
  text: textField("Review", "multiline")
    .trim()
    .min(10, "Please write at least 10 characters")
    .max(2000, "Review must be 2000 characters or fewer"),
});

export const replySchema = z.strictObject({
  text: textField("Reply", "multiline")
    .trim()
    .min(2, "Please write a reply")
    .max(1000, "Reply must be 1000 characters or fewer"),
});

const person = z.object({ id: z.uuid().nullable(), name: z.string(), avatarUrl: z.string().nullable() });

export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  subRatings: z.record(z.string(), z.number().int()),
  text: z.string(),
  reviewer: person,
  reviewerRole: z.enum(["host", "creator"]),
  listingTitle: z.string(),
  publishedAt: z.iso.datetime(),
  reply: z.object({ text: z.string(), at: z.iso.datetime() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewPageSchema = z.object({
  items: z.array(publicReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const reviewPageQuery = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1, "page must be 1 or more").max(1000).default(1),
});

/** The review state of one collaboration for one of its parties: what they may do, what they may see. */
export const reviewStateSchema = z.object({
  collaborationId: z.uuid(),
  role: z.enum(["host", "creator"]),
  aspects: z.array(z.object({ key: z.string(), label: z.string() })),
  otherParty: person,
  listingTitle: z.string(),
  windowClosesAt: z.iso.datetime().nullable(),
  /** open: may submit; submitted: waiting for the other; published: both visible; closed: window over, nothing to submit. */
  status: z.enum(["not_completed", "open", "submitted", "published", "closed"]),
  mine: publicReviewSchema.omit({ reviewer: true }).extend({ publishedAt: z.iso.datetime().nullable() }).nullable(),
  /** The other party's review: null until published, whatever the caller does. */
  theirs: publicReviewSchema.nullable(),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const submitReviewResponse = z.object({
  toast: z.object({ title: z.string(), description: z.string() }),
  review: reviewStateSchema,
});

/** Smallest number of events before a response figure is shown (decision 0042). */
export const minimumResponseSample = 5;
/** Window of the response figures. */
export const responseWindowDays = 90;
const day = 86_400_000;

export type RatingSummary = { average: number | null; count: number };

/** Published ratings → average to one decimal and count; null average when none. */
export function ratingSummary(ratings: number[]): RatingSummary {
  if (ratings.length === 0) return { average: null, count: 0 };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { average: Math.round((sum / ratings.length) * 10) / 10, count: ratings.length };
}

/** Something that asked a host for an answer: an application, or a creator's first message. */
export type ResponseEvent = { askedAt: Date; answeredAt: Date | null };

export type ResponseFigures = {
  /** Whole percent answered within 24 h, null below the minimum sample. */
  rate: number | null;
  /** Median time to answer in minutes (of those answered), null below the minimum sample. */
  medianMinutes: number | null;
  sample: number;
};

/**
 * Response rate and typical time (issue 10 part 5): over the events asked in the last 90 days, except ones asked
 * less than 24 h ago and still unanswered (they may still be answered in time, so they neither count for nor
 * against). Hidden below `minimumResponseSample`.
 */
export function responseFigures(events: ResponseEvent[], now: Date): ResponseFigures {
  const from = now.getTime() - responseWindowDays * day;
  const counted = events.filter((e) => {
    const asked = e.askedAt.getTime();
    if (asked < from || asked > now.getTime()) return false;
    return e.answeredAt !== null || now.getTime() - asked >= day;
  });
  const sample = counted.length;
  if (sample < minimumResponseSample) return { rate: null, medianMinutes: null, sample };
  const waits = counted
    .filter((e) => e.answeredAt !== null)
    .map((e) => Math.max(0, (e.answeredAt as Date).getTime() - e.askedAt.getTime()));
  const inTime = waits.filter((w) => w <= day).length;
  const sorted = [...waits].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? null
      : sorted.length % 2
        ? (sorted[mid] as number)
        : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return {
    rate: Math.round((inTime / sample) * 100),
    medianMinutes: median === null ? null : Math.round(median / 60_000),
    sample,
  };
}

/** "within an hour", "within a few hours", "within a day", "within a few days" from a median in minutes. */
export function responseTimeLabel(minutes: number): string {
  if (minutes <= 60) return "within an hour";
  if (minutes <= 6 * 60) return "within a few hours";
  if (minutes <= 24 * 60) return "within a day";
  return "within a few days";
}

export const figuresSchema = z.object({
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  responseRate: z.number().int().nullable(),
  responseTime: z.string().nullable(),
  /** A host's accepted collaborations they did not cancel (issue 35 part 12); null below the minimum sample. */
  staysHonoured: z
    .object({ honoured: z.number().int(), accepted: z.number().int(), percent: z.number().int() })
    .nullable(),
  /**
   * A creator's agreed items approved by their due date, of those approved or past due (issue 35 part 12,
   * decision 0059); null below the minimum sample.
   */
  onTimeDelivery: z.object({ onTime: z.number().int(), items: z.number().int(), percent: z.number().int() }).nullable(),
  /** A creator's completed collaborations; null when none. */
  completedCollaborations: z.number().int().nullable(),
});
export type Figures = z.infer<typeof figuresSchema>;
