import { describe, expect, it } from "vitest";
import { latestMarkByCreator, type SentInvitationMark, unavailableReason } from "./marks.ts";

const mark = (
  creatorId: string,
  listingId: string,
  status: "pending" | "accepted",
  day: number,
): SentInvitationMark => ({
  creatorId,
  listingId,
  status,
  createdAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
});

describe("invitation marks", () => {
  const marks = [mark("c1", "l1", "pending", 3), mark("c1", "l2", "accepted", 9), mark("c2", "l1", "pending", 5)];

  it("keeps the newest invitation per creator", () => {
    const latest = latestMarkByCreator(marks);
    expect(latest.get("c1")?.listingId).toBe("l2");
    expect(latest.get("c2")?.listingId).toBe("l1");
    expect(latest.has("c3")).toBe(false);
    expect(latestMarkByCreator(undefined).size).toBe(0);
  });

  it("says why a listing cannot be offered in the Invite dialog", () => {
    expect(unavailableReason("l1", "c1", marks)).toBe("Already invited");
    expect(unavailableReason("l2", "c1", marks)).toBe("Already accepted");
    expect(unavailableReason("l3", "c1", marks)).toBeNull();
    expect(unavailableReason("l2", "c2", marks)).toBeNull();
    expect(unavailableReason("l1", "c1", undefined)).toBeNull();
  });
});
