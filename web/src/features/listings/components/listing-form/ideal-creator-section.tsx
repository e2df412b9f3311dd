import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Slider } from "@/components/ui/slider.tsx";
import { genders, languages, niches } from "../../../../../../domain/constants.ts";
import { listingLimits } from "../../../../../../domain/listings.ts";
import type { ListingFormState } from "../../form-payload.ts";
import { genderLabels } from "../../format.ts";
import { CheckboxGroup, Field, FormSection } from "../form-controls.tsx";
import { idealCreatorTitle, sectionId } from "./fields.ts";
import { OptionsWithCustomEntries } from "./options-with-custom-entries.tsx";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 8: preferred languages (listed and typed), niches, gender and age range. */
export function IdealCreatorSection({ form, set, setForm }: ListingFormFields) {
  return (
    <FormSection id={sectionId(idealCreatorTitle)} title={idealCreatorTitle}>
      <OptionsWithCustomEntries
        legend="Preferred languages"
        customLabel="Other languages"
        placeholder="e.g. Italian"
        options={languages}
        value={form.preferredLanguages}
        onChange={(v) => set("preferredLanguages", v)}
      />
      <CheckboxGroup
        legend="Preferred niches"
        options={niches}
        value={form.preferredNiches}
        onChange={(v) => set("preferredNiches", v)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Preferred gender" htmlFor="listing-gender">
          <NativeSelect
            id="listing-gender"
            value={form.preferredGender}
            onChange={(e) => set("preferredGender", e.target.value as ListingFormState["preferredGender"])}
          >
            {genders.map((g) => (
              <option key={g} value={g}>
                {genderLabels[g]}
              </option>
            ))}
          </NativeSelect>
        </Field>
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
