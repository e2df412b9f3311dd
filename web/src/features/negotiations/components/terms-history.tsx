import { contentDueText } from "@domain/content-due.ts";
import { count, deliverablesText } from "@domain/counts.ts";
import { formatCents } from "@domain/money.ts";
import { type NegotiationTerms, negotiationMessages } from "@domain/negotiation.ts";
import { compensationLabels, counteredNote, termsStatusLabels, usageRightsLabels } from "@domain/terms-labels.ts";
import { format } from "date-fns";
import { Check, X } from "lucide-react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ApiError } from "@/lib/api.ts";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { useAnswerTerms } from "../api.ts";

const statusTone: Record<string, string> = {
  proposed: "bg-amber-100 text-amber-900",
  accepted: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  counter_proposed: "bg-sky-100 text-sky-900",
  expired: "bg-muted text-muted-foreground",
};

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' HH:mm");

/** Proposal history, newest first: proposer, status, dates, figures, what changed, and the viewer's answers. */
export function TermsHistory({ applicationId, terms }: { applicationId: string; terms: NegotiationTerms[] }) {
  const answer = useAnswerTerms(applicationId);
  const navigate = useNavigate();
  if (terms.length === 0) {
    return <p className="text-sm text-muted-foreground">No terms proposed yet.</p>;
  }
  const respond = (termsId: string, status: "accepted" | "rejected") =>
    answer.mutate(
      { termsId, status },
      {
        onSuccess: ({ negotiation }) => {
          const contractId = status === "accepted" ? negotiation.collaborationId : null;
          // The spec's toast as it is; once the terms are agreed it also leads to the contract (issue 33).
          toast.success(negotiationMessages.respondedTitle(status), {
            description: negotiationMessages.responded(status),
            action: contractId
              ? { label: "View contract", onClick: () => navigate(`/contracts/${contractId}`) }
              : undefined,
          });
        },
        onError: (error) =>
          toast.error("Error", {
            description:
              error instanceof ApiError && error.status > 0 && error.status < 500
                ? error.message
                : negotiationMessages.respondFailed,
          }),
      },
    );
  return (
    <ol className="grid gap-3" aria-label="Proposal history">
      {terms.map((t) => (
        <li key={t.id} className="rounded-lg border p-3 text-sm" data-testid="terms-card">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p>
              <span className="font-medium">{t.proposedBy.name}</span>{" "}
              <span className="text-muted-foreground">
                · <time dateTime={t.createdAt}>{when(t.createdAt)}</time>
              </span>
            </p>
            <span
              data-testid="terms-status"
              className={cn("rounded-full px-2.5 py-0.5 text-xs font-medium", statusTone[t.status])}
            >
              {termsStatusLabels[t.status]}
            </span>
          </div>
          {t.status === "counter_proposed" ? (
            <p className="mt-1 text-xs text-muted-foreground" data-testid="terms-countered">
              {counteredNote}
            </p>
          ) : null}
          <p className="mt-2">
            {deliverablesText(t)} · {count(t.additionalNights, "additional night")}
          </p>
          <p className="text-muted-foreground">
            {compensationLabels[t.compensationType as keyof typeof compensationLabels] ?? t.compensationType}
            {t.compensationType !== "accommodation_only" ? ` · ${formatCents(t.paymentAmountCents)}` : ""} ·{" "}
            {usageRightsLabels[t.usageRights as keyof typeof usageRightsLabels] ?? t.usageRights} rights for{" "}
            {count(t.usageDurationMonths, "month")} · {contentDueText(t.contentDueDays).toLowerCase()}
          </p>
          {t.specialRequirements ? <p className="mt-1 whitespace-pre-line">{t.specialRequirements}</p> : null}
          {t.changes.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Changes from the previous proposal">
              {t.changes.map((change) => (
                <li key={change} className="rounded bg-muted px-2 py-0.5 text-xs">
                  {change}
                </li>
              ))}
            </ul>
          ) : null}
          {t.status === "proposed" ? (
            <p className="mt-2 text-xs text-muted-foreground">
              Expires <time dateTime={t.expiresAt}>{when(t.expiresAt)}</time>
            </p>
          ) : null}
          {t.actions.length > 0 ? (
            <div className="mt-3 flex gap-2">
              <ConfirmDialog
                trigger={
                  <Button size="sm" disabled={answer.isPending}>
                    <Check aria-hidden="true" />
                    Accept
                  </Button>
                }
                title="Accept these terms?"
                description="Both of you are bound by them: the application becomes a contract, any agreed nights are held on the calendar and the content to deliver is fixed."
                confirmLabel="Accept terms"
                onConfirm={() => respond(t.id, "accepted")}
              />
              <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => respond(t.id, "rejected")}>
                <X aria-hidden="true" />
                Reject
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
