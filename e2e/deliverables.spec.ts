import { readFileSync } from "node:fs";
import { deliverableMessages, rightsExpiry } from "@domain/deliverables.ts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { format } from "date-fns";
import sharp from "sharp";
import { zipEntries } from "../server/features/deliverables/test-helpers.ts";
import { mp4 } from "../server/test/mp4-fixture.ts";
import { acceptedApplication } from "./support/accepted-application.ts";
import { signedInPerson } from "./support/accounts.ts";
import { screenshot } from "./support/screens.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function shootPage(page: Page, name: string) {
  for (const [suffix, width, height] of [
    ["1280", 1280, 800],
    ["375", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await screenshot(page, `${name}-${suffix}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const person = (browser: Browser, role: "creator" | "host", name: string) =>
  signedInPerson(browser, role, name, { acceptDownloads: true });

const photo = (hue: number) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 40 + hue, g: 120, b: 200 - hue } } })
    .jpeg()
    .toBuffer();

test("creator uploads an image and a video → host requests changes with the template → new version → approved with a rating → ZIP → Content Rights", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const host = await person(browser, "host", "Nora Newport");
  const creator = await person(browser, "creator", "Tomas Tide");
  const title = `Tide House ${Date.now().toString(36)}`;
  const { applicationId } = await acceptedApplication(host.page.request, creator.page.request, {
    listing: {
      title,
      location: "Porto, Portugal",
      description: "A townhouse by the river with a roof terrace.",
      collaborationDetails: "Two nights for a reel and ten photos. Please tag @tidehouse and use #TideHouse.",
      propertyType: "Hotel",
    },
    message: "A river reel at dawn.",
  });

  const workspace = `/collaboration/${applicationId}/deliverables`;
  // The host keeps the workspace open: everything below reaches it without a reload.
  await host.page.goto(workspace);
  await expect(host.page.getByRole("heading", { name: title })).toBeVisible();
  await expect(host.page.getByText("No content has been delivered yet.")).toBeVisible();

  // The creator opens it from Manage Deliverables on the application card.
  await creator.page.goto("/creator/dashboard?tab=applications");
  await creator.page
    .getByTestId("application-card")
    .filter({ hasText: title })
    .getByRole("link", { name: "Manage Deliverables" })
    .click();
  await expect(creator.page).toHaveURL(new RegExp(`${workspace}$`));
  const form = creator.page.getByRole("form", { name: "Upload deliverable" });

  // Caption checks warn before uploading; they never block.
  await form.getByLabel("Caption (optional)").fill("Dawn over the Douro");
  const checks = form.getByTestId("caption-checks");
  await expect(checks).toContainText("Mentions @tidehouse");
  await expect(checks).toContainText("3 missing");
  await form.getByLabel("Caption (optional)").fill("Dawn over the Douro @tidehouse #TideHouse #ad");
  await expect(checks).toContainText("All there");

  await form
    .getByTestId("deliverable-file")
    .setInputFiles({ name: "dawn.jpg", mimeType: "image/jpeg", buffer: await photo(0) });
  await form.getByLabel("Usage rights").selectOption("1-year");
  await form.getByRole("button", { name: "Upload Deliverable" }).click();
  await expect(toast(creator.page, deliverableMessages.uploaded)).toBeVisible();

  await form.getByTestId("deliverable-file").setInputFiles({
    name: "river.mp4",
    mimeType: "video/mp4",
    buffer: mp4(200_000),
  });
  await form.getByLabel("Usage rights").selectOption("unlimited");
  await form.getByRole("button", { name: "Upload Deliverable" }).click();
  await expect(toast(creator.page, deliverableMessages.uploaded)).toBeVisible();
  await expect(creator.page.getByTestId("deliverable-card")).toHaveCount(2);

  // Both reached the host live.
  const hostCards = host.page.getByTestId("deliverable-card");
  await expect(hostCards).toHaveCount(2);
  // The test MP4 has only its magic bytes: the browser cannot decode it, so the spec's fallback shows.
  await expect(hostCards.filter({ hasText: "river.mp4" })).toContainText(deliverableMessages.previewUnavailable);
  await expect(host.page.getByTestId("deliverable-counters")).toContainText("Delivered 1 /");

  // Request changes on the image, with the template.
  const imageCard = hostCards.filter({ hasText: "dawn.jpg" });
  await imageCard.getByRole("button", { name: "Review" }).click();
  const dialog = host.page.getByRole("dialog", { name: "Review Content" });
  await dialog.getByLabel("Request Changes").check();
  await dialog.getByRole("button", { name: "Request Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(deliverableMessages.commentRequired);
  await dialog.getByRole("button", { name: "Use template" }).click();
  await expect(dialog.getByRole("textbox", { name: "Comment" })).toHaveValue(
    /Could you please make the following changes/,
  );
  await dialog.getByRole("button", { name: "Request Changes" }).click();
  await expect(toast(host.page, deliverableMessages.submitted)).toBeVisible();
  await expect(imageCard.getByTestId("deliverable-status")).toHaveText("needs changes");

  // The creator sees it live and answers with a new version.
  const creatorImage = creator.page.getByTestId("deliverable-card").filter({ hasText: "dawn.jpg" });
  await expect(creatorImage.getByTestId("deliverable-status")).toHaveText("needs changes");
  await creatorImage.getByRole("button", { name: "Upload New Version" }).click();
  await expect(form.getByRole("heading", { name: "Upload a new version (v2)" })).toBeVisible();
  await form
    .getByTestId("deliverable-file")
    .setInputFiles({ name: "dawn-v2.jpg", mimeType: "image/jpeg", buffer: await photo(60) });
  await form.getByLabel("Caption (optional)").fill("Dawn over the Douro @tidehouse #TideHouse #ad");
  await form.getByLabel("Usage rights").selectOption("1-year");
  await form.getByRole("button", { name: "Upload Deliverable" }).click();
  await expect(toast(creator.page, deliverableMessages.uploaded)).toBeVisible();

  const v2 = hostCards.filter({ hasText: "dawn-v2.jpg" });
  await expect(v2).toContainText("v2 · replaces v1");
  await shootPage(creator.page, "workspace-creator");

  // Approve v2 with a rating.
  await v2.getByRole("button", { name: "Review" }).click();
  await dialog.getByRole("radio", { name: "4 stars" }).click();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(toast(host.page, deliverableMessages.approved)).toBeVisible();
  await expect(v2.getByTestId("deliverable-status")).toHaveText("approved");
  await expect(v2).toContainText("4/5");
  const approvedAt = new Date();
  await shootPage(host.page, "workspace-host");

  // The ZIP of approved content.
  const [download] = await Promise.all([
    host.page.waitForEvent("download"),
    host.page.getByTestId("download-zip").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tide-house-[a-z0-9-]+-approved-content-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await zipEntries(readFileSync(await download.path()));
  expect([...entries.keys()].sort()).toEqual(["01-dawn-v2/dawn-v2.jpg", "01-dawn-v2/rights.txt"]);
  expect(entries.get("01-dawn-v2/rights.txt")?.toString()).toContain("Usage rights: 1 year");

  // The Content Rights register shows the asset and its expiry.
  await host.page.getByRole("link", { name: "Content Rights" }).click();
  const item = host.page.getByTestId("rights-item").filter({ hasText: "dawn-v2.jpg" });
  await expect(item).toContainText("by Tomas Tide");
  await expect(item.getByTestId("rights-expires")).toHaveText(
    format(rightsExpiry("1-year", approvedAt) as Date, "MMM d, yyyy"),
  );
  await expect(item).toContainText("Active");
  await shootPage(host.page, "content-rights-host");
  await host.context.close();
  await creator.context.close();
});

test("a stranger gets Collaboration Not Found and is sent home", async ({ browser }) => {
  const stranger = await person(browser, "creator", "Sam Stranger");
  await stranger.page.goto("/collaboration/00000000-0000-4000-8000-000000000000/deliverables");
  await expect(toast(stranger.page, deliverableMessages.notFound)).toBeVisible();
  await expect(stranger.page).not.toHaveURL(/collaboration/);
  await stranger.context.close();
});
