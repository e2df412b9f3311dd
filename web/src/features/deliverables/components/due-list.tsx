import { contentDueText } from "@domain/content-due.ts";
import type { Workspace } from "@domain/deliverables.ts";
import { formatNight } from "@domain/stay-dates.ts";
import { AlertTriangle, CalendarClock, CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/cn.ts";

/**
 * What is due when (issue 33 part 3): the terms' "content due N days after check-out", the date it gives, and every
 * agreed item with its state — delivered, due, or overdue (due date passed where the listing is, nothing delivered).
 * Both parties see the same list.
 */
export function DueList({ w }: { w: Workspace }) {
  if (w.due.items.length === 0) return null;
  return (
    <section aria-labelledby="due-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="due-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock className="size-5 text-muted-foreground" aria-hidden="true" />
          What is due when
        </h2>
        {w.due.overdue > 0 ? (
          <span
            data-testid="overdue-count"
            className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium text-red-800"
          >
            <AlertTriangle className="size-3.5" aria-hidden="true" />
            {w.due.overdue} overdue
          </span>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground" data-testid="due-summary">
        {contentDueText(w.due.days)}
        {w.due.date ? ` · due ${formatNight(w.due.date)}` : " · the date is set when the departure is recorded"}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Agreed items">
        {w.due.items.map((item) => (
          <li
            key={item.label}
            data-testid="due-item"
            data-overdue={item.overdue}
            className={cn(
              "flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-lg border px-3 py-2 text-sm",
              item.overdue && "border-red-300 bg-red-50",
            )}
          >
            <span className="font-medium">{item.label}</span>
            {item.delivered ? (
              <span className="inline-flex items-center gap-1 text-green-700">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                Delivered
              </span>
            ) : item.overdue ? (
              <span className="inline-flex items-center gap-1 font-medium text-red-700">
                <AlertTriangle className="size-4" aria-hidden="true" />
                Overdue · was due {formatNight(item.dueDate ?? "")}
              </span>
            ) : (
              <span className="text-muted-foreground">{w.due.label}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
