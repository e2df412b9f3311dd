import { dateMedium, dayMonth } from "@domain/date-words.ts";
import type { FirstAnswer, Overview } from "@domain/operators.ts";
import { format } from "date-fns";
import { lazy, Suspense, useMemo } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useOverview } from "../api.ts";

/** uPlot and its chart: a chunk of their own, fetched only when the overview shows (decision 0057). */
const BarChart = lazy(() => import("./bar-chart.tsx"));

function Chart(props: Parameters<typeof BarChart>[0]) {
  return (
    <Suspense fallback={<div className="h-[200px] animate-pulse rounded-md bg-muted" aria-hidden />}>
      <BarChart {...props} />
    </Suspense>
  );
}

/** "3 h 20 min", "2 d 4 h", "45 min", "under a minute". */
export function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

function FirstAnswerFigure({ period, figure }: { period: string; figure: FirstAnswer }) {
  const reason =
    figure.sent === 0
      ? `No applications were sent in the ${period}.`
      : figure.answered === 0
        ? `None of the ${figure.sent} applications of the ${period} has an answer yet.`
        : `${figure.answered} of ${figure.sent} applications answered; the others wait.`;
  return (
    <div className="grid gap-1">
      <span className="text-sm text-muted-foreground">{period[0]?.toUpperCase() + period.slice(1)}</span>
      <span className="text-3xl font-semibold tabular-nums">
        {figure.medianSeconds === null ? "—" : duration(figure.medianSeconds)}
      </span>
      <span className="text-xs text-muted-foreground">{reason}</span>
    </div>
  );
}

const percent = (part: number, whole: number) => (whole === 0 ? "—" : `${Math.round((part / whole) * 100)} %`);

/** One figure; with `to`, the figure opens the queue it counts. */
function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-3xl font-semibold tabular-nums">{value}</span>
    </>
  );
  return (
    <Card className="gap-1 py-4">
      <CardContent className="grid gap-1 px-4">
        {to ? (
          <Link to={to} className="grid gap-1 rounded-sm hover:underline focus-visible:outline-2">
            {body}
          </Link>
        ) : (
          body
        )}
      </CardContent>
    </Card>
  );
}

