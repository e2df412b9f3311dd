import { applicationMessages } from "@domain/applications.ts";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { signedInPerson } from "./support/accounts.ts";
import { confirmWith } from "./support/confirm.ts";
import { screenshot } from "./support/screens.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Screenshots at 1280 px and 375 px wide (whole page, or the viewport while a dialog is open), then desktop. */
async function shoot(page: Page, name: string, dialog?: Locator) {
  for (const [suffix, width, height] of [
    ["desktop", 1280, 800],
    ["mobile", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (dialog) await expect(dialog).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await screenshot(page, `${name}-${suffix}`, { fullPage: !dialog });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const person = (browser: Browser, role: "creator" | "host", name: string) => signedInPerson(browser, role, name);

test("a creator applies, the host accepts without reloading, and both chat live with a read receipt", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await person(browser, "host", "Helena Harbour");
  const creator = await person(browser, "creator", "Carmen Coast");
  const title = `Harbour Loft ${Date.now().toString(36)}`;
  const created = await host.page.request.post("/api/listings", {
    data: {
      title,
      location: "Lisbon, Portugal",
      description: "A bright loft above the harbour with a terrace.",
      collaborationDetails: "Two nights for a reel and ten photos.",
      propertyType: "Hotel",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { listing: { id: string } }).listing.id;

  // The host watches the Applications tab; nothing there yet.
  await host.page.goto("/host/dashboard?tab=applications");
  await expect(host.page.getByText(applicationMessages.noApplications)).toBeVisible();

  // The creator applies from the listing page.
  await creator.page.goto(`/listings/${listingId}`);
  await creator.page.getByRole("button", { name: "Apply Now" }).click();
  const dialog = creator.page.getByRole("dialog", { name: "Apply for Collaboration" });
  await expect(dialog.getByLabel("Number of guests *")).toHaveValue("1");
  await expect(dialog.getByLabel("Posts")).toHaveValue("5");
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByText(applicationMessages.messageRequired)).toBeVisible();
  await dialog.getByLabel("Message *").fill("I'd film a sunrise reel from your terrace and a harbour walk story.");
  await dialog.getByLabel("Number of guests *").fill("2");
  await shoot(creator.page, "apply-dialog", dialog);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(creator.page, applicationMessages.sentTitle)).toBeVisible();
  await expect(toast(creator.page, applicationMessages.sent(title, "Helena Harbour"))).toBeVisible();
  await expect(creator.page.getByTestId("applied-status")).toContainText("Pending");

  // The host sees it arrive without a reload, and accepts.
  const card = host.page.getByTestId("application-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Carmen Coast");
  await expect(card).toContainText("5 posts, 10 stories, 2 videos");
  await shoot(host.page, "host-applications");
  await card.getByRole("button", { name: "Accept" }).click();
  await confirmWith(host.page, "Accept application");
  await expect(toast(host.page, "Application accepted")).toBeVisible();
  await expect(card.getByTestId("application-status")).toHaveText("Accepted");
  await expect(card.getByRole("link", { name: "Review Content" })).toBeVisible();

  // The creator's listing page follows without a reload.
  await expect(creator.page.getByTestId("applied-status")).toContainText("Accepted");
  await creator.page.goto("/creator/dashboard?tab=applications");
  const mine = creator.page.getByTestId("application-card").filter({ hasText: title });
  await expect(mine.getByRole("button", { name: "Negotiate Terms" })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Manage Deliverables" })).toBeVisible();
  await shoot(creator.page, "creator-applications");

  // Chat with Host opens the Collaboration Discussion dialog; the creator writes, Enter sends.
  await mine.getByRole("button", { name: "Chat with Host" }).click();
  const discussion = creator.page.getByRole("dialog", { name: "Collaboration Discussion" });
  const box = discussion.getByRole("textbox", { name: "Message" });
  await box.fill("Hello Helena! Would 12–14 June work?");
  await box.press("Shift+Enter");
  await box.pressSequentially("<script>alert(1)</script>");
  await box.press("Enter");
  await expect(discussion.getByTestId("message-list")).toContainText("<script>alert(1)</script>");
  await expect(discussion.getByTestId("receipt")).toHaveText("Sent");

  // The host's header counts it; the inbox lists it; the thread shows it — all without a reload.
  await expect(host.page.getByTestId("unread-badge").first()).toHaveText(/1/);
  await host.page
    .getByRole("link", { name: /Messages/ })
    .first()
    .click();
  const row = host.page.getByRole("link", { name: /Carmen Coast/ });
  await expect(row).toContainText("Would 12–14 June work?");
  await shoot(host.page, "inbox");
  await row.click();
  const thread = host.page.getByTestId("message-list");
  await expect(thread).toContainText("Hello Helena! Would 12–14 June work?");

  // The creator sees "Seen" once the host has the thread open.
  await expect(discussion.getByTestId("receipt")).toHaveText("Seen");

  // The host answers; the creator sees it arrive.
  await host.page.getByRole("textbox", { name: "Message" }).fill("June works — see you then!");
  await host.page.getByRole("button", { name: "Send message" }).click();
  await expect(discussion.getByTestId("message-list")).toContainText("June works — see you then!");
  await expect(thread).toContainText("June works — see you then!");
  await shoot(host.page, "thread");
  await shoot(creator.page, "discussion-dialog", discussion);

  await host.context.close();
  await creator.context.close();
});
