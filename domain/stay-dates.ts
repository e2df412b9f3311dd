import { count } from "./counts.ts";

/**
 * Stay dates (issue 11, decision 0035). A night is a local date of the listing ("2027-03-14" = the night from the
 * 14th to the 15th where the listing is), never an instant: all arithmetic here is on calendar dates, done in UTC
 * so no daylight-saving change or server time zone can shift a night. A stay is [checkIn, checkOut): its nights
 * are checkIn … checkOut − 1 day.
 */

/** Why a night is not open: an accepted collaboration, the host's block, or another channel's booking. */
export const nightKinds = ["taken", "blocked", "imported"] as const;
export type NightKind = (typeof nightKinds)[number];

export const stayRuleLimits = {
  nightsMin: 1,
  nightsMax: 365,
  horizonMin: 1,
  horizonMax: 24,
  /** The largest range one calendar read or one block may cover (about two years). */
  rangeMaxDays: 750,
  noteMax: 80,
} as const;

export const stayDefaults = { minNights: 1, maxNights: 30, bookingHorizonMonths: 12 } as const;

export const stayMessages = {
  invalidDate: "Dates must be real calendar dates (YYYY-MM-DD)",
  checkOutBeforeCheckIn: "Check-out must be after check-in",
  zeroNights: "A stay needs at least 1 night",
  bothDates: "Choose both a check-in and a check-out date",
  inPast: "Check-in cannot be in the past",
  tooFew: (min: number) => `This listing takes stays of at least ${count(min, "night")}`,
  tooMany: (max: number) => `This listing takes stays of at most ${count(max, "night")}`,
  beyondHorizon: (months: number) => `Dates can be requested up to ${count(months, "month")} ahead`,
  datesRequired: "This listing has fixed dates: choose your check-in and check-out",
  unavailable: (nights: string) => `These nights are not available: ${nights}`,
  clash: (nights: string) => `Those nights are no longer free: ${nights}. Choose other dates.`,
  rangeTooLong: "Choose a range of at most 2 years",
  minAboveMax: "Minimum nights cannot be more than maximum nights",
  cannotOpen: "Nights taken by a collaboration or imported from another calendar cannot be opened here",
  timeZone: "Choose a valid time zone",
} as const;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2028-02-29 yes, 2027-02-29 no). */
export function isIsoDate(value: string): boolean {
  const m = isoPattern.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const dayMs = 86_400_000;
const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after `iso` (negative goes back), across month ends, years and leap days. */
export const addDays = (iso: string, days: number): string => fromUtc(toUtc(iso) + days * dayMs);

/** Nights from check-in to check-out (negative when check-out is earlier). */
export const nightsBetween = (checkIn: string, checkOut: string): number =>
  Math.round((toUtc(checkOut) - toUtc(checkIn)) / dayMs);

/** Every night of [checkIn, checkOut). */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

/** The same day `months` later, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(d, last)));
}

/** True for a time zone this runtime knows (IANA names such as Europe/Lisbon). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One date format per time zone: making one is costly (~5 ms of a phone's CPU), and a page of contract cards asks per card. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date where the listing is: at 23:30 UTC it may already be tomorrow in Tokyo. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export type StayRules = {
  flexibleDates: boolean;
  minNights: number;
  maxNights: number;
  bookingHorizonMonths: number;
  timeZone: string;
};

export type Stay = { checkIn: string; checkOut: string };

/** The first rule a stay breaks, as the message to show (field, text), or null when it keeps them all. */
export function stayProblem(
  stay: Stay,
  rules: StayRules,
  now: Date = new Date(),
): { field: "checkIn" | "checkOut"; message: string } | null {
  if (!isIsoDate(stay.checkIn)) return { field: "checkIn", message: stayMessages.invalidDate };
  if (!isIsoDate(stay.checkOut)) return { field: "checkOut", message: stayMessages.invalidDate };
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (nights < 0) return { field: "checkOut", message: stayMessages.checkOutBeforeCheckIn };
  if (nights === 0) return { field: "checkOut", message: stayMessages.zeroNights };
  const today = todayIn(rules.timeZone, now);
  if (stay.checkIn < today) return { field: "checkIn", message: stayMessages.inPast };
  if (stay.checkOut > addMonths(today, rules.bookingHorizonMonths))
    return { field: "checkOut", message: stayMessages.beyondHorizon(rules.bookingHorizonMonths) };
  if (nights < rules.minNights) return { field: "checkOut", message: stayMessages.tooFew(rules.minNights) };
  if (nights > rules.maxNights) return { field: "checkOut", message: stayMessages.tooMany(rules.maxNights) };
  return null;
}

/** "14 Mar 2027" — how a night is named in messages (English, fixed; no server locale involved). */
export function formatNight(iso: string): string {
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${d} ${months[m - 1]} ${y}`;
}

/** Consecutive nights as ranges: ["14 Mar 2027 – 16 Mar 2027", "20 Mar 2027"]; at most `max` named, then "and N more". */
export function describeNights(nights: readonly string[], max = 3): string {
  const sorted = [...new Set(nights)].sort();
  const runs: [string, string][] = [];
  for (const night of sorted) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === night) last[1] = night;
    else runs.push([night, night]);
  }
  const named = runs
    .slice(0, max)
    .map(([a, b]) => (a === b ? formatNight(a) : `${formatNight(a)} – ${formatNight(b)}`));
  const rest = runs.length - named.length;
  return rest > 0 ? `${named.join(", ")} and ${rest} more` : named.join(", ");
}

/** "14 Mar 2027 – 17 Mar 2027 (3 nights)", or "no dates". */
export function stayLabel(checkIn: string | null, checkOut: string | null): string {
  if (!checkIn || !checkOut) return "no dates";
  const n = nightsBetween(checkIn, checkOut);
  return `${formatNight(checkIn)} – ${formatNight(checkOut)} (${n} ${n === 1 ? "night" : "nights"})`;
}
