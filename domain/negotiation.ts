import { z } from "zod";
import { compensationTypes, termsStatuses, usageRights } from "./constants.ts";
import { contentDueDays, contentDueDaysMessage } from "./content-due.ts";
import { formatCents } from "./money.ts";
import { dollarsToCents } from "./money-schema.ts";
import { stayLabel } from "./stay-dates.ts";
import { isoDateSchema, refineStay } from "./stay-dates-schema.ts";
import { textField } from "./text.ts";

/** Spec 001 §8 texts for negotiation, verbatim. */
export const negotiationMessages = {
  /** The other party deleted their account (decision 0063): the negotiation is over. */
  otherPartyDeleted: "The other party deleted their account, so these terms can no longer change.",
  loadFailed: "Failed to load negotiation terms",
  proposeFailed: "Failed to propose terms",
  respondFailed: "Failed to respond to terms",
  proposedTitle: "Terms Proposed",
  proposed: "Your negotiation terms have been sent.",
  respondedTitle: (status: string) => `Terms ${status}`,
  responded: (status: string) => `You have ${status} the proposed terms.`,
  notFound: "Application not found",
  notAccepted: "Terms can only be negotiated once the host has accepted the application.",
  termsNotFound: "These terms are not part of this negotiation.",
  changedMeanwhile: "These terms were answered in the meantime. Please reload.",
  paymentOnAccommodationOnly: "An accommodation-only offer has no payment amount.",
} as const;

/** Spec 001 §9: expiry 7 days after proposal. */
export { stayLabel };

/** The terms form's field: 1–90 whole days after check-out. */
export const contentDueDaysSchema = z
  .number({ error: contentDueDaysMessage })
  .int(contentDueDaysMessage)
  .min(contentDueDays.min, contentDueDaysMessage)
  .max(contentDueDays.max, contentDueDaysMessage);

export const termsLifetimeDays = 7;

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(max, `${label} must be at most ${max}`);

/**
 * POST /api/negotiations/:applicationId/terms (spec 001 §5 Negotiation form). The web form turns invalid counts
 * into 0 and an invalid duration into 12 before sending; the server refuses what is still out of range (negative
 * nights, 61 months, a payment on an accommodation-only offer) instead of guessing.
 */
export const proposeTermsSchema = z
  .strictObject({
    posts: count("Posts", 50),
    stories: count("Stories", 100),
    videos: count("Videos", 20),
    additionalNights: count("Additional nights", 60),
    compensationType: z.enum(compensationTypes, { error: "Choose a compensation type" }),
    paymentAmount: dollarsToCents("Payment amount", { positive: false }).optional(),
    usageRights: z.enum(usageRights, { error: "Usage rights must be limited, extended or exclusive" }),
    usageDurationMonths: z
      .number({ error: "Usage duration must be a whole number of months" })
      .int("Usage duration must be a whole number of months")
      .min(1, "Usage duration must be between 1 and 60 months")
      .max(60, "Usage duration must be between 1 and 60 months"),
    specialRequirements: textField("Special requirements", "multiline")
      .max(2000, "Special requirements must be at most 2000 characters")
      .optional(),
    /** The stay these terms propose (issue 11): both dates or neither; they replace the application's dates. */
    checkIn: isoDateSchema.nullish(),
    checkOut: isoDateSchema.nullish(),
    /** "Content due N days after check-out" (issue 33 part 3): 1–90, 14 when not given. */
    contentDueDays: contentDueDaysSchema.default(contentDueDays.default),
  })
  .superRefine((v, ctx) => {
    refineStay(v, ctx);
    if (v.compensationType === "accommodation_only" && (v.paymentAmount ?? 0) > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["paymentAmount"],
        message: negotiationMessages.paymentOnAccommodationOnly,
      });
    }
  })
  .transform((v) => ({
    ...v,
    paymentAmountCents: v.compensationType === "accommodation_only" ? 0 : (v.paymentAmount ?? 0),
    specialRequirements: v.specialRequirements ? v.specialRequirements : null,
    checkIn: v.checkIn ?? null,
    checkOut: v.checkOut ?? null,
  }));
export type ProposeTermsInput = z.input<typeof proposeTermsSchema>;

/** POST /api/negotiations/:applicationId/answer — the other party accepts or rejects one open proposal. */
export const answerTermsSchema = z.strictObject({
  termsId: z.uuid({ error: "Choose the terms to answer" }),
  status: z.enum(["accepted", "rejected"], { error: "Status must be accepted or rejected" }),
});

/** The comparable figures of one proposal. */
export type TermsFigures = {
  posts: number;
  stories: number;
  videos: number;
  additionalNights: number;
  compensationType: string;
  paymentAmountCents: number;
  usageRights: string;
  usageDurationMonths: number;
  specialRequirements: string | null;
  checkIn: string | null;
  checkOut: string | null;
  contentDueDays: number;
};

const label = (v: string) => v.replace(/_/g, " ");

