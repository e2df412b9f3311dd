// @vitest-environment happy-dom
import type { Negotiation, NegotiationTerms } from "@domain/negotiation.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, stubApi } from "@/test/render.tsx";
import { NegotiationDialog } from "./negotiation-dialog.tsx";

const applicationId = "22222222-2222-4222-8222-222222222222";
const base = `/api/negotiations/${applicationId}`;

const negotiation = (terms: NegotiationTerms[]): Negotiation => ({
  application: {
    id: applicationId,
    reference: "22222222",
    status: "accepted",
    listingTitle: "Villa Azul",
    location: "Positano, Italy",
    checkIn: "2027-03-14",
    checkOut: "2027-03-17",
    guestCount: 2,
    deliverables: {
      posts: 3,
      stories: 6,
      videos: 1,
      compensationType: "accommodation_plus_payment",
      usageRights: "extended",
      usageDurationMonths: 24,
    },
  },
  conversationId: null,
  collaborationId: null,
  tier: { tierLevel: "micro", baseRatePerNight: 100, premiumMultiplier: 1.2, suggestedPayment: 120 },
  terms,
  canPropose: true,
});

const proposal = (extra: Partial<NegotiationTerms>): NegotiationTerms => ({
  id: "33333333-3333-4333-8333-333333333331",
  posts: 2,
  stories: 0,
  videos: 4,
  additionalNights: 1,
  compensationType: "payment_only",
  paymentAmountCents: 15050,
  usageRights: "exclusive",
  usageDurationMonths: 6,
  specialRequirements: "Golden hour only",
  checkIn: "2027-03-15",
  checkOut: "2027-03-18",
  contentDueDays: 14,
  status: "proposed",
  proposedBy: { id: "00000000-0000-4000-8000-00000000c001", name: "Casey Creator" },
  createdAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-11-27T10:00:00.000Z",
  respondedAt: null,
  changes: [],
  actions: ["accepted", "rejected"],
  ...extra,
});

function open(data: Negotiation, after?: Negotiation) {
  let current = data;
  const api = stubApi((request) => {
    if (request.method === "GET" && request.path === base) return { body: current };
    if (request.method === "POST" && request.path === `${base}/terms`) {
      current = after ?? current;
      return { status: 201, body: { ok: true } };
    }
    return undefined;
  });
  renderApp(<NegotiationDialog applicationId={applicationId} open onOpenChange={() => undefined} />);
  return { api, user: userEvent.setup({ delay: null }) };
}

const form = async () => within(await screen.findByRole("form", { name: "Propose New Terms" }));

describe("NegotiationDialog starts from what is on the table (issue 35 part 2)", () => {
  it("a first proposal starts from the application's offer and dates, with the stay's suggested payment", async () => {
    const { api, user } = open(negotiation([]), negotiation([proposal({ posts: 7, actions: [] })]));
    const f = await form();
    expect(f.getByLabelText("Posts")).toHaveValue(3);
    expect(f.getByLabelText("Stories")).toHaveValue(6);
    expect(f.getByLabelText("Videos")).toHaveValue(1);
    expect(f.getByLabelText("Compensation type")).toHaveDisplayValue("Accommodation + payment");
    expect(f.getByLabelText("Payment amount ($)")).toHaveValue(360);
    expect(f.getByLabelText("Usage rights")).toHaveDisplayValue("Extended");
    expect(f.getByLabelText("Usage duration (months)")).toHaveValue(24);
    expect(f.getByLabelText("Check-in")).toHaveValue("2027-03-14");
    expect(f.getByLabelText("Check-out")).toHaveValue("2027-03-17");
    expect(screen.getByTestId("tier-Suggested payment")).toHaveTextContent("$360");
    expect(screen.getByTestId("suggestion-explained")).toHaveTextContent("$100/night × 1.2 × 3 nights");
    await user.click(f.getByRole("button", { name: "Propose Terms" }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]?.body).toEqual({
      posts: 3,
      stories: 6,
      videos: 1,
      additionalNights: 0,
      compensationType: "accommodation_plus_payment",
      paymentAmount: "360",
      usageRights: "extended",
      usageDurationMonths: 24,
      checkIn: "2027-03-14",
      checkOut: "2027-03-17",
      contentDueDays: 14,
    });
    // The toast is shown, and the form starts again from the proposal now on the table.
    expect(await screen.findByText("Terms Proposed")).toBeVisible();
    await waitFor(() => expect(f.getByLabelText("Posts")).toHaveValue(7));
  });

  it("a counter starts from the proposal it answers; the answered one reads as countered", async () => {
    const countered = proposal({
      id: "33333333-3333-4333-8333-333333333330",
      posts: 9,
      status: "counter_proposed",
      actions: [],
    });
    open(negotiation([proposal({}), countered]));
    const f = await form();
    expect(f.getByLabelText("Posts")).toHaveValue(2);
    expect(f.getByLabelText("Videos")).toHaveValue(4);
    expect(f.getByLabelText("Additional nights")).toHaveValue(1);
    expect(f.getByLabelText("Compensation type")).toHaveDisplayValue("Payment only");
    expect(f.getByLabelText("Payment amount ($)")).toHaveValue(150.5);
    expect(f.getByLabelText("Usage rights")).toHaveDisplayValue("Exclusive");
    expect(f.getByLabelText("Usage duration (months)")).toHaveValue(6);
    expect(f.getByLabelText("Special requirements")).toHaveValue("Golden hour only");
    expect(f.getByLabelText("Check-in")).toHaveValue("2027-03-15");
    const [latest, older] = screen.getAllByTestId("terms-card");
    expect(within(latest as HTMLElement).getByTestId("terms-status")).toHaveTextContent("Proposed");
    expect(within(older as HTMLElement).getByTestId("terms-status")).toHaveTextContent("Countered");
    expect(older).toHaveTextContent("Countered — see the newer proposal");
    expect(latest).not.toHaveTextContent("see the newer proposal");
  });
});
