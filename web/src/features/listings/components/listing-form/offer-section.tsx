import { offerTypes } from "@domain/constants.ts";
import { listingLimits } from "@domain/listings.ts";
import { Input } from "@/components/ui/input.tsx";
import { CheckboxGroup, Field, FormSection } from "../form-controls.tsx";
import { fieldIds, offerTitle } from "./fields.ts";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 5: offer types; the discount is asked only for a discounted stay. */
export function OfferSection({ form, set, bind, errors, a11y }: ListingFormFields) {
  return (
    <FormSection title={offerTitle}>
      <CheckboxGroup legend="Offer types" options={offerTypes} {...bind("offerTypes")} />
      {form.offerTypes.includes("Discounted Stay") ? (
        <Field
          label="Discount (%)"
          htmlFor={fieldIds.discountPercent ?? ""}
          hint="From 1 to 100 percent."
          error={errors.discountPercent}
        >
          <Input
            id={fieldIds.discountPercent}
            type="number"
            inputMode="numeric"
            min={listingLimits.discountMin}
            max={listingLimits.discountMax}
            className="max-w-40"
            {...a11y("discountPercent", true)}
            value={form.discountPercent}
            onChange={(e) => set("discountPercent", e.target.value)}
          />
        </Field>
      ) : null}
    </FormSection>
  );
}
