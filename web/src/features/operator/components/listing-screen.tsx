import { dateTimeMedium } from "@domain/date-words.ts";
import type { OperatorListingDetail } from "@domain/listing-moderation.ts";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { useAuditLog } from "../api.ts";
import { useOperatorListing } from "../listings-api.ts";
import { EntryRow } from "./audit-log-screen.tsx";
import { RepublishActions, UnpublishForm } from "./listing-moderation-forms.tsx";
import { ListingStatusBadge } from "./listing-status-badge.tsx";

const when = (iso: string) => dateTimeMedium(new Date(iso));

function Facts({ listing }: { listing: OperatorListingDetail }) {
  const facts: [string, string][] = [
    ["Location", listing.location],
    ["Category", listing.category],
    ["Created", when(listing.createdAt)],
    ["Last changed", when(listing.updatedAt)],
    ["Applications", `${listing.applications.total} (${listing.applications.pending} pending)`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[9rem_1fr]">
      <div className="contents">
        <dt className="text-sm text-muted-foreground">Host</dt>
        <dd className="[overflow-wrap:anywhere]">
          {listing.host.id ? (
            <Link to={`/operator/users/${listing.host.id}`} className="text-primary underline-offset-4 hover:underline">
              {listing.host.name}
            </Link>
          ) : (
            listing.host.name
          )}{" "}
          <span className="text-sm text-muted-foreground">{listing.host.email}</span>
        </dd>
      </div>
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ listingId }: { listingId: string }) {
  const log = useAuditLog({ targetId: listingId });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  if (log.isPending) return <Spinner label="Loading the history" />;
  if (log.isError) return <p className="text-sm text-destructive">The history could not be loaded.</p>;
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <ul className="-mx-4 border-t border-border">
      {entries.map((entry) => (
        <EntryRow key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

/** A listing in the console: its facts, host and history; unpublish it, or re-publish / decline the host's request. */
export function ListingScreen({ id }: { id: string }) {
  const detail = useOperatorListing(id);
  if (detail.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the listing" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <p role="alert" className="text-destructive">
        {failureText(detail.error, "The listing could not be loaded. Please try again.")}
      </p>
    );
  }
  const { listing } = detail.data;
  const { unpublication } = listing;
  return (
    <section aria-labelledby="listing-title" className="grid gap-6">
      <div className="grid gap-2">
        <Link to="/operator/listings" className="text-sm text-primary underline-offset-4 hover:underline">
          ← All listings
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="listing-title" className="text-2xl font-semibold break-words">
            {listing.title}
          </h1>
          <ListingStatusBadge status={listing.status} />
          {listing.republicationRequested && <Badge variant="warning">Re-publication requested</Badge>}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Listing</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {listing.coverUrl && (
                <img src={listing.coverUrl} alt="" className="aspect-video w-full max-w-md rounded-lg object-cover" />
              )}
              <Facts listing={listing} />
              <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere] text-foreground/80">
                {listing.description}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>History</CardTitle>
            </CardHeader>
            <CardContent>
              <History listingId={listing.id} />
            </CardContent>
          </Card>
        </div>
        <Card className="content-start">
          <CardHeader>
            <CardTitle>{unpublication ? "Unpublished" : "Unpublish"}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {unpublication ? (
              <>
                <p className="text-sm">
                  {unpublication.categoryLabel}, since {when(unpublication.unpublishedAt)}.
                </p>
                <p className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
                  {unpublication.statement}
                </p>
                {unpublication.request ? (
                  <div className="grid gap-1 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm">
                    <p className="font-medium">
                      The host asked for re-publication on {when(unpublication.request.at)}.
                    </p>
                    {unpublication.request.note && (
                      <p className="whitespace-pre-line [overflow-wrap:anywhere]">“{unpublication.request.note}”</p>
                    )}
                  </div>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    {unpublication.declined
                      ? `The last request was declined on ${when(unpublication.declined.at)}. No request is open.`
                      : "The host has not asked for re-publication yet."}
                  </p>
                )}
                <RepublishActions listingId={listing.id} unpublication={unpublication} />
              </>
            ) : (
              <UnpublishForm listingId={listing.id} />
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
