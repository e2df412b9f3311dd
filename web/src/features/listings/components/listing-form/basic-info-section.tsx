import { categories, regions } from "@domain/constants.ts";
import { listingLimits } from "@domain/listings.ts";
import { inferRegion } from "@domain/region.ts";
import { Input } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import type { ListingFormState } from "../../form-payload.ts";
import { Field, FormSection } from "../form-controls.tsx";
import { basicInfoTitle, fieldIds } from "./fields.ts";
import { SelectField } from "./select-field.tsx";
import type { ListingFormFields } from "./use-listing-form-state.ts";

const regionSelect = { id: fieldIds.region ?? "", label: "Region", options: regions, placeholder: "Not set" };
const propertyTypeSelect = {
  id: fieldIds.propertyType ?? "",
  label: "Property Type",
  options: categories,
  placeholder: "Select a property type",
};

/** Section 1: title, location (fills the region), description, details, type, guests, website. */
export function BasicInfoSection(fields: ListingFormFields) {
  const { form, set, errors, a11y, words } = fields;
  return (
    <FormSection title={basicInfoTitle} description="What creators see first.">
      <Field label="Property Title" htmlFor={fieldIds.title ?? ""} required error={errors.title}>
        <Input
          id={fieldIds.title}
          value={form.title}
          maxLength={listingLimits.titleMax}
          placeholder={`e.g. ${words.titleExample}`}
          onChange={(e) => set("title", e.target.value)}
          aria-required="true"
          {...a11y("title")}
        />
      </Field>
      <LocationAndRegion {...fields} />
      <Field label="Property Description" htmlFor={fieldIds.description ?? ""} required error={errors.description}>
        <Textarea
          id={fieldIds.description}
          rows={5}
          value={form.description}
          maxLength={listingLimits.descriptionMax}
          placeholder={`Describe the ${words.noun}, the experience and what makes it special.`}
          aria-required="true"
          {...a11y("description")}
          onChange={(e) => set("description", e.target.value)}
        />
      </Field>
      <Field
        label="Collaboration Details"
        htmlFor={fieldIds.collaborationDetails ?? ""}
        required
        error={errors.collaborationDetails}
      >
        <Textarea
          id={fieldIds.collaborationDetails}
          {...a11y("collaborationDetails")}
          rows={4}
          value={form.collaborationDetails}
          maxLength={listingLimits.collaborationDetailsMax}
          placeholder="e.g. 3 nights for two in exchange for 2 reels and 5 stories."
          aria-required="true"
          onChange={(e) => set("collaborationDetails", e.target.value)}
        />
      </Field>
      <TypeAndGuests {...fields} />
      <Field
        label={`${words.website} (optional)`}
        htmlFor={fieldIds.externalPropertyUrl ?? ""}
        error={errors.externalPropertyUrl}
      >
        <Input
          id={fieldIds.externalPropertyUrl}
          {...a11y("externalPropertyUrl")}
          type="url"
          inputMode="url"
          value={form.externalPropertyUrl}
          maxLength={listingLimits.urlMax}
          placeholder="https://"
          onChange={(e) => set("externalPropertyUrl", e.target.value)}
        />
      </Field>
    </FormSection>
  );
}

/** The region follows the location until the host picks one. */
function LocationAndRegion({ form, setForm, clearError, errors, a11y, words }: ListingFormFields) {
  return (
    <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
      <Field
        label="Location"
        htmlFor={fieldIds.location ?? ""}
        required
        hint={`City and country, e.g. ${words.locationExample}. The region fills in by itself.`}
        error={errors.location}
      >
        <Input
          id={fieldIds.location}
          value={form.location}
          maxLength={listingLimits.locationMax}
          placeholder={`e.g. ${words.locationExample}`}
          aria-required="true"
          {...a11y("location", true)}
          onChange={(e) => {
            const location = e.target.value;
            clearError("location");
            setForm((f) => ({
              ...f,
              location,
              region: f.regionTouched ? f.region : (inferRegion(location) ?? ""),
            }));
          }}
        />
      </Field>
      <SelectField
        {...regionSelect}
        value={form.region}
        onChange={(v) => setForm((f) => ({ ...f, region: v as ListingFormState["region"], regionTouched: true }))}
      />
    </div>
  );
}

/** Guests are a whole number from 1 to 20, settled when the field loses focus. */
function TypeAndGuests({ form, set, errors, a11y }: ListingFormFields) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        {...propertyTypeSelect}
        value={form.propertyType}
        onChange={(v) => set("propertyType", v as ListingFormState["propertyType"])}
        required
        error={errors.propertyType}
        control={a11y("propertyType")}
      />
      <Field label="Maximum Guests" htmlFor={fieldIds.maxGuests ?? ""} hint="From 1 to 20." error={errors.maxGuests}>
        <Input
          id={fieldIds.maxGuests}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          {...a11y("maxGuests", true)}
          value={Number.isFinite(form.maxGuests) ? form.maxGuests : ""}
          onChange={(e) => set("maxGuests", e.target.valueAsNumber)}
          onBlur={() =>
            set(
              "maxGuests",
              Number.isFinite(form.maxGuests)
                ? Math.min(20, Math.max(1, Math.round(form.maxGuests)))
                : listingLimits.maxGuestsDefault,
            )
          }
        />
      </Field>
    </div>
  );
}
