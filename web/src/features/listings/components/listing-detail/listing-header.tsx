import { count } from "@domain/counts.ts";
import { listingMessages, listingWording } from "@domain/listing-messages.ts";
import { CalendarDays, ExternalLink, Globe2, MapPin, Users } from "lucide-react";
import { ReportMenu } from "@/components/report-menu.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { StayRulesText } from "@/features/availability/listing.ts";
import type { ListingDetail } from "../../api.ts";
import { durationLabels, statusLabels } from "../../format.ts";
import { Fact } from "./detail-parts.tsx";

/** Badges, title and location, then the key facts (guests, dates, website). */
export function ListingHeader({ listing }: { listing: ListingDetail }) {
  return (
    <>
      <header className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge variant="default">
            <span className="sr-only">Category: </span>
            {listing.category}
          </Badge>
          {/* Spec 001 screen 3 shows both badges; when they say the same, one is enough. */}
          {listing.propertyType !== listing.category ? (
            <Badge variant="outline">
              <span className="sr-only">Property type: </span>
              {listing.propertyType}
            </Badge>
          ) : null}
          {listing.region ? <Badge variant="accent">{listing.region}</Badge> : null}
          {listing.status !== "active" ? <Badge variant="warning">{statusLabels[listing.status]}</Badge> : null}
        </div>
        <div className="flex items-start justify-between gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{listing.title}</h1>
          {listing.isOwner ? null : <ReportMenu itemKind="listing" itemId={listing.id} itemName="listing" />}
        </div>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">{listing.location || listingMessages.locationNotSpecified}</span>
        </p>
      </header>
      <ul className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-3" aria-label="Key facts">
        <Fact icon={<Users />} label="Max guests">
          {count(listing.maxGuests, "guest")}
        </Fact>
        <Fact icon={<CalendarDays />} label="Dates">
          <StayRulesText listingId={listing.id} />
          {listing.expectedDuration ? ` · ${durationLabels[listing.expectedDuration]}` : ""}
        </Fact>
        {listing.externalPropertyUrl ? (
          <Fact icon={<Globe2 />} label={listingWording(listing.propertyType).website}>
            <a
              href={listing.externalPropertyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              Visit website
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Fact>
        ) : null}
      </ul>
    </>
  );
}
