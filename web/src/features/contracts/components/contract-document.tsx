import { agreedDeliverablesText } from "@domain/collaboration-wording.ts";
import type { ContractDocument } from "@domain/collaborations.ts";
import { contentDueText } from "@domain/content-due.ts";
import { count } from "@domain/counts.ts";
import { formatCents } from "@domain/money.ts";
import { formatNight } from "@domain/stay-dates.ts";
import { stayPhaseLabels } from "@domain/stay-phase-labels.ts";
import { usageRightsLabels } from "@domain/terms-labels.ts";
import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Printer } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { call, client, pathParam } from "@/lib/api-client.ts";
import { collaborationsQueryKey } from "../api.ts";

const when = (iso: string | null) => (iso ? format(new Date(iso), "MMM d, yyyy 'at' HH:mm") : "Not recorded");
const words = (v: string) => v.replace(/_/g, " ");

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 border-b py-2 text-sm last:border-b-0 print:break-inside-avoid">
      <dt className="text-muted-foreground">{label}</dt>
      <dd data-testid={`contract-${label}`}>{children}</dd>
    </div>
  );
}

/**
 * The printable contract (issue 16 part 4; issue 35 part 10): parties and listing, check-in and check-out,
 * nights and guests, deliverables, compensation, usage rights and duration, special requirements and when each
 * party agreed. The print stylesheet (styles.css,
 * `@media print`) hides the site chrome and the Print button, so the browser's Save as PDF gives a clean page.
 */
export function ContractDocumentPage({ id }: { id: string }) {
  const doc = useQuery({
    queryKey: [...collaborationsQueryKey, "document", id],
    queryFn: async ({ signal }): Promise<ContractDocument> =>
      (await call(
        client.api.collaborations[":id"].$get({ param: { id: pathParam(id) } }, { init: { signal } }),
      )) as ContractDocument,
  });
  if (doc.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading contract" />
      </div>
    );
  }
  if (doc.isError) {
    return (
      <div role="alert" className="py-10 text-center text-sm text-muted-foreground">
        Contract not found.{" "}
        <Link to="/contracts" className="underline">
          Back to contracts
        </Link>
      </div>
    );
  }
  const { collaboration: c, terms, acceptedAt, guestCount } = doc.data;
  const rights = terms
    ? (usageRightsLabels[terms.usageRights as keyof typeof usageRightsLabels] ?? terms.usageRights)
    : "";
  return (
    <article className="flex flex-col gap-6 rounded-xl border bg-card p-6 print:border-0 print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Collaboration contract · #{c.id.slice(0, 8).toUpperCase()}</p>
          <h1 className="text-2xl font-semibold">{c.listing.title}</h1>
          <p className="text-sm text-muted-foreground">{c.listing.location}</p>
        </div>
        <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print / Save as PDF
        </Button>
      </div>
      <section>
        <h2 className="mb-1 font-semibold">Parties</h2>
        <dl>
          <Row label="Host">{c.host.name}</Row>
          <Row label="Creator">{c.creator.name}</Row>
          <Row label="Listing">
            {c.listing.title}
            {c.listing.location ? ` · ${c.listing.location}` : ""}
          </Row>
        </dl>
      </section>
      <section>
        <h2 className="mb-1 font-semibold">Stay and deliverables</h2>
        <dl>
          <Row label="Status">
            <span className="capitalize">{c.status}</span>
          </Row>
          <Row label="Check-in">{c.startDate ? formatNight(c.startDate) : "No agreed dates"}</Row>
          <Row label="Check-out">{c.checkOutDate ? formatNight(c.checkOutDate) : "No agreed dates"}</Row>
          <Row label="Nights">{c.totalNights ?? 0}</Row>
          <Row label="Guests">{guestCount ?? "Not specified"}</Row>
          <Row label="Stay">{stayPhaseLabels[c.stay.phase]}</Row>
          {c.cancellation ? (
            <Row label="Cancelled">{`By the ${c.cancellation.by}: ${c.cancellation.reason}`}</Row>
          ) : null}
          {c.stay.checkInCode ? (
            <Row label="Check-in code">
              <span className="font-mono tracking-widest">{c.stay.checkInCode}</span>
            </Row>
          ) : null}
          <Row label="Deliverables">{agreedDeliverablesText(c.agreedDeliverables)}</Row>
          <Row label="Content due">
            {contentDueText(c.contentDue.days).replace(/^Content due /, "")}
            {c.contentDue.date ? ` · ${formatNight(c.contentDue.date)}` : ""}
          </Row>
        </dl>
      </section>
      <section>
        <h2 className="mb-1 font-semibold">Compensation and rights</h2>
        {terms ? (
          <dl>
            <Row label="Compensation">
              <span className="capitalize">{words(terms.compensationType)}</span>
              {terms.compensationType !== "accommodation_only" ? ` · ${formatCents(terms.paymentAmountCents)}` : ""}
            </Row>
            <Row label="Usage rights">
              {rights} for {count(terms.usageDurationMonths, "month")}
            </Row>
            <Row label="Special requirements">{terms.specialRequirements ?? "None"}</Row>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            No terms were negotiated: the application's deliverables apply, payment {formatCents(c.paymentAmountCents)}.
          </p>
        )}
      </section>
      <section>
        <h2 className="mb-1 font-semibold">Acceptance</h2>
        <dl>
          <Row label="Host agreed">{when(acceptedAt.host)}</Row>
          <Row label="Creator agreed">{when(acceptedAt.creator)}</Row>
        </dl>
      </section>
    </article>
  );
}
