import { applicationDefaults } from "./application-messages.ts";
import { contentDueDays } from "./content-due.ts";
import type { CreatorTier, TermsFigures } from "./negotiation.ts";
import { nightsBetween } from "./stay-dates.ts";

/**
 * Where a new proposal starts (issue 35 part 2, decision 0059): from what is on the table, never from blank
 * figures that would counter with nothing by mistake.
 */

/** The creator's offer as the negotiation shows it (null: an older application with free-text deliverables). */
export type OfferedDeliverables = {
  posts: number;
  stories: number;
  videos: number;
  compensationType: string;
  usageRights: string;
  usageDurationMonths: number;
} | null;

const multiplier = (m: number) => String(Number(m.toFixed(2)));

/**
 * The spec's suggestion (round(base × multiplier), per night) for the whole stay on the table, with its factors:
 * "$100/night × 1.2 × 3 nights" → $360. Without dates it stays the per-night figure and says so.
 */
export function suggestedStayPayment(
  tier: Pick<CreatorTier, "baseRatePerNight" | "premiumMultiplier" | "suggestedPayment">,
  checkIn: string | null,
  checkOut: string | null,
): { dollars: number; explained: string } {
  const rate = `$${tier.baseRatePerNight}/night × ${multiplier(tier.premiumMultiplier)}`;
  if (!checkIn || !checkOut) return { dollars: tier.suggestedPayment, explained: `${rate}, per night` };
  const nights = nightsBetween(checkIn, checkOut);
  return {
    dollars: Math.round(tier.baseRatePerNight * tier.premiumMultiplier * nights),
    explained: `${rate} × ${nights} ${nights === 1 ? "night" : "nights"}`,
  };
}

/**
 * The figures a new proposal starts from: a counter from the newest proposal (the one it answers, `terms` newest
 * first); a first proposal from the application's deliverables, compensation, rights and dates, with the
 * suggested payment for the stay when the compensation includes one.
 */
export function termsStartingPoint(input: {
  application: { checkIn: string | null; checkOut: string | null; deliverables: OfferedDeliverables };
  terms: readonly TermsFigures[];
  tier: Pick<CreatorTier, "baseRatePerNight" | "premiumMultiplier" | "suggestedPayment">;
}): TermsFigures {
  const latest = input.terms[0];
  if (latest) {
    return {
      posts: latest.posts,
      stories: latest.stories,
      videos: latest.videos,
      additionalNights: latest.additionalNights,
      compensationType: latest.compensationType,
      paymentAmountCents: latest.paymentAmountCents,
      usageRights: latest.usageRights,
      usageDurationMonths: latest.usageDurationMonths,
      specialRequirements: latest.specialRequirements,
      checkIn: latest.checkIn,
      checkOut: latest.checkOut,
      contentDueDays: latest.contentDueDays,
    };
  }
  const { application, tier } = input;
  const offer = application.deliverables ?? {
    posts: applicationDefaults.posts,
    stories: applicationDefaults.stories,
    videos: applicationDefaults.videos,
    compensationType: applicationDefaults.compensationType,
    usageRights: applicationDefaults.usageRights,
    usageDurationMonths: applicationDefaults.usageDurationMonths,
  };
  const paid = offer.compensationType !== "accommodation_only";
  return {
    ...offer,
    additionalNights: 0,
    paymentAmountCents: paid ? suggestedStayPayment(tier, application.checkIn, application.checkOut).dollars * 100 : 0,
    specialRequirements: null,
    checkIn: application.checkIn,
    checkOut: application.checkOut,
    contentDueDays: contentDueDays.default,
  };
}