/** What a proposal changed from the one before it, field by field ('posts 2 → 3', 'payment $150 → $200'). */
export function termsChanges(before: TermsFigures | null, after: TermsFigures): string[] {
  if (!before) return [];
  const changes: string[] = [];
  const add = (name: string, a: string | number, b: string | number) => {
    if (a !== b) changes.push(`${name} ${a} → ${b}`);
  };
  add("dates", stayLabel(before.checkIn, before.checkOut), stayLabel(after.checkIn, after.checkOut));
  add("posts", before.posts, after.posts);
  add("stories", before.stories, after.stories);
  add("videos", before.videos, after.videos);
  add("additional nights", before.additionalNights, after.additionalNights);
  add("compensation", label(before.compensationType), label(after.compensationType));
  if (before.paymentAmountCents !== after.paymentAmountCents) {
    changes.push(`payment ${formatCents(before.paymentAmountCents)} → ${formatCents(after.paymentAmountCents)}`);
  }
  add("usage rights", before.usageRights, after.usageRights);
  add("usage duration", `${before.usageDurationMonths} months`, `${after.usageDurationMonths} months`);
  add("content due", `${before.contentDueDays} days after check-out`, `${after.contentDueDays} days after check-out`);
  if ((before.specialRequirements ?? "") !== (after.specialRequirements ?? "")) {
    changes.push("special requirements changed");
  }
  return changes;
}

/** DECISIONS.md creator tiers by follower count (the `get_or_create_creator_tier` equivalent; decision 0025). */
export const creatorTiers = [
  { level: "nano", below: 10_000, baseRatePerNight: 50, multiplier: 1.0 },
  { level: "micro", below: 100_000, baseRatePerNight: 100, multiplier: 1.2 },
  { level: "mid", below: 500_000, baseRatePerNight: 200, multiplier: 1.5 },
  { level: "macro", below: 1_000_000, baseRatePerNight: 350, multiplier: 1.8 },
  { level: "mega", below: Number.POSITIVE_INFINITY, baseRatePerNight: 500, multiplier: 2.0 },
] as const;

export type CreatorTier = {
  tierLevel: string;
  baseRatePerNight: number;
  premiumMultiplier: number;
  /** round(base × multiplier), in dollars. */
  suggestedPayment: number;
};

export function creatorTierFor(followerCount: number): CreatorTier {
  const followers = Number.isFinite(followerCount) && followerCount > 0 ? followerCount : 0;
  const tier = creatorTiers.find((t) => followers < t.below) ?? creatorTiers[4];
  return {
    tierLevel: tier.level,
    baseRatePerNight: tier.baseRatePerNight,
    premiumMultiplier: tier.multiplier,
    suggestedPayment: Math.round(tier.baseRatePerNight * tier.multiplier),
  };
}

const tierSchema = z.object({
  tierLevel: z.string(),
  baseRatePerNight: z.number(),
  premiumMultiplier: z.number(),
  suggestedPayment: z.number(),
});

export const negotiationTermsSchema = z.object({
  id: z.uuid(),
  posts: z.number().int(),
  stories: z.number().int(),
  videos: z.number().int(),
  additionalNights: z.number().int(),
  compensationType: z.string(),
  paymentAmountCents: z.number().int(),
  usageRights: z.string(),
  usageDurationMonths: z.number().int(),
  specialRequirements: z.string().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  /** Content is due this many days after check-out (issue 33 part 3). */
  contentDueDays: z.number().int(),
  /** `expired` is shown for an open proposal past its expiry even before anything marked it. */
  status: z.enum(termsStatuses),
  proposedBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  /** Changes from the previous proposal of this negotiation. */
  changes: z.array(z.string()),
  /** What the viewer may do with it now (from the graph): accepted / rejected, or nothing. */
  actions: z.array(z.enum(["accepted", "rejected"])),
});
export type NegotiationTerms = z.infer<typeof negotiationTermsSchema>;

/** GET /api/negotiations/:applicationId. */
export const negotiationSchema = z.object({
  application: z.object({
    id: z.uuid(),
    reference: z.string(),
    status: z.string(),
    listingTitle: z.string(),
    location: z.string(),
    /** The dates the creator applied for (the starting point of dated terms). */
    checkIn: z.string().nullable(),
    checkOut: z.string().nullable(),
    guestCount: z.number().int(),
    /** What the creator offered: a first proposal starts from it (decision 0059); null on older free text. */
    deliverables: z
      .object({
        posts: z.number().int(),
        stories: z.number().int(),
        videos: z.number().int(),
        compensationType: z.string(),
        usageRights: z.string(),
        usageDurationMonths: z.number().int(),
      })
      .nullable(),
  }),
  conversationId: z.uuid().nullable(),
  /** The collaboration (and so its contract) the application opened, if any: "terms agreed" links to it. */
  collaborationId: z.uuid().nullable(),
  tier: tierSchema,
  terms: z.array(negotiationTermsSchema),
  canPropose: z.boolean(),
});
export type Negotiation = z.infer<typeof negotiationSchema>;

const toastSchema = z.object({ title: z.string(), description: z.string() });
export const proposeTermsResponse = z.object({ termsId: z.uuid(), toast: toastSchema, negotiation: negotiationSchema });
export const answerTermsResponse = z.object({ toast: toastSchema, negotiation: negotiationSchema });
