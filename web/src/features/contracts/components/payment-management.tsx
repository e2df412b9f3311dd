import { formatCents } from "@domain/money.ts";
import { paymentMessages } from "@domain/payment-labels.ts";
import type { Payment } from "@domain/payments.ts";
import { format } from "date-fns";
import { Ban, CheckCircle2, Wallet } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { QueryFallback } from "@/components/query-fallback.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { useCollaborations } from "../api.ts";
import { contractsMessages as m } from "../messages.ts";
import { useChangePaymentStatus, usePayments } from "../payments-api.ts";
import { paymentTone } from "./collaboration-card.tsx";
import { PaymentRequestDialog } from "./payment-request-dialog.tsx";

const actionLabels = { approved: "Approve", paid: "Mark as Paid", cancelled: "Cancel Request" } as const;
/** The host withdraws an unpaid payment they added (decision 0059). */
const withdrawLabel = "Withdraw Payment";
const success = {
  approved: paymentMessages.approved,
  paid: paymentMessages.paid,
  cancelled: paymentMessages.cancelled,
};
const failure = {
  approved: paymentMessages.approveFailed,
  paid: paymentMessages.paidFailed,
  cancelled: "Failed to cancel payment request.",
};

/** What happens next, for each side (decision 0059: the host owes, approves the creator's requests, marks paid). */
function nextStep(p: Payment, side: "host" | "creator") {
  if (p.status === "pending")
    return side === "host" ? "Waiting for your approval." : "Waiting for the host's approval.";
  if (p.status === "approved") {
    return side === "host"
      ? "Mark it paid once you have sent the money."
      : "The host marks it paid once the money is sent.";
  }
  return null;
}

function PaymentCard({ payment: p, side }: { payment: Payment; side: "host" | "creator" }) {
  const change = useChangePaymentStatus();
  const act = (status: "approved" | "paid" | "cancelled") =>
    change.mutate(
      { id: p.id, status },
      {
        onSuccess: () => toast.success(success[status]),
        onError: (e) =>
          toast.error("Error", {
            description: e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : failure[status],
          }),
      },
    );
  return (
    <article data-testid="payment-card" className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{formatCents(p.amountCents)}</p>
        <span
          data-testid="payment-status"
          className={cn("rounded-full px-2.5 py-0.5 text-xs font-medium capitalize", paymentTone[p.status])}
        >
          {p.status}
        </span>
      </div>
      <p className="capitalize text-muted-foreground">{p.paymentType} payment</p>
      <p>
        <span className="font-medium">{p.collaborationTitle}</span> · {p.madeBy === "host" ? "added" : "requested"} by{" "}
        {p.requester.name}
      </p>
      {p.description ? <p className="whitespace-pre-line">{p.description}</p> : null}
      <p className="text-xs text-muted-foreground">
        {p.madeBy === "host" ? "Added" : "Requested"} {format(new Date(p.createdAt), "MMM d, yyyy")}
        {p.approvedAt ? ` · approved ${format(new Date(p.approvedAt), "MMM d, yyyy")}` : ""}
        {p.paidAt ? ` · paid ${format(new Date(p.paidAt), "MMM d, yyyy")}` : ""}
      </p>
      {nextStep(p, side) ? (
        <p className="text-xs font-medium text-foreground" data-testid="payment-next-step">
          {nextStep(p, side)}
        </p>
      ) : null}
      {p.actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {p.actions.map((status) => {
            if (status !== "approved" && status !== "paid" && status !== "cancelled") return null;
            const withdraw = status === "cancelled" && p.status === "approved";
            const button = (
              <Button
                key={status}
                size="sm"
                variant={status === "cancelled" ? "outline" : "default"}
                disabled={change.isPending}
                onClick={status === "cancelled" && !withdraw ? () => act(status) : undefined}
              >
                {status === "cancelled" ? <Ban aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
                {withdraw ? withdrawLabel : actionLabels[status]}
              </Button>
            );
            if (status === "cancelled" && !withdraw) return button;
            if (withdraw) {
              return (
                <ConfirmDialog
                  key={status}
                  trigger={button}
                  title={`Withdraw ${formatCents(p.amountCents)}?`}
                  description="The payment you added is cancelled before it is paid; the creator sees it as cancelled."
                  confirmLabel="Withdraw payment"
                  onConfirm={() => act(status)}
                />
              );
            }
            // Approving and marking paid bind the host (issue 33 part 6): asked first.
            const amount = formatCents(p.amountCents);
            return (
              <ConfirmDialog
                key={status}
                trigger={button}
                title={status === "approved" ? `Approve ${amount}?` : `Mark ${amount} as paid?`}
                description={
                  status === "approved"
                    ? `You confirm that you owe ${p.requester.name} ${amount} for "${p.collaborationTitle}". Next you mark it paid once the money is sent.`
                    : `Only once the money has been sent: the creator is told that ${amount} was paid, and this can't be undone.`
                }
                confirmLabel={status === "approved" ? "Approve payment" : "Mark as paid"}
                onConfirm={() => act(status)}
              />
            );
          })}
        </div>
      ) : null}
    </article>
  );
}

/** Payment Management (spec 001 screen 9): request, totals per collaboration, and one card per payment. */
export function PaymentManagement() {
  const { userType } = useAuth();
  const side = userType === "host" ? "host" : "creator";
  const payments = usePayments();
  const collaborations = useCollaborations();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-foreground">{m.paymentsTitle}</h2>
          <p className="text-sm text-muted-foreground">{m.paymentsSubtitle}</p>
        </div>
        <PaymentRequestDialog collaborations={collaborations.data?.items ?? []} side={side} />
      </div>
      {payments.isPending || payments.isError ? (
        <QueryFallback query={payments} loading="Loading payments" failed={paymentMessages.loadFailed} />
      ) : payments.data.items.length === 0 ? (
        <EmptyState icon={Wallet} title={m.noPayments} />
      ) : (
        <>
          <section className="grid gap-3 sm:grid-cols-2" aria-label="Totals per collaboration">
            {payments.data.totals.map((t) => (
              <div
                key={t.collaborationId}
                className="rounded-xl border bg-card p-3 text-sm"
                data-testid="payment-totals"
              >
                <p className="font-medium">{t.collaborationTitle}</p>
                <p className="text-muted-foreground">
                  Requested {formatCents(t.requestedCents)} · Approved {formatCents(t.approvedCents)} · Paid{" "}
                  {formatCents(t.paidCents)}
                </p>
              </div>
            ))}
          </section>
          <div className="grid gap-3">
            {payments.data.items.map((p) => (
              <PaymentCard key={p.id} payment={p} side={side} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
