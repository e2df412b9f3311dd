import { dateTimeMedium } from "@domain/date-words.ts";
import { disputeCategories, disputeStatusLabels } from "@domain/disputes.ts";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useDisputeQueue } from "../disputes-api.ts";
import { MorePager } from "./more-pager.tsx";

const day = (iso: string) => dateTimeMedium(new Date(iso));

/** Disputes (issue 37 part 3): the open ones first, oldest first; closed ones newest first. */
export function DisputesScreen() {
  const [status, setStatus] = useState<"open" | "closed">("open");
  const [page, setPage] = useState(1);
  const queue = useDisputeQueue(status, page);
  return (
    <div className="grid gap-6">
      <div className="grid w-fit gap-1.5">
        <Label htmlFor="dispute-status">Disputes</Label>
        <NativeSelect
          id="dispute-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as "open" | "closed");
            setPage(1);
          }}
        >
          <option value="open">Open, oldest first</option>
          <option value="closed">Decided or withdrawn, newest first</option>
        </NativeSelect>
      </div>
      {queue.isPending ? (
        <Spinner label="Loading disputes" />
      ) : queue.isError ? (
        <p role="alert">The disputes could not be loaded. Please reload the page.</p>
      ) : (
        <section aria-labelledby="disputes-title" className="grid gap-2">
          <h2 id="disputes-title" className="text-lg font-semibold">
            {status === "open" ? `Open disputes (${queue.data.open})` : "Closed disputes"}
          </h2>
          {queue.data.items.length === 0 ? (
            <p className="text-muted-foreground">No disputes here.</p>
          ) : (
            <ul className="grid gap-2">
              {queue.data.items.map((d) => (
                <li key={d.id}>
                  <Link
                    to={`/operator/disputes/${d.id}`}
                    className="grid gap-1 rounded-lg border border-border bg-card p-3 text-sm hover:border-primary"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge variant={d.status === "open" ? "warning" : "secondary"}>
                        {disputeStatusLabels[d.status]}
                      </Badge>
                      <span className="font-medium">{disputeCategories[d.category]}</span>
                      {d.source === "no_show_contest" ? <Badge variant="outline">Contested no-show</Badge> : null}
                    </span>
                    <span className="min-w-0 truncate">
                      “{d.listingTitle}” · host {d.hostName} · creator {d.creatorName}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      Opened by the {d.openedBy} {day(d.openedAt)} · {d.messages}{" "}
                      {d.messages === 1 ? "message" : "messages"}
                      {d.closedAt ? ` · closed ${day(d.closedAt)}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <MorePager page={page} more={page < queue.data.pages} onPage={setPage} />
        </section>
      )}
    </div>
  );
}
