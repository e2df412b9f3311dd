import {
  ArrowLeft,
  CalendarDays,
  Check,
  ExternalLink,
  Globe2,
  MapPin,
  Pencil,
  Sparkles,
  Tag,
  Users,
} from "lucide-react";
import { type ReactNode, useDeferredValue } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ListingApplyArea } from "@/features/applications/listing.ts";
import { StayRulesText } from "@/features/availability/listing.ts";
import { ReputationFigures, ReviewList } from "@/features/reviews/index.ts";
import { useAuth } from "@/lib/auth.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";
import { formatFollowers } from "../../../../../domain/followers.ts";
import { listingMessages, listingWording } from "../../../../../domain/listing-messages.ts";
import { type ListingDetail, useListing } from "../api.ts";
import {
  collaborationTypeLabels,
  contentFormatLabels,
  durationLabels,
  formatDate,
  formatMonth,
  genderLabels,
  initials,
  platformLabels,
  postingTypeLabels,
  statusLabels,
} from "../format.ts";
import { GalleryPhotos, ShareExperience } from "./creator-gallery.tsx";
import { ListingGallery } from "./listing-gallery.tsx";
import { ListingLoadError } from "./listing-load-error.tsx";

function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/** Listing detail (spec 001 §2 screen 3) for any signed-in user; owners get Edit, creators Share Your Experience. */
export function ListingDetailPage({ id }: { id: string | undefined }) {
  // The listing renders as a transition, in slices, so it does not block input (Total Blocking Time).
  const listing = useDeferredValue(useListing(id));
  usePageMeta(listing.data?.title ?? "Listing", "A collaboration opportunity for content creators on CollabStay.");
  if (!id) return <ListingLoadError error={null} onRetry={() => undefined} />;
  if (listing.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner size="lg" label="Loading listing" />
      </div>
    );
  }
  if (listing.isError) return <ListingLoadError error={listing.error} onRetry={() => listing.refetch()} />;
  return <ListingView listing={listing.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-border pt-6">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="px-3 py-1 text-sm font-normal">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4">
        {icon}
      </span>
      <div className="grid min-w-0">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="text-sm font-medium break-words">{children}</span>
      </div>
    </li>
  );
}

