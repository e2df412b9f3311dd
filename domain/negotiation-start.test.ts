import { describe, expect, it } from "vitest";
import { creatorTierFor } from "./negotiation.ts";
import { suggestedStayPayment, termsStartingPoint } from "./negotiation-start.ts";

const micro = creatorTierFor(20_000); // $100/night × 1.2

describe("the suggested payment explains itself for the whole stay (decision 0059)", () => {
  it("multiplies the tier's rate and multiplier by the nights on the table", () => {
    expect(suggestedStayPayment(micro, "2027-03-14", "2027-03-17")).toEqual({
      dollars: 360,
      explained: "$100/night × 1.2 × 3 nights",
    });
    expect(suggestedStayPayment(creatorTierFor(0), "2027-03-14", "2027-03-15")).toEqual({
      dollars: 50,
      explained: "$50/night × 1 × 1 night",
    });
  });
  it("without dates it is the spec's per-night suggestion, said so", () => {
    expect(suggestedStayPayment(micro, null, null)).toEqual({ dollars: 120, explained: "$100/night × 1.2, per night" });
  });
});

const application = {
  checkIn: "2027-03-14",
  checkOut: "2027-03-17",
  deliverables: {
    posts: 3,
    stories: 6,
    videos: 1,
    compensationType: "accommodation_plus_payment",
    usageRights: "extended",
    usageDurationMonths: 24,
  },
};
const proposal = {
  posts: 2,
  stories: 0,
  videos: 4,
  additionalNights: 1,
  compensationType: "payment_only",
  paymentAmountCents: 15050,
  usageRights: "exclusive",
  usageDurationMonths: 6,
  specialRequirements: "Golden hour only",
  checkIn: "2027-03-15",
  checkOut: "2027-03-18",
  contentDueDays: 21,
};

describe("negotiation starts from what is on the table (issue 35 part 2)", () => {
  it("a first proposal starts from the application, with the suggested payment for the stay", () => {
    expect(termsStartingPoint({ application, terms: [], tier: micro })).toEqual({
      posts: 3,
      stories: 6,
      videos: 1,
      additionalNights: 0,
      compensationType: "accommodation_plus_payment",
      paymentAmountCents: 36000,
      usageRights: "extended",
      usageDurationMonths: 24,
      specialRequirements: null,
      checkIn: "2027-03-14",
      checkOut: "2027-03-17",
      contentDueDays: 14,
    });
  });
  it("an accommodation-only application starts without an amount; older free-text deliverables use the defaults", () => {
    const only = {
      ...application,
      deliverables: { ...application.deliverables, compensationType: "accommodation_only" },
    };
    expect(termsStartingPoint({ application: only, terms: [], tier: micro }).paymentAmountCents).toBe(0);
    expect(
      termsStartingPoint({
        application: { checkIn: null, checkOut: null, deliverables: null },
        terms: [],
        tier: micro,
      }),
    ).toMatchObject({
      posts: 5,
      stories: 10,
      videos: 2,
      compensationType: "accommodation_only",
      usageDurationMonths: 12,
    });
  });
  it("a counter starts from the newest proposal, figure by figure", () => {
    const older = { ...proposal, posts: 9 };
    expect(termsStartingPoint({ application, terms: [proposal, older], tier: micro })).toEqual(proposal);
  });
});
