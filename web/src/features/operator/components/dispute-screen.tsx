import { dateTimeMedium } from "@domain/date-words.ts";
import {
  type DisputeEffect,
  type DisputeOutcome,
  disputeCategories,
  disputeEffectKeys,
  disputeEffects,
  disputeOutcomeKeys,
  disputeOutcomes,
  disputeStatusLabels,
  type TimelineEvent,
  timelineKindLabels,
} from "@domain/disputes.ts";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { optionsOf, SelectField } from "@/components/ui/select-field.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { DisputeThread, EvidenceList } from "@/features/disputes/index.ts";
import { cn } from "@/lib/cn.ts";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useOperatorDispute, useOperatorDisputeMessage, useResolveDispute } from "../disputes-api.ts";

const when = (iso: string) => dateTimeMedium(new Date(iso));
const kindTone: Record<TimelineEvent["kind"], string> = {
  application: "bg-violet-100 text-violet-900",
  terms: "bg-sky-100 text-sky-900",
  message: "bg-slate-100 text-slate-900",
  nights: "bg-emerald-100 text-emerald-900",
  stay: "bg-emerald-100 text-emerald-900",
  deliverable: "bg-amber-100 text-amber-900",
  feedback: "bg-amber-100 text-amber-900",
  payment: "bg-teal-100 text-teal-900",
  status: "bg-indigo-100 text-indigo-900",
  dispute: "bg-orange-100 text-orange-900",
};
const actorLabel = { host: "Host", creator: "Creator", operator: "CollabStay", system: "Automatic" } as const;

