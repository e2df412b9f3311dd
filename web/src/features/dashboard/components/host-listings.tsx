import { Building2, MapPin } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { type MyListing, useMyListings } from "../api.ts";
import { dashboardMessages } from "../messages.ts";
import { EmptyState } from "./empty-state.tsx";
import { LoadError } from "./load-error.tsx";

const statusBadge = {
  active: { label: "Active", variant: "success" },
  paused: { label: "Paused", variant: "warning" },
  archived: { label: "Archived", variant: "secondary" },
} as const;

/**
 * My Listings: the host's own listings, read-only for now (creating, editing and deleting arrive with the
 * listings feature), or the spec's empty state.
 */
export function HostListings() {
  const listings = useMyListings();

  if (listings.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your listings" />
      </div>
    );
  }
  if (listings.isError) {
    return <LoadError message={dashboardMessages.loadListingsFailed} onRetry={() => listings.refetch()} />;
  }
  if (listings.data.length === 0) {
    return (
      <EmptyState icon={Building2} title={dashboardMessages.noListings}>
        Your listings will appear here with their applications once you publish them.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.data.map((listing) => (
        <ListingCard key={listing.id} listing={listing} />
      ))}
    </ul>
  );
}

function ListingCard({ listing }: { listing: MyListing }) {
  const status = statusBadge[listing.status];
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <div className="aspect-video bg-muted">
        {listing.coverCardUrl ? (
          <img src={listing.coverCardUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <Building2 className="size-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          <span className="text-sm text-muted-foreground">
            {dashboardMessages.applicationCount(listing.applicationCount)}
          </span>
        </div>
        <h3 className="text-lg leading-snug font-semibold break-words">{listing.title}</h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{listing.location}</span>
        </p>
        <p className="line-clamp-3 text-sm text-foreground/80">{listing.description}</p>
      </div>
    </li>
  );
}
