/**
 * Engagement rates: entered by the creator per platform with the date they measured it, never invented.
 * An unknown rate is null and is not shown at all (DECISIONS.md "No fabricated figures"); 0 % is a real,
 * entered figure. Pure functions shared by server and web.
 */

export const engagementLimits = { min: 0, max: 100, earliestYear: 2005 } as const;

export const engagementMessages = {
  rateInvalid: "Enter a percentage between 0 and 100, like 4.2",
  dateRequired: "Add the date you measured this rate",
  dateInvalid: "Enter the date you measured it (not in the future)",
  rateRequired: "Enter the rate you measured, or clear the date",
  handleRequired: (platform: string) => `Add your ${platform} username first`,
} as const;

/** One platform's figure as the API returns it: percent (e.g. 4.2) and the day it was measured (YYYY-MM-DD). */
export type EngagementFigure = { rate: number; measuredOn: string };

export type EngagementParse = { ok: true; value: number | null } | { ok: false; error: string };

/** "4.2", "4,2", "4.2 %", 4.2 → 4.2 (two decimals kept); empty → null; anything else is refused. */
export function parseEngagementInput(input: string | number | null | undefined): EngagementParse {
  if (input === null || input === undefined) return { ok: true, value: null };
  let n: number;
  if (typeof input === "number") n = input;
  else {
    const text = input.trim().replace(/\s*%$/, "");
    if (text === "") return { ok: true, value: null };
    if (!/^\d{1,3}(?:[.,]\d+)?$/.test(text)) return { ok: false, error: engagementMessages.rateInvalid };
    n = Number(text.replace(",", "."));
  }
  if (!Number.isFinite(n) || n < engagementLimits.min || n > engagementLimits.max) {
    return { ok: false, error: engagementMessages.rateInvalid };
  }
  return { ok: true, value: Math.round(n * 100) / 100 };
}

/**
 * A measured-on date: YYYY-MM-DD, a real calendar day, not before 2005 and not after `today` (the viewer's
 * "today" may be a day ahead of the server's, so one day of slack).
 */
export function isValidMeasuredOn(value: string, today: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  if (y < engagementLimits.earliestYear) return false;
  return date.getTime() <= today.getTime() + 24 * 60 * 60 * 1000;
}

/**
 * The one figure a card shows: the follower-weighted mean of the platforms' entered rates (a rate on a big
 * account says more than one on a small one); the plain mean when none of them has followers entered; null
 * when no rate was entered.
 */
export function overallEngagement(entries: readonly { rate: number | null; followers: number }[]): number | null {
  const known = entries.filter((e): e is { rate: number; followers: number } => e.rate !== null);
  if (known.length === 0) return null;
  const weight = known.reduce((sum, e) => sum + Math.max(0, e.followers), 0);
  const mean =
    weight > 0
      ? known.reduce((sum, e) => sum + e.rate * Math.max(0, e.followers), 0) / weight
      : known.reduce((sum, e) => sum + e.rate, 0) / known.length;
  return Math.round(mean * 100) / 100;
}

/** Percent with one decimal ("4.6%"), or null when the rate is unknown: the caller then shows nothing. */
export function formatEngagement(rate: number | string | null | undefined): string | null {
  if (rate === null || rate === undefined || rate === "") return null;
  const n = Number(rate);
  return Number.isFinite(n) ? `${n.toFixed(1)}%` : null;
}
