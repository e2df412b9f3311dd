import { addDays, type NightKind, nightsOf, todayIn } from "@domain/stay-dates.ts";
import ical from "ical-generator";
import nodeIcal from "node-ical";

/**
 * iCalendar (RFC 5545) in and out. Export: one all-day event per run of consecutive nights of one kind, with a
 * neutral summary ("Collaboration stay", "Blocked", "Booked elsewhere") and nothing about any creator. Import: every
 * VEVENT's nights, as local dates of the listing (all-day events as written; timed events by the listing's zone).
 */

export const icsMessages = {
  notIcs: "This file is not an iCalendar (.ics) calendar",
  tooLarge: "The calendar is larger than 2 MB",
} as const;

export const icsMaxBytes = 2 * 1024 * 1024;

const summaries: Record<NightKind, string> = {
  taken: "Collaboration stay",
  blocked: "Blocked",
  imported: "Booked elsewhere",
};

type Night = { night: string; kind: NightKind };

/** The feed of a listing's unavailable nights (consecutive nights of one kind become one event). */
export function buildIcs(listing: { id: string; title: string }, nights: readonly Night[]): string {
  const cal = ical({
    name: `CollabStay – ${listing.title}`,
    prodId: { company: "CollabStay", product: "availability", language: "EN" },
  });
  const sorted = [...nights].sort((a, b) => a.night.localeCompare(b.night));
  let run: { start: string; end: string; kind: NightKind } | null = null;
  const flush = () => {
    if (!run) return;
    cal.createEvent({
      id: `${listing.id}-${run.start}-${run.kind}@collabstay`,
      start: new Date(`${run.start}T00:00:00Z`),
      end: new Date(`${addDays(run.end, 1)}T00:00:00Z`),
      allDay: true,
      summary: summaries[run.kind],
    });
  };
  for (const n of sorted) {
    if (run && run.kind === n.kind && addDays(run.end, 1) === n.night) run.end = n.night;
    else {
      flush();
      run = { start: n.night, end: n.night, kind: n.kind };
    }
  }
  flush();
  return cal.toString();
}

const pad = (n: number) => String(n).padStart(2, "0");
/** node-ical makes a date-only value a Date at the process's local midnight: read it back with local getters. */
const localDateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The nights an `.ics` text blocks, from the listing's today up to `untilNight` (inclusive), sorted and unique.
 * Throws with `icsMessages.notIcs` when the text is not an iCalendar.
 */
export function parseIcsNights(text: string, timeZone: string, untilNight: string, now = new Date()): string[] {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (!/^BEGIN:VCALENDAR\r?\n/i.test(body) || !/END:VCALENDAR\s*$/i.test(body)) throw new Error(icsMessages.notIcs);
  let parsed: ReturnType<typeof nodeIcal.sync.parseICS>;
  try {
    parsed = nodeIcal.sync.parseICS(body);
  } catch {
    throw new Error(icsMessages.notIcs);
  }
  const today = todayIn(timeZone, now);
  const nights = new Set<string>();
  for (const item of Object.values(parsed)) {
    if (item?.type !== "VEVENT" || !item.start) continue;
    const event = item as {
      start: Date & { dateOnly?: boolean };
      end?: Date & { dateOnly?: boolean };
      status?: string;
    };
    if (event.status === "CANCELLED") continue;
    const start = event.start.dateOnly ? localDateOf(event.start) : todayIn(timeZone, event.start);
    let end = event.end ? (event.end.dateOnly ? localDateOf(event.end) : todayIn(timeZone, event.end)) : start;
    if (end <= start) end = addDays(start, 1);
    // Dates as YYYY-MM-DD compare as text: keep [today, untilNight].
    const from = [start, today].sort()[1] ?? start;
    const to = [end, addDays(untilNight, 1)].sort()[0] ?? end;
    if (from >= to) continue;
    for (const night of nightsOf(from, to)) nights.add(night);
  }
  return [...nights].sort();
}
