import { CalendarX, Copy, Link2, Lock, LockOpen, RefreshCw, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { isApiError } from "@/lib/api.ts";
import { describeNights, formatNight, nightsBetween, stayRuleLimits } from "../../../../../domain/stay-dates.ts";
import {
  type Availability,
  useAddFeed,
  useAvailability,
  useChangeNights,
  useImportFile,
  useRefreshFeed,
  useRemoveFeed,
  useRevokeExport,
  useRotateExport,
  useSaveRules,
} from "../api.ts";
import { type IsoRange, NightLegend, rangeNights, StayCalendar } from "./stay-calendar.tsx";

const failed = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);
const nightsWord = (n: number) => `${n} ${n === 1 ? "night" : "nights"}`;

/**
 * The host's calendar of one listing (issue 11): stay rules, a month calendar showing open, taken, blocked and
 * imported nights, block or open a picked range, the secret `.ics` export and the imported calendars.
 */
export function HostCalendar({ listingId }: { listingId: string }) {
  const availability = useAvailability(listingId);
  if (availability.isPending) return <Spinner label="Loading calendar" />;
  if (availability.isError || !availability.data.host)
    return <LoadError message="Failed to load the calendar." onRetry={() => availability.refetch()} />;
  return (
    <div className="grid gap-6">
      <RulesForm listingId={listingId} data={availability.data} />
      <NightsEditor listingId={listingId} data={availability.data} />
      <ExportSection listingId={listingId} exportUrl={availability.data.host.exportUrl} />
      <ImportSection listingId={listingId} feeds={availability.data.host.feeds} />
    </div>
  );
}

