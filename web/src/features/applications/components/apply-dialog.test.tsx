// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp, type SentRequest, stubApi } from "@/test/render.tsx";
import { ApplyDialog } from "./apply-dialog.tsx";

const listing = { id: "11111111-1111-4111-8111-111111111111", title: "Villa Azul", hostName: "Hana" };

/** The listing's calendar (flexible dates: a stay is optional) and, for POST /api/applications, `onApply`. */
function server(onApply: (request: SentRequest) => { status?: number; body?: unknown } = () => ({ status: 201 })) {
  return stubApi((request) => {
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
    if (request.method === "POST" && request.path === "/api/applications") {
      const answer = onApply(request);
      return { ...answer, body: answer.body ?? { message: 'Your application for "Villa Azul" has been sent to Hana' } };
    }
    return undefined;
  });
}

function open() {
  const onOpenChange = vi.fn();
  renderApp(<ApplyDialog listing={listing} open onOpenChange={onOpenChange} />);
  return { onOpenChange, user: userEvent.setup({ delay: null }) };
}

const submit = () => screen.getByRole("button", { name: "Submit Application" });

describe("ApplyDialog", () => {
  it("starts from the spec's defaults: 1 guest, 5 posts, 10 stories, 2 videos, accommodation only, limited, 12 months", () => {
    server();
    open();
    expect(screen.getByRole("dialog", { name: "Apply for Collaboration" })).toBeVisible();
    expect(screen.getByLabelText("Message *")).toHaveValue("");
    expect(screen.getByLabelText("Number of guests *")).toHaveValue(1);
    expect(screen.getByLabelText("Posts")).toHaveValue(5);
    expect(screen.getByLabelText("Stories")).toHaveValue(10);
    expect(screen.getByLabelText("Videos")).toHaveValue(2);
    expect(screen.getByLabelText("Compensation type")).toHaveDisplayValue("Accommodation only");
    expect(screen.getByLabelText("Usage rights")).toHaveDisplayValue("Limited");
    const duration = screen.getByLabelText("Usage duration (months)");
    expect(duration).toHaveValue(null);
    expect(duration).toHaveAttribute("placeholder", "12");
  });

  it.each(["", "   \n  "])("refuses a message that is blank after trim (%j) and sends nothing", async (message) => {
    const api = server();
    const { user } = open();
    if (message) await user.type(screen.getByLabelText("Message *"), message);
    await user.click(submit());
    expect(await screen.findByText("Please provide a message")).toBeVisible();
    expect(screen.getByLabelText("Message *")).toHaveAttribute("aria-invalid", "true");
    expect(api.changes()).toEqual([]);
  });

  it("clears the message's error once the person types", async () => {
    server();
    const { user } = open();
    await user.click(submit());
    expect(await screen.findByText("Please provide a message")).toBeVisible();
    await user.type(screen.getByLabelText("Message *"), "Hi");
    expect(screen.queryByText("Please provide a message")).toBeNull();
  });

  it.each([
    ["Number of guests *", "0", "Guests must be between 1 and 10"],
    ["Number of guests *", "11", "Guests must be between 1 and 10"],
    ["Posts", "51", "Posts must be between 0 and 50"],
    ["Posts", "-1", "Posts must be between 0 and 50"],
    ["Stories", "101", "Stories must be between 0 and 100"],
    ["Videos", "21", "Videos must be between 0 and 20"],
    ["Usage duration (months)", "0", "Usage duration must be between 1 and 60 months"],
    ["Usage duration (months)", "61", "Usage duration must be between 1 and 60 months"],
  ])("keeps %s within its bounds: %s is refused", async (label, value, message) => {
    const api = server();
    const { user } = open();
    await user.type(screen.getByLabelText("Message *"), "We would love to stay.");
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(api.changes()).toEqual([]);
  });

  it("sends the trimmed message with the defaults (duration 12 when empty) and no stay", async () => {
    const api = server();
    const { user, onOpenChange } = open();
    await user.type(screen.getByLabelText("Message *"), "  Hello Hana, I film travel reels.  ");
    await user.click(submit());
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toEqual({
      method: "POST",
      path: "/api/applications",
      body: {
        listingId: listing.id,
        message: "Hello Hana, I film travel reels.",
        guestCount: 1,
        deliverables: {
          posts: 5,
          stories: 10,
          videos: 2,
          compensation_type: "accommodation_only",
          usage_rights: "limited",
          usage_duration_months: 12,
        },
        checkIn: null,
        checkOut: null,
      },
      // A create carries a fresh key, so a retry of it cannot apply twice.
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText("Application Sent!")).toBeVisible();
    expect(screen.getByText('Your application for "Villa Azul" has been sent to Hana')).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("sends what the person chose", async () => {
    const api = server();
    const { user } = open();
    await user.type(screen.getByLabelText("Message *"), "Family trip content");
    const guests = screen.getByLabelText("Number of guests *");
    await user.clear(guests);
    await user.type(guests, "3");
    await user.clear(screen.getByLabelText("Posts"));
    await user.type(screen.getByLabelText("Posts"), "0");
    await user.selectOptions(screen.getByLabelText("Compensation type"), "Payment only");
    await user.selectOptions(screen.getByLabelText("Usage rights"), "Exclusive");
    await user.type(screen.getByLabelText("Usage duration (months)"), "24");
    await user.click(submit());
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]?.body).toMatchObject({
      guestCount: 3,
      deliverables: {
        posts: 0,
        stories: 10,
        videos: 2,
        compensation_type: "payment_only",
        usage_rights: "exclusive",
        usage_duration_months: 24,
      },
    });
  });

  it("shows the server's refusal and stays open", async () => {
    server(() => ({
      status: 409,
      body: { error: { code: "conflict", message: "You have already applied to this listing." } },
    }));
    const { user, onOpenChange } = open();
    await user.type(screen.getByLabelText("Message *"), "Again");
    await user.click(submit());
    expect(await screen.findByText("You have already applied to this listing.")).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("falls back to the spec's failure text when the server fails", async () => {
    server(() => ({ status: 500, body: { error: { code: "internal", message: "boom" } } }));
    const { user } = open();
    await user.type(screen.getByLabelText("Message *"), "Hello");
    await user.click(submit());
    expect(await screen.findByText("Failed to submit application. Please try again.")).toBeVisible();
  });
});
