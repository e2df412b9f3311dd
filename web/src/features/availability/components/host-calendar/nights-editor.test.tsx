// @vitest-environment happy-dom
import type { Availability } from "@domain/availability.ts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoHost, renderApp, stubApi } from "@/test/render.tsx";
import { NightsEditor } from "./nights-editor.tsx";

const listingId = "11111111-1111-4111-8111-111111111111";
const data: Availability = {
  listingId,
  rules: { flexibleDates: true, minNights: 1, maxNights: 30, bookingHorizonMonths: 12, timeZone: "UTC" },
  today: "2026-11-27",
  lastCheckOut: "2027-11-27",
  from: "2026-11-27",
  to: "2027-11-27",
  unavailable: [],
  host: { nights: [], exportUrl: null, feeds: [] },
};

describe("NightsEditor", () => {
  it("blocks both picked nights and those between: 7 Dec then 13 Dec is 7 nights, 7–13 (issue 35 part 8)", async () => {
    const api = stubApi((request) =>
      request.method === "POST" ? { body: { changed: 7, skipped: 0 } } : { body: data },
    );
    renderApp(<NightsEditor listingId={listingId} data={data} />, { user: demoHost });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: /December 7th, 2026/ }));
    await user.click(screen.getByRole("button", { name: /December 13th, 2026/ }));
    expect(screen.getByText(/^Selected: nights of/)).toHaveTextContent(
      "Selected: nights of 7 Dec 2026 – 13 Dec 2026 (7 nights)",
    );
    await user.click(screen.getByRole("button", { name: "Block nights" }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    // The API takes [from, to): the night of the 13th is blocked when `to` is the 14th.
    expect(api.changes()[0]?.body).toEqual({ action: "block", from: "2026-12-07", to: "2026-12-14", note: null });
  });

  it("a single picked night is one night", async () => {
    const api = stubApi((request) =>
      request.method === "POST" ? { body: { changed: 1, skipped: 0 } } : { body: data },
    );
    renderApp(<NightsEditor listingId={listingId} data={data} />, { user: demoHost });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: /December 7th, 2026/ }));
    expect(screen.getByText(/^Selected: nights of/)).toHaveTextContent("(1 night)");
    await user.click(screen.getByRole("button", { name: "Open nights" }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]?.body).toEqual({ action: "open", from: "2026-12-07", to: "2026-12-08", note: null });
  });
});
