import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  describeNights,
  isIsoDate,
  nightsBetween,
  nightsOf,
  type StayRules,
  stayMessages,
  stayProblem,
  todayIn,
} from "./stay-dates.ts";
import { optionalStaySchema } from "./stay-dates-schema.ts";

const rules: StayRules = {
  flexibleDates: false,
  minNights: 2,
  maxNights: 7,
  bookingHorizonMonths: 12,
  timeZone: "Europe/Lisbon",
};
const noon = new Date("2027-03-10T12:00:00Z");

describe("night arithmetic", () => {
  it("walks across month and year ends", () => {
    expect(addDays("2027-01-31", 1)).toBe("2027-02-01");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(nightsOf("2027-04-29", "2027-05-02")).toEqual(["2027-04-29", "2027-04-30", "2027-05-01"]);
  });

  it("knows leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(nightsBetween("2028-02-27", "2028-03-01")).toBe(3);
    expect(nightsBetween("2027-02-27", "2027-03-01")).toBe(2);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-13-01")).toBe(false);
    expect(isIsoDate("27-1-1")).toBe(false);
  });

  it("counts a night over a daylight-saving change as one night", () => {
    // Europe moves its clocks on 2027-03-28 and 2027-10-31: still one night each.
    expect(nightsOf("2027-03-27", "2027-03-29")).toEqual(["2027-03-27", "2027-03-28"]);
    expect(nightsBetween("2027-10-30", "2027-11-01")).toBe(2);
  });

  it("adds months clamped to the month's end", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2027-11-15", 12)).toBe("2028-11-15");
    expect(addMonths("2027-12-01", 1)).toBe("2028-01-01");
  });

  it("takes today from the listing's time zone, not from UTC", () => {
    const lateUtc = new Date("2027-03-10T23:30:00Z");
    expect(todayIn("UTC", lateUtc)).toBe("2027-03-10");
    expect(todayIn("Asia/Tokyo", lateUtc)).toBe("2027-03-11");
    expect(todayIn("America/Los_Angeles", new Date("2027-03-11T05:00:00Z"))).toBe("2027-03-10");
  });

  it("names runs of nights", () => {
    expect(describeNights(["2027-03-15", "2027-03-14", "2027-03-16", "2027-03-20"])).toBe(
      "14 Mar 2027 – 16 Mar 2027, 20 Mar 2027",
    );
    expect(describeNights(["2027-01-01", "2027-01-03", "2027-01-05", "2027-01-07"], 2)).toBe(
      "1 Jan 2027, 3 Jan 2027 and 2 more",
    );
  });
});

describe("stay rules", () => {
  const problem = (checkIn: string, checkOut: string, now = noon, r = rules) =>
    stayProblem({ checkIn, checkOut }, r, now)?.message ?? null;

  it("accepts a stay within every rule", () => {
    expect(problem("2027-03-20", "2027-03-23")).toBeNull();
  });
  it("refuses check-out before check-in and zero nights", () => {
    expect(problem("2027-03-20", "2027-03-18")).toBe(stayMessages.checkOutBeforeCheckIn);
    expect(problem("2027-03-20", "2027-03-20")).toBe(stayMessages.zeroNights);
  });
  it("refuses too few and too many nights", () => {
    expect(problem("2027-03-20", "2027-03-21")).toBe(stayMessages.tooFew(2));
    expect(problem("2027-03-20", "2027-03-28")).toBe(stayMessages.tooMany(7));
  });
  it("refuses the past by the listing's date", () => {
    expect(problem("2027-03-09", "2027-03-12")).toBe(stayMessages.inPast);
    // 23:30 UTC on the 10th is already the 11th in Tokyo: the 10th is past there, not in Lisbon.
    const late = new Date("2027-03-10T23:30:00Z");
    expect(problem("2027-03-10", "2027-03-12", late)).toBeNull();
    expect(problem("2027-03-10", "2027-03-12", late, { ...rules, timeZone: "Asia/Tokyo" })).toBe(stayMessages.inPast);
  });
  it("refuses dates beyond the booking horizon", () => {
    expect(problem("2028-03-08", "2028-03-10")).toBeNull();
    expect(problem("2028-03-09", "2028-03-11")).toBe(stayMessages.beyondHorizon(12));
  });
  it("refuses dates that are not dates", () => {
    expect(problem("2027-02-29", "2027-03-02")).toBe(stayMessages.invalidDate);
  });
  it("the shared schema wants both dates or neither", () => {
    expect(optionalStaySchema.safeParse({}).success).toBe(true);
    expect(optionalStaySchema.safeParse({ checkIn: "2027-03-20" }).error?.issues[0]?.message).toBe(
      stayMessages.bothDates,
    );
    expect(
      optionalStaySchema.safeParse({ checkIn: "2027-03-20", checkOut: "2027-03-19" }).error?.issues[0]?.message,
    ).toBe(stayMessages.checkOutBeforeCheckIn);
  });
});
