import { dateTimeMedium } from "@domain/date-words.ts";
import {
  type CaseDecision,
  type CaseDetail,
  type DecisionOutcome,
  decisionOutcomes,
  outcomeLabelOf,
  reportItemLabels,
  type TermsSection,
  termsSections,
} from "@domain/reports.ts";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { cn } from "@/lib/cn.ts";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useOperator } from "../api.ts";
import { useCase, useDecideAppeal, useDecideCase } from "../reports-api.ts";
import { CodeAgain } from "./suspend-form.tsx";

const day = (iso: string) => dateTimeMedium(new Date(iso));

/**
 * One case (issue 36 part 2): the snapshot taken at the first report beside the item as it is now, the reports
 * with the reporters' words, the author's earlier decisions, the decision form, and any appeal with its form.
 */
export function CaseScreen({ id }: { id: string }) {
  const found = useCase(id);
  if (found.isPending) return <Spinner label="Loading the case" />;
  if (found.isError) return <p role="alert">This case could not be found.</p>;
  const c = found.data.case;
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Link to="/operator/reports" className="text-sm text-primary underline-offset-2 hover:underline">
          ← All cases
        </Link>
        <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          {reportItemLabels[c.itemKind]}: {c.snapshot.title ?? c.snapshot.author ?? "untitled"}
          <Badge variant={c.status === "open" ? "warning" : "outline"}>
            {c.status === "open" ? "Open" : "Decided"}
          </Badge>
        </h1>
        <p className="text-sm text-muted-foreground">
          By {c.author.name ?? "a deleted account"}
          {c.author.id ? (
            <>
              {" "}
              · <Link to={`/operator/users/${c.author.id}`}>their page</Link>
            </>
          ) : null}
          {c.author.suspended ? " · suspended" : ""} · reported since {day(c.openedAt)}
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <ContentBox title={`Snapshot at the first report (${day(c.snapshot.takenAt)})`}>
          {c.snapshot.title ? <p className="font-medium">{c.snapshot.title}</p> : null}
          <p className="whitespace-pre-line break-words">{c.snapshot.text ?? "(no text)"}</p>
          {c.snapshot.fileUrl ? (
            <a href={c.snapshot.fileUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline">
              Open the kept file
            </a>
          ) : c.snapshot.filePurged ? (
            <p className="text-xs text-muted-foreground">The kept file was deleted after the appeal period.</p>
          ) : null}
        </ContentBox>
        <ContentBox title="Now">
          {c.current === null ? (
            <p className="text-muted-foreground">Deleted since it was reported.</p>
          ) : (
            <>
              {c.current.removed ? <Badge variant="destructive">Removed by CollabStay</Badge> : null}
              {c.current.title ? <p className="font-medium">{c.current.title}</p> : null}
              <p className="whitespace-pre-line break-words">{c.current.text ?? "(no text)"}</p>
            </>
          )}
        </ContentBox>
      </div>
      <section aria-labelledby="reports-title" className="grid gap-2">
        <h2 id="reports-title" className="text-lg font-semibold">
          Reports ({c.reportList.length})
        </h2>
        <ul className="grid gap-2">
          {c.reportList.map((r) => (
            <li key={r.id} className="grid gap-1 rounded-lg border border-border bg-card p-3 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{r.categoryLabel}</Badge>
                <span className="text-muted-foreground">
                  {r.reporter.name ?? r.reporter.email ?? "a deleted account"} · {day(r.createdAt)}
                </span>
                {r.lowPriority ? <Badge variant="warning">Reporter warned</Badge> : null}
              </span>
              {r.explanation ? <p className="whitespace-pre-line break-words">“{r.explanation}”</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="history-title" className="grid gap-2">
        <h2 id="history-title" className="text-lg font-semibold">
          The author's earlier decisions
        </h2>
        {c.authorHistory.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {c.authorHistory.map((h) => (
              <li key={`${h.caseId}-${h.at}`}>
                <Link to={`/operator/reports/${h.caseId}`} className="text-primary underline">
                  {reportItemLabels[h.itemKind]}
                </Link>{" "}
                · {outcomeLabelOf(h.outcome)} · {day(h.at)}
              </li>
            ))}
          </ul>
        )}
      </section>
      {c.decisions.length > 0 ? (
        <section aria-labelledby="decisions-title" className="grid gap-3">
          <h2 id="decisions-title" className="text-lg font-semibold">
            Decisions
          </h2>
          {c.decisions.map((d) => (
            <DecisionBox key={d.id} decision={d} />
          ))}
        </section>
      ) : null}
      {c.status === "open" ? <DecisionForm detail={c} /> : null}
    </div>
  );
}

function ContentBox({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid content-start gap-2 rounded-xl border border-border bg-card p-4 text-sm">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      {children}
    </section>
  );
}

function DecisionBox({ decision: d }: { decision: CaseDecision }) {
  const { data } = useOperator();
  return (
    <article className="grid gap-2 rounded-xl border border-border bg-card p-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={d.kind === "appeal" ? "secondary" : "default"}>
          {d.kind === "appeal" ? `Appeal: ${d.outcomeLabel}` : d.outcomeLabel}
        </Badge>
        <span className="text-muted-foreground">
          {d.operator.name ?? "an operator"} · {day(d.at)}
          {d.termsSection
            ? ` · terms ${(termsSections as Record<string, { title: string }>)[d.termsSection]?.title}`
            : ""}
        </span>
      </p>
      {d.facts ? <p className="whitespace-pre-line break-words">{d.facts}</p> : null}
      {d.appeal ? (
        <div className="grid gap-2 border-t border-border pt-2">
          <p>
            <span className="font-medium">Appeal</span> · {day(d.appeal.createdAt)}:{" "}
            <span className="whitespace-pre-line break-words">“{d.appeal.explanation}”</span>
          </p>
          {d.appeal.status === "open" ? (
            d.operator.id === data?.operator.id ? (
              <p className="text-muted-foreground">You made this decision: another operator decides the appeal.</p>
            ) : (
              <AppealForm appealId={d.appeal.id} />
            )
          ) : (
            <p className="text-muted-foreground">Decided: {outcomeLabelOf(d.appeal.outcome ?? "")}.</p>
          )}
        </div>
      ) : null}
    </article>
  );
}

function AppealForm({ appealId }: { appealId: string }) {
  const decide = useDecideAppeal(appealId);
  const [outcome, setOutcome] = useState<"upheld" | "reversed">("reversed");
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState("");
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      const { message } = await decide.mutateAsync({ outcome, reason });
      toast.success(message);
    } catch (error) {
      setFailure(failureText(error, "The appeal could not be decided. Please try again."));
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Choices
        legend="Appeal decision"
        name="appeal-outcome"
        value={outcome}
        onChange={(v) => setOutcome(v as "upheld" | "reversed")}
        options={[
          ["reversed", "Reverse the decision (restore)"],
          ["upheld", "Keep the decision"],
        ]}
      />
      <TextareaField
        id={`appeal-reason-${appealId}`}
        label="Reason"
        hint="The person reads this as the statement of the appeal's decision."
        value={reason}
        onChange={setReason}
        maxLength={2000}
        rows={3}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={decide.isPending} className="w-full sm:w-fit">
        {decide.isPending ? "Deciding..." : "Decide the appeal"}
      </Button>
    </form>
  );
}

function Choices({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(([v, label]) => (
          <label
            key={v}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm",
              value === v ? "border-primary bg-primary/5" : "border-border",
            )}
          >
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DecisionForm({ detail }: { detail: CaseDetail }) {
  const decide = useDecideCase(detail.id);
  const [outcome, setOutcome] = useState<DecisionOutcome>("no_action");
  const [section, setSection] = useState<TermsSection>("3");
  const [facts, setFacts] = useState("");
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState("");
  const restricts = outcome !== "no_action";
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      const { message } = await decide.mutateAsync({
        outcome,
        ...(restricts ? { termsSection: section, facts } : {}),
        ...(outcome === "suspend" ? { code } : {}),
      });
      toast.success(message);
    } catch (error) {
      setFailure(failureText(error, "The case could not be decided. Please try again."));
    }
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="decide-title"
      className="grid gap-4 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="decide-title" className="text-lg font-semibold">
        Decide
      </h2>
      <Choices
        legend="Decision"
        name="case-outcome"
        value={outcome}
        onChange={(v) => setOutcome(v as DecisionOutcome)}
        options={detail.outcomes.map((o) => [o, decisionOutcomes[o]])}
      />
      {restricts ? (
        <>
          <div className="grid gap-2">
            <Label htmlFor="case-section">Section of the terms it breaks</Label>
            <NativeSelect
              id="case-section"
              value={section}
              onChange={(e) => setSection(e.target.value as TermsSection)}
            >
              {Object.entries(termsSections).map(([key, s]) => (
                <option key={key} value={key}>
                  {s.title}
                </option>
              ))}
            </NativeSelect>
          </div>
          <TextareaField
            id="case-facts"
            label="Facts"
            hint="The author reads this in the statement of reasons (never who reported)."
            value={facts}
            onChange={setFacts}
            maxLength={2000}
            rows={4}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">The reporters are told no action was taken.</p>
      )}
      {outcome === "suspend" ? <CodeAgain value={code} onChange={setCode} /> : null}
      <FormAlert>{failure}</FormAlert>
      <Button
        type="submit"
        variant={restricts ? "destructive" : "default"}
        disabled={decide.isPending}
        className="w-full sm:w-fit"
      >
        {decide.isPending ? "Deciding..." : `Decide: ${decisionOutcomes[outcome]}`}
      </Button>
    </form>
  );
}
