import { dateTimeMedium } from "@domain/date-words.ts";
import { type AuditAction, type AuditEntry, auditActionLabels } from "@domain/operators.ts";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useAuditLog } from "../api.ts";

const when = (iso: string) => dateTimeMedium(new Date(iso));
const labelOf = (action: string) => auditActionLabels[action as AuditAction] ?? action;
/** A person as the log names them: their name while the account exists, its id once deleted, "System" for none. */
const named = (party: { id: string | null; name: string | null }) =>
  party.name ?? (party.id ? `Deleted account ${party.id.slice(0, 8)}` : "System");

export function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="grid gap-1 border-b border-border px-4 py-3 last:border-b-0 sm:grid-cols-[11rem_1fr_1fr] sm:gap-4">
      <time dateTime={entry.at} className="text-sm text-muted-foreground">
        {when(entry.at)}
      </time>
      <div>
        <p className="font-medium">{labelOf(entry.action)}</p>
        {entry.reason && <p className="text-sm text-muted-foreground">Reason: {entry.reason}</p>}
      </div>
      <div className="text-sm">
        <p>By {named(entry.actor)}</p>
        {entry.target.id && entry.target.id !== entry.actor.id && (
          <p>
            About{" "}
            {entry.target.kind === "listing" ? (
              <Link
                to={`/operator/listings/${entry.target.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                listing {entry.target.id.slice(0, 8)}
              </Link>
            ) : (
              named(entry.target)
            )}
          </p>
        )}
        {entry.requestId && <p className="font-mono text-xs text-muted-foreground">Request {entry.requestId}</p>}
      </div>
    </li>
  );
}

/** The audit log: every operator action and security event, newest first, filtered by kind. Read-only. */
export function AuditLogScreen({ targetId }: { targetId?: string | undefined }) {
  const [action, setAction] = useState("");
  const log = useAuditLog({ ...(action && { action }), ...(targetId && { targetId }) });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="audit-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="audit-title" className="text-2xl font-semibold">
            Audit log
          </h1>
          <p className="text-sm text-muted-foreground">
            {targetId ? "About one person. " : ""}Written by the server only; never changed or deleted.
          </p>
        </div>
        <div className="grid gap-1 text-sm sm:w-72">
          <label htmlFor="audit-kind">Kind</label>
          <NativeSelect id="audit-kind" value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">Everything</option>
            {Object.entries(auditActionLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {log.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the audit log" />
        </div>
      ) : log.isError ? (
        <p role="alert" className="text-destructive">
          The audit log could not be loaded. Please try again.
        </p>
      ) : entries.length === 0 ? (
        <p className="rounded-xl border border-border bg-card px-4 py-10 text-center text-muted-foreground">
          Nothing of this kind has been recorded yet.
        </p>
      ) : (
        <ul className="rounded-xl border border-border bg-card">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {log.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
        >
          {log.isFetchingNextPage ? "Loading..." : "Load older entries"}
        </Button>
      )}
    </section>
  );
}
