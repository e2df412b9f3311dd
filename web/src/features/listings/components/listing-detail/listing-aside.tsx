import { listingMessages } from "@domain/listing-messages.ts";
import { MapPin, Pencil, Tag } from "lucide-react";
import { useNavigate } from "react-router";
import { LinkButton } from "@/components/link-button.tsx";
import { ListingApplyArea } from "@/features/applications/listing.ts";
import { PersonMenu } from "@/features/blocks/index.ts";
import { ReputationFigures, ReviewList } from "@/features/reviews/index.ts";
import { useAuth } from "@/lib/auth.tsx";
import type { ListingDetail } from "../../api.ts";
import { formatDate, formatMonth, initials } from "../../format.ts";

/** The side column: Edit for the owner or the apply area for a creator, then the host and the figures. */
export function ListingAside({ listing }: { listing: ListingDetail }) {
  const { userType } = useAuth();
  return (
    <aside className="grid content-start gap-6" aria-label="About the host and this listing">
      {listing.isOwner ? (
        <div className="grid gap-3 rounded-xl border border-primary/30 bg-primary-soft p-5">
          <p className="text-sm text-secondary-foreground">This is your listing.</p>
          <LinkButton to={`/host/listings/${listing.id}/edit`} icon={Pencil}>
            Edit Listing
          </LinkButton>
        </div>
      ) : userType === "creator" ? (
        <ListingApplyArea
          listing={{
            id: listing.id,
            title: listing.title,
            hostName: listing.host.fullName || listingMessages.unknownHost,
            minFollowerCount: listing.minFollowerCount,
            active: listing.status === "active",
            contentExpectations: listing.contentExpectations,
          }}
        />
      ) : null}
      <HostCard listing={listing} />
      <StatsCard listing={listing} />
    </aside>
  );
}

function HostCard({ listing }: { listing: ListingDetail }) {
  const { host } = listing;
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="host-card-title"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="host-card-title" className="text-base font-semibold">
          Hosted by
        </h2>
        {listing.isOwner || !listing.hostId ? null : (
          <PersonMenu
            person={{ id: listing.hostId, name: host.fullName || listingMessages.unknownHost }}
            role="host"
            // The host's listings are "not found" to the blocker from now on: back to discovery.
            onBlocked={() => navigate("/listings", { replace: true })}
          />
        )}
      </div>
      <div className="flex items-center gap-3">
        {host.avatarUrl ? (
          <img src={host.avatarUrl} alt="" className="size-12 rounded-full object-cover" />
        ) : (
          <span
            className="flex size-12 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
            aria-hidden="true"
          >
            {initials(host.fullName)}
          </span>
        )}
        <div className="grid min-w-0">
          <p className="truncate font-medium">{host.fullName || listingMessages.unknownHost}</p>
          <p className="text-xs text-muted-foreground">Member since {formatMonth(host.memberSince)}</p>
        </div>
      </div>
      {host.location ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {host.location}
        </p>
      ) : null}
      {listing.hostId ? <ReputationFigures userId={listing.hostId} /> : null}
      {host.bio ? <p className="line-clamp-5 text-sm text-foreground/80">{host.bio}</p> : null}
      {listing.hostId ? <ReviewList userId={listing.hostId} title="Reviews of this host" /> : null}
    </section>
  );
}

/** Real figures only (DECISIONS.md "No fabricated figures"). */
function StatsCard({ listing }: { listing: ListingDetail }) {
  const rows: [string, string][] = [
    ["Applications", String(listing.stats.applicationCount)],
    ["Listed on", formatDate(listing.createdAt)],
    ["Max guests", String(listing.maxGuests)],
    ["Photos by creators", String(listing.stats.galleryPhotoCount)],
    ["Host's active listings", String(listing.stats.hostActiveListings)],
  ];
  return (
    <section
      aria-labelledby="stats-card-title"
      className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="stats-card-title" className="flex items-center gap-2 text-base font-semibold">
        <Tag className="size-4 text-primary" aria-hidden="true" />
        Quick stats
      </h2>
      <dl className="grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
