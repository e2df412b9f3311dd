import { negotiationMessages } from "@domain/negotiation.ts";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { signedInPerson } from "./support/accounts.ts";
import { confirmWith } from "./support/confirm.ts";
import { screenshot } from "./support/screens.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Screenshots of the open dialog at 1280 px and 375 px wide, then back to desktop. */
async function shoot(page: Page, name: string, dialog: Locator) {
  for (const [suffix, width, height] of [
    ["desktop", 1280, 800],
    ["mobile", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(dialog).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await screenshot(page, `${name}-${suffix}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Whole-page screenshots at 1280 px and 375 px wide. */
async function shootPage(page: Page, name: string) {
  for (const [suffix, width, height] of [
    ["desktop", 1280, 800],
    ["mobile", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await screenshot(page, `${name}-${suffix}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const person = (browser: Browser, role: "creator" | "host", name: string) => signedInPerson(browser, role, name);

test("creator proposes, host counters, creator accepts; both see the contract; payment requested, approved, paid; the host completes it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await person(browser, "host", "Nora Newport");
  const creator = await person(browser, "creator", "Tomas Tide");
  const title = `Tide House ${Date.now().toString(36)}`;
  const created = await host.page.request.post("/api/listings", {
    data: {
      title,
      location: "Porto, Portugal",
      description: "A townhouse by the river with a roof terrace.",
      collaborationDetails: "Two nights for a reel and ten photos.",
      propertyType: "Hotel",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { listing: { id: string } }).listing.id;
  const applied = await creator.page.request.post("/api/applications", {
    data: { listingId, message: "A river reel at dawn." },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // The host accepts the application on the dashboard.
  await host.page.goto("/host/dashboard?tab=applications");
  const pending = host.page.getByTestId("application-card").filter({ hasText: title });
  await pending.getByRole("button", { name: "Accept" }).click();
  await confirmWith(host.page, "Accept application");
  await expect(toast(host.page, "Application accepted")).toBeVisible();
  await expect(pending.getByTestId("application-status")).toHaveText("Accepted");

  // The creator opens Negotiate Terms from the application card and proposes.
  await creator.page.goto("/creator/dashboard?tab=applications");
  const mine = creator.page.getByTestId("application-card").filter({ hasText: title });
  await mine.getByRole("button", { name: "Negotiate Terms" }).click();
  const dialog = creator.page.getByRole("dialog", { name: "Collaboration Terms & Negotiation" });
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText("Porto, Portugal");
  await expect(dialog.getByTestId("tier-Suggested payment")).toHaveText("$50");
  // The first proposal starts from the application (API defaults: 5 posts, 10 stories, 2 videos; decision 0059).
  await expect(dialog.getByLabel("Videos")).toHaveValue("2");
  await dialog.getByLabel("Posts").fill("2");
  await dialog.getByLabel("Stories").fill("-4"); // invalid becomes 0
  await dialog.getByLabel("Compensation type").selectOption("accommodation_plus_payment");
  await dialog.getByLabel("Payment amount ($)").fill("150");
  await dialog.getByRole("button", { name: "Propose Terms" }).click();
  await expect(toast(creator.page, negotiationMessages.proposedTitle)).toBeVisible();
  await expect(toast(creator.page, negotiationMessages.proposed)).toBeVisible();
  await expect(dialog.getByTestId("terms-card")).toHaveCount(1);
  await expect(dialog.getByTestId("terms-card").first()).toContainText("2 posts, 0 stories, 2 videos");

  // The host opens the same negotiation from their card and counter-proposes.
  await host.page.goto("/host/dashboard?tab=applications");
  const theirs = host.page.getByTestId("application-card").filter({ hasText: title });
  await theirs.getByRole("button", { name: "Negotiate Terms" }).click();
  const hostDialog = host.page.getByRole("dialog", { name: "Collaboration Terms & Negotiation" });
  await expect(hostDialog.getByTestId("terms-card").first().getByRole("button", { name: "Accept" })).toBeVisible();
  // The counter starts from the proposal it answers.
  await expect(hostDialog.getByLabel("Posts")).toHaveValue("2");
  await expect(hostDialog.getByLabel("Payment amount ($)")).toHaveValue("150");
  await hostDialog.getByLabel("Posts").fill("3");
  await hostDialog.getByLabel("Compensation type").selectOption("accommodation_plus_payment");
  await hostDialog.getByLabel("Payment amount ($)").fill("200");
  await hostDialog.getByLabel("Usage rights").selectOption("extended");
  await hostDialog.getByRole("button", { name: "Propose Terms" }).click();
  await expect(toast(host.page, negotiationMessages.proposedTitle)).toBeVisible();

  // The creator sees the counter-proposal arrive without a reload, with what changed.
  const latest = dialog.getByTestId("terms-card").first();
  await expect(dialog.getByTestId("terms-card")).toHaveCount(2);
  await expect(latest).toContainText("posts 2 → 3");
  await expect(latest).toContainText("payment $150 → $200");
  await expect(latest).toContainText("usage rights limited → extended");
  await expect(dialog.getByTestId("terms-status").nth(1)).toHaveText("Countered");
  await expect(dialog.getByTestId("terms-card").nth(1)).toContainText("Countered — see the newer proposal");
  await shoot(creator.page, "negotiation-dialog", dialog);
  await latest.getByRole("button", { name: "Accept" }).click();
  await confirmWith(creator.page, "Accept terms");
  await expect(toast(creator.page, negotiationMessages.respondedTitle("accepted"))).toBeVisible();
  await expect(toast(creator.page, negotiationMessages.responded("accepted"))).toBeVisible();
  await expect(dialog.getByTestId("terms-status").first()).toHaveText("Accepted");
  await expect(dialog).toContainText("Terms are agreed");

  // The host's dialog follows live.
  await expect(hostDialog.getByTestId("terms-status").first()).toHaveText("Accepted");
  await host.page.keyboard.press("Escape");

  // Both see the contract with the agreed figures.
  for (const who of [creator, host]) {
    await who.page.goto("/contracts");
    await expect(who.page.getByRole("heading", { level: 1 })).toHaveText(
      who === host ? "Host Contracts" : "Creator Contracts",
    );
    const card = who.page.getByTestId("collaboration-card").filter({ hasText: title });
    await expect(card.getByTestId("collaboration-amount")).toHaveText("$200");
    await expect(card.getByTestId("collaboration-deliverables")).toHaveText("3 posts, 0 stories, 2 videos");
    await expect(card).toContainText(who === host ? "Creator:" : "Host:");
  }
  await shootPage(host.page, "contracts-overview");

  // The creator requests a payment; the host approves it and marks it paid.
  await creator.page.getByRole("tab", { name: "Payment Management" }).click();
  await creator.page.getByRole("button", { name: "Request Payment" }).click();
  const request = creator.page.getByRole("dialog", { name: "Create Payment Request" });
  await request.getByLabel("Collaboration").selectOption({ label: title });
  await request.getByLabel("Amount ($)").fill("12.345");
  await request.getByRole("button", { name: "Create Request" }).click();
  await expect(request.getByText("Amount can have at most 2 decimals")).toBeVisible();
  await request.getByLabel("Amount ($)").fill("75.50");
  await request.getByLabel("Description").fill("An extra drone reel of the river.");
  await request.getByRole("button", { name: "Create Request" }).click();
  await expect(toast(creator.page, "Payment request created successfully")).toBeVisible();
  const creatorPayment = creator.page.getByTestId("payment-card").filter({ hasText: title });
  await expect(creatorPayment.getByTestId("payment-status")).toHaveText("pending");
  await expect(creatorPayment.getByRole("button", { name: "Approve" })).toHaveCount(0);

  await host.page.getByRole("tab", { name: "Payment Management" }).click();
  const hostPayment = host.page.getByTestId("payment-card").filter({ hasText: title });
  await expect(hostPayment).toContainText("$75.50");
  await hostPayment.getByRole("button", { name: "Approve" }).click();
  await confirmWith(host.page, "Approve payment");
  await expect(toast(host.page, "Payment approved successfully")).toBeVisible();
  await hostPayment.getByRole("button", { name: "Mark as Paid" }).click();
  await confirmWith(host.page, "Mark as paid");
  await expect(toast(host.page, "Payment marked as paid.")).toBeVisible();
  await expect(hostPayment.getByTestId("payment-status")).toHaveText("paid");
  await expect(creatorPayment.getByTestId("payment-status")).toHaveText("paid");
  await shootPage(host.page, "payment-management");
  await host.page.getByRole("tab", { name: "Contract Overview" }).click();
  await creator.page.getByRole("tab", { name: "Contract Overview" }).click();

  // The contract page, reachable from the card, prints without the site chrome.
  await creator.page
    .getByTestId("collaboration-card")
    .filter({ hasText: title })
    .getByRole("link", { name: "View Contract" })
    .click();
  await expect(creator.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(creator.page.getByTestId("contract-Host")).toHaveText("Nora Newport");
  await expect(creator.page.getByTestId("contract-Creator")).toHaveText("Tomas Tide");
  await expect(creator.page.getByTestId("contract-Usage rights")).toContainText("Extended for 12 months");
  await expect(creator.page.getByTestId("contract-Guests")).toHaveText("1");
  await expect(creator.page.getByTestId("contract-Host agreed")).not.toHaveText("Not recorded");
  await expect(creator.page.getByTestId("contract-Creator agreed")).not.toHaveText("Not recorded");
  await shootPage(creator.page, "contract-document");
  await creator.page.emulateMedia({ media: "print" });
  await expect(creator.page.getByRole("button", { name: "Print / Save as PDF" })).toBeHidden();
  await expect(creator.page.locator("footer")).toBeHidden();
  await screenshot(creator.page, "contract-document-print", { fullPage: true });
  await creator.page.emulateMedia({ media: "screen" });
  await creator.page.goto("/contracts");

  // A stay without agreed dates: the host records arrival and departure before Mark Complete is offered.
  const hostCard = host.page.getByTestId("collaboration-card").filter({ hasText: title });
  await expect(hostCard.getByTestId("completion-awaits")).toHaveText(
    "Record the creator's arrival and departure first, then Mark Complete.",
  );
  await expect(hostCard.getByRole("button", { name: "Mark Complete" })).toHaveCount(0);
  await hostCard.getByRole("button", { name: "Record arrival" }).click();
  await expect(toast(host.page, "Arrival recorded.")).toBeVisible();
  await hostCard.getByRole("button", { name: "Record departure" }).click();
  await expect(toast(host.page, "Departure recorded.")).toBeVisible();
  await expect(hostCard.getByTestId("completion-awaits")).toHaveCount(0);

  // The host marks it complete; the creator's overview follows without a reload.
  await hostCard.getByRole("button", { name: "Mark Complete" }).click();
  await expect(host.page.getByTestId("completion-question")).toBeVisible();
  await confirmWith(host.page, "Complete collaboration");
  await expect(toast(host.page, "Collaboration status updated to completed.")).toBeVisible();
  await expect(hostCard.getByRole("button")).toHaveCount(0);
  const creatorCard = creator.page.getByTestId("collaboration-card").filter({ hasText: title });
  await expect(creatorCard.getByTestId("collaboration-status")).toHaveText("completed");
  await expect(creator.page.getByTestId("count-completed")).toHaveText("1");

  // The creator dashboard's Contracts tab shows the same overview.
  await creator.page.goto("/creator/dashboard?tab=contracts");
  await expect(creator.page.getByRole("tab", { name: "Contracts" })).toHaveAttribute("aria-selected", "true");
  const dashboardCard = creator.page.getByTestId("collaboration-card").filter({ hasText: title });
  await expect(dashboardCard.getByTestId("collaboration-status")).toHaveText("completed");
  await shootPage(creator.page, "creator-dashboard-contracts");
  await host.context.close();
  await creator.context.close();
});
