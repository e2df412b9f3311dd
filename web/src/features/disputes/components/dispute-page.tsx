import { dateTimeMedium } from "@domain/date-words.ts";
import {
  disputeCategories,
  disputeEffects,
  disputeOutcomes,
  disputeStatusLabels,
  evidenceAccept,
} from "@domain/disputes.ts";
import { ArrowLeft } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useAddEvidence, useDispute, useDisputeMessage, useWithdrawDispute } from "../api.ts";
import { DisputeThread } from "./dispute-thread.tsx";
import { EvidenceList } from "./evidence-list.tsx";

const when = (iso: string) => dateTimeMedium(new Date(iso));

/** `/disputes/:id` — a party's view: what was disputed, the evidence, the thread, withdrawal, then the decision. */
export function DisputePage({ id }: { id: string }) {
  const found = useDispute(id);
  const message = useDisputeMessage(id);
  const evidence = useAddEvidence(id);
  const withdraw = useWithdrawDispute(id);
  const picker = useRef<HTMLInputElement>(null);
  if (found.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner size="lg" label="Loading the dispute" />
      </div>
    );
  }
  if (found.isError) {
    return (
      <p role="alert" className="py-16 text-center text-muted-foreground">
        This dispute could not be found. Sign in with an account of the collaboration it is about.
      </p>
    );
  }
  const { dispute: d, viewer, canWithdraw } = found.data;
  const isOpen = d.status === "open";
  const partner = viewer === "host" ? d.creator.name : d.host.name;
  const addFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await evidence.mutateAsync(file);
      toast.success("Evidence added");
    } catch (error) {
      toast.error("The file was not added", { description: failureText(error, "Please try again.") });
    }
  };
  return (
    <article className="grid gap-6">
      <Link
        to="/contracts"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Contracts
      </Link>
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Dispute about “{d.listingTitle}” with {partner} · opened {when(d.openedAt)} by{" "}
          {d.openedBy === viewer ? "you" : `the ${d.openedBy}`}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{disputeCategories[d.category]}</h1>
        <div className="flex flex-wrap gap-2">
          <Badge variant={isOpen ? "warning" : "secondary"} data-testid="dispute-status">
            {disputeStatusLabels[d.status]}
          </Badge>
          {d.source === "no_show_contest" ? <Badge variant="outline">From a contested no-show</Badge> : null}
        </div>
      </header>
      {isOpen ? (
        <p className="rounded-lg border border-warning/30 bg-warning-soft p-3 text-sm">
          While the dispute is open neither of you can complete or cancel the collaboration, and its approval window and
          reminders stop counting. A CollabStay operator reads the collaboration's record and answers here.
        </p>
      ) : null}
      {d.resolution ? (
        <section
          className="grid gap-1 rounded-xl border border-border bg-card p-4 text-sm"
          data-testid="dispute-decision"
        >
          <h2 className="text-lg font-semibold">
            {d.status === "withdrawn" ? "Withdrawn" : disputeOutcomes[d.resolution.outcome]}
          </h2>
          {d.resolution.effect ? <p>{disputeEffects[d.resolution.effect]}</p> : null}
          {d.status === "withdrawn" ? (
            <p>The dispute was withdrawn by the person who opened it; the collaboration went on where it stopped.</p>
          ) : null}
          {d.resolution.statementLink ? (
            <Link to={d.resolution.statementLink} className="w-fit font-medium text-primary underline">
              Read the statement of reasons
            </Link>
          ) : null}
        </section>
      ) : null}
      <section className="grid gap-2 rounded-xl border border-border bg-card p-4">
        <h2 className="text-lg font-semibold">What happened</h2>
        <p className="whitespace-pre-line break-words text-sm">{d.description}</p>
        <h3 className="mt-2 font-medium">Evidence</h3>
        <EvidenceList evidence={found.data.evidence} />
        {isOpen ? (
          <div>
            <input
              ref={picker}
              type="file"
              accept={evidenceAccept}
              className="sr-only"
              aria-label="Add an evidence file"
              onChange={(event) => {
                void addFile(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <Button size="sm" variant="outline" disabled={evidence.isPending} onClick={() => picker.current?.click()}>
              {evidence.isPending ? "Uploading..." : "Add evidence"}
            </Button>
          </div>
        ) : null}
      </section>
      <DisputeThread
        thread={found.data.thread}
        open={isOpen}
        send={(body) => message.mutateAsync(body)}
        pending={message.isPending}
        idPrefix={`dispute-${id}`}
      />
      {canWithdraw ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="w-full sm:w-fit">
              Withdraw the dispute
            </Button>
          }
          title="Withdraw this dispute?"
          description="The collaboration goes on where it stopped and its timers count on with the time they had left. You can open a new dispute later."
          confirmLabel="Withdraw dispute"
          onConfirm={async () => {
            try {
              const result = await withdraw.mutateAsync(undefined);
              toast.success(result.message);
            } catch (error) {
              toast.error("Error", { description: failureText(error, "The dispute could not be withdrawn.") });
            }
          }}
        />
      ) : null}
    </article>
  );
}
