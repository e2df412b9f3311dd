// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, stubApi } from "@/test/render.tsx";
import { ProposeTermsForm } from "./propose-terms-form.tsx";

const applicationId = "22222222-2222-4222-8222-222222222222";
const termsPath = `/api/negotiations/${applicationId}/terms`;

function setup() {
  const api = stubApi((request) =>
    request.method === "POST" && request.path === termsPath ? { status: 201, body: { ok: true } } : undefined,
  );
  renderApp(<ProposeTermsForm applicationId={applicationId} suggestedPayment={240} />);
  return { api, user: userEvent.setup({ delay: null }) };
}

async function proposed(api: ReturnType<typeof stubApi>) {
  await waitFor(() => expect(api.changes()).toHaveLength(1));
  return api.changes()[0]?.body as Record<string, unknown>;
}

const propose = () => screen.getByRole("button", { name: "Propose Terms" });

describe("ProposeTermsForm", () => {
  it("starts from the spec's defaults and hides the payment amount for accommodation only", () => {
    setup();
    expect(screen.getByRole("form", { name: "Propose New Terms" })).toBeVisible();
    for (const label of ["Posts", "Stories", "Videos", "Additional nights"])
      expect(screen.getByLabelText(label)).toHaveValue(0);
    expect(screen.getByLabelText("Compensation type")).toHaveDisplayValue("Accommodation only");
    expect(screen.getByLabelText("Usage rights")).toHaveDisplayValue("Limited");
    expect(screen.getByLabelText("Usage duration (months)")).toHaveValue(12);
    expect(screen.queryByLabelText("Payment amount ($)")).toBeNull();
  });

  it.each(["Accommodation + payment", "Payment only"])(
    "shows the payment amount for %s, with the suggestion",
    async (type) => {
      const { user } = setup();
      await user.selectOptions(screen.getByLabelText("Compensation type"), type);
      expect(screen.getByLabelText("Payment amount ($)")).toHaveValue(0);
      expect(screen.getByText("Suggested: $240")).toBeVisible();
      await user.selectOptions(screen.getByLabelText("Compensation type"), "Accommodation only");
      expect(screen.queryByLabelText("Payment amount ($)")).toBeNull();
    },
  );

  it("sends the defaults with no payment amount for accommodation only", async () => {
    const { api, user } = setup();
    await user.click(propose());
    expect(await proposed(api)).toEqual({
      posts: 0,
      stories: 0,
      videos: 0,
      additionalNights: 0,
      compensationType: "accommodation_only",
      usageRights: "limited",
      usageDurationMonths: 12,
      contentDueDays: 14,
    });
    expect(await screen.findByText("Terms Proposed")).toBeVisible();
    expect(screen.getByText("Your negotiation terms have been sent.")).toBeVisible();
  });

  it("sends whole numbers as they are and turns anything else into 0", async () => {
    const { api, user } = setup();
    const fill = async (label: string, value: string) => {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.type(field, value);
    };
    await fill("Posts", "3");
    await fill("Stories", "2.5");
    await fill("Videos", "-1");
    await fill("Additional nights", "2");
    await user.click(propose());
    expect(await proposed(api)).toMatchObject({ posts: 3, stories: 0, videos: 0, additionalNights: 2 });
  });

  it.each([
    ["24", 24],
    ["1", 1],
    ["60", 60],
    ["0", 12],
    ["61", 12],
    ["6.5", 12],
    ["", 12],
  ])("keeps the usage duration within 1-60 months: %j is sent as %i", async (typed, sent) => {
    const { api, user } = setup();
    const field = screen.getByLabelText("Usage duration (months)");
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.click(propose());
    expect(await proposed(api)).toMatchObject({ usageDurationMonths: sent });
  });

  it("sends the payment amount when compensation includes payment", async () => {
    const { api, user } = setup();
    await user.selectOptions(screen.getByLabelText("Compensation type"), "Accommodation + payment");
    const amount = screen.getByLabelText("Payment amount ($)");
    await user.clear(amount);
    await user.type(amount, "350.50");
    await user.selectOptions(screen.getByLabelText("Usage rights"), "Extended");
    await user.type(screen.getByLabelText("Special requirements"), "Sunset shots");
    await user.click(propose());
    expect(await proposed(api)).toMatchObject({
      compensationType: "accommodation_plus_payment",
      paymentAmount: "350.50",
      usageRights: "extended",
      specialRequirements: "Sunset shots",
    });
  });

  it("shows the spec's failure toast when the server fails", async () => {
    stubApi(() => ({ status: 500, body: { error: { code: "internal", message: "boom" } } }));
    renderApp(<ProposeTermsForm applicationId={applicationId} suggestedPayment={240} />);
    await userEvent.setup({ delay: null }).click(propose());
    expect(await screen.findByText("Failed to propose terms")).toBeVisible();
  });
});
