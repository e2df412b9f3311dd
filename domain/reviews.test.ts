import { describe, expect, it } from "vitest";
import { minimumResponseSample, ratingSummary, responseFigures, responseTimeLabel } from "./reviews.ts";

const now = new Date("2026-06-01T12:00:00Z");
const hour = 3_600_000;
const ago = (hours: number) => new Date(now.getTime() - hours * hour);
const answered = (askedHoursAgo: number, afterHours: number) => ({
  askedAt: ago(askedHoursAgo),
  answeredAt: new Date(ago(askedHoursAgo).getTime() + afterHours * hour),
});

describe("rating aggregates", () => {
  it("averages published ratings to one decimal and counts them; none is null, not zero", () => {
    expect(ratingSummary([])).toEqual({ average: null, count: 0 });
    expect(ratingSummary([5])).toEqual({ average: 5, count: 1 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary([5, 4])).toEqual({ average: 4.5, count: 2 });
  });
});

describe("response rate and time", () => {
  it("is hidden below the minimum sample", () => {
    const events = Array.from({ length: minimumResponseSample - 1 }, (_, i) => answered(48 + i, 1));
    expect(responseFigures(events, now)).toEqual({ rate: null, medianMinutes: null, sample: 4 });
  });

  it("counts answers within 24 h as in time and takes the median of all answers", () => {
    const events = [
      answered(100, 0.5),
      answered(200, 2),
      answered(300, 3),
      answered(400, 30), // answered, but late
      { askedAt: ago(500), answeredAt: null }, // never answered
    ];
    const f = responseFigures(events, now);
    expect(f.sample).toBe(5);
    expect(f.rate).toBe(60);
    // Median of 0.5, 2, 3, 30 hours = 2.5 h.
    expect(f.medianMinutes).toBe(150);
  });

  it("leaves out events older than 90 days and unanswered ones younger than 24 h", () => {
    const events = [
      ...Array.from({ length: 5 }, (_, i) => answered(30 + i, 1)),
      answered(91 * 24, 100), // too old
      { askedAt: ago(3), answeredAt: null }, // may still be answered in time
    ];
    const f = responseFigures(events, now);
    expect(f.sample).toBe(5);
    expect(f.rate).toBe(100);
    expect(f.medianMinutes).toBe(60);
  });

  it("words the typical time", () => {
    expect(responseTimeLabel(20)).toBe("within an hour");
    expect(responseTimeLabel(180)).toBe("within a few hours");
    expect(responseTimeLabel(20 * 60)).toBe("within a day");
    expect(responseTimeLabel(50 * 60)).toBe("within a few days");
  });
});
