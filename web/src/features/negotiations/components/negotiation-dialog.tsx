import { negotiationMessages, stayLabel } from "@domain/negotiation.ts";
import { suggestedStayPayment, termsStartingPoint } from "@domain/negotiation-start.ts";
import { FormDialog } from "@/components/form-dialog.tsx";
import { QueryFallback } from "@/components/query-fallback.tsx";
import { useNegotiation } from "../api.ts";
import { ProposeTermsForm } from "./propose-terms-form.tsx";
import { TermsHistory } from "./terms-history.tsx";

/**
 * Collaboration Terms & Negotiation (spec 001 screen 11): application context, the creator's tier, the proposal
 * history (newest first, with what each proposal changed) and the Propose New Terms form while the application
 * is accepted. Live: `negotiation.updated` refreshes it for both parties.
 */
export function NegotiationDialog({
  applicationId,
  open,
  onOpenChange,
}: {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const negotiation = useNegotiation(applicationId, open);
  const data = negotiation.data;
  const start = data ? termsStartingPoint(data) : null;
  const suggestion = data && start ? suggestedStayPayment(data.tier, start.checkIn, start.checkOut) : null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Collaboration Terms & Negotiation"
      description="Agree deliverables, compensation and usage rights before the stay."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      {negotiation.isPending || negotiation.isError || !data || !start || !suggestion ? (
        <QueryFallback
          query={negotiation}
          loading="Loading negotiation"
          failed={negotiationMessages.loadFailed}
          className="py-8"
        />
      ) : (
        <div className="grid gap-5">
          <section aria-label="Application" className="grid gap-1 rounded-lg bg-muted/50 p-3 text-sm">
            <p>
              <span className="text-muted-foreground">Property:</span> {data.application.listingTitle}
            </p>
            <p>
              <span className="text-muted-foreground">Location:</span> {data.application.location}
            </p>
            <p>
              <span className="text-muted-foreground">Application:</span> #{data.application.reference}
            </p>
            <p data-testid="negotiation-dates">
              <span className="text-muted-foreground">Dates:</span>{" "}
              {data.application.checkIn
                ? stayLabel(data.application.checkIn, data.application.checkOut)
                : "Flexible dates"}
            </p>
          </section>
          <section aria-label="Creator tier" className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {[
              ["Tier", data.tier.tierLevel],
              ["Base rate / night", `$${data.tier.baseRatePerNight}`],
              ["Multiplier", `×${data.tier.premiumMultiplier}`],
              ["Suggested payment", `$${suggestion.dollars}`],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border p-2">
                <p className="text-xs text-muted-foreground">{label}</p>
                <p className="font-medium capitalize" data-testid={`tier-${label}`}>
                  {value}
                </p>
                {label === "Suggested payment" ? (
                  <p className="text-xs text-muted-foreground" data-testid="suggestion-explained">
                    {suggestion.explained}
                  </p>
                ) : null}
              </div>
            ))}
          </section>
          <section aria-label="Proposed terms" className="grid gap-2">
            <h3 className="font-semibold">Proposal history</h3>
            <TermsHistory applicationId={applicationId} terms={data.terms} />
          </section>
          {data.canPropose ? (
            <ProposeTermsForm
              startKey={data.terms[0]?.id ?? "first"}
              applicationId={applicationId}
              suggestedPayment={suggestion.dollars}
              start={start}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {data.application.status === "contract"
                ? "Terms are agreed: this collaboration is under contract."
                : negotiationMessages.notAccepted}
            </p>
          )}
        </div>
      )}
    </FormDialog>
  );
}
