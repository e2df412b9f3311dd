import { type APIRequestContext, expect } from "@playwright/test";

/** A listing's fields as the API takes them (title, location, description, collaborationDetails, propertyType…). */
type ListingFields = Record<string, string>;

type Setup = {
  listing: ListingFields;
  /** The creator's application message. */
  message: string;
  /** A cover image: the listing is then sent as the listing form sends it, one multipart request with its files. */
  cover?: { name: string; mimeType: string; buffer: Buffer };
};

/**
 * The start of every collaboration journey, through the API: the host creates a listing, the creator applies to it,
 * the host accepts. `host` and `creator` are signed-in request contexts (a page's `page.request`, or an API context).
 */
export async function acceptedApplication(
  host: APIRequestContext,
  creator: APIRequestContext,
  { listing, message, cover }: Setup,
): Promise<{ listingId: string; applicationId: string; conversationId: string }> {
  const created = await host.post(
    "/api/listings",
    cover
      ? { multipart: { listing: JSON.stringify(listing), rightsConfirmed: "true", files: cover } }
      : { data: listing },
  );
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { listing: { id: string } }).listing.id;

  const applied = await creator.post("/api/applications", { data: { listingId, message } });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;

  const accepted = await host.patch(`/api/applications/${applicationId}`, { data: { status: "accepted" } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { conversationId } = ((await accepted.json()) as { application: { conversationId: string } }).application;
  return { listingId, applicationId, conversationId };
}

/**
 * Agreed terms through the API: the host proposes `terms` (the negotiation form's fields) and the creator accepts
 * them, so the collaboration carries their deliverables and content due days.
 */
export async function agreedTerms(
  host: APIRequestContext,
  creator: APIRequestContext,
  applicationId: string,
  terms: Record<string, unknown>,
): Promise<void> {
  const proposed = await host.post(`/api/negotiations/${applicationId}/terms`, {
    data: {
      posts: 0,
      stories: 0,
      videos: 0,
      additionalNights: 0,
      compensationType: "accommodation_only",
      usageRights: "limited",
      usageDurationMonths: 12,
      ...terms,
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const { termsId } = (await proposed.json()) as { termsId: string };
  const answered = await creator.post(`/api/negotiations/${applicationId}/answer`, {
    data: { termsId, status: "accepted" },
  });
  expect(answered.status(), await answered.text()).toBe(200);
}
