import type { Listing } from "@domain/listings.ts";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import type { ListingFormState } from "../form-payload.ts";
import { useBackToDashboard } from "./back-button.tsx";
import { AmenitiesSection } from "./listing-form/amenities-section.tsx";
import { BasicInfoSection } from "./listing-form/basic-info-section.tsx";
import { CollaborationSection } from "./listing-form/collaboration-section.tsx";
import { DurationSection } from "./listing-form/duration-section.tsx";
import { ExpectationsSection } from "./listing-form/expectations-section.tsx";
import { FollowersSection } from "./listing-form/followers-section.tsx";
import { IdealCreatorSection } from "./listing-form/ideal-creator-section.tsx";
import { ImagesSection } from "./listing-form/images-section.tsx";
import { OfferSection } from "./listing-form/offer-section.tsx";
import { useImageChoices } from "./listing-form/use-image-choices.ts";
import { useListingFormState } from "./listing-form/use-listing-form-state.ts";
import { useListingSubmit } from "./listing-form/use-listing-submit.ts";
import { ListingFormNav } from "./listing-form-nav.tsx";
import { UploadProgress } from "./listing-images/upload-progress.tsx";

/**
 * The listing form (spec 001 §2 screen 2): create (no `listing`) or edit. Nine sections in the spec's order
 * (one component each, in `listing-form/`); required fields checked in the spec's order; after saving, the
 * listing page opens.
 */
export function ListingForm({ listing, initial }: { listing?: Listing; initial?: ListingFormState }) {
  const editing = listing !== undefined;
  const { fields, setErrors, navSections } = useListingFormState(initial);
  const imageChoices = useImageChoices(listing, fields.words.noun);
  const { submit, busy, uploadProgress } = useListingSubmit({
    listing,
    form: fields.form,
    pending: imageChoices.pending,
    rights: imageChoices.rightsConfirmed,
    setErrors,
  });
  const back = useBackToDashboard();

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
      <ListingFormNav sections={navSections} />
      <form
        noValidate
        onSubmit={submit}
        className="grid min-w-0 gap-6"
        aria-label={editing ? "Edit listing" : "Create listing"}
      >
        <BasicInfoSection {...fields} />
        <CollaborationSection {...fields} />
        <DurationSection {...fields} />
        <AmenitiesSection {...fields} />
        <OfferSection {...fields} />
        <ExpectationsSection {...fields} />
        <FollowersSection {...fields} />
        <IdealCreatorSection {...fields} />
        <ImagesSection {...imageChoices} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {uploadProgress !== null ? <UploadProgress value={uploadProgress} /> : null}
          <Button type="button" variant="outline" disabled={busy} onClick={back}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} size="lg">
            {busy ? <Spinner size="sm" className="text-current" label="Saving" /> : null}
            {editing ? "Update Listing" : "Create Listing"}
          </Button>
        </div>
      </form>
    </div>
  );
}
