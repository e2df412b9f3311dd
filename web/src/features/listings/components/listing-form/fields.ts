import { listingFormSections } from "@domain/listings.ts";

/** Ids of the inputs, so validation can focus the field it complains about. */
export const fieldIds: Record<string, string> = {
  title: "listing-title",
  location: "listing-location",
  region: "listing-region",
  description: "listing-description",
  collaborationDetails: "listing-collaboration-details",
  propertyType: "listing-property-type",
  maxGuests: "listing-max-guests",
  externalPropertyUrl: "listing-url",
  discountPercent: "listing-discount",
  exceptions: "listing-exceptions",
};

/** The id of a section's card, which the section navigation links to. */
export const sectionId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;

/** The nine section titles, in the spec's order. */
export const [
  basicInfoTitle,
  collaborationTitle,
  durationTitle,
  amenitiesTitle,
  offerTitle,
  expectationsTitle,
  followersTitle,
  idealCreatorTitle,
  imagesTitle,
] = listingFormSections;

/** The section each checked field lives in, so the navigation can count what is left to fix per section. */
export const fieldSection: Record<string, string> = {
  title: basicInfoTitle,
  location: basicInfoTitle,
  region: basicInfoTitle,
  description: basicInfoTitle,
  collaborationDetails: basicInfoTitle,
  propertyType: basicInfoTitle,
  maxGuests: basicInfoTitle,
  externalPropertyUrl: basicInfoTitle,
  exceptions: durationTitle,
  discountPercent: offerTitle,
  contentExpectations: expectationsTitle,
};

export type FieldErrors = Partial<Record<string, string>>;

/** A request's field errors (server or schema) that the form can show next to a field. */
export function knownFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const key = name.split(".")[0] ?? name;
    if (key in fieldIds && !out[key]) out[key] = message;
  }
  return out;
}

export function focusField(path: string) {
  const el = document.getElementById(fieldIds[path] ?? "");
  if (el) {
    el.focus();
    el.scrollIntoView({ block: "center" });
  }
}
