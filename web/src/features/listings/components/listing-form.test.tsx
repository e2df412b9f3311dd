// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoHost, latestToast, renderApp, stubApi } from "@/test/render.tsx";
import { ListingForm } from "./listing-form.tsx";

/*
 * Only the public ListingForm, driven by labels and roles: the form's sections may move between files without
 * this test changing. Spec 001 §5 Listing: required text fields are checked in the order Property Title,
 * Location, Property Description, Collaboration Details, Property Type, with "Please enter a {label}".
 */

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
/** One paste instead of a keystroke each: the whole form re-renders on every change. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}
const save = () => screen.getByRole("button", { name: /Create Listing/ });

/** Listing creation goes out as one multipart XMLHttpRequest (upload progress); record what is opened. */
function recordUploads() {
  const opened: { method: string; url: string }[] = [];
  const open = vi.spyOn(XMLHttpRequest.prototype, "open").mockImplementation((method: string, url: string | URL) => {
    opened.push({ method, url: String(url) });
  });
  const send = vi.spyOn(XMLHttpRequest.prototype, "send").mockImplementation(() => {});
  vi.spyOn(XMLHttpRequest.prototype, "setRequestHeader").mockImplementation(() => {});
  return { opened, sent: () => send.mock.calls.length, open };
}

afterEach(() => vi.restoreAllMocks());

function setup(user: typeof demoHost | null = demoHost) {
  const api = stubApi();
  const uploads = recordUploads();
  renderApp(<ListingForm />, { user, path: "/listing/new" });
  return { api, uploads, user: userEvent.setup({ delay: null }) };
}

describe("ListingForm validation", () => {
  it("names the first missing field, marks every missing one, and sends nothing", async () => {
    const { api, uploads, user } = setup();
    await user.click(save());
    expect(await latestToast()).toBe("Missing Required FieldPlease enter a Property Title");
    for (const label of ["Property Title", "Location", "Property Description", "Collaboration Details"]) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(`Please enter a ${label}`));
    }
    // Property Type starts as Hotel (spec 001 §9), so it is not missing.
    expect(field("Property Type")).toHaveDisplayValue("Hotel");
    expect(field("Property Type")).not.toHaveAttribute("aria-invalid", "true");
    expect(field("Property Title")).toHaveFocus();
    expect(api.changes()).toEqual([]);
    expect(uploads.sent()).toBe(0);
  });

  it("checks the required fields in the spec's order", async () => {
    const { user } = setup();
    const order: [string, string][] = [
      ["Property Title", "Sea View Loft"],
      ["Location", "Lisbon, Portugal"],
      ["Property Description", "A bright loft above the harbour."],
      ["Collaboration Details", "Two reels and five stories."],
    ];
    for (const [label, value] of order) {
      await user.click(save());
      await waitFor(async () => expect(await latestToast()).toContain(`Please enter a ${label}`));
      await fill(user, label, value);
      expect(field(label)).not.toHaveAttribute("aria-invalid", "true");
    }
    await user.selectOptions(field("Property Type"), "Select a property type");
    await user.click(save());
    await waitFor(async () => expect(await latestToast()).toBe("Missing Required FieldPlease enter a Property Type"));
    expect(field("Property Type")).toHaveAttribute("aria-invalid", "true");
  });

  it("treats whitespace-only text as missing", async () => {
    const { user } = setup();
    await fill(user, "Property Title", "    ");
    await user.click(save());
    expect(await latestToast()).toBe("Missing Required FieldPlease enter a Property Title");
  });

  it("asks a visitor to log in before anything else", async () => {
    const { api, uploads, user } = setup(null);
    await user.click(save());
    expect(await latestToast()).toBe("Authentication ErrorPlease log in to create a listing");
    expect(field("Property Title")).not.toHaveAttribute("aria-invalid", "true");
    expect(api.changes()).toEqual([]);
    expect(uploads.sent()).toBe(0);
  });

  it("sends the listing once the required fields are filled", async () => {
    const { uploads, user } = setup();
    await fill(user, "Property Title", "Sea View Loft");
    await fill(user, "Location", "Lisbon, Portugal");
    await fill(user, "Property Description", "A bright loft above the harbour.");
    await fill(user, "Collaboration Details", "Two reels and five stories.");
    await user.click(save());
    await waitFor(() => expect(uploads.sent()).toBe(1));
    expect(uploads.opened).toEqual([{ method: "POST", url: "/api/listings" }]);
  });
});
