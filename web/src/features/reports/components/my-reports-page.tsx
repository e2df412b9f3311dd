import { dateMedium } from "@domain/date-words.ts";
import { categoryLabelOf, reportItemLabels } from "@domain/report-labels.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useMyReports } from "../api.ts";

const when = (iso: string) => dateMedium(new Date(iso));
const outcomeText = (status: string, outcome: string | null) =>
  status === "open" ? "Under review" : outcome === "action_taken" ? "We took action" : "No action taken";

/** The reporter's own reports and their outcome (never the details of the decision about someone else). */
export function MyReportsPage() {
  const mine = useMyReports();
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">Your reports</h1>
      <p className="text-sm text-muted-foreground">
        What you reported and what CollabStay decided. The people you report are never told who reported them.
      </p>
      {mine.isPending ? (
        <Spinner label="Loading your reports" />
      ) : mine.isError ? (
        <p role="alert">Your reports could not be loaded. Please reload the page.</p>
      ) : mine.data.reports.length === 0 ? (
        <p className="text-muted-foreground">You have not reported anything.</p>
      ) : (
        <ul className="grid gap-2">
          {mine.data.reports.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
              <span>
                <span className="font-medium">{reportItemLabels[r.itemKind]}</span> · {categoryLabelOf(r.category)} ·{" "}
                {when(r.createdAt)}
              </span>
              <Badge variant={r.status === "open" ? "outline" : r.outcome === "action_taken" ? "default" : "warning"}>
                {outcomeText(r.status, r.outcome)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
