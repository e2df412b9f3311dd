import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { acceptedApplication, agreedTerms } from "./support/accepted-application.ts";
import { signedInPerson } from "./support/accounts.ts";
import { mailboxToken } from "./support/mailbox.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const person = (browser: Browser, role: "creator" | "host", name: string) =>
  signedInPerson(browser, role, name, { acceptDownloads: true });

/**
 * Issue 33 part 3: the approval window. One agreed post due 7 days after check-out; arrival by code, departure,
 * the creator uploads in the browser, nobody reviews it; the clock moves 14 days on (the dev timers route) and the
 * post is approved automatically, which completes the departed stay; both reopen the workspace, the host downloads
 * the ZIP. Moving the clock runs every timer step for the whole server, as a real tick would.
 */
test("upload → the host does not review → approved automatically after 14 days → completed, both reopen, ZIP", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await person(browser, "host", "Wanda Window");
  const creator = await person(browser, "creator", "Otto Overdue");
  const title = `Quiet Mill ${Date.now().toString(36)}`;
  const { applicationId } = await acceptedApplication(host.page.request, creator.page.request, {
    listing: {
      title,
      location: "Ghent, Belgium",
      description: "A converted mill on the canal.",
      collaborationDetails: "One post about the canal at dusk.",
      propertyType: "Hotel",
    },
    message: "Canal light.",
  });
  await agreedTerms(host.page.request, creator.page.request, applicationId, { posts: 1, contentDueDays: 7 });

  // Arrival by the code from the creator's card, then departure on the host's card.
  await creator.page.goto("/contracts");
  const creatorCard = creator.page.getByTestId("collaboration-card").filter({ hasText: title });
  await expect(creatorCard.getByTestId("content-due")).toHaveText("Content due 7 days after check-out");
  const code = (await creatorCard.getByTestId("check-in-code").textContent())?.trim() ?? "";
  await host.page.goto("/host/dashboard");
  const arrivals = host.page.getByTestId("todays-arrivals");
  await arrivals.getByLabel("Check-in code").fill(code);
  await arrivals.getByRole("button", { name: "Check in" }).click();
  await expect(toast(host.page, "Arrival recorded.")).toBeVisible();
  await host.page.goto("/host/dashboard?tab=contracts");
  const hostCard = host.page.getByTestId("collaboration-card").filter({ hasText: title });
  await hostCard.getByRole("button", { name: "Record departure" }).click();
  await expect(hostCard.getByTestId("stay-phase")).toHaveText("Departed");
  await expect(hostCard.getByTestId("content-due")).toHaveText(/^Content due \d{1,2} [A-Z][a-z]{2} \d{4}$/);

  // The creator uploads the post in the browser; the workspace says when it is due and when it approves itself.
  await creator.page.goto(`/collaboration/${applicationId}/deliverables`);
  await expect(creator.page.getByTestId("due-item")).toHaveText(/Post 1 of 1\s*Due \d{1,2} [A-Z][a-z]{2} \d{4}/);
  const form = creator.page.getByRole("form", { name: "Upload deliverable" });
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#cc8833" } })
    .jpeg()
    .toBuffer();
  await form.getByTestId("deliverable-file").setInputFiles({ name: "canal.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await form.getByLabel("Usage rights").selectOption("1-year");
  await form.getByRole("button", { name: "Upload Deliverable" }).click();
  await expect(creator.page.getByTestId("auto-approves-at")).toContainText("Approved automatically on");
  await expect(creator.page.getByTestId("due-item")).toContainText("Delivered");

  // Fourteen days and a minute later, with no review: the timers approve it and complete the stay.
  const moved = await host.page.request.post("/api/dev/timers", {
    headers: { authorization: `Bearer ${mailboxToken}` },
    data: { at: new Date(Date.now() + 14 * 86_400_000 + 60_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const { done } = (await moved.json()) as { done: Record<string, number> };
  expect(done["content approved automatically"]).toBeGreaterThanOrEqual(1);
  expect(done["collaborations completed"]).toBeGreaterThanOrEqual(1);

  for (const page of [host.page, creator.page]) {
    await page.goto(`/collaboration/${applicationId}/deliverables`);
    await expect(page.getByTestId("auto-approved")).toContainText("Approved automatically");
    await expect(page.getByTestId("deliverable-status")).toHaveText("approved");
    await expect(page.getByTestId("workspace-closed")).toContainText("This collaboration is completed.");
  }
  const [download] = await Promise.all([
    host.page.waitForEvent("download"),
    host.page.getByTestId("download-zip").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/approved-content-\d{4}-\d{2}-\d{2}\.zip$/);
});
