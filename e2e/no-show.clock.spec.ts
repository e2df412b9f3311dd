import { addDays, todayIn } from "@domain/stay-dates.ts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { acceptedApplication } from "./support/accepted-application.ts";
import { signedInPerson } from "./support/accounts.ts";
import { dayCell, openListingCalendar } from "./support/calendar.ts";
import { mailboxToken } from "./support/mailbox.ts";
import { screenshot } from "./support/screens.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const person = (browser: Browser, role: "creator" | "host", name: string) => signedInPerson(browser, role, name);

/**
 * Issue 33 part 2: a dated stay whose check-in date has passed with no arrival. The host records "the creator did
 * not arrive" with a note; the creator reads it with the 72 hours to contest; with the clock moved past 72 hours
 * (the dev timers route) the collaboration is cancelled and its nights are open again on the listing's calendar.
 *
 * A check-in date in the past, through the API only: the dates are agreed for today where the listing is
 * (Pago Pago, UTC−11), then the host moves the listing to Kiritimati (UTC+14), whose date is a day or two later —
 * the listing's own clock moved past the check-in date, which no agreement could have set in the past.
 */
test("no-show with a note → the creator sees the 72 h contest → uncontested past 72 h it is cancelled and the nights reopen", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const host = await person(browser, "host", "Nadia North");
  const creator = await person(browser, "creator", "Milo Missed");
  const title = `Reef Cabin ${Date.now().toString(36)}`;
  const { listingId, applicationId } = await acceptedApplication(host.page.request, creator.page.request, {
    listing: {
      title,
      location: "Apia, Samoa",
      description: "A cabin on the reef, with a kayak and a hammock.",
      collaborationDetails: "Four nights for a reel and five photos.",
      propertyType: "Hotel",
    },
    message: "Snorkelling at sunrise.",
  });
  const rulesPath = `/api/listings/${listingId}/availability/rules`;
  const calendar = await host.page.request.get(`/api/listings/${listingId}/availability`);
  const { rules } = (await calendar.json()) as { rules: Record<string, unknown> };
  const moveListing = async (timeZone: string) => {
    const res = await host.page.request.patch(rulesPath, { data: { ...rules, timeZone } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await moveListing("Pacific/Pago_Pago");
  const checkIn = todayIn("Pacific/Pago_Pago");
  const checkOut = addDays(checkIn, 4);
  const proposed = await creator.page.request.post(`/api/negotiations/${applicationId}/terms`, {
    data: {
      posts: 1,
      stories: 2,
      videos: 1,
      additionalNights: 0,
      compensationType: "accommodation_only",
      usageRights: "limited",
      usageDurationMonths: 12,
      checkIn,
      checkOut,
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const { termsId } = (await proposed.json()) as { termsId: string };
  const agreed = await host.page.request.post(`/api/negotiations/${applicationId}/answer`, {
    data: { termsId, status: "accepted" },
  });
  expect(agreed.status(), await agreed.text()).toBe(200);
  await moveListing("Pacific/Kiritimati");
  const lastNight = addDays(checkOut, -1); // still ahead where the listing now is
  const unavailable = async () =>
    (
      (await (await host.page.request.get(`/api/listings/${listingId}/availability`)).json()) as {
        unavailable: string[];
      }
    ).unavailable;
  expect(await unavailable()).toContain(lastNight);

  // The host records the no-show with a note, through the confirmation dialog.
  await host.page.goto("/contracts");
  const hostCard = host.page.getByTestId("collaboration-card").filter({ hasText: title });
  await expect(hostCard.getByTestId("stay-phase")).toHaveText("Upcoming");
  await hostCard.getByRole("button", { name: "No-show", exact: true }).click();
  const dialog = host.page.getByRole("alertdialog");
  await expect(dialog).toContainText("The creator is told and has 72 hours to contest it.");
  await dialog.getByLabel("Note for the creator").fill("Waited at the jetty until midnight; no message.");
  await dialog.getByRole("button", { name: "Record no-show", exact: true }).click();
  await expect(toast(host.page, "No-show recorded. The creator has 72 hours to contest it.")).toBeVisible();
  await expect(hostCard.getByTestId("stay-phase")).toHaveText("No-show");

  // The creator reads it, with the 72 hours to contest.
  await creator.page.goto("/contracts");
  const creatorCard = creator.page.getByTestId("collaboration-card").filter({ hasText: title });
  await expect(creatorCard.getByTestId("no-show")).toContainText("Waited at the jetty until midnight; no message.");
  await expect(creatorCard.getByTestId("contest-until")).toContainText("You can contest it until");
  await expect(creatorCard.getByRole("button", { name: "Contest no-show" })).toBeVisible();
  await screenshot(creator.page, "no-show-creator");

  // 73 hours later, uncontested: the timers cancel it; both cards follow without a reload.
  const later = new Date(Date.now() + 73 * 3_600_000).toISOString();
  const ticked = await host.page.request.post("/api/dev/timers", {
    data: { at: later },
    headers: { authorization: `Bearer ${mailboxToken}` },
  });
  expect(ticked.status(), await ticked.text()).toBe(200);
  await expect(creatorCard.getByTestId("collaboration-status")).toHaveText("cancelled");
  await expect(creatorCard.getByTestId("cancel-reason")).toHaveText(
    "Cancelled by the host: The creator did not arrive (no-show, not contested within 72 hours).",
  );
  await expect(creatorCard.getByRole("button", { name: "Contest no-show" })).toHaveCount(0);
  await expect(hostCard.getByTestId("collaboration-status")).toHaveText("cancelled");

  // Its nights are open again on the listing's calendar.
  const cal = await openListingCalendar(host.page, title);
  await expect(await dayCell(cal, lastNight)).not.toHaveClass(/night-taken/);
  expect(await unavailable()).not.toContain(lastNight);
  await expect(host.page.getByRole("dialog")).not.toContainText("Collaboration with Milo Missed");
  await host.context.close();
  await creator.context.close();
});
