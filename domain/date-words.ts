/**
 * Dates and times in words, in the English of the app's texts ("Mar 4, 2026", "9:05 AM"), in the viewer's time
 * zone (a Date's local fields), without the browser's Intl date data (issue 38). The first Intl date or number
 * format a page makes loads that data: 35–85 ms on a desktop CPU, four times that on a phone's, inside the render
 * that asks for it — the longest task left on /contracts and /notifications. The words are those of `en-US`
 * formats, which the screens showed on an English browser.
 */

const monthsShort = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const monthsLong = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const two = (n: number) => String(n).padStart(2, "0");

/** "Mar 4, 2026". */
export const dateMedium = (d: Date): string => `${monthsShort[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

/** "March 4, 2026". */
export const dateLong = (d: Date): string => `${monthsLong[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

/** "Wednesday, March 4, 2026". */
export const dateWithWeekday = (d: Date): string => `${weekdays[d.getDay()]}, ${dateLong(d)}`;

/** "March 2026". */
export const monthYear = (d: Date): string => `${monthsLong[d.getMonth()]} ${d.getFullYear()}`;

/** "Mar 4". */
export const dayMonth = (d: Date): string => `${monthsShort[d.getMonth()]} ${d.getDate()}`;

/** "9:05 AM"; `padded` gives "09:05 AM". */
export function timeShort(d: Date, padded = false): string {
  const hour = d.getHours() % 12 || 12;
  return `${padded ? two(hour) : hour}:${two(d.getMinutes())} ${d.getHours() < 12 ? "AM" : "PM"}`;
}

/** "Mar 4, 2026, 9:05 AM". */
export const dateTimeMedium = (d: Date): string => `${dateMedium(d)}, ${timeShort(d)}`;

/** "March 4, 2026 at 09:05 AM". */
export const dateTimeLong = (d: Date): string => `${dateLong(d)} at ${timeShort(d, true)}`;

/** Today's date where the viewer is, "2026-03-04". */
export const localToday = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;

/** A calendar day (YYYY-MM-DD) as "Mar 4, 2026", whatever the viewer's time zone. */
export function dayMedium(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${monthsShort[m - 1]} ${d}, ${y}`;
}
