import { durations, inclusions } from "@domain/constants.ts";
import { listingLimits } from "@domain/listings.ts";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import type { ListingFormState } from "../../form-payload.ts";
import { durationLabels } from "../../format.ts";
import { CheckboxGroup, CustomEntries, Field, FormSection } from "../form-controls.tsx";
import { durationTitle, fieldIds } from "./fields.ts";
import { SelectField } from "./select-field.tsx";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 3: expected stay, what's included, extras, and exceptions. */
export function DurationSection({ form, set, bind, errors, a11y }: ListingFormFields) {
  return (
    <FormSection title={durationTitle}>
      <SelectField
        id="listing-duration"
        label="Expected stay duration"
        options={durations}
        labels={durationLabels}
        placeholder="Not specified"
        value={form.expectedDuration}
        onChange={(v) => set("expectedDuration", v as ListingFormState["expectedDuration"])}
      />
      <CheckboxGroup legend="What's included" options={inclusions} {...bind("inclusions")} />
      <CustomEntries
        label="Extras for the creator"
        placeholder="e.g. Sunset boat trip"
        entries={form.creatorExtras}
        onChange={bind("creatorExtras").onChange}
      />
      <div className="flex items-center gap-2.5">
        <Checkbox
          id="listing-discuss-extras"
          checked={form.discussExtras}
          onCheckedChange={(v) => set("discussExtras", v === true)}
        />
        <Label htmlFor="listing-discuss-extras" className="cursor-pointer font-normal">
          Open to discussing further extras with the creator
        </Label>
      </div>
      <Field label="Exceptions (optional)" htmlFor={fieldIds.exceptions ?? ""} error={errors.exceptions}>
        <Textarea
          id={fieldIds.exceptions}
          {...a11y("exceptions")}
          rows={2}
          value={form.exceptions}
          maxLength={listingLimits.exceptionsMax}
          placeholder="e.g. Not available in August; drinks not included"
          onChange={(e) => set("exceptions", e.target.value)}
        />
      </Field>
    </FormSection>
  );
}
