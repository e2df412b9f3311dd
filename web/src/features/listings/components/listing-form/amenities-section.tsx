import { FormSection } from "../form-controls.tsx";
import { amenitiesTitle } from "./fields.ts";
import { extendableLists, OptionsWithCustomEntries } from "./options-with-custom-entries.tsx";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 4: the listed amenities and the host's own. */
export function AmenitiesSection({ bind }: ListingFormFields) {
  return (
    <FormSection title={amenitiesTitle}>
      <OptionsWithCustomEntries {...extendableLists.amenities} {...bind("amenities")} />
    </FormSection>
  );
}