function RulesForm({ listingId, data }: { listingId: string; data: Availability }) {
  const id = useId();
  const save = useSaveRules(listingId);
  const [rules, setRules] = useState(data.rules);
  useEffect(() => setRules(data.rules), [data.rules]);
  const changed = JSON.stringify(rules) !== JSON.stringify(data.rules);
  const number = (key: "minNights" | "maxNights", label: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="number"
        inputMode="numeric"
        min={stayRuleLimits.nightsMin}
        max={stayRuleLimits.nightsMax}
        value={String(rules[key])}
        onChange={(e) => setRules((r) => ({ ...r, [key]: Number(e.target.value) }))}
      />
    </div>
  );
  return (
    <section className="grid gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        Stay rules
      </h3>
      <div className="flex items-start gap-3">
        <Switch
          id={`${id}-flexible`}
          checked={rules.flexibleDates}
          onCheckedChange={(checked) => setRules((r) => ({ ...r, flexibleDates: checked }))}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-flexible`}>Flexible dates</Label>
          <p className="text-sm text-muted-foreground">
            {rules.flexibleDates
              ? "Creators may apply without dates or propose any open nights; you confirm when you accept."
              : "Creators must choose open nights within your rules."}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {number("minNights", "Minimum nights")}
        {number("maxNights", "Maximum nights")}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-horizon`}>Book ahead up to</Label>
          <NativeSelect
            id={`${id}-horizon`}
            value={String(rules.bookingHorizonMonths)}
            onChange={(e) => setRules((r) => ({ ...r, bookingHorizonMonths: Number(e.target.value) }))}
          >
            {[1, 2, 3, 6, 9, 12, 18, 24].map((m) => (
              <option key={m} value={m}>
                {m} {m === 1 ? "month" : "months"}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-zone`}>Time zone</Label>
          <Input
            id={`${id}-zone`}
            value={rules.timeZone}
            onChange={(e) => setRules((r) => ({ ...r, timeZone: e.target.value }))}
          />
        </div>
      </div>
      <div>
        <Button
          size="sm"
          disabled={!changed || save.isPending}
          onClick={() =>
            save.mutate(rules, {
              onSuccess: () => toast.success("Stay rules saved"),
              onError: (e) => toast.error("Could not save the rules", { description: failed(e, "Please try again.") }),
            })
          }
        >
          {save.isPending ? "Saving..." : "Save rules"}
        </Button>
      </div>
    </section>
  );
}

function NightsEditor({ listingId, data }: { listingId: string; data: Availability }) {
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
  const picked = rangeNights(range);
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
    <section className="grid gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        Calendar
      </h3>
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
    </section>
  );
}

const span = (first: string, last: string) =>
  first === last ? formatNight(first) : `${formatNight(first)} – ${formatNight(last)}`;

const addDay = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type Run = { first: string; last: string; kind: string; note: string | null; source: string | null };
function groupRuns(nights: Availability["host"] extends infer H ? (H extends { nights: infer N } ? N : never) : never) {
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

function ExportSection({ listingId, exportUrl }: { listingId: string; exportUrl: string | null }) {
  const id = useId();
  const rotate = useRotateExport(listingId);
  const revoke = useRevokeExport(listingId);
  return (
    <section className="grid gap-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        Export to other channels
      </h3>
      <p className="text-sm text-muted-foreground">
        Paste this private link into Airbnb, Booking.com or your channel manager so collaboration stays and your blocks
        close those nights there too. It shows no creator's details.
      </p>
      {exportUrl ? (
        <div className="flex flex-wrap gap-2">
          <Input
            readOnly
            aria-label="Calendar export link"
            value={exportUrl}
            className="min-w-0 flex-1 font-mono text-xs"
          />
          <Button
            size="sm"
            variant="outline"
            onClick={() => navigator.clipboard?.writeText(exportUrl).then(() => toast.success("Link copied"))}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
          <Button size="sm" variant="outline" disabled={rotate.isPending} onClick={() => rotate.mutate(undefined)}>
            <RefreshCw aria-hidden="true" />
            New link
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => toast.success("Export link revoked") })}
          >
            <CalendarX aria-hidden="true" />
            Revoke
          </Button>
        </div>
      ) : (
        <div>
          <Button size="sm" variant="outline" disabled={rotate.isPending} onClick={() => rotate.mutate(undefined)}>
            <Link2 aria-hidden="true" />
            Create export link
          </Button>
        </div>
      )}
    </section>
  );
}

function ImportSection({ listingId, feeds }: { listingId: string; feeds: NonNullable<Availability["host"]>["feeds"] }) {
  const id = useId();
  const add = useAddFeed(listingId);
  const upload = useImportFile(listingId);
  const refresh = useRefreshFeed(listingId);
  const remove = useRemoveFeed(listingId);
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  return (
    <section className="grid gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        Import from other channels
      </h3>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(
            { name: name || "Calendar", url },
            {
              onSuccess: () => {
                toast.success("Calendar imported");
                setName("");
                setUrl("");
              },
              onError: (err) =>
                toast.error("Could not import the calendar", { description: failed(err, "Please try again.") }),
            },
          );
        }}
      >
        <div className="grid w-36 gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input id={`${id}-name`} placeholder="Airbnb" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor={`${id}-url`}>Calendar link (.ics)</Label>
          <Input
            id={`${id}-url`}
            type="url"
            placeholder="https://www.airbnb.com/calendar/ical/….ics"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <Button size="sm" type="submit" disabled={!url || add.isPending}>
          {add.isPending ? "Importing..." : "Add calendar"}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <label htmlFor={`${id}-file`} className="cursor-pointer">
            <Upload aria-hidden="true" />
            Upload .ics
          </label>
        </Button>
        <input
          id={`${id}-file`}
          type="file"
          accept=".ics,text/calendar"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            upload.mutate(file, {
              onSuccess: () => toast.success("Calendar imported", { description: file.name }),
              onError: (err) =>
                toast.error("Could not import the file", { description: failed(err, "Please try again.") }),
            });
          }}
        />
      </form>
      {feeds.length === 0 ? (
        <p className="text-sm text-muted-foreground">No calendars imported yet.</p>
      ) : (
        <ul className="grid gap-2">
          {feeds.map((feed) => (
            <li key={feed.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{feed.name}</span>
                <div className="flex gap-1">
                  {feed.url ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={refresh.isPending}
                      onClick={() => refresh.mutate(feed.id)}
                    >
                      <RefreshCw aria-hidden="true" />
                      Refresh<span className="sr-only"> {feed.name}</span>
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(feed.id)}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> {feed.name}</span>
                  </Button>
                </div>
              </div>
              <p className="text-muted-foreground">
                {feed.url ? "Link" : "Uploaded file"} · {nightsWord(feed.nights)} closed ·{" "}
                {feed.lastRefreshedAt
                  ? `last refreshed ${new Date(feed.lastRefreshedAt).toLocaleString()}`
                  : "not refreshed yet"}
              </p>
              {feed.lastError ? <p className="text-destructive">Last refresh failed: {feed.lastError}</p> : null}
              {feed.clashes.length > 0 ? (
                <p className="text-warning">Also booked here for a collaboration: {describeNights(feed.clashes)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
