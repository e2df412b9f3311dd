import { describe, expect, it } from "vitest";
import {
  agreedDeliverablesText,
  checkOutDate,
  completableFrom,
  completionAwaitsText,
  completionQuestion,
  flexibleCompletionAwaits,
} from "./collaborations.ts";

describe("agreed deliverables text (spec 001 §3)", () => {
  it("shows counts, Custom package for an empty object, Not specified when missing", () => {
    expect(agreedDeliverablesText({ posts: 3, stories: 4, videos: 1 })).toBe("3 posts, 4 stories, 1 video");
    expect(agreedDeliverablesText({})).toBe("Custom package");
    expect(agreedDeliverablesText(null)).toBe("Not specified");
    expect(agreedDeliverablesText(undefined)).toBe("Not specified");
    expect(agreedDeliverablesText("One reel")).toBe("One reel");
  });
});

describe("stay end and the completion question (issue 33)", () => {
  it("counts the check-out from the check-in across month ends and leap days", () => {
    expect(checkOutDate("2028-02-27", 3)).toBe("2028-03-01");
    expect(checkOutDate("2027-12-30", 2)).toBe("2028-01-01");
    expect(checkOutDate(null, 3)).toBeNull();
  });
  it("opens completion on the check-out date itself, not the day before", () => {
    expect(completableFrom("2027-03-10", "2027-03-09")).toBe("2027-03-10");
    expect(completableFrom("2027-03-10", "2027-03-10")).toBeNull();
    expect(completableFrom(null, "2027-03-09")).toBeNull();
  });
  it("a flexible stay waits for the recorded arrival, then departure; a dated one for its check-out date only", () => {
    expect(flexibleCompletionAwaits(null, "upcoming")).toBe("arrival");
    expect(flexibleCompletionAwaits(null, "arrived")).toBe("departure");
    expect(flexibleCompletionAwaits(null, "departed")).toBeNull();
    expect(flexibleCompletionAwaits("2027-03-10", "upcoming")).toBeNull();
    expect(completionAwaitsText("arrival", "host")).toBe(
      "Record the creator's arrival and departure first, then Mark Complete.",
    );
    expect(completionAwaitsText("departure", "creator")).toBe("Can be completed once the host records your departure.");
  });
  it("says what is still open", () => {
    expect(completionQuestion({ agreed: 9, approved: 2 })).toBe("2 of 9 items approved — complete anyway?");
    expect(completionQuestion({ agreed: 3, approved: 3 })).toBe(
      "All 3 agreed items are approved. Complete the collaboration?",
    );
    expect(completionQuestion({ agreed: 0, approved: 0 })).toBe("Complete the collaboration?");
  });
});
