import { describe, expect, it } from "vitest";
import {
  dateLong,
  dateMedium,
  dateTimeLong,
  dateTimeMedium,
  dateWithWeekday,
  dayMedium,
  dayMonth,
  localToday,
  monthYear,
  timeShort,
} from "./date-words.ts";
import { formatCents } from "./money.ts";

// What the browser's en-US formats write (ICU puts a narrow no-break space before AM/PM).
const intl = (d: Date, options: Intl.DateTimeFormatOptions) =>
  d.toLocaleString("en-US", options).replace(/\u202f/g, " ");

const moments = [
  new Date(2026, 0, 1, 0, 0),
  new Date(2026, 2, 4, 9, 5),
  new Date(2026, 6, 15, 12, 30),
  new Date(2027, 10, 30, 23, 59),
  new Date(2028, 1, 29, 13, 7),
];

describe("date words", () => {
  it.each(moments)("write %s as the en-US formats do", (d) => {
    expect(dateMedium(d)).toBe(intl(d, { dateStyle: "medium" }));
    expect(dateLong(d)).toBe(intl(d, { dateStyle: "long" }));
    expect(dateWithWeekday(d)).toBe(intl(d, { weekday: "long", day: "numeric", month: "long", year: "numeric" }));
    expect(monthYear(d)).toBe(intl(d, { month: "long", year: "numeric" }));
    expect(dayMonth(d)).toBe(intl(d, { day: "numeric", month: "short" }));
    expect(timeShort(d)).toBe(intl(d, { timeStyle: "short" }));
    expect(timeShort(d, true)).toBe(intl(d, { hour: "2-digit", minute: "2-digit" }));
    expect(dateTimeMedium(d)).toBe(intl(d, { dateStyle: "medium", timeStyle: "short" }));
    expect(dateTimeLong(d)).toBe(
      intl(d, { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" }),
    );
  });

  it("gives today's local date and a calendar day without moving it by the time zone", () => {
    expect(localToday(new Date(2026, 2, 4, 23, 59))).toBe("2026-03-04");
    expect(dayMedium("2026-03-04")).toBe("Mar 4, 2026");
  });

  it("writes amounts as toLocaleString did", () => {
    for (const cents of [0, 5, 99, 100, 1250, 15000, 123456789, 100_000_000, -1250]) {
      const dollars = cents / 100;
      const before = `$${dollars.toLocaleString("en-US", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
      expect(formatCents(cents)).toBe(before);
    }
  });
});
