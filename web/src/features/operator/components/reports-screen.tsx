import { dateTimeMedium } from "@domain/date-words.ts";
import {
  categoryLabelOf,
  outcomeLabelOf,
  type ReportCategory,
  reportCategories,
  reportItemLabels,
} from "@domain/reports.ts";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useCaseQueue } from "../reports-api.ts";
import { MorePager } from "./more-pager.tsx";

const day = (iso: string) => dateTimeMedium(new Date(iso));

/**
 * Reports: the case queue (issue 36 part 2) — one row per reported item, oldest first, cases only reported by
 * people warned for unfounded reports last; a category filter; decided cases; and the open appeals.
 */
export function ReportsScreen() {
  const [status, setStatus] = useState<"open" | "decided">("open");
  const [category, setCategory] = useState<ReportCategory | "">("");
  const [page, setPage] = useState(1);
  const queue = useCaseQueue(status, category, page);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="case-status">Cases</Label>
          <NativeSelect
            id="case-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as "open" | "decided");
              setPage(1);
            }}
          >
            <option value="open">Open, oldest first</option>
            <option value="decided">Decided, newest first</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="case-category">Category</Label>
          <NativeSelect
            id="case-category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as ReportCategory | "");
              setPage(1);
            }}
          >
            <option value="">Every category</option>
            {Object.entries(reportCategories).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {queue.isPending ? (
        <Spinner label="Loading cases" />
      ) : queue.isError ? (
        <p role="alert">The cases could not be loaded. Please reload the page.</p>
      ) : (
        <>
          {queue.data.appeals.length > 0 ? (
            <section aria-labelledby="appeals-title" className="grid gap-2">
              <h2 id="appeals-title" className="text-lg font-semibold">
                Open appeals ({queue.data.appeals.length})
              </h2>
              <ul className="grid gap-2">
                {queue.data.appeals.map((a) => (
                  <li key={a.id}>
                    <Link
                      to={`/operator/reports/${a.caseId}`}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card p-3 text-sm hover:border-primary"
                    >
                      <span>
                        <span className="font-medium">{a.person.name ?? "Deleted account"}</span> appeals “
                        {outcomeLabelOf(a.outcome)}” on a {reportItemLabels[a.itemKind].toLowerCase()}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {day(a.createdAt)} · {a.assignedTo ? `for ${a.assignedTo.name}` : "unassigned"}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="cases-title" className="grid gap-2">
            <h2 id="cases-title" className="text-lg font-semibold">
              {status === "open" ? "Open cases" : "Decided cases"}
            </h2>
            {queue.data.cases.length === 0 ? (
              <p className="text-muted-foreground">No cases here.</p>
            ) : (
              <ul className="grid gap-2">
                {queue.data.cases.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={`/operator/reports/${c.id}`}
                      className="grid gap-1 rounded-lg border border-border bg-card p-3 text-sm hover:border-primary"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <Badge variant="outline">{reportItemLabels[c.itemKind]}</Badge>
                        <span className="min-w-0 truncate font-medium">{c.title ?? "Untitled"}</span>
                        {c.lowPriority ? <Badge variant="warning">Reporter warned: queued last</Badge> : null}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {c.reports} {c.reports === 1 ? "report" : "reports"} ·{" "}
                        {c.categories.map(categoryLabelOf).join(", ")} · since {day(c.openedAt)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <MorePager page={page} more={queue.data.more} onPage={setPage} />
          </section>
        </>
      )}
    </div>
  );
}
