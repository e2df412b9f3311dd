import { type DateRange, DayPicker, type Matcher } from "react-day-picker";
import "react-day-picker/style.css";
import { addDays } from "@domain/stay-dates.ts";

/** A listing's night (YYYY-MM-DD) as the local Date the picker shows, and back: no time zone shifts either way. */
export const toDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const pad = (n: number) => String(n).padStart(2, "0");
export const toIso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export type IsoRange = { from: string; to?: string | undefined };

/**
 * The month calendar of a listing's nights (react-day-picker): a range of days (check-in … check-out), nights
 * before the listing's today and after its horizon disabled. `closed` nights are disabled for creators (a range
 * cannot cross them) and coloured by kind for the host (`kinds`).
 */
export function StayCalendar({
  today,
  lastCheckOut,
  range,
  onRange,
  closed = [],
  kinds,
  months = 2,
  label,
}: {
  today: string;
  lastCheckOut: string;
  range: IsoRange | undefined;
  onRange: (range: IsoRange | undefined) => void;
  /** Nights nobody may pick (creator view). */
  closed?: readonly string[];
  /** Host view: nights by why they are closed, shown in colour and still selectable (to open them). */
  kinds?: { taken: string[]; blocked: string[]; imported: string[] };
  months?: number;
  label: string;
}) {
  const disabled: Matcher[] = [{ before: toDate(today) }, { after: toDate(lastCheckOut) }, ...closed.map(toDate)];
  const selected: DateRange | undefined = range
    ? { from: toDate(range.from), to: range.to ? toDate(range.to) : undefined }
    : undefined;
  return (
    <div className="stay-calendar overflow-x-auto rounded-lg border border-border p-2">
      <DayPicker
        mode="range"
        aria-label={label}
        numberOfMonths={months}
        weekStartsOn={1}
        startMonth={toDate(today)}
        // A stay chosen before (discovery's nights, issue 35 part 5) opens on its month.
        defaultMonth={range ? toDate(range.from) : undefined}
        endMonth={toDate(lastCheckOut)}
        selected={selected}
        onSelect={(r) => onRange(r?.from ? { from: toIso(r.from), to: r.to ? toIso(r.to) : undefined } : undefined)}
        disabled={disabled}
        excludeDisabled={!kinds}
        modifiers={
          kinds
            ? {
                taken: kinds.taken.map(toDate),
                blocked: kinds.blocked.map(toDate),
                imported: kinds.imported.map(toDate),
              }
            : { closed: closed.map(toDate) }
        }
        modifiersClassNames={{
          taken: "night-taken",
          blocked: "night-blocked",
          imported: "night-imported",
          closed: "night-closed",
        }}
      />
    </div>
  );
}

/** The nights of a picked range: check-out is the day after the last night (a one-day pick is one night). */
export function rangeNights(range: IsoRange | undefined): { from: string; to: string } | null {
  if (!range) return null;
  const to = range.to && range.to !== range.from ? range.to : addDays(range.from, 1);
  return { from: range.from, to };
}

/**
 * The nights of a host's pick (first night … last night, both included, as the hint says), as the API's [from, to):
 * picking 7 Dec then 13 Dec is the nights of 7–13, `to` the 14th (issue 35 part 8). A creator's pick is check-in …
 * check-out instead (`rangeNights`).
 */
export function pickedNights(range: IsoRange | undefined): { from: string; to: string } | null {
  if (!range) return null;
  return { from: range.from, to: addDays(range.to ?? range.from, 1) };
}

/** Legend of the host calendar's colours. */
export function NightLegend() {
  const item = (className: string, text: string) => (
    <span className="flex items-center gap-1.5">
      <span className={`inline-block size-3 rounded-sm ${className}`} aria-hidden="true" />
      {text}
    </span>
  );
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {item("border border-border bg-background", "Open")}
      {item("night-swatch-taken", "Taken by a collaboration")}
      {item("night-swatch-blocked", "Blocked by you")}
      {item("night-swatch-imported", "Booked on another channel")}
    </div>
  );
}
