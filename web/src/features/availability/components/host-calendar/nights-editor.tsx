import { nightsBetween, stayRuleLimits } from "@domain/stay-dates.ts";
import { Lock, LockOpen } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { toast } from "@/lib/toast.ts";
import { type Availability, useChangeNights } from "../../api.ts";
import { type IsoRange, NightLegend, pickedNights, StayCalendar } from "../stay-calendar.tsx";
import { CalendarSection } from "./calendar-section.tsx";
import { addDay, failed, groupRuns, nightsWord, span } from "./calendar-text.ts";

/** The month calendar: pick a range, block it (with a note) or open it; taken and noted nights listed below. */
export function NightsEditor({ listingId, data }: { listingId: string; data: Availability }) {
  const id = useId();
  const change = useChangeNights(listingId);
  const [range, setRange] = useState<IsoRange | undefined>();
  const [note, setNote] = useState("");
  const nights = data.host?.nights ?? [];
  const kinds = {
    taken: nights.filter((n) => n.kind === "taken").map((n) => n.night),
    blocked: nights.filter((n) => n.kind === "blocked").map((n) => n.night),
    imported: nights.filter((n) => n.kind === "imported").map((n) => n.night),
  };
  const picked = pickedNights(range);
  const send = (action: "block" | "open") => {
    if (!picked) return;
    change.mutate(
      { action, from: picked.from, to: picked.to, note: action === "block" && note ? note : null },
      {
        onSuccess: (result) => {
          const { changed, skipped } = result as { changed: number; skipped: number };
          toast.success(action === "block" ? `Blocked ${nightsWord(changed)}` : `Opened ${nightsWord(changed)}`, {
            description: skipped > 0 ? `${nightsWord(skipped)} left as they were (taken or imported).` : undefined,
          });
          setRange(undefined);
          setNote("");
        },
        onError: (e) => toast.error("Could not change the calendar", { description: failed(e, "Please try again.") }),
      },
    );
  };
  const upcoming = nights.filter((n) => n.kind === "taken" || n.note);
  return (
    <CalendarSection title="Calendar">
      <NightLegend />
      <StayCalendar
        label="Listing calendar"
        today={data.today}
        lastCheckOut={data.lastCheckOut}
        range={range}
        onRange={setRange}
        kinds={kinds}
      />
      <div className="grid gap-2 rounded-lg bg-surface p-3" aria-live="polite">
        {picked ? (
          <>
            <p className="text-sm font-medium">
              Selected: nights of {span(picked.from, addDay(picked.to, -1))} (
              {nightsWord(nightsBetween(picked.from, picked.to))})
            </p>
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid min-w-48 flex-1 gap-1.5">
                <Label htmlFor={`${id}-note`}>Note (optional)</Label>
                <Input
                  id={`${id}-note`}
                  maxLength={stayRuleLimits.noteMax}
                  placeholder="e.g. high season"
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              </div>
              <Button size="sm" onClick={() => send("block")} disabled={change.isPending}>
                <Lock aria-hidden="true" />
                Block nights
              </Button>
              <Button size="sm" variant="outline" onClick={() => send("open")} disabled={change.isPending}>
                <LockOpen aria-hidden="true" />
                Open nights
              </Button>
            </div>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Select a first and a last night to block or open them.</p>
        )}
      </div>
      {upcoming.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {groupRuns(upcoming).map((run) => (
            <li key={run.first} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{span(run.first, run.last)}</span>
              <span className="text-muted-foreground">
                {run.kind === "taken" ? `Collaboration with ${run.source ?? "a creator"}` : run.note}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </CalendarSection>
  );
}
