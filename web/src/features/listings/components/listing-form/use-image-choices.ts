import type { Listing } from "@domain/listings.ts";
import { useState } from "react";
import { type PendingImage, useRevokeOnUnmount } from "../listing-images/pending-images.ts";
import type { ListingImagesFieldProps } from "../listing-images-field.tsx";

/** The images section's state: saved images (edit), chosen files waiting for the create request, the rights box. */
export function useImageChoices(listing: Listing | undefined, noun: string): ListingImagesFieldProps {
  const [images, onImagesChange] = useState(() => listing?.images ?? []);
  const [pending, onPendingChange] = useState<PendingImage[]>([]);
  const [rightsConfirmed, onRightsChange] = useState(false);
  useRevokeOnUnmount(pending);
  return {
    ...(listing ? { listingId: listing.id } : {}),
    noun,
    images,
    onImagesChange,
    pending,
    onPendingChange,
    rightsConfirmed,
    onRightsChange,
  };
}
