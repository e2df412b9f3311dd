import type { ListingImage } from "../../../../../../domain/listings.ts";
import { FormSection } from "../form-controls.tsx";
import type { PendingImage } from "../listing-images/pending-images.ts";
import { ListingImagesField } from "../listing-images-field.tsx";
import { imagesTitle, sectionId } from "./fields.ts";

/**
 * Section 9: the images. Editing saves each change at once; creating keeps them pending (with the rights
 * box) until the listing is created, so the form's submit owns that state.
 */
export function ImagesSection({
  listingId,
  images,
  onImagesChange,
  pending,
  onPendingChange,
  rightsConfirmed,
  onRightsChange,
  noun,
}: {
  listingId: string | undefined;
  images: ListingImage[];
  onImagesChange: (images: ListingImage[]) => void;
  pending: PendingImage[];
  onPendingChange: (pending: PendingImage[]) => void;
  rightsConfirmed: boolean;
  onRightsChange: (confirmed: boolean) => void;
  noun: string;
}) {
  return (
    <FormSection
      id={sectionId(imagesTitle)}
      title={imagesTitle}
      description={
        listingId
          ? "Changes to the images are saved right away."
          : "The images are saved together with the listing when you create it."
      }
    >
      <ListingImagesField
        {...(listingId ? { listingId } : {})}
        images={images}
        onImagesChange={onImagesChange}
        pending={pending}
        onPendingChange={onPendingChange}
        rightsConfirmed={rightsConfirmed}
        onRightsChange={onRightsChange}
        noun={noun}
      />
    </FormSection>
  );
}
