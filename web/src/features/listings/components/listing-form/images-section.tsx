import { FormSection } from "../form-controls.tsx";
import { ListingImagesField, type ListingImagesFieldProps } from "../listing-images-field.tsx";
import { imagesTitle } from "./fields.ts";

/**
 * Section 9: the images. Editing saves each change at once; creating keeps them pending (with the rights
 * box) until the listing is created, so the form's submit owns that state (`useImageChoices`).
 */
export function ImagesSection(props: ListingImagesFieldProps) {
  return (
    <FormSection
      title={imagesTitle}
      description={
        props.listingId
          ? "Changes to the images are saved right away."
          : "The images are saved together with the listing when you create it."
      }
    >
      <ListingImagesField {...props} />
    </FormSection>
  );
}