function Funnel({ title, funnel }: { title: string; funnel: Overview["funnel"]["last30"] }) {
  const steps = [
    { label: "Applications", value: funnel.applications, rate: "" },
    { label: "Accepted", value: funnel.accepted, rate: percent(funnel.accepted, funnel.applications) },
    { label: "Completed", value: funnel.completed, rate: percent(funnel.completed, funnel.accepted) },
  ];
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      <ol className="grid gap-2">
        {steps.map((step) => (
          <li key={step.label} className="grid grid-cols-[7rem_1fr_4rem] items-center gap-2 text-sm">
            <span>{step.label}</span>
            <span className="h-3 rounded bg-muted" aria-hidden>
              <span
                className="block h-3 rounded bg-primary"
                style={{ width: `${funnel.applications ? (step.value / funnel.applications) * 100 : 0}%` }}
              />
            </span>
            <span className="text-right tabular-nums">
              {step.value}
              {step.rate && <span className="block text-xs text-muted-foreground">{step.rate}</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const weekLabel = (week: string, style: "short" | "medium") =>
  style === "short" ? dayMonth(new Date(`${week}T00:00:00`)) : dateMedium(new Date(`${week}T00:00:00`));

/** The two charts' data, made once per answer (a new array would redraw the canvas). */
function useChartData(o: Overview | undefined) {
  return useMemo(() => {
    if (!o) return null;
    const steps = (p: Overview["funnel"]["last30"]) => [p.applications, p.accepted, p.completed];
    return {
      weeks: o.signUpsByWeek.map((w) => weekLabel(w.week, "short")),
      signUps: [
        { label: "Creators", color: "primary", values: o.signUpsByWeek.map((w) => w.creators) },
        { label: "Hosts", color: "accent", values: o.signUpsByWeek.map((w) => w.hosts) },
      ] as Parameters<typeof BarChart>[0]["series"],
      steps: ["Applications", "Accepted", "Completed"],
      funnel: [
        { label: "Last 30 days", color: "primary", values: steps(o.funnel.last30) },
        { label: "Last 90 days", color: "accent", values: steps(o.funnel.last90) },
      ] as Parameters<typeof BarChart>[0]["series"],
    };
  }, [o]);
}

const megabytes = (bytes: number) =>
  bytes < 1e6 ? `${Math.max(1, Math.round(bytes / 1e3))} kB` : `${(bytes / 1e6).toFixed(1)} MB`;

/** When the last backup finished and its size (decision 0064); a missing one says how to make one. */
function LastBackup({ backup }: { backup: Overview["lastBackup"] }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="last-backup">
      {backup ? (
        <>
          Last backup: {format(new Date(backup.finishedAt), "MMM d, yyyy 'at' HH:mm")} ·{" "}
          <span className="tabular-nums">{megabytes(backup.bytes)}</span>
        </>
      ) : (
        <>
          No backup yet: run <code>npm run backup</code> or set <code>BACKUP_CRON</code> (README, "Backups").
        </>
      )}
    </p>
  );
}

/** Overview: marketplace health from real data — figures, the median first answer, and two charts with their tables. */
export function OverviewScreen() {
  const figures = useOverview();
  const charts = useChartData(figures.data);
  if (figures.isPending) return <Spinner label="Loading the figures" />;
  if (figures.isError || !charts) return <p role="alert">The figures could not be loaded. Please try again.</p>;
  const o = figures.data;
  return (
    <section aria-labelledby="overview-title" className="grid gap-6">
      <h1 id="overview-title" className="text-2xl font-semibold">
        Overview
      </h1>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label="Active listings" value={o.activeListings} />
        <Figure label="Open support messages" value={o.openSupportMessages} to="/operator/support" />
        <Figure
          label="Re-publication requests"
          value={o.republicationRequests}
          to="/operator/listings?state=requested"
        />
        <Figure label="Suspended accounts" value={o.suspendedAccounts} />
        <Figure label="Applications, 30 days" value={o.funnel.last30.applications} />
      </div>
      <LastBackup backup={o.lastBackup} />
      <Card>
        <CardHeader>
          <CardTitle>Median time to a host's first answer</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-6 sm:grid-cols-2">
            <FirstAnswerFigure period="last 30 days" figure={o.firstAnswer.last30} />
            <FirstAnswerFigure period="last 90 days" figure={o.firstAnswer.last90} />
          </div>
          <p className="text-xs text-muted-foreground">
            From an application being sent to the host accepting it, rejecting it or writing in its conversation,
            whichever came first.
          </p>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Applications to completed stays</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <Chart categories={charts.steps} series={charts.funnel} />
            <Funnel title="Last 30 days" funnel={o.funnel.last30} />
            <Funnel title="Last 90 days" funnel={o.funnel.last90} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sign-ups per week</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            {o.signUpsByWeek.length === 0 ? (
              <p className="text-muted-foreground">No sign-ups in the last eight weeks.</p>
            ) : (
              <>
                <Chart categories={charts.weeks} series={charts.signUps} />
                <table className="w-full text-sm">
                  <caption className="sr-only">Sign-ups per week by role</caption>
                  <thead>
                    <tr className="text-left text-muted-foreground">
                      <th className="pr-3 pb-2 font-normal">Week of</th>
                      <th className="pr-3 pb-2 font-normal">Creators</th>
                      <th className="pb-2 font-normal">Hosts</th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.signUpsByWeek.map((w) => (
                      <tr key={w.week}>
                        <td className="py-1 pr-3">{weekLabel(w.week, "medium")}</td>
                        <td className="py-1 pr-3 tabular-nums">{w.creators}</td>
                        <td className="py-1 tabular-nums">{w.hosts}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
