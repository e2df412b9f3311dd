import { formatFollowers } from "@domain/followers.ts";
import { listingMessages } from "@domain/listing-messages.ts";
import type { ListingCard as ListingCardData } from "@domain/listings.ts";
import { MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { CardLink } from "@/components/card-link.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { truncate } from "../../format.ts";
import { ListingImage } from "../listing-image.tsx";

/** One listing in the results: cover, category, title (the whole card links), host, offer, Apply Now. */
export function DiscoveryCard({
  listing,
  position,
  stay,
}: {
  listing: ListingCardData;
  position: number;
  /** The nights filtered for ("available for these nights"): they go along to the apply dialog (issue 35 part 5). */
  stay?: { checkIn: string; checkOut: string } | undefined;
}) {
  const href = `/listings/${listing.id}${stay ? `?${new URLSearchParams(stay).toString()}` : ""}`;
  const offers = listing.offerTypes.map((o) =>
    o === "Discounted Stay" && listing.discountPercent ? `${listing.discountPercent}% off` : o,
  );
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <ListingImage
          src={listing.coverCardUrl}
          alt=""
          gridPosition={position}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <Badge className="absolute top-3 left-3 shadow-sm">{listing.category}</Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1">
          <h2 className="text-lg leading-snug font-semibold break-words">
            <CardLink to={href}>{listing.title}</CardLink>
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 truncate">{listing.location || listingMessages.locationNotSpecified}</span>
          </p>
          <p className="text-xs text-muted-foreground">Hosted by {listing.hostName || listingMessages.unknownHost}</p>
        </div>
        <p className="text-sm text-foreground/80">{truncate(listing.description, 120)}</p>
        <div className="grid gap-1 rounded-lg bg-surface p-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Collaboration</p>
          <p className="text-sm">{truncate(listing.collaborationDetails, 100)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {offers.slice(0, 3).map((o) => (
            <Badge key={o} variant="secondary">
              {o}
            </Badge>
          ))}
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Users className="size-3.5" aria-hidden="true" />
              Up to {listing.maxGuests}
            </span>
            {listing.minFollowerCount > 0 ? <span>{formatFollowers(listing.minFollowerCount)}+ followers</span> : null}
          </div>
          <Button asChild size="sm" variant="accent" className="relative z-10">
            <Link to={href}>
              Apply Now
              <span className="sr-only">: {listing.title}</span>
            </Link>
          </Button>
        </div>
      </div>
    </li>
  );
}
