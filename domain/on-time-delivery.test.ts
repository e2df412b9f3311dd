import { describe, expect, it } from "vitest";
import { type ApprovedPiece, type CreatorCollaboration, completedCount, onTimeDelivery } from "./on-time-delivery.ts";

// A 3-night stay from 1 Nov: check-out 4 Nov, content due 14 days later, on 18 Nov (the listing's date).
const stay = (extra: Partial<CreatorCollaboration> = {}): CreatorCollaboration => ({
  status: "completed",
  noShow: false,
  timeZone: "UTC",
  startDate: "2026-11-01",
  totalNights: 3,
  departedAt: null,
  dueDays: 14,
  agreed: { post: 5, story: 0, video: 0 },
  approved: [],
  ...extra,
});
const piece = (approvedAt: string, extra: Partial<ApprovedPiece> = {}): ApprovedPiece => ({
  kind: "post",
  approvedAt: new Date(approvedAt),
  uploadedAt: new Date(approvedAt),
  automatic: false,
  ...extra,
});
const now = new Date("2026-11-27T12:00:00Z");

describe("on-time delivery (issue 35 part 12, decision 0059)", () => {
  it("counts agreed items approved on or before the due day as on time, after it as late", () => {
    const approved = [
      piece("2026-11-10T10:00:00Z"),
      piece("2026-11-18T23:59:00Z"), // on the due day: on time
      piece("2026-11-19T00:01:00Z"), // the day after: late
      piece("2026-11-15T10:00:00Z"),
      piece("2026-11-16T10:00:00Z"),
    ];
    expect(onTimeDelivery([stay({ approved })], now)).toEqual({ onTime: 4, items: 5, percent: 80 });
  });
  it("counts an unapproved item only once its due date has passed (the due day itself is not late)", () => {
    const approved = [1, 2, 3, 4].map((d) => piece(`2026-11-1${d}T10:00:00Z`));
    // Five agreed, four approved, the fifth not yet due on 18 Nov: only 4 events, hidden.
    expect(onTimeDelivery([stay({ approved })], new Date("2026-11-18T20:00:00Z"))).toBeNull();
    // On 19 Nov the fifth is late and counts against.
    expect(onTimeDelivery([stay({ approved })], new Date("2026-11-19T01:00:00Z"))).toEqual({
      onTime: 4,
      items: 5,
      percent: 80,
    });
  });
  it("reads both the due day and the approval in the listing's time zone", () => {
    // 18 Nov 23:30 in Tokyo is 18 Nov 14:30 UTC: on time. 19 Nov 00:30 in Tokyo is 18 Nov 15:30 UTC: late there.
    const tokyo = stay({
      timeZone: "Asia/Tokyo",
      approved: [
        piece("2026-11-18T14:30:00Z"),
        piece("2026-11-18T15:30:00Z"),
        piece("2026-11-10T00:00:00Z"),
        piece("2026-11-10T00:00:00Z"),
        piece("2026-11-10T00:00:00Z"),
      ],
    });
    expect(onTimeDelivery([tokyo], now)).toEqual({ onTime: 4, items: 5, percent: 80 });
    // In Los Angeles, 19 Nov 05:00 UTC is still 18 Nov: on time.
    const la = stay({
      timeZone: "America/Los_Angeles",
      approved: [piece("2026-11-19T05:00:00Z"), ...[1, 2, 3, 4].map(() => piece("2026-11-10T20:00:00Z"))],
    });
    expect(onTimeDelivery([la], now)).toEqual({ onTime: 5, items: 5, percent: 100 });
  });
  it("counts an automatic approval by the day the creator uploaded, not by the host's late approval", () => {
    const auto = piece("2026-11-30T10:00:00Z", { uploadedAt: new Date("2026-11-16T10:00:00Z"), automatic: true });
    const late = piece("2026-11-30T10:00:00Z", { uploadedAt: new Date("2026-11-16T10:00:00Z") });
    const rest = [1, 2, 3, 4].map(() => piece("2026-11-10T10:00:00Z"));
    const after = new Date("2026-12-01T00:00:00Z");
    expect(onTimeDelivery([stay({ approved: [auto, ...rest] })], after)?.onTime).toBe(5);
    expect(onTimeDelivery([stay({ approved: [late, ...rest] })], after)?.onTime).toBe(4);
  });
  it("leaves out cancelled collaborations and no-shows, and approvals beyond the agreed items", () => {
    const five = [1, 2, 3, 4, 5].map(() => piece("2026-11-10T10:00:00Z"));
    expect(onTimeDelivery([stay({ status: "cancelled", approved: five })], now)).toBeNull();
    expect(onTimeDelivery([stay({ noShow: true })], now)).toBeNull();
    const two = stay({ agreed: { post: 2, story: 0, video: 0 }, approved: five });
    expect(onTimeDelivery([two], now)).toBeNull();
    const three = stay({
      agreed: { post: 0, story: 3, video: 0 },
      approved: five.map((p) => ({ ...p, kind: "story" })),
    });
    expect(onTimeDelivery([two, three], now)).toEqual({ onTime: 5, items: 5, percent: 100 });
  });
  it("counts a flexible stay's items from the recorded departure, and an approved one before it as on time", () => {
    const flexible = stay({ startDate: null, totalNights: null, status: "active" });
    // Not departed: no due date, so only the approved item counts.
    expect(onTimeDelivery([flexible], now)).toBeNull();
    const departed = { ...flexible, departedAt: new Date("2026-11-01T10:00:00Z"), dueDays: 7 }; // due 8 Nov
    expect(onTimeDelivery([{ ...departed, approved: [piece("2026-11-08T10:00:00Z")] }], now)).toEqual({
      onTime: 1,
      items: 5,
      percent: 20,
    });
  });
  it("rounds down, so one late item in many never reads as 100%", () => {
    const many = stay({
      agreed: { post: 200, story: 0, video: 0 },
      approved: [...Array.from({ length: 199 }, () => piece("2026-11-10T10:00:00Z")), piece("2026-11-20T10:00:00Z")],
    });
    expect(onTimeDelivery([many], now)).toEqual({ onTime: 199, items: 200, percent: 99 });
  });
});

describe("completed collaborations", () => {
  it("is the count of completed ones, shown from the first", () => {
    expect(completedCount([stay({ status: "active" }), stay({ status: "cancelled" })])).toBeNull();
    expect(completedCount([stay(), stay({ status: "cancelled" }), stay()])).toBe(2);
  });
});