function ListingView({ listing }: { listing: ListingDetail }) {
  const navigate = useNavigate();
  const { userType } = useAuth();
  const offers = listing.offerTypes.map((o) =>
    o === "Discounted Stay" && listing.discountPercent ? `Discounted Stay (${listing.discountPercent}% off)` : o,
  );
  const expectations = listing.contentExpectations.filter((e) => e.selected);
  const hasCollaboration =
    listing.collaborationType !== null || listing.contentFormats.length > 0 || listing.postPlatforms.length > 0;
  const hasIdeal =
    listing.preferredLanguages.length > 0 ||
    listing.preferredNiches.length > 0 ||
    listing.preferredGender !== "any" ||
    listing.preferredAgeMin !== 18 ||
    listing.preferredAgeMax !== 65;
  const back = userType === "host" ? "/host/dashboard" : "/listings";

  return (
    <div className="grid gap-6">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 w-fit text-muted-foreground hover:text-foreground"
        onClick={() => (canGoBack() ? navigate(-1) : navigate(back))}
      >
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="grid min-w-0 content-start gap-6">
          <ListingGallery images={listing.images} title={listing.title} />
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
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{listing.title}</h1>
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span className="break-words">{listing.location || listingMessages.locationNotSpecified}</span>
            </p>
          </header>
          <ul className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-3" aria-label="Key facts">
            <Fact icon={<Users />} label="Max guests">
              {listing.maxGuests} {listing.maxGuests === 1 ? "guest" : "guests"}
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

          <Section title="About this place">
            <p className="leading-relaxed whitespace-pre-line break-words text-foreground/90">{listing.description}</p>
          </Section>
          <Section title="Collaboration Details">
            <p className="leading-relaxed whitespace-pre-line break-words text-foreground/90">
              {listing.collaborationDetails}
            </p>
            {hasCollaboration ? (
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                {listing.collaborationType ? (
                  <div>
                    <dt className="text-muted-foreground">Collaboration type</dt>
                    <dd className="font-medium">{collaborationTypeLabels[listing.collaborationType]}</dd>
                  </div>
                ) : null}
                {listing.contentFormats.length > 0 ? (
                  <div>
                    <dt className="text-muted-foreground">Content formats</dt>
                    <dd className="font-medium">
                      {listing.contentFormats.map((f) => contentFormatLabels[f]).join(", ")}
                    </dd>
                  </div>
                ) : null}
                {listing.postPlatforms.length > 0 ? (
                  <div>
                    <dt className="text-muted-foreground">Post on</dt>
                    <dd className="font-medium">{listing.postPlatforms.map((p) => platformLabels[p]).join(", ")}</dd>
                  </div>
                ) : null}
                {listing.postingTypes.length > 0 ? (
                  <div>
                    <dt className="text-muted-foreground">Posting types</dt>
                    <dd className="font-medium">{listing.postingTypes.map((p) => postingTypeLabels[p]).join(", ")}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </Section>

          {offers.length > 0 || listing.inclusions.length > 0 || listing.creatorExtras.length > 0 ? (
            <Section title="What's offered">
              {offers.length > 0 ? <Chips items={offers} /> : null}
              {listing.inclusions.length > 0 ? (
                <ul className="grid gap-2 text-sm sm:grid-cols-2">
                  {listing.inclusions.map((item) => (
                    <li key={item} className="flex items-center gap-2">
                      <Check className="size-4 text-success" aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
              ) : null}
              {listing.creatorExtras.length > 0 ? (
                <div className="grid gap-2">
                  <h3 className="text-sm font-medium">Extras for the creator</h3>
                  <Chips items={listing.creatorExtras} />
                </div>
              ) : null}
              {listing.discussExtras ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Sparkles className="size-4 text-accent" aria-hidden="true" />
                  The host is open to discussing further extras.
                </p>
              ) : null}
              {listing.exceptions ? (
                <p className="text-sm text-muted-foreground">Exceptions: {listing.exceptions}</p>
              ) : null}
            </Section>
          ) : null}

          {listing.amenities.length > 0 ? (
            <Section title="Amenities">
              <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
                {listing.amenities.map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <Check className="size-4 text-primary" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {expectations.length > 0 ? (
            <Section title="Content Expectations">
              <ul className="grid gap-3">
                {expectations.map((e, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, read-only list
                  <li key={`${e.type}-${i}`} className="rounded-lg border border-border bg-card p-3">
                    <p className="font-medium">
                      {e.quantity} × {e.type === "Other" && e.customType ? e.customType : e.type}
                    </p>
                    {e.description ? <p className="text-sm text-muted-foreground">{e.description}</p> : null}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {hasIdeal ? (
            <Section title="Ideal Creator Profile">
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                {listing.preferredLanguages.length > 0 ? (
                  <div>
                    <dt className="text-muted-foreground">Languages</dt>
                    <dd className="font-medium">{listing.preferredLanguages.join(", ")}</dd>
                  </div>
                ) : null}
                {listing.preferredNiches.length > 0 ? (
                  <div>
                    <dt className="text-muted-foreground">Niches</dt>
                    <dd className="font-medium">{listing.preferredNiches.join(", ")}</dd>
                  </div>
                ) : null}
                <div>
                  <dt className="text-muted-foreground">Gender</dt>
                  <dd className="font-medium">{genderLabels[listing.preferredGender]}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Age</dt>
                  <dd className="font-medium">
                    {listing.preferredAgeMin}–{listing.preferredAgeMax}
                  </dd>
                </div>
              </dl>
            </Section>
          ) : null}

          <Section title="Follower Requirements">
            <dl className="grid grid-cols-3 gap-3 text-sm">
              {(
                [
                  ["Overall", listing.minFollowerCount],
                  ["Instagram", listing.minFollowerCountInstagram],
                  ["TikTok", listing.minFollowerCountTiktok],
                ] as const
              ).map(([label, n]) => (
                <div key={label} className="rounded-lg border border-border bg-card p-3">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="text-base font-semibold">{n > 0 ? `${formatFollowers(n)}+` : "Any"}</dd>
                </div>
              ))}
            </dl>
          </Section>

          {userType === "creator" ? (
            <ShareExperience listingId={listing.id} photos={listing.gallery} />
          ) : listing.gallery.length > 0 ? (
            <Section title="Photos by creators">
              <GalleryPhotos listingId={listing.id} photos={listing.gallery} />
            </Section>
          ) : null}
        </article>

        <aside className="grid content-start gap-6" aria-label="About the host and this listing">
          {listing.isOwner ? (
            <div className="grid gap-3 rounded-xl border border-primary/30 bg-primary-soft p-5">
              <p className="text-sm text-secondary-foreground">This is your listing.</p>
              <Button asChild>
                <Link to={`/host/listings/${listing.id}/edit`}>
                  <Pencil aria-hidden="true" />
                  Edit Listing
                </Link>
              </Button>
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
      </div>
    </div>
  );
}

function HostCard({ listing }: { listing: ListingDetail }) {
  const { host } = listing;
  return (
    <section
      aria-labelledby="host-card-title"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="host-card-title" className="text-base font-semibold">
        Hosted by
      </h2>
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
      <ReputationFigures userId={listing.hostId} />
      {host.bio ? <p className="line-clamp-5 text-sm text-foreground/80">{host.bio}</p> : null}
      <ReviewList userId={listing.hostId} title="Reviews of this host" />
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
