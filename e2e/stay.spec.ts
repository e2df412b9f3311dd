import { completionQuestion } from "@domain/collaborations.ts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { acceptedApplication } from "./support/accepted-application.ts";
import { signedInPerson } from "./support/accounts.ts";
import { confirmWith } from "./support/confirm.ts";
import { screenshot } from "./support/screens.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const person = (browser: Browser, role: "creator" | "host", name: string) =>
  signedInPerson(browser, role, name, { acceptDownloads: true });

/**
 * Issue 33: the stay behind a collaboration — arrival by the code on the creator's contract card, departure,
 * completion with its confirmation, after which both parties still open the workspace and the host downloads the
 * ZIP. A flexible-date stay, so no clock is needed.
 */
test("arrival by check-in code → departure → complete anyway → both reopen the workspace, the host downloads the ZIP", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await person(browser, "host", "Stella Stay");
  const creator = await person(browser, "creator", "Rafa Road");
  const title = `Harbour Loft ${Date.now().toString(36)}`;
  const { applicationId } = await acceptedApplication(host.page.request, creator.page.request, {
    listing: {
      title,
      location: "Split, Croatia",
      description: "A loft over the harbour with a view of the ferries.",
      collaborationDetails: "Two nights for a reel and ten photos.",
      propertyType: "Hotel",
    },
    message: "Ferries at dawn.",
  });

  // The creator sees the check-in code on the contract card.
  await creator.page.goto("/contracts");
  const creatorCard = creator.page.getByTestId("collaboration-card").filter({ hasText: title });
  await expect(creatorCard.getByTestId("stay-phase")).toHaveText("Upcoming");
  const code = (await creatorCard.getByTestId("check-in-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[0-9A-F]{6}$/);

  // The host types it under Today's arrivals; a wrong one is refused first.
  await host.page.goto("/host/dashboard");
  const arrivals = host.page.getByTestId("todays-arrivals");
  await expect(arrivals.getByTestId("arrival").filter({ hasText: "Rafa Road" })).toBeVisible();
  await screenshot(host.page, "todays-arrivals");
  const wrong = code === "000000" ? "111111" : "000000";
  await arrivals.getByLabel("Check-in code").fill(wrong);
  await arrivals.getByRole("button", { name: "Check in" }).click();
  await expect(arrivals.getByRole("alert")).toHaveText("That check-in code doesn't match any of today's arrivals.");
  await arrivals.getByLabel("Check-in code").fill(code.toLowerCase());
  await arrivals.getByRole("button", { name: "Check in" }).click();
  await expect(toast(host.page, "Arrival recorded.")).toBeVisible();
  await expect(creatorCard.getByTestId("stay-phase")).toHaveText("Arrived"); // live, no reload

  // One approved item of 17, delivered through the API (the upload UI has its own journey).
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3388cc" } })
    .jpeg()
    .toBuffer();
  const uploaded = await creator.page.request.post(`/api/workspaces/${applicationId}/deliverables`, {
    multipart: { usageRights: "1-year", file: { name: "ferry.jpg", mimeType: "image/jpeg", buffer: jpeg } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { deliverable } = (await uploaded.json()) as { deliverable: { id: string } };
  const approved = await host.page.request.post(`/api/deliverables/${deliverable.id}/feedback`, {
    data: { feedbackType: "approve" },
  });
  expect(approved.status()).toBe(201);

  // Departure, then completion with what is still open.
  await host.page.goto("/host/dashboard?tab=contracts");
  const hostCard = host.page.getByTestId("collaboration-card").filter({ hasText: title });
  await hostCard.getByRole("button", { name: "Record departure" }).click();
  await expect(hostCard.getByTestId("stay-phase")).toHaveText("Departed");
  await hostCard.getByRole("button", { name: "Mark Complete" }).click();
  await expect(host.page.getByTestId("completion-question")).toHaveText(
    completionQuestion({ agreed: 17, approved: 1 }),
  );
  await screenshot(host.page, "completion-dialog");
  await confirmWith(host.page, "Complete collaboration");
  await expect(toast(host.page, "Collaboration status updated to completed.")).toBeVisible();

  // Both reopen the workspace, read-only; the host downloads the approved content.
  for (const page of [host.page, creator.page]) {
    await page.goto(`/collaboration/${applicationId}/deliverables`);
    await expect(page.getByTestId("workspace-closed")).toContainText("This collaboration is completed.");
    await expect(page.getByRole("button", { name: "Upload Deliverable" })).toHaveCount(0);
  }
  const [download] = await Promise.all([
    host.page.waitForEvent("download"),
    host.page.getByTestId("download-zip").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/approved-content-\d{4}-\d{2}-\d{2}\.zip$/);
});
