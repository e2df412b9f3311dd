// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, stubApi } from "@/test/render.tsx";
import { ListingApplyArea } from "./listing-apply-area.tsx";

const listing = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Villa Azul",
  hostName: "Hana",
  minFollowerCount: 0,
  active: true,
  contentExpectations: [
    { selected: true, type: "Instagram Posts" as const, quantity: 3 },
    { selected: true, type: "Instagram Reels" as const, quantity: 1 },
    { selected: false, type: "Instagram Stories" as const, quantity: 8 },
  ],
};

function server() {
  return stubApi((request) => {
    if (request.path === `/api/applications/for-listing/${listing.id}`)
      return { body: { application: null, followerRequirementMet: true } };
    if (request.method === "GET" && request.path.startsWith(`/api/listings/${listing.id}/availability`))
      return {
        body: {
          listingId: listing.id,
          rules: { flexibleDates: true, minNights: 1, maxNights: 30, bookingHorizonMonths: 12, timeZone: "UTC" },
          today: "2026-11-23",
          lastCheckOut: "2027-11-23",
          from: "2026-11-23",
          to: "2027-11-23",
          unavailable: [],
        },
      };
    if (request.method === "POST" && request.path === "/api/applications")
      return { status: 201, body: { message: 'Your application for "Villa Azul" has been sent to Hana' } };
    return undefined;
  });
}

describe("Apply Now takes the context (issue 35 part 5)", () => {
  it("dates chosen in discovery are pre-filled; deliverables start from what the listing asks for", async () => {
    const api = server();
    renderApp(<ListingApplyArea listing={listing} />, {
      path: `/listings/${listing.id}?checkIn=2027-01-14&checkOut=2027-01-17`,
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Apply Now" }));
    expect(await screen.findByLabelText("Posts", {}, { timeout: 10_000 })).toHaveValue(3);
    expect(screen.getByLabelText("Stories")).toHaveValue(10); // not asked for: the spec's default
    expect(screen.getByLabelText("Videos")).toHaveValue(1);
    expect(await screen.findByTestId("stay-summary")).toHaveTextContent("3 nights");
    await user.type(screen.getByLabelText("Message *"), "Sunrise reel");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]?.body).toMatchObject({
      checkIn: "2027-01-14",
      checkOut: "2027-01-17",
      deliverables: { posts: 3, stories: 10, videos: 1 },
    });
  });

  it("without dates in the address the stay is left to the creator", async () => {
    server();
    renderApp(<ListingApplyArea listing={listing} />, { path: `/listings/${listing.id}?checkIn=2027-01-14` });
    await userEvent.setup({ delay: null }).click(await screen.findByRole("button", { name: "Apply Now" }));
    expect(await screen.findByTestId("stay-summary", {}, { timeout: 10_000 })).toHaveTextContent(
      "Choose your check-in day",
    );
    expect(screen.getByLabelText("Posts")).toHaveValue(3);
  });
});
