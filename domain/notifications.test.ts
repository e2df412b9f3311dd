import { describe, expect, it } from "vitest";
import { groupByDay, notificationTypeLabels, notificationTypes } from "./notifications.ts";

describe("notification list", () => {
  it("groups newest-first entries by day with Today and Yesterday", () => {
    const now = new Date(2026, 5, 10, 15, 0);
    const items = [
      { createdAt: new Date(2026, 5, 10, 14, 0).toISOString() },
      { createdAt: new Date(2026, 5, 10, 9, 0).toISOString() },
      { createdAt: new Date(2026, 5, 9, 23, 0).toISOString() },
      { createdAt: new Date(2026, 5, 1, 8, 0).toISOString() },
    ];
    const groups = groupByDay(items, now);
    expect(
      groups.map((g) => [g.day.startsWith("Today") || g.day.startsWith("Yesterday") ? g.day : "date", g.items.length]),
    ).toEqual([
      ["Today", 2],
      ["Yesterday", 1],
      ["date", 1],
    ]);
  });

  it("labels every type for the settings tab", () => {
    for (const type of notificationTypes) expect(notificationTypeLabels[type]).toMatch(/\w/);
  });
});
