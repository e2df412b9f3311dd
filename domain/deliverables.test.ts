import { describe, expect, it } from "vitest";
import { captionChecks, needsDisclosure, requestedTags } from "./caption-checks.ts";
import { feedbackSchema, rightsExpiry, rightsState, shownStatus, uploadFieldsSchema } from "./deliverables.ts";

describe("rightsExpiry", () => {
  const approved = new Date("2026-08-31T10:00:00Z");
  it("adds calendar months, clamped to the month's end", () => {
    expect(rightsExpiry("6-months", approved)?.toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(rightsExpiry("1-year", approved)?.toISOString()).toBe("2027-08-31T10:00:00.000Z");
  });
  it("uses the agreed duration for scopes, and never ends when unlimited", () => {
    expect(rightsExpiry("instagram-only", approved, 3)?.toISOString()).toBe("2026-11-30T10:00:00.000Z");
    expect(rightsExpiry("all-platforms", approved)?.toISOString()).toBe("2027-08-31T10:00:00.000Z");
    expect(rightsExpiry("unlimited", approved)).toBeNull();
  });
  it("states: active, expiring within 30 days, expired", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(rightsState(null, now)).toBe("active");
    expect(rightsState(new Date("2026-03-01T00:00:00Z"), now)).toBe("active");
    expect(rightsState(new Date("2026-01-20T00:00:00Z"), now)).toBe("expiring");
    expect(rightsState(new Date("2025-12-31T00:00:00Z"), now)).toBe("expired");
  });
});

describe("shownStatus", () => {
  it("follows the newest approve or request_changes, ignoring comments", () => {
    expect(shownStatus("pending", [])).toBe("pending");
    expect(shownStatus("pending", [{ feedbackType: "comment" }])).toBe("pending");
    expect(shownStatus("pending", [{ feedbackType: "comment" }, { feedbackType: "request_changes" }])).toBe(
      "needs_changes",
    );
    expect(shownStatus("needs_changes", [{ feedbackType: "approve" }, { feedbackType: "request_changes" }])).toBe(
      "approved",
    );
  });
});

describe("feedbackSchema", () => {
  it("needs a comment to request changes and a rating only on approve", () => {
    expect(feedbackSchema.safeParse({ feedbackType: "approve" }).success).toBe(true);
    expect(feedbackSchema.safeParse({ feedbackType: "approve", rating: 0 }).success).toBe(false);
    expect(feedbackSchema.safeParse({ feedbackType: "approve", rating: 6 }).success).toBe(false);
    const noComment = feedbackSchema.safeParse({ feedbackType: "request_changes" });
    expect(noComment.error?.issues[0]?.message).toBe(
      "Please provide specific feedback explaining what needs to be changed.",
    );
    expect(feedbackSchema.safeParse({ feedbackType: "request_changes", comment: "x", rating: 4 }).success).toBe(false);
  });
});

describe("uploadFieldsSchema", () => {
  it("takes blanks as not given and refuses unknown rights and non-dates", () => {
    expect(uploadFieldsSchema.parse({ usageRights: "unlimited", caption: "", scheduledDate: "" })).toEqual({
      usageRights: "unlimited",
    });
    expect(uploadFieldsSchema.safeParse({ usageRights: "forever" }).success).toBe(false);
    expect(uploadFieldsSchema.safeParse({ usageRights: "1-year", scheduledDate: "tomorrow" }).success).toBe(false);
    expect(
      uploadFieldsSchema.parse({ usageRights: "1-year", scheduledDate: "2030-01-05T10:00:00Z" }).scheduledDate,
    ).toBe("2030-01-05T10:00:00.000Z");
  });
});

describe("caption checks", () => {
  const tags = requestedTags(["Tag @villa.azul and use #VillaAzul, #ad please.", null, "Mention @villa.azul again"]);
  it("reads the mentions and hashtags the host wrote, once each, leaving disclosure tags out", () => {
    expect(tags).toEqual({ mentions: ["@villa.azul"], hashtags: ["#VillaAzul"] });
  });
  it("checks each, the disclosure and the schedule window; an e-mail address is not a mention", () => {
    const requirements = {
      ...tags,
      disclosureRequired: true,
      window: { from: "2026-06-01", to: "2026-07-15T00:00:00Z" },
    };
    const checks = captionChecks(
      requirements,
      "Dawn at @villa.azul #villaazul — paid partnership",
      "2026-06-20T09:00:00Z",
    );
    expect(checks.map((c) => [c.id, c.ok])).toEqual([
      ["mention:@villa.azul", true],
      ["hashtag:#VillaAzul", true],
      ["disclosure", true],
      ["schedule", true],
    ]);
    const missing = captionChecks(requirements, "write to me@villa.azul.com #VillaAzulTrip", "2026-08-01T00:00:00Z");
    expect(missing.map((c) => c.ok)).toEqual([false, false, false, false]);
    expect(requestedTags(["mail info@example.com"]).mentions).toEqual([]);
  });
  it("asks for a disclosure unless the creator is only paid", () => {
    expect(needsDisclosure("accommodation_only", [])).toBe(true);
    expect(needsDisclosure("payment_only", [])).toBe(false);
    expect(needsDisclosure("payment_only", ["Free Stay"])).toBe(true);
  });
});
