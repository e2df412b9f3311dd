import { describe, expect, it } from "vitest";
import { formatEngagement, isValidMeasuredOn, overallEngagement, parseEngagementInput } from "./engagement.ts";

describe("formatEngagement", () => {
  it("shows a known rate as a percentage with one decimal", () => {
    expect(formatEngagement(4.6)).toBe("4.6%");
    expect(formatEngagement("3.10")).toBe("3.1%");
    expect(formatEngagement(0)).toBe("0.0%");
  });

  it("shows nothing, never 0.0%, when the rate is unknown", () => {
    expect(formatEngagement(null)).toBeNull();
    expect(formatEngagement(undefined)).toBeNull();
    expect(formatEngagement("")).toBeNull();
  });
});

describe("parseEngagementInput", () => {
  it("reads percentages with a point, a comma or a % sign", () => {
    expect(parseEngagementInput("4.2")).toEqual({ ok: true, value: 4.2 });
    expect(parseEngagementInput("4,25 %")).toEqual({ ok: true, value: 4.25 });
    expect(parseEngagementInput("0")).toEqual({ ok: true, value: 0 });
    expect(parseEngagementInput(12.345)).toEqual({ ok: true, value: 12.35 });
    expect(parseEngagementInput("")).toEqual({ ok: true, value: null });
    expect(parseEngagementInput(null)).toEqual({ ok: true, value: null });
  });

  it("refuses values outside 0–100 and text", () => {
    for (const bad of ["101", "-1", "abc", "4.2.1", "1000"]) expect(parseEngagementInput(bad).ok).toBe(false);
    expect(parseEngagementInput(-0.5).ok).toBe(false);
  });
});

describe("isValidMeasuredOn", () => {
  const today = new Date("2026-03-10T12:00:00Z");
  it("takes real past days", () => {
    expect(isValidMeasuredOn("2026-03-01", today)).toBe(true);
    expect(isValidMeasuredOn("2026-03-11", today)).toBe(true); // a day of slack for time zones
  });
  it("refuses future, impossible and malformed days", () => {
    expect(isValidMeasuredOn("2026-04-01", today)).toBe(false);
    expect(isValidMeasuredOn("2026-02-30", today)).toBe(false);
    expect(isValidMeasuredOn("1999-01-01", today)).toBe(false);
    expect(isValidMeasuredOn("10/03/2026", today)).toBe(false);
  });
});

describe("overallEngagement", () => {
  it("is unknown when no platform has a rate", () => {
    expect(overallEngagement([])).toBeNull();
    expect(overallEngagement([{ rate: null, followers: 50_000 }])).toBeNull();
  });

  it("weights the entered rates by followers and ignores platforms without a rate", () => {
    expect(
      overallEngagement([
        { rate: 4, followers: 30_000 },
        { rate: 8, followers: 10_000 },
        { rate: null, followers: 1_000_000 },
      ]),
    ).toBe(5);
  });

  it("falls back to the plain mean when no followers are entered", () => {
    expect(
      overallEngagement([
        { rate: 3, followers: 0 },
        { rate: 4, followers: 0 },
      ]),
    ).toBe(3.5);
  });
});
