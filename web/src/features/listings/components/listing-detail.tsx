import { useDeferredValue } from "react";
import { BackButton } from "@/components/back-button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";
import { type ListingDetail, useListing } from "../api.ts";
import { GalleryPhotos, ShareExperience } from "./creator-gallery.tsx";
import { CreatorRequirements } from "./listing-detail/creator-requirements.tsx";
import { Section } from "./listing-detail/detail-parts.tsx";
import { ListingAside } from "./listing-detail/listing-aside.tsx";
import { ListingHeader } from "./listing-detail/listing-header.tsx";
import {
  Amenities,
  CollaborationDetails,
  ContentExpectations,
  WhatsOffered,
} from "./listing-detail/offer-sections.tsx";
import { ListingGallery } from "./listing-gallery.tsx";
import { ListingLoadError } from "./listing-load-error.tsx";
import { UnpublishedBanner } from "./unpublished-banner.tsx";

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

/** The page: Back, then the listing's sections in the spec's order beside the host column. */
function ListingView({ listing }: { listing: ListingDetail }) {
  const { userType } = useAuth();

  return (
    <div className="grid gap-6">
      <BackButton
        fallback={userType === "host" ? "/host/dashboard" : "/listings"}
        className="w-fit text-muted-foreground hover:text-foreground"
      />
      {listing.isOwner && listing.status === "unpublished" && <UnpublishedBanner listingId={listing.id} editLink />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="grid min-w-0 content-start gap-6">
          <ListingGallery images={listing.images} title={listing.title} />
          <ListingHeader listing={listing} />
          <Section title="About this place">
            <p className="leading-relaxed whitespace-pre-line break-words text-foreground/90">{listing.description}</p>
          </Section>
          <CollaborationDetails listing={listing} />
          <WhatsOffered listing={listing} />
          <Amenities listing={listing} />
          <ContentExpectations listing={listing} />
          <CreatorRequirements listing={listing} />
          {userType === "creator" ? (
            <ShareExperience listingId={listing.id} photos={listing.gallery} />
          ) : listing.gallery.length > 0 ? (
            <Section title="Photos by creators">
              <GalleryPhotos listingId={listing.id} photos={listing.gallery} />
            </Section>
          ) : null}
        </article>
        <ListingAside listing={listing} />
      </div>
    </div>
  );
}
