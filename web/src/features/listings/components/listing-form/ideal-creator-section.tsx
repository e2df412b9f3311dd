import { genders, niches } from "@domain/constants.ts";
import { listingLimits } from "@domain/listings.ts";
import { Slider } from "@/components/ui/slider.tsx";
import type { ListingFormState } from "../../form-payload.ts";
import { genderLabels } from "../../format.ts";
import { CheckboxGroup, FormSection } from "../form-controls.tsx";
import { idealCreatorTitle } from "./fields.ts";
import { extendableLists, OptionsWithCustomEntries } from "./options-with-custom-entries.tsx";
import { SelectField } from "./select-field.tsx";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 8: preferred languages (listed and typed), niches, gender and age range. */
export function IdealCreatorSection({ form, set, bind, setForm }: ListingFormFields) {
  return (
    <FormSection title={idealCreatorTitle}>
      <OptionsWithCustomEntries {...extendableLists.languages} {...bind("preferredLanguages")} />
      <CheckboxGroup legend="Preferred niches" options={niches} {...bind("preferredNiches")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="listing-gender"
          label="Preferred gender"
          options={genders}
          labels={genderLabels}
          value={form.preferredGender}
          onChange={(v) => set("preferredGender", v as ListingFormState["preferredGender"])}
        />
        <div className="grid gap-2">
          <p className="text-sm font-medium" id="listing-age-label">
            Age range:{" "}
            <span className="font-normal">
              {form.preferredAgeMin}–{form.preferredAgeMax}
            </span>
          </p>
          <Slider
            aria-labelledby="listing-age-label"
            thumbLabels={["Minimum age", "Maximum age"]}
            min={listingLimits.ageMin}
            max={listingLimits.ageMax}
            step={1}
            minStepsBetweenThumbs={0}
            value={[form.preferredAgeMin, form.preferredAgeMax]}
            onValueChange={([min, max]) =>
              setForm((f) => ({
                ...f,
                preferredAgeMin: min ?? f.preferredAgeMin,
                preferredAgeMax: max ?? f.preferredAgeMax,
              }))
            }
          />
          <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
            <span>{listingLimits.ageMin}</span>
            <span>{listingLimits.ageMax}</span>
          </div>
        </div>
      </div>
    </FormSection>
  );
}
