import { describe, expect, it } from "vitest";
import { checkOutDate } from "./collaborations.ts";
import {
  approvalWindowState,
  autoApprovalAt,
  contentDueDate,
  departedOn,
  dueItems,
  dueLabel,
  dueReminder,
  isOverdue,
} from "./content-due.ts";
import { contentDueDaysSchema } from "./negotiation.ts";

describe("content due dates (issue 33 part 3)", () => {
  it("takes 1–90 whole days and names the field otherwise", () => {
    expect(contentDueDaysSchema.parse(1)).toBe(1);
    expect(contentDueDaysSchema.parse(90)).toBe(90);
    for (const bad of [0, 91, 1.5, "14", null]) {
      const r = contentDueDaysSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Content due days must be a whole number from 1 to 90");
    }
  });

  it("is the agreed check-out + N, across month ends, year ends and the leap day", () => {
    expect(contentDueDate({ checkOut: "2027-01-31", departedOn: null, dueDays: 14 })).toBe("2027-02-14");
    expect(contentDueDate({ checkOut: "2028-02-15", departedOn: null, dueDays: 14 })).toBe("2028-02-29");
    expect(contentDueDate({ checkOut: "2027-02-15", departedOn: null, dueDays: 14 })).toBe("2027-03-01");
    expect(contentDueDate({ checkOut: "2026-12-25", departedOn: null, dueDays: 7 })).toBe("2027-01-01");
    expect(contentDueDate({ checkOut: "2027-03-01", departedOn: null, dueDays: 90 })).toBe("2027-05-30");
    // The check-out is check-in + nights: a stay of 3 nights from 27 Feb 2028 leaves on 1 Mar (a leap year).
    expect(contentDueDate({ checkOut: checkOutDate("2028-02-27", 3), departedOn: null, dueDays: 1 })).toBe(
      "2028-03-02",
    );
  });

  it("a flexible stay is due after its recorded departure's local date; unknown until then", () => {
    expect(contentDueDate({ checkOut: null, departedOn: null, dueDays: 14 })).toBeNull();
    expect(dueLabel(null, 14)).toBe("Due 14 days after check-out");
    expect(dueLabel(null, 1)).toBe("Due 1 day after check-out");
    // 23:30 UTC on 31 Jan is already 1 Feb in Tokyo and still 31 Jan in Los Angeles.
    const at = new Date("2027-01-31T23:30:00Z");
    expect(departedOn(at, "Asia/Tokyo")).toBe("2027-02-01");
    expect(departedOn(at, "America/Los_Angeles")).toBe("2027-01-31");
    expect(contentDueDate({ checkOut: null, departedOn: departedOn(at, "Asia/Tokyo"), dueDays: 28 })).toBe(
      "2027-03-01",
    );
    expect(contentDueDate({ checkOut: null, departedOn: departedOn(at, "America/Los_Angeles"), dueDays: 28 })).toBe(
      "2027-02-28",
    );
    expect(dueLabel("2027-02-28", 28)).toBe("Due 28 Feb 2027");
  });

  it("overdue: the due date has passed and nothing was delivered; the due day itself is on time", () => {
    expect(isOverdue("2027-03-01", "2027-03-01", false)).toBe(false);
    expect(isOverdue("2027-03-01", "2027-03-02", false)).toBe(true);
    expect(isOverdue("2027-03-01", "2027-03-02", true)).toBe(false);
    expect(isOverdue(null, "2099-01-01", false)).toBe(false);
  });

  it("lists the agreed items one by one, delivered first, overdue marks the rest once late", () => {
    const items = dueItems(
      { post: 2, story: 1, video: 0 },
      { post: 1, story: 0, video: 0 },
      "2027-03-01",
      "2027-03-02",
    );
    expect(items).toEqual([
      { kind: "post", label: "Post 1 of 2", dueDate: "2027-03-01", delivered: true, overdue: false },
      { kind: "post", label: "Post 2 of 2", dueDate: "2027-03-01", delivered: false, overdue: true },
      { kind: "story", label: "Story 1 of 1", dueDate: "2027-03-01", delivered: false, overdue: true },
    ]);
    expect(dueItems({ post: 1, story: 0, video: 0 }, { post: 3, story: 0, video: 0 }, null, "2027-03-02")).toEqual([
      { kind: "post", label: "Post 1 of 1", dueDate: null, delivered: true, overdue: false },
    ]);
  });

  it("reminds 3 days before (until the day before) and on the due day only", () => {
    expect(dueReminder("2027-03-01", "2027-02-25")).toBeNull();
    expect(dueReminder("2027-03-01", "2027-02-26")).toBe("soon");
    expect(dueReminder("2027-03-01", "2027-02-28")).toBe("soon");
    expect(dueReminder("2027-03-01", "2027-03-01")).toBe("today");
    expect(dueReminder("2027-03-01", "2027-03-02")).toBeNull();
    expect(dueReminder(null, "2027-03-01")).toBeNull();
    // Across a leap day: due 2 Mar 2028, 3 days before is 28 Feb.
    expect(dueReminder("2028-03-02", "2028-02-27")).toBeNull();
    expect(dueReminder("2028-03-02", "2028-02-28")).toBe("soon");
  });
});

describe("the approval window (issue 33 part 3)", () => {
  const uploaded = new Date("2027-02-20T10:00:00Z");
  it("approves 14 days after the upload, tells both 3 days before, to the millisecond", () => {
    expect(autoApprovalAt(uploaded).toISOString()).toBe("2027-03-06T10:00:00.000Z");
    expect(approvalWindowState(uploaded, new Date("2027-03-03T09:59:59.999Z"))).toBe("open");
    expect(approvalWindowState(uploaded, new Date("2027-03-03T10:00:00.000Z"))).toBe("notice");
    expect(approvalWindowState(uploaded, new Date("2027-03-06T09:59:59.999Z"))).toBe("notice");
    expect(approvalWindowState(uploaded, new Date("2027-03-06T10:00:00.000Z"))).toBe("due");
    expect(approvalWindowState(uploaded, new Date("2027-04-01T00:00:00Z"))).toBe("due");
  });
});
