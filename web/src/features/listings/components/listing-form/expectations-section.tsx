import { ContentExpectationsField } from "../content-expectations-field.tsx";
import { FormSection } from "../form-controls.tsx";
import { expectationsTitle } from "./fields.ts";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 6: the content the host would like in return, row by row. */
export function ExpectationsSection({ form, set }: ListingFormFields) {
  return (
    <FormSection title={expectationsTitle} description="What you would like to receive in return.">
      <ContentExpectationsField rows={form.contentExpectations} onChange={(v) => set("contentExpectations", v)} />
    </FormSection>
  );
}
