import { describe, expect, it } from "vitest";
import { formatCents } from "./money.ts";
import { dollarsToCents } from "./money-schema.ts";
import { creatorTierFor, proposeTermsSchema, termsChanges } from "./negotiation.ts";

describe("creator tiers (DECISIONS.md table)", () => {
  it("maps follower counts to tier, base rate, multiplier and suggested payment at every boundary", () => {
    const cases: [number, string, number, number, number][] = [
      [0, "nano", 50, 1.0, 50],
      [9_999, "nano", 50, 1.0, 50],
      [10_000, "micro", 100, 1.2, 120],
      [99_999, "micro", 100, 1.2, 120],
      [100_000, "mid", 200, 1.5, 300],
      [499_999, "mid", 200, 1.5, 300],
      [500_000, "macro", 350, 1.8, 630],
      [999_999, "macro", 350, 1.8, 630],
      [1_000_000, "mega", 500, 2.0, 1000],
      [50_000_000, "mega", 500, 2.0, 1000],
      [-3, "nano", 50, 1.0, 50],
    ];
    for (const [followers, tierLevel, baseRatePerNight, premiumMultiplier, suggestedPayment] of cases) {
      expect(creatorTierFor(followers), String(followers)).toEqual({
        tierLevel,
        baseRatePerNight,
        premiumMultiplier,
        suggestedPayment,
      });
    }
  });
});

describe("money", () => {
  const positive = dollarsToCents("Amount", { positive: true });
  it("turns dollars into integer cents", () => {
    expect(positive.parse(12.5)).toBe(1250);
    expect(positive.parse("12.34")).toBe(1234);
    expect(positive.parse("1000000")).toBe(100_000_000);
  });
  it("refuses 0, -5, Infinity, 3 decimals, text and amounts over the bound", () => {
    for (const bad of [0, -5, Number.POSITIVE_INFINITY, "12.345", "1e3", "abc", "", 1_000_000.01]) {
      expect(positive.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
  it("formats cents as dollars", () => {
    expect(formatCents(15000)).toBe("$150");
    expect(formatCents(1250)).toBe("$12.50");
  });
});

describe("terms", () => {
  const base = {
    posts: 2,
    stories: 0,
    videos: 0,
    additionalNights: 0,
    compensationType: "accommodation_plus_payment",
    paymentAmountCents: 15000,
    usageRights: "limited",
    usageDurationMonths: 12,
    specialRequirements: null,
    checkIn: null,
    checkOut: null,
    contentDueDays: 14,
  };
  it("lists what changed, field by field", () => {
    expect(termsChanges(null, base)).toEqual([]);
    expect(termsChanges(base, { ...base, posts: 3, paymentAmountCents: 20000, usageRights: "extended" })).toEqual([
      "posts 2 → 3",
      "payment $150 → $200",
      "usage rights limited → extended",
    ]);
  });
  it("puts a change of dates in the diff between rounds", () => {
    const dated = { ...base, checkIn: "2027-03-14", checkOut: "2027-03-17" };
    expect(termsChanges(base, dated)).toEqual(["dates no dates → 14 Mar 2027 – 17 Mar 2027 (3 nights)"]);
    expect(termsChanges(dated, { ...dated, checkOut: "2027-03-15" })).toEqual([
      "dates 14 Mar 2027 – 17 Mar 2027 (3 nights) → 14 Mar 2027 – 15 Mar 2027 (1 night)",
    ]);
  });
  it("puts the content due days in the diff; 14 when not given, 0 and 91 refused on their field", () => {
    expect(termsChanges(base, { ...base, contentDueDays: 21 })).toEqual([
      "content due 14 days after check-out → 21 days after check-out",
    ]);
    const terms = {
      posts: 1,
      stories: 0,
      videos: 0,
      additionalNights: 0,
      compensationType: "accommodation_only",
      usageRights: "limited",
      usageDurationMonths: 12,
    };
    expect(proposeTermsSchema.parse(terms).contentDueDays).toBe(14);
    expect(proposeTermsSchema.parse({ ...terms, contentDueDays: 90 }).contentDueDays).toBe(90);
    for (const bad of [0, 91, 2.5]) {
      const r = proposeTermsSchema.safeParse({ ...terms, contentDueDays: bad });
      expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["contentDueDays", "Content due days must be a whole number from 1 to 90"],
      ]);
    }
  });
  it("keeps the payment only when the offer includes one", () => {
    const ok = proposeTermsSchema.parse({
      posts: 1,
      stories: 1,
      videos: 1,
      additionalNights: 0,
      compensationType: "payment_only",
      paymentAmount: "99.99",
      usageRights: "exclusive",
      usageDurationMonths: 60,
    });
    expect(ok.paymentAmountCents).toBe(9999);
    expect(ok.specialRequirements).toBeNull();
  });
});
