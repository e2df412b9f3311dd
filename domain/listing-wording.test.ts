import { describe, expect, it } from "vitest";
import { categories } from "./constants.ts";
import { listingWording, requiredListingFields } from "./listing-messages.ts";

describe("listingWording", () => {
  it("names a boat, a tour and an activity as what they are", () => {
    expect(listingWording("Boat & Yachts")).toMatchObject({ noun: "boat", website: "Boat website" });
    expect(listingWording("Tours")).toMatchObject({ noun: "tour", website: "Tour website" });
    expect(listingWording("Activities & Experiences")).toMatchObject({ noun: "activity" });
  });

  it("falls back to 'property' before a type is chosen", () => {
    expect(listingWording("")).toMatchObject({ noun: "property", website: "Property website" });
    expect(listingWording(null).noun).toBe("property");
  });

  it("has words for every category, and leaves the spec's verbatim labels alone", () => {
    for (const c of categories) expect(listingWording(c).titleExample.length).toBeGreaterThan(0);
    expect(requiredListingFields.map(([, label]) => label)).toEqual([
      "Property Title",
      "Location",
      "Property Description",
      "Collaboration Details",
      "Property Type",
    ]);
  });
});
