import { dateLong } from "@domain/date-words.ts";
import { appealMonths, explanationMax } from "@domain/report-labels.ts";
import type { Statement } from "@domain/reports.ts";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useAppeal, useStatement } from "../api.ts";

const when = (iso: string) => dateLong(new Date(iso));

/**
 * A statement of reasons (issue 36 part 3): what was restricted, which section of the terms it breaks, the facts,
 * whether anything automated took part, and how to appeal — with the appeal form itself (part 4).
 */
export function StatementPage({ id, token }: { id: string; token: string | null }) {
  const found = useStatement(id, token);
  if (found.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner size="lg" label="Loading the statement" />
      </div>
    );
  }
  if (found.isError) {
    return (
      <p role="alert" className="py-16 text-center text-muted-foreground">
        This statement could not be found. Sign in with the account it is about, or open the link from its e-mail.
      </p>
    );
  }
  const { statement } = found.data;
  // A decided dispute (decision 0069): the same page, for both parties, without a rule broken or an appeal.
  const dispute = statement.itemKind === "collaboration";
  return (
    <article className="grid gap-6">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">Statement of reasons · {when(statement.decidedAt)}</p>
        <h1 className="text-2xl font-semibold tracking-tight">
          {statement.onAppeal
            ? "Decision on your appeal"
            : dispute
              ? "CollabStay decision on the dispute about your collaboration"
              : "CollabStay decision about your content or account"}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Badge variant={statement.onAppeal?.reversed ? "default" : "warning"}>{statement.outcome}</Badge>
          <Badge variant="outline">{statement.itemLabel}</Badge>
        </div>
      </header>
      <dl className="grid gap-4 rounded-xl border border-border bg-card p-5 text-sm">
        <Entry term={dispute ? "What happens to the collaboration" : "What was restricted"}>
          {statement.restriction}
          {statement.itemTitle ? <span className="block text-muted-foreground">“{statement.itemTitle}”</span> : null}
        </Entry>
        {statement.termsSection ? (
          <Entry term="Which rule it breaks">
            Our terms, section{" "}
            <Link to={statement.termsSection.link} className="font-medium text-primary underline underline-offset-2">
              {statement.termsSection.title}
            </Link>
          </Entry>
        ) : null}
        <Entry term={statement.onAppeal || dispute ? "Why" : "The facts"}>
          <span className="whitespace-pre-line break-words">{statement.facts}</span>
        </Entry>
        <Entry term="Automated means">{statement.automated}</Entry>
        <Entry term={dispute ? "If you disagree" : "How to appeal"}>
          {dispute ? (
            <>
              This decision is final on CollabStay. You keep every right you have under the law; for questions, write to
              us through the{" "}
              <Link to="/contact" className="text-primary underline">
                contact form
              </Link>
              .
            </>
          ) : (
            <AppealState statement={statement} />
          )}
        </Entry>
      </dl>
      {statement.appeal.possible ? <AppealForm id={id} token={token} /> : null}
    </article>
  );
}

function Entry({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="font-medium">{term}</dt>
      <dd className="text-foreground/85">{children}</dd>
    </div>
  );
}

function AppealState({ statement }: { statement: Statement }) {
  if (statement.onAppeal) {
    return (
      <>
        This decision answers your appeal and is final on CollabStay.{" "}
        <Link to={`/statements/${statement.onAppeal.originalId}`} className="text-primary underline">
          The decision you appealed
        </Link>
      </>
    );
  }
  const sent = statement.appeal.sent;
  if (sent?.status === "decided") {
    return (
      <>
        You appealed on {when(sent.at)}; the appeal is decided.{" "}
        {sent.resultId ? (
          <Link to={`/statements/${sent.resultId}`} className="text-primary underline">
            Read the decision on your appeal
          </Link>
        ) : null}
      </>
    );
  }
  if (sent) return <>You appealed on {when(sent.at)}. Another operator is reviewing it and will let you know.</>;
  if (statement.appeal.possible && statement.appeal.until) {
    return (
      <>
        You can contest this decision once, until {when(statement.appeal.until)} ({appealMonths} months), with the form
        below. Another operator than the one who decided reviews it.
      </>
    );
  }
  return <>The appeal period of {appealMonths} months is over.</>;
}

function AppealForm({ id, token }: { id: string; token: string | null }) {
  const appeal = useAppeal(id, token);
  const [explanation, setExplanation] = useState("");
  const [failure, setFailure] = useState("");
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    if (explanation.trim().length < 10)
      return setFailure("Tell us why the decision is wrong, in at least 10 characters.");
    try {
      const { message } = await appeal.mutateAsync(explanation);
      toast.success(message);
    } catch (error) {
      setFailure(failureText(error, "Your appeal could not be sent. Please try again."));
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-xl border border-border bg-card p-5">
      <h2 className="text-lg font-semibold">Appeal this decision</h2>
      <TextareaField
        id="appeal-explanation"
        label="Why is the decision wrong?"
        hint="Say what the operator missed. You can appeal once."
        value={explanation}
        onChange={setExplanation}
        maxLength={explanationMax}
        rows={5}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={appeal.isPending} className="w-full sm:w-fit">
        {appeal.isPending ? "Sending..." : "Send appeal"}
      </Button>
    </form>
  );
}
