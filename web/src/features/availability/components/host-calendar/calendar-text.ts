import { count } from "@domain/counts.ts";
import { formatNight } from "@domain/stay-dates.ts";
import { isApiError } from "@/lib/api.ts";
import type { Availability } from "../../api.ts";

/** The server's message for a refused change, or the fallback. */
export const failed = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);
export const nightsWord = (n: number) => count(n, "night");

export const span = (first: string, last: string) =>
  first === last ? formatNight(first) : `${formatNight(first)} – ${formatNight(last)}`;

export const addDay = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export type Run = { first: string; last: string; kind: string; note: string | null; source: string | null };
/** Consecutive nights with the same kind, note and source, as one line each. */
export function groupRuns(
  nights: Availability["host"] extends infer H ? (H extends { nights: infer N } ? N : never) : never,
) {
  const runs: Run[] = [];
  for (const n of nights) {
    const last = runs.at(-1);
    if (
      last &&
      last.kind === n.kind &&
      last.note === n.note &&
      last.source === n.source &&
      addDay(last.last, 1) === n.night
    )
      last.last = n.night;
    else runs.push({ first: n.night, last: n.night, kind: n.kind, note: n.note, source: n.source });
  }
  return runs;
}
