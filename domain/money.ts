import { groupDigits } from "./counts.ts";

/** The largest amount a single figure may hold: $1,000,000.00 (a sensible upper bound; decision 0025). */
export const maxAmountCents = 100_000_000;

/**
 * Integer cents shown in dollars: 15000 → "$150", 1250 → "$12.50", 123456789 → "$1,234,567.89" — as
 * `toLocaleString("en-US")` wrote them, without waking the browser's number-format data (issue 38).
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const rest = abs % 100;
  return `$${sign}${groupDigits(Math.floor(abs / 100))}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}
