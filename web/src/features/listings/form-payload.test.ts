import { type Listing, listingInputSchema } from "@domain/listings.ts";
import { describe, expect, it } from "vitest";
import {
  cleanList,
  emptyListingForm,
  firstMissingField,
  type ListingFormState,
  listingToForm,
  missingFields,
  toListingPayload,
} from "./form-payload.ts";

const filled = (over: Partial<ListingFormState> = {}): ListingFormState => ({
  ...emptyListingForm(),
  title: "  Cliff Villa  ",
  location: " Positano, Italy ",
  description: "Sea views.",
  collaborationDetails: "3 nights for 2 reels.",
  ...over,
});

describe("toListingPayload", () => {
  it("maps the defaults of spec 001 §9 and passes the server's schema", () => {
    const body = toListingPayload(filled());
    expect(body).toMatchObject({
      title: "Cliff Villa",
      location: "Positano, Italy",
      propertyType: "Hotel",
      maxGuests: 2,
      preferredGender: "any",
      preferredAgeMin: 18,
      preferredAgeMax: 65,
      minFollowerCount: 0,
      discountPercent: null,
      collaborationType: null,
      region: "",
    });
    expect(listingInputSchema.safeParse(body).success).toBe(true);
  });

  it("keeps platforms only for create_and_post and posting types only with a platform", () => {
    const stale = filled({ collaborationType: "create_only", postPlatforms: ["instagram"], postingTypes: ["story"] });
    expect(toListingPayload(stale)).toMatchObject({ postPlatforms: [], postingTypes: [] });
    const noPlatform = filled({ collaborationType: "create_and_post", postPlatforms: [], postingTypes: ["story"] });
    expect(toListingPayload(noPlatform).postingTypes).toEqual([]);
    const full = filled({
      collaborationType: "create_and_post",
      postPlatforms: ["tiktok"],
      postingTypes: ["reel_video"],
    });
    expect(toListingPayload(full)).toMatchObject({ postPlatforms: ["tiktok"], postingTypes: ["reel_video"] });
  });

  it("sends the discount only with Discounted Stay, as a whole number", () => {
    expect(toListingPayload(filled({ offerTypes: ["Free Stay"], discountPercent: "30" })).discountPercent).toBeNull();
    const body = toListingPayload(filled({ offerTypes: ["Discounted Stay"], discountPercent: " 25 " }));
    expect(body.discountPercent).toBe(25);
    expect(listingInputSchema.safeParse(body).success).toBe(true);
  });

  it("forces guests into 1–20 and quantities to at least 1; custom type only for Other", () => {
    const body = toListingPayload(
      filled({
        maxGuests: 0,
        contentExpectations: [
          { key: "a", type: "Other", customType: " Podcast ", quantity: 0, description: "  " },
          { key: "b", type: "Blog Post", customType: "ignored", quantity: 3, description: " One article " },
        ],
      }),
    );
    expect(body.maxGuests).toBe(1);
    expect(body.contentExpectations).toEqual([
      { selected: true, type: "Other", customType: "Podcast", quantity: 1 },
      { selected: true, type: "Blog Post", quantity: 3, description: "One article" },
    ]);
    expect(toListingPayload(filled({ maxGuests: 99 })).maxGuests).toBe(20);
  });

  it("cleans custom amenities and languages: trimmed, empties ignored, no duplicates", () => {
    const body = toListingPayload(
      filled({
        amenities: ["WiFi", " Hammock ", "", "hammock"],
        preferredLanguages: ["English", " Italian", "italian ", " "],
      }),
    );
    expect(body.amenities).toEqual(["WiFi", "Hammock"]);
    expect(body.preferredLanguages).toEqual(["English", "Italian"]);
    expect(cleanList(["  ", "A", "a"])).toEqual(["A"]);
  });

  it("orders the age range and leaves the URL and region for the server to check and infer", () => {
    const body = toListingPayload(filled({ preferredAgeMin: 40, preferredAgeMax: 25, externalPropertyUrl: " " }));
    expect(body).toMatchObject({ preferredAgeMin: 25, preferredAgeMax: 40, externalPropertyUrl: "", region: "" });
  });
});

describe("firstMissingField", () => {
  it("checks the required fields in the spec's order; whitespace counts as empty", () => {
    expect(firstMissingField(emptyListingForm())).toEqual({ field: "title", label: "Property Title" });
    expect(firstMissingField(filled({ location: "   " }))).toEqual({ field: "location", label: "Location" });
    expect(firstMissingField(filled({ description: "" }))?.label).toBe("Property Description");
    expect(firstMissingField(filled({ collaborationDetails: " " }))?.label).toBe("Collaboration Details");
    expect(firstMissingField(filled({ propertyType: "" }))?.label).toBe("Property Type");
    expect(firstMissingField(filled())).toBeNull();
  });
});

describe("missingFields", () => {
  it("names every missing required field at once, in the spec's order", () => {
    // An empty submit: the property type defaults to Hotel (spec 001 §9), the four text fields are missing.
    expect(missingFields(emptyListingForm()).map((m) => m.label)).toEqual([
      "Property Title",
      "Location",
      "Property Description",
      "Collaboration Details",
    ]);
    expect(missingFields(filled({ description: " ", propertyType: "" })).map((m) => m.field)).toEqual([
      "description",
      "propertyType",
    ]);
    expect(missingFields(filled())).toEqual([]);
  });
});

describe("listingToForm", () => {
  it("round-trips a stored listing and remembers a hand-picked region", () => {
    const stored = {
      ...toListingPayload(filled({ offerTypes: ["Discounted Stay"], discountPercent: "20" })),
      region: "Asia",
      externalPropertyUrl: null,
      exceptions: null,
      contentExpectations: [],
    } as unknown as Listing;
    const form = listingToForm(stored, "Europe");
    expect(form.regionTouched).toBe(true);
    expect(form.discountPercent).toBe("20");
    expect(listingToForm({ ...stored, region: "Europe" }, "Europe").regionTouched).toBe(false);
  });
});