/** A dispute in the console (issue 37 parts 3–4): the timeline from the record, the thread, the decision. */
export function DisputeScreen({ id }: { id: string }) {
  const found = useOperatorDispute(id);
  const message = useOperatorDisputeMessage(id);
  if (found.isPending) return <Spinner label="Loading the dispute" />;
  if (found.isError) {
    return (
      <p role="alert" className="text-muted-foreground">
        This dispute could not be loaded.{" "}
        <Link to="/operator/disputes" className="text-primary underline">
          Back to the disputes
        </Link>
      </p>
    );
  }
  const { dispute: d, timeline, evidence, thread } = found.data;
  const isOpen = d.status === "open";
  return (
    <div className="grid gap-6">
      <Link
        to="/operator/disputes"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Disputes
      </Link>
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{disputeCategories[d.category]}</h1>
        <p className="text-sm text-muted-foreground">
          “{d.listingTitle}” · host {d.host.name} · creator {d.creator.name} · opened by the {d.openedBy}{" "}
          {when(d.openedAt)} · collaboration {d.collaborationStatus}
        </p>
        <div className="flex flex-wrap gap-2">
          <Badge variant={isOpen ? "warning" : "secondary"}>{disputeStatusLabels[d.status]}</Badge>
          {d.source === "no_show_contest" ? <Badge variant="outline">From a contested no-show</Badge> : null}
          {d.resolution ? <Badge variant="outline">{disputeOutcomes[d.resolution.outcome]}</Badge> : null}
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="timeline-title" className="grid content-start gap-3">
          <h2 id="timeline-title" className="text-lg font-semibold">
            Timeline ({timeline.length})
          </h2>
          <ol className="grid gap-2 border-l-2 border-border pl-4" data-testid="dispute-timeline">
            {timeline.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in a fixed order; two events may match in every field
              <li key={`${e.at}-${i}`} className="relative grid gap-1 text-sm">
                <span className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-border" aria-hidden="true" />
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <span className={cn("rounded-full px-2 py-0.5 font-medium", kindTone[e.kind])}>
                    {timelineKindLabels[e.kind]}
                  </span>
                  <time dateTime={e.at}>{when(e.at)}</time>
                  {e.actor ? <span>· {actorLabel[e.actor]}</span> : null}
                </span>
                <span className="font-medium break-words">{e.title}</span>
                {e.changes.length ? (
                  <ul className="list-disc pl-5 text-muted-foreground">
                    {e.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                ) : null}
                {e.detail ? (
                  <span className="whitespace-pre-line break-words text-foreground/80">{e.detail}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
        <div className="grid content-start gap-6">
          <section className="grid gap-2 rounded-xl border border-border bg-card p-4 text-sm">
            <h2 className="text-lg font-semibold">The opener's words</h2>
            <p className="whitespace-pre-line break-words">{d.description}</p>
            <h3 className="mt-2 font-medium">Evidence</h3>
            <EvidenceList evidence={evidence} />
          </section>
          <DisputeThread
            thread={thread}
            open={isOpen}
            send={(body) => message.mutateAsync(body)}
            pending={message.isPending}
            idPrefix={`operator-dispute-${id}`}
          />
          {isOpen ? <ResolutionForm id={id} opener={d.openedBy} /> : <Decided resolution={d.resolution} />}
        </div>
      </div>
    </div>
  );
}

function Decided({
  resolution,
}: {
  resolution: { outcome: DisputeOutcome; effect: DisputeEffect | null; reasons: string | null } | null;
}) {
  if (!resolution) return null;
  return (
    <section className="grid gap-1 rounded-xl border border-border bg-card p-4 text-sm">
      <h2 className="text-lg font-semibold">{disputeOutcomes[resolution.outcome]}</h2>
      {resolution.effect ? <p>{disputeEffects[resolution.effect]}</p> : null}
      {resolution.reasons ? <p className="whitespace-pre-line text-muted-foreground">{resolution.reasons}</p> : null}
    </section>
  );
}

function ResolutionForm({ id, opener }: { id: string; opener: "host" | "creator" }) {
  const resolve = useResolveDispute(id);
  const [outcome, setOutcome] = useState<DisputeOutcome | "">("");
  const [effect, setEffect] = useState<DisputeEffect | "">("");
  const [reasons, setReasons] = useState("");
  const [failure, setFailure] = useState("");
  const problem = !outcome
    ? "Choose an outcome."
    : !effect
      ? "Choose what happens to the collaboration."
      : reasons.trim().length < 20
        ? "Give both parties your reasons in at least 20 characters."
        : "";
  const decide = async () => {
    setFailure("");
    if (problem || !outcome || !effect) return setFailure(problem);
    try {
      const result = await resolve.mutateAsync({ outcome, effect, reasons });
      toast.success("Dispute decided", { description: result.message });
    } catch (error) {
      setFailure(failureText(error, "The decision could not be saved. Please try again."));
    }
  };
  return (
    <section aria-labelledby="resolution-title" className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id="resolution-title" className="text-lg font-semibold">
        Decide
      </h2>
      <SelectField
        id="dispute-outcome"
        label="Outcome"
        placeholder="Choose an outcome"
        value={outcome}
        onChange={setOutcome}
        options={optionsOf(disputeOutcomeKeys, {
          ...disputeOutcomes,
          withdrawn: `Withdrawn by the opener (the ${opener})`,
        })}
      />
      <SelectField
        id="dispute-effect"
        label="What happens to the collaboration"
        placeholder="Choose an effect"
        value={effect}
        onChange={setEffect}
        options={optionsOf(disputeEffectKeys, disputeEffects)}
      />
      <TextareaField
        id="dispute-reasons"
        label="Statement of reasons"
        hint="Both parties read it on the statement page, by notification and e-mail. Say what the record shows."
        value={reasons}
        onChange={setReasons}
        maxLength={4000}
        rows={5}
      />
      <FormAlert>{failure}</FormAlert>
      {problem ? (
        <Button type="button" onClick={decide} className="w-full sm:w-fit">
          Decide the dispute
        </Button>
      ) : (
        <ConfirmDialog
          trigger={
            <Button type="button" disabled={resolve.isPending} className="w-full sm:w-fit">
              Decide the dispute
            </Button>
          }
          title="Decide this dispute?"
          description={`${outcome ? disputeOutcomes[outcome] : ""} — ${effect ? disputeEffects[effect] : ""}. Both parties get the statement at once; this cannot be undone from the console.`}
          confirmLabel="Decide"
          onConfirm={() => void decide()}
        />
      )}
    </section>
  );
}
