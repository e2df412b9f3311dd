import { deliverableMessages } from "@domain/deliverable-labels.ts";
import type { Deliverable, Workspace } from "@domain/deliverables.ts";
import { Archive, Scale, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { LinkButton } from "@/components/link-button.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { OpenDisputeButton } from "@/features/disputes/index.ts";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useWorkspace } from "../api.ts";
import { DeliverableCard } from "./deliverable-card.tsx";
import { DueList } from "./due-list.tsx";
import { UploadForm } from "./upload-form.tsx";

const kinds = [
  ["posts", "Posts"],
  ["stories", "Stories"],
  ["videos", "Videos"],
] as const;
const statuses = [
  ["pending", "Pending", "bg-gray-100 text-gray-800"],
  ["needs_changes", "Needs changes", "bg-yellow-100 text-yellow-800"],
  ["approved", "Approved", "bg-green-100 text-green-800"],
  ["rejected", "Rejected", "bg-red-100 text-red-800"],
] as const;

function Header({ w }: { w: Workspace }) {
  return (
    <header className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Collaboration workspace</p>
          <h1 className="text-2xl font-semibold break-words">{w.listing.title}</h1>
          <p className="text-sm text-muted-foreground">{w.listing.location || "Location not specified"}</p>
          {w.dispute?.status === "open" ? (
            <span
              data-testid="workspace-in-dispute"
              className="mt-1 inline-block rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-medium text-orange-900"
            >
              In dispute
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {w.dispute?.status === "open" ? (
            <LinkButton to={`/disputes/${w.dispute.id}`} icon={Scale} variant="outline">
              View dispute
            </LinkButton>
          ) : w.collaborationId && !w.closed ? (
            <OpenDisputeButton collaborationId={w.collaborationId} partnerName={w.partner.name} size="default" />
          ) : null}
          {w.zipUrl ? (
            <Button asChild>
              <a href={w.zipUrl} download data-testid="download-zip">
                <Archive aria-hidden="true" />
                Download approved (ZIP)
              </a>
            </Button>
          ) : null}
          <LinkButton to="/content-rights" icon={ShieldCheck} variant="outline">
            Content Rights
          </LinkButton>
        </div>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">{w.viewerRole === "host" ? "Creator: " : "Host: "}</dt>
          <dd className="inline font-medium">{w.partner.name}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Agreed deliverables: </dt>
          <dd className="inline font-medium" data-testid="agreed-deliverables">
            {w.agreedText}
          </dd>
        </div>
      </dl>
      <div className="grid gap-2 sm:grid-cols-3" data-testid="deliverable-counters">
        {kinds.map(([key, label]) => {
          const t = w.counters[key];
          return (
            <div key={key} className="rounded-lg border p-3">
              <p className="text-sm font-medium">{label}</p>
              {(
                [
                  ["Delivered", t.delivered],
                  ["Approved", t.approved],
                ] as const
              ).map(([what, n]) => (
                <p key={what} className="text-sm">
                  {what}{" "}
                  <span className="font-semibold tabular-nums">
                    {n} / {t.agreed}
                  </span>
                </p>
              ))}
            </div>
          );
        })}
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Deliverables by status">
        {statuses.map(([key, label, tone]) => (
          <li key={key} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>
            {label}: {w.statusCounts[key]}
          </li>
        ))}
      </ul>
    </header>
  );
}

/**
 * Screen 12, the collaboration workspace (/collaboration/{applicationId}/deliverables): header and counters, the
 * creator's upload form, and the review list (newest first). Someone who is not a participant, or an application
 * not yet accepted, gets "Collaboration Not Found" and is sent to /.
 */
export function WorkspacePage({ applicationId }: { applicationId: string }) {
  const query = useWorkspace(applicationId);
  const navigate = useNavigate();
  const [revising, setRevising] = useState<Deliverable | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (!notFound) return;
    toast.error(deliverableMessages.notFound, { description: deliverableMessages.notFoundDescription });
    navigate("/", { replace: true });
  }, [notFound, navigate]);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (notFound) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-semibold">{deliverableMessages.notFoundTitle}</h1>
        <p className="mt-2 text-muted-foreground">{deliverableMessages.notFoundDescription}</p>
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <LoadError message={deliverableMessages.loadFailed} onRetry={() => query.refetch()} />;
  }
  const w = query.data;
  const versionOf = (id: string | null) => (id ? (w.deliverables.find((d) => d.id === id)?.version ?? null) : null);
  const revise = (d: Deliverable) => {
    setRevising(d);
    formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  return (
    <div className="flex flex-col gap-6">
      <Header w={w} />
      <DueList w={w} />
      {w.closed ? (
        <p role="status" data-testid="workspace-closed" className="rounded-lg border bg-muted/50 p-3 text-sm">
          {deliverableMessages.closedNote(w.closed)}
        </p>
      ) : null}
      {w.viewerRole === "creator" && !w.closed ? (
        <div ref={formRef}>
          <UploadForm
            workspace={w}
            revising={revising}
            onDone={() => {
              setRevising(null);
              void query.refetch();
            }}
            onStopRevising={() => setRevising(null)}
          />
        </div>
      ) : null}
      <section aria-labelledby="deliverables-heading" className="flex flex-col gap-3">
        <h2 id="deliverables-heading" className="text-lg font-semibold">
          {w.viewerRole === "host" ? "Review Content" : "Your deliverables"}
        </h2>
        {w.deliverables.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
            {w.closed
              ? "No content was delivered in this collaboration."
              : w.viewerRole === "host"
                ? "No content has been delivered yet. It appears here as soon as the creator uploads it."
                : "Nothing uploaded yet. Upload your first photo, video or caption above."}
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2" data-testid="deliverable-list">
            {w.deliverables.map((d) => (
              <DeliverableCard key={d.id} d={d} applicationId={applicationId} versionOf={versionOf} onRevise={revise} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
