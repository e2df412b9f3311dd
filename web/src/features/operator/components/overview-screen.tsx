import type { Overview } from "@domain/operators.ts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useOverview } from "../api.ts";

const percent = (part: number, whole: number) => (whole === 0 ? "—" : `${Math.round((part / whole) * 100)} %`);

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card className="gap-1 py-4">
      <CardContent className="grid gap-1 px-4">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-3xl font-semibold tabular-nums">{value}</span>
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

/** Overview: marketplace health from real data (counts first; bars drawn with CSS, no chart library yet). */
export function OverviewScreen() {
  const figures = useOverview();
  if (figures.isPending) return <Spinner label="Loading the figures" />;
  if (figures.isError) return <p role="alert">The figures could not be loaded. Please try again.</p>;
  const o = figures.data;
  const busiest = Math.max(1, ...o.signUpsByWeek.map((w) => w.creators + w.hosts));
  return (
    <section aria-labelledby="overview-title" className="grid gap-6">
      <h1 id="overview-title" className="text-2xl font-semibold">
        Overview
      </h1>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Active listings" value={o.activeListings} />
        <Figure label="Open support messages" value={o.openSupportMessages} />
        <Figure label="Suspended accounts" value={o.suspendedAccounts} />
        <Figure label="Applications, 30 days" value={o.funnel.last30.applications} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Applications to completed stays</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <Funnel title="Last 30 days" funnel={o.funnel.last30} />
            <Funnel title="Last 90 days" funnel={o.funnel.last90} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sign-ups per week</CardTitle>
          </CardHeader>
          <CardContent>
            {o.signUpsByWeek.length === 0 ? (
              <p className="text-muted-foreground">No sign-ups in the last eight weeks.</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-muted-foreground">
                    <th className="pr-3 pb-2 font-normal">Week of</th>
                    <th className="pr-3 pb-2 font-normal">Creators</th>
                    <th className="pr-3 pb-2 font-normal">Hosts</th>
                    <th className="hidden pb-2 sm:table-cell" aria-hidden />
                  </tr>
                </thead>
                <tbody>
                  {o.signUpsByWeek.map((w) => (
                    <tr key={w.week}>
                      <td className="py-1 pr-3">
                        {new Date(`${w.week}T00:00:00`).toLocaleDateString(undefined, { dateStyle: "medium" })}
                      </td>
                      <td className="py-1 pr-3 tabular-nums">{w.creators}</td>
                      <td className="py-1 pr-3 tabular-nums">{w.hosts}</td>
                      <td className="hidden w-1/3 py-1 sm:table-cell" aria-hidden>
                        <span className="flex h-3 overflow-hidden rounded bg-muted">
                          <span className="bg-primary" style={{ width: `${(w.creators / busiest) * 100}%` }} />
                          <span className="bg-accent-strong" style={{ width: `${(w.hosts / busiest) * 100}%` }} />
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
