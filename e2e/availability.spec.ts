import { addDays, todayIn } from "@domain/stay-dates.ts";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { signedInPerson } from "./support/accounts.ts";
import { dayCell } from "./support/calendar.ts";
import { confirmWith } from "./support/confirm.ts";
import { screenshot } from "./support/screens.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function shoot(page: Page, name: string, dialog: Locator, focus: Locator) {
  for (const [suffix, width, height] of [
    ["desktop", 1280, 900],
    ["mobile", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(dialog).toBeVisible();
    await focus.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await screenshot(page, `${name}-${suffix}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const person = (browser: Browser, role: "creator" | "host", name: string) =>
  signedInPerson(browser, role, name, { viewport: { width: 1280, height: 900 } });

test("the host blocks a week, the creator's picker shows it disabled, the creator applies for other dates, the host accepts, the nights show as taken", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await person(browser, "host", "Hana Harbour");
  const creator = await person(browser, "creator", "Cleo Coast");
  const title = `Harbour Loft ${Date.now().toString(36)}`;
  const created = await host.page.request.post("/api/listings", {
    data: {
      title,
      location: "Lisbon, Portugal",
      description: "A loft above the harbour with a terrace.",
      collaborationDetails: "Three nights for a reel and ten photos.",
      propertyType: "Hotel",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { listing: { id: string } }).listing.id;
  const today = todayIn("UTC");
  const day = (n: number) => addDays(today, n);

  // The host opens the listing's calendar from My Listings and blocks a week (7 nights: day 10 … day 16).
  await host.page.goto("/host/dashboard");
  const card = host.page
    .locator("article, li, div")
    .filter({ hasText: title })
    .getByRole("button", { name: /Calendar/ });
  await card.first().click();
  const hostDialog = host.page.getByRole("dialog", { name: `Calendar: ${title}` });
  await expect(hostDialog).toBeVisible();
  const hostCalendar = hostDialog.locator(".stay-calendar");
  await (await dayCell(hostCalendar, day(10))).getByRole("button").click();
  // The first and the last night picked are both blocked (issue 35 part 8): day 10 … day 16 is 7 nights.
  await (await dayCell(hostCalendar, day(16))).getByRole("button").click();
  await expect(hostDialog).toContainText("7 nights");
  await hostDialog.getByLabel("Note (optional)").fill("High season");
  await hostDialog.getByRole("button", { name: "Block nights" }).click();
  await expect(toast(host.page, "Blocked 7 nights")).toBeVisible();
  await expect(hostCalendar.locator(`[data-day="${day(12)}"]`).first()).toHaveClass(/night-blocked/);
  await expect(hostCalendar.locator(`[data-day="${day(16)}"]`).first()).toHaveClass(/night-blocked/);
  await expect(hostCalendar.locator(`[data-day="${day(17)}"]`).first()).not.toHaveClass(/night-blocked/);
  await expect(hostDialog).toContainText("High season");

  // The creator's date picker shows those nights disabled; they apply for other dates.
  await creator.page.goto(`/listings/${listingId}`);
  await creator.page.getByRole("button", { name: "Apply Now" }).click();
  const apply = creator.page.getByRole("dialog", { name: "Apply for Collaboration" });
  const picker = apply.locator(".stay-calendar");
  const blocked = await dayCell(picker, day(12));
  await expect(blocked.getByRole("button")).toBeDisabled();
  await shoot(creator.page, "creator-date-picker", apply, picker);
  await (await dayCell(picker, day(20))).getByRole("button").click();
  await (await dayCell(picker, day(23))).getByRole("button").click();
  await expect(apply.getByTestId("stay-summary")).toContainText("3 nights");
  await apply.getByLabel("Message *").fill("A sunrise reel from the terrace.");
  await apply.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(creator.page, "Application Sent!")).toBeVisible();

  // The host sees the dates on the application card and accepts.
  await host.page.goto("/host/dashboard?tab=applications");
  const application = host.page.getByTestId("application-card").filter({ hasText: title });
  await expect(application.getByTestId("application-dates")).toContainText("(3 nights)");
  await application.getByRole("button", { name: "Accept" }).click();
  await confirmWith(host.page, "Accept application");
  await expect(application).toContainText(/accepted/i);

  // The nights show as taken on the host's calendar.
  await host.page.goto("/host/dashboard");
  await host.page
    .locator("article, li, div")
    .filter({ hasText: title })
    .getByRole("button", { name: /Calendar/ })
    .first()
    .click();
  const again = host.page.getByRole("dialog", { name: `Calendar: ${title}` }).locator(".stay-calendar");
  for (const n of [20, 21, 22]) await expect(await dayCell(again, day(n))).toHaveClass(/night-taken/);
  await expect(host.page.getByRole("dialog")).toContainText("Collaboration with Cleo Coast");
  await shoot(host.page, "host-calendar", host.page.getByRole("dialog"), again);

  await host.context.close();
  await creator.context.close();
});
