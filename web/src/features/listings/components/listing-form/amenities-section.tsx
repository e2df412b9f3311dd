import { amenities } from "../../../../../../domain/constants.ts";
import { FormSection } from "../form-controls.tsx";
import { amenitiesTitle } from "./fields.ts";
import { OptionsWithCustomEntries } from "./options-with-custom-entries.tsx";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 4: the listed amenities and the host's own. */
export function AmenitiesSection({ bind }: ListingFormFields) {
  return (
    <FormSection title={amenitiesTitle}>
      <OptionsWithCustomEntries
        legend="Amenities"
        customLabel="Other amenities"
        placeholder="e.g. Hammock"
        options={amenities}
        {...bind("amenities")}
      />
    </FormSection>
  );
}
