import { addDays, todayIn } from "@domain/stay-dates.ts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { demo, signedInPerson } from "./support/accounts.ts";
import { dayCell, openListingCalendar } from "./support/calendar.ts";
import { confirmWith } from "./support/confirm.ts";
import { firstOperatorSignIn } from "./support/operator.ts";
import { screenshot } from "./support/screens.ts";

/** The seeded disputes operator (server/db/seed/demo-reports.ts): no other journey signs in as her. */
const disputesOperator = "disputes@demo.collabstay.test";
const desktop = { width: 1280, height: 900 };
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const person = (browser: Browser, role: "creator" | "host", name: string) =>
  signedInPerson(browser, role, name, { viewport: desktop });

async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `${name}-mobile`);
  await page.setViewportSize(desktop);
}

/**
 * Issue 37: a creator whose host never let them in opens a dispute from the contract card; both see "In dispute"
 * and neither can complete; the operator reads the timeline built from the record and decides it as cancelled;
 * the three nights open again on the host's calendar.
 */
test("a creator opens a dispute, the operator reads the timeline and cancels, the nights reopen", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await person(browser, "host", "Hugo Harbour");
  const creator = await person(browser, "creator", "Dara Dune");
  const title = `Dune Lodge ${Date.now().toString(36)}`;
  const created = await host.page.request.post("/api/listings", {
    data: {
      title,
      location: "Essaouira, Morocco",
      description: "A lodge in the dunes above the bay.",
      collaborationDetails: "Three nights for a reel and ten photos.",
      propertyType: "Hotel",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { listing: { id: string } }).listing.id;
  const day = (n: number) => addDays(todayIn("UTC"), n);
  const applied = await creator.page.request.post("/api/applications", {
    data: { listingId, message: "Dunes at sunrise.", checkIn: day(20), checkOut: day(23) },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  const accepted = await host.page.request.patch(`/api/applications/${applicationId}`, {
    data: { status: "accepted" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The creator opens the dispute from the contract card.
  await creator.page.goto("/contracts");
  const creatorCard = creator.page.getByTestId("collaboration-card").filter({ hasText: title });
  await creatorCard.getByRole("button", { name: "Open a dispute" }).click();
  const form = creator.page.getByRole("dialog", { name: "Open a dispute" });
  await form.getByLabel("What is it about?").selectOption({ label: "The host did not provide the stay" });
  await form
    .getByLabel("What happened?")
    .fill("Nobody answered at the lodge on the first night and the door code did not work.");
  await shoot(creator.page, "dispute-form");
  await form.getByRole("button", { name: "Open dispute" }).click();
  await expect(toast(creator.page, "Dispute opened")).toBeVisible();
  // They land on the dispute's own page; the contract card says "In dispute".
  await expect(creator.page.getByRole("region", { name: "Dispute thread" })).toBeVisible();
  await creator.page.goto("/contracts");
  await expect(creatorCard).toContainText("In dispute");

  // The host sees it too, and cannot complete the collaboration while it is open.
  await host.page.goto("/contracts");
  const hostCard = host.page.getByTestId("collaboration-card").filter({ hasText: title });
  await expect(hostCard).toContainText("In dispute");
  await expect(hostCard.getByRole("button", { name: "Mark Complete" })).toHaveCount(0);

  // The operator reads the timeline and decides: for the creator, cancelled with the nights released.
  const context = await browser.newContext({ viewport: desktop });
  const operator = await context.newPage();
  await firstOperatorSignIn(operator, disputesOperator, demo.host.password);
  await operator.goto("/operator/disputes");
  await operator.getByRole("link").filter({ hasText: title }).click();
  await expect(operator.getByRole("heading", { name: "The host did not provide the stay" })).toBeVisible();
  const timeline = operator.getByTestId("dispute-timeline");
  await expect(timeline).toContainText("3 nights held on the calendar");
  await expect(timeline).toContainText("Dunes at sunrise.");
  await shoot(operator, "dispute-timeline");
  await operator.getByLabel("Outcome").selectOption({ label: "Decided for the creator" });
  await operator
    .getByLabel("What happens to the collaboration")
    .selectOption({ label: "Cancelled (the nights are released)" });
  await operator
    .getByLabel("Statement of reasons")
    .fill("The host did not answer the creator's messages on the day of arrival; the stay was not provided.");
  await operator.getByRole("button", { name: "Decide the dispute" }).click();
  await confirmWith(operator, "Decide");
  await expect(toast(operator, "Dispute decided")).toBeVisible();

  // The creator's card no longer shows the dispute; the host's calendar has the three nights open again.
  await creator.page.reload();
  await expect(creatorCard).toBeVisible();
  await expect(creatorCard).not.toContainText("In dispute");
  const calendar = await openListingCalendar(host.page, title);
  for (const n of [20, 21, 22]) await expect(await dayCell(calendar, day(n))).not.toHaveClass(/night-taken/);

  await context.close();
  await host.context.close();
  await creator.context.close();
});
