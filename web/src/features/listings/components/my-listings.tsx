import { listingMessages } from "@domain/listing-messages.ts";
import { type ListingAction, listingStatusActions } from "@domain/listing-states.ts";
import { Building2, Eye, MapPin, Pause, Pencil, Play, Plus, RotateCcw, Trash2, Users } from "lucide-react";
import { useNavigate } from "react-router";
import { CardLink } from "@/components/card-link.tsx";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { LinkButton } from "@/components/link-button.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ListingCalendarButton } from "@/features/availability/index.ts";
import { isApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useRevealCount } from "@/lib/use-reveal-count.ts";
import { type MyListing, useDeleteListing, useMyListings, useSetListingStatus } from "../api.ts";
import { statusLabels } from "../format.ts";
import { ListingImage } from "./listing-image.tsx";

export const newListingPath = "/host/listings/new";
export const editListingPath = (id: string) => `/host/listings/${id}/edit`;

const statusVariant = {
  active: "success",
  paused: "warning",
  archived: "secondary",
  unpublished: "destructive",
} as const;
const statusActionLabels: Record<ListingAction, string> = {
  pause: "Pause",
  resume: "Resume",
  reactivate: "Reactivate",
  archive: "Archive",
};

/** The dashboard header's 'Create New Listing' button. */
export function CreateListingButton() {
  return (
    <LinkButton to={newListingPath} icon={Plus}>
      {listingMessages.createTitle}
    </LinkButton>
  );
}

/** Host dashboard, My Listings (spec 001 §2 screen 1). */
export function MyListings() {
  const listings = useMyListings();
  const revealed = useRevealCount(listings.data?.length ?? 0);

  if (listings.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your listings" />
      </div>
    );
  }
  if (listings.isError) {
    return <LoadError message={listingMessages.loadMineFailed} onRetry={() => listings.refetch()} />;
  }
  if (listings.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{listingMessages.emptyMine}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Publish your property and creators can apply to stay and create content.
        </p>
        <LinkButton to={newListingPath} icon={Plus} className="mt-2">
          {listingMessages.createFirst}
        </LinkButton>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="My listings">
      {listings.data.slice(0, revealed).map((listing, position) => (
        <MyListingCard key={listing.id} listing={listing} position={position} />
      ))}
    </ul>
  );
}

function MyListingCard({ listing, position }: { listing: MyListing; position: number }) {
  const navigate = useNavigate();
  const remove = useDeleteListing();
  const setStatus = useSetListingStatus();
  const href = `/listings/${listing.id}`;
  const archived = listing.status === "archived";

  const onDelete = () =>
    remove.mutate(listing.id, {
      onSuccess: (answer) => {
        if (answer.result === "deleted") toast.success(listingMessages.deleted);
        else toast.success("Listing archived", { description: answer.message });
      },
      onError: (error) =>
        toast.error("Error", { description: isApiError(error) ? error.message : listingMessages.deleteFailed }),
    });

  // The one status change the state graph offers from here: pause, resume or reactivate (domain/listing-states.ts).
  const statusAction = listingStatusActions(listing.status)[0];
  const onStatusAction = () => {
    if (!statusAction || statusAction.to === "archived" || statusAction.to === "unpublished") return;
    const { action } = statusAction;
    setStatus.mutate(
      { id: listing.id, status: statusAction.to },
      {
        onSuccess: () =>
          toast.success(listingMessages.listingUpdated, {
            description:
              action === "pause"
                ? "Paused: creators no longer see it in discovery."
                : action === "reactivate"
                  ? "Reactivated: creators can find it in discovery again. Its applications are kept."
                  : "Active again: creators can find it in discovery.",
          }),
        onError: (error) =>
          toast.error(listingMessages.updateFailedTitle, {
            description: isApiError(error) ? error.message : listingMessages.updateFailed,
          }),
      },
    );
  };

  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-video overflow-hidden bg-muted">
        {/* The first card's picture is the host dashboard's largest paint on a phone: loaded lazily, it waited for
            layout — ~80 % of the dashboard's LCP in Lighthouse (issue 38). */}
        <ListingImage
          src={listing.coverCardUrl}
          alt=""
          gridPosition={position}
          className="transition-transform group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={statusVariant[listing.status]}>{statusLabels[listing.status]}</Badge>
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Users className="size-4" aria-hidden="true" />
            {listingMessages.applicationCount(listing.applicationCount)}
          </span>
        </div>
        <h3 className="text-lg leading-snug font-semibold break-words">
          {/* The whole card opens the listing; the buttons below sit above this link. */}
          <CardLink to={href}>{listing.title}</CardLink>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{listing.location}</span>
        </p>
        {listing.unpublication ? (
          <div className="grid gap-1 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            <p className="font-medium">{listing.unpublication.categoryLabel}</p>
            <p className="line-clamp-3 break-words">{listing.unpublication.statement}</p>
            <p className="text-muted-foreground">
              {listing.unpublication.request
                ? "Re-publication requested: CollabStay will let you know."
                : "Edit it, then ask for re-publication on the edit page."}
            </p>
          </div>
        ) : (
          <p className="line-clamp-3 text-sm text-foreground/80">{listing.description}</p>
        )}
        <div className="grid gap-1 rounded-lg bg-surface p-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Collaboration details</p>
          <p className="line-clamp-3 text-sm">{listing.collaborationDetails}</p>
        </div>
        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
          <Button variant="outline" size="sm" onClick={() => navigate(href)}>
            <Eye aria-hidden="true" />
            View Listing
          </Button>
          <Button variant="outline" size="sm" onClick={() => navigate(`/host/listings/${listing.id}/edit`)}>
            <Pencil aria-hidden="true" />
            Edit
            <span className="sr-only"> {listing.title}</span>
          </Button>
          <ListingCalendarButton listingId={listing.id} title={listing.title} />
          {statusAction ? (
            <Button
              variant={statusAction.action === "reactivate" ? "default" : "ghost"}
              size="sm"
              onClick={onStatusAction}
              disabled={setStatus.isPending}
            >
              {statusAction.action === "pause" ? (
                <Pause aria-hidden="true" />
              ) : statusAction.action === "reactivate" ? (
                <RotateCcw aria-hidden="true" />
              ) : (
                <Play aria-hidden="true" />
              )}
              {statusActionLabels[statusAction.action]}
              <span className="sr-only"> {listing.title}</span>
            </Button>
          ) : null}
          {archived || (listing.status === "unpublished" && listing.applicationCount > 0) ? null : (
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  disabled={remove.isPending}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                  <span className="sr-only"> {listing.title}</span>
                </Button>
              }
              title="Delete this listing?"
              description={
                listing.applicationCount > 0
                  ? `"${listing.title}" has applications, so it will be archived: hidden from discovery and kept for those applications.`
                  : `"${listing.title}" and its images will be removed for good.`
              }
              confirmLabel={listing.applicationCount > 0 ? "Archive Listing" : "Delete Listing"}
              destructive
              onConfirm={onDelete}
            />
          )}
        </div>
      </div>
    </li>
  );
}
