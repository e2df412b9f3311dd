// Over 400 lines: one serial journey (creator profile, portfolio, hosts finding creators), each step on the last.

import { creatorMessages } from "@domain/creators.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { createConfirmedUser, signIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations, withoutToasts } from "./support/axe.ts";
import { screenshot } from "./support/screens.ts";

test.describe.configure({ mode: "serial" });

/** A toast by its text (title or description). */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Screenshots at 1280 px and 375 px wide (whole page, or the viewport while a dialog is open), then desktop again. */
async function shoot(page: Page, name: string, dialog?: Locator) {
  for (const [suffix, width, height] of [
    ["desktop", 1280, 800],
    ["mobile", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (dialog) await expect(dialog).toBeVisible();
    else await page.evaluate(() => window.scrollTo(0, 0));
    // Let toasts fade so they do not cover the screen.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await screenshot(page, `${name}-${suffix}`, { fullPage: !dialog });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function png(r: number, g: number, b: number, width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

async function createListing(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post("/api/listings", {
    data: {
      title,
      location: "Porto, Portugal",
      description: "A quiet guesthouse above the river with a roof terrace.",
      collaborationDetails: "Two nights for a reel and five photos.",
      propertyType: "Hotel",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { listing: { id: string } }).listing.id;
}

const creatorName = "Zephyrine Quillfeather";
const state = { creatorEmail: "", creatorPassword: "", creatorId: "", listingA: "", listingB: "" };
const listingTitleA = "Riverside Guesthouse Porto";
const listingTitleB = "Douro Valley Quinta";

/** The file names of the portfolio tiles in the order shown. */
async function tileOrder(page: Page): Promise<string[]> {
  const labels = await page.getByRole("button", { name: /^Open / }).allTextContents();
  return labels.map((l) => l.replace(/^Open /, "").trim());
}

test("a new creator completes the profile to 100 % with an avatar and a portfolio upload", async ({ page }) => {
  test.setTimeout(150_000);
  const user = await createConfirmedUser(page.request, "creator", creatorName);
  state.creatorEmail = user.email;
  state.creatorPassword = user.password;
  await signIn(page, "creator", user.email, user.password);

  await page.goto("/creator/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Creator Dashboard" })).toBeVisible();
  const progress = page.getByRole("progressbar");
  await expect(progress).toBeVisible();
  const start = Number(await progress.getAttribute("aria-valuenow"));
  expect(start).toBeLessThan(80);
  await expect(page.getByRole("heading", { name: "Setup checklist" })).toBeVisible();
  const publicLink = page.getByRole("link", { name: "View Public Portfolio" });
  state.creatorId = ((await publicLink.getAttribute("href")) ?? "").split("/").pop() ?? "";
  expect(state.creatorId).toMatch(/^[0-9a-f-]{36}$/);

  // The edit panel opens from the completion card and closes when the tab changes.
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
  await page.getByRole("tab", { name: "Applications" }).click();
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeHidden();

  // Profile tab: required fields first.
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page).toHaveURL(/tab=profile/);
  const form = page.getByRole("form", { name: "Creator profile" });
  await expect(page.getByText(creatorMessages.noBio)).toBeVisible();
  await expect(page.getByText(creatorMessages.noSkills)).toBeVisible();
  await form.getByLabel("Bio *").fill("");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(form.getByText(creatorMessages.bioRequired)).toBeVisible();
  await expect(form.getByText(creatorMessages.skillsRequired)).toBeVisible();
  await expect(form.getByText(creatorMessages.portfolioRequired)).toBeVisible();

  await form.getByLabel("Location").fill("Porto, Portugal");
  await form
    .getByLabel("Bio *")
    .fill("Slow-travel photographer from Porto. Riverside guesthouses, azulejos and golden-hour reels.");
  await form.getByLabel("Skills *").fill("Travel, Instagram, TikTok, , Photography");
  await form.getByLabel("Portfolio URL *").fill("https://zephyrine.example");
  await form.getByLabel("Instagram username").fill("@zephyrine.travels");
  await form.getByLabel("TikTok username").fill("zephq");
  await form.getByLabel("Instagram followers").fill("12500");
  await form.getByLabel("TikTok followers").fill("3400");
  await form.getByLabel("YouTube followers").fill("");
  await form.getByLabel("Other links").fill("https://pinterest.com/zephyrine");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(toast(page, creatorMessages.profileUpdatedTitle)).toBeVisible();
  await expect(toast(page, creatorMessages.profileUpdatedText)).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "80");
  await expect(page.getByRole("heading", { name: "Setup checklist" })).toBeHidden();
  // Stored as a profile URL, edited as the bare username.
  await expect(form.getByLabel("Instagram username")).toHaveValue("zephyrine.travels");
  await expect(page.getByRole("link", { name: /instagram\.com\/zephyrine\.travels/ })).toBeVisible();

  // Avatar: a file that is not an image is refused before the crop dialog.
  let chooser = page.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Upload Photo" }).click();
  await (await chooser).setFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(toast(page, creatorMessages.avatarInvalidTypeTitle)).toBeVisible();

  chooser = page.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Upload Photo" }).click();
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: await png(200, 120, 90, 800, 600) });
  const crop = page.getByRole("dialog", { name: creatorMessages.cropTitle });
  await expect(crop).toBeVisible();
  const cropButton = crop.getByRole("button", { name: creatorMessages.cropButton });
  await expect(cropButton).toBeEnabled();
  await crop.getByRole("slider", { name: "Zoom" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(crop.getByText("1.1×")).toBeVisible();
  await crop.getByRole("button", { name: "Rotate Right" }).click();
  await shoot(page, "creators-crop-dialog", crop);
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/profile/avatar"));
  await cropButton.click();
  expect((await uploaded).status()).toBe(200);
  await expect(toast(page, creatorMessages.avatarUpdatedTitle)).toBeVisible();
  await expect(crop).toBeHidden();
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(form.getByRole("button", { name: "Change Photo" })).toBeVisible();
  await shoot(page, "creators-dashboard-profile");

  // Upload Media: tags, a refused format, then three images.
  await page.getByRole("tab", { name: "Upload" }).click();
  const tagInput = page.getByLabel("Tags", { exact: true });
  await tagInput.fill("Beach");
  await tagInput.press("Enter");
  await tagInput.fill("Sunset,");
  await tagInput.fill("beach");
  await tagInput.press("Enter");
  await expect(page.getByText(creatorMessages.tagDuplicate)).toBeVisible();
  await tagInput.fill("Porto");
  await tagInput.press("Enter");
  await expect(page.getByRole("list", { name: "Tags to add" }).getByRole("listitem")).toHaveCount(3);

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await expect(toast(page, creatorMessages.invalidFormatTitle)).toBeVisible();

  for (const [name, color] of [
    ["first-light.png", [240, 180, 60]],
    ["blue-hour.png", [40, 80, 160]],
    ["green-hills.png", [60, 150, 80]],
  ] as const) {
    const done = page.waitForResponse((r) => r.url().endsWith("/api/portfolio") && r.request().method() === "POST");
    await fileInput.setInputFiles({ name, mimeType: "image/png", buffer: await png(color[0], color[1], color[2]) });
    expect((await done).status()).toBe(201);
    await expect(toast(page, creatorMessages.uploadSuccessText(name))).toBeVisible();
  }

  // The gallery: filters, lightbox with keys, owner controls.
  await page.getByRole("tab", { name: "Portfolio" }).click();
  await expect.poll(() => tileOrder(page)).toEqual(["first-light.png", "blue-hour.png", "green-hills.png"]);
  await expect(page.getByText("+1").first()).toBeVisible();
  await page.getByRole("tab", { name: "Videos" }).click();
  await expect(page.getByText("Nothing here with this filter.")).toBeVisible();
  await page.getByRole("tab", { name: "All" }).click();
  await page.getByRole("button", { name: "Open first-light.png" }).click();
  const lightbox = page.getByRole("dialog", { name: "first-light.png" });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "blue-hour.png" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: "green-hills.png" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: "Drag first-light.png to reorder" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, withoutToasts);
  await shoot(page, "creators-dashboard-portfolio");

  // The public page shows the completed profile and portfolio.
  await page.getByRole("link", { name: "View Public Portfolio" }).click();
  await expect(page).toHaveURL(new RegExp(`/creator/${state.creatorId}$`));
  await expect(page.getByRole("heading", { level: 1, name: creatorName })).toBeVisible();
  // 15,900 followers read as whole k (spec 001 §9); no engagement was entered, so none is shown (not 0.0 %).
  await expect(page.getByText("15k", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("0.0%")).toHaveCount(0);
  await expect(page.getByText("Engagement", { exact: true })).toHaveCount(0);
  await expect(page.getByText(creatorMessages.profileIncomplete)).toHaveCount(0);
  await expect(page.getByRole("img", { name: creatorName })).toBeVisible();
  await expect.poll(() => tileOrder(page)).toEqual(["first-light.png", "blue-hour.png", "green-hills.png"]);
  await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByText(/4\.\d \(\d+ reviews\)/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, withoutToasts);
  await shoot(page, "creators-public-profile");
});

test("portfolio reorder is saved and survives a reload", async ({ page }) => {
  await signIn(page, "creator", state.creatorEmail, state.creatorPassword);
  await page.goto("/creator/portfolio");
  await expect(page.getByRole("heading", { level: 1, name: "My Portfolio" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move first-light.png later" })).toHaveCount(0);
  await page.getByRole("button", { name: "Edit Mode" }).click();

  const saved = page.waitForResponse((r) => r.url().endsWith("/api/portfolio/order"));
  await page.getByRole("button", { name: "Move first-light.png later" }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, creatorMessages.mediaReorderedTitle)).toBeVisible();
  await expect.poll(() => tileOrder(page)).toEqual(["blue-hour.png", "first-light.png", "green-hills.png"]);

  // Drag and drop with the keyboard: pick up green-hills, move it one place left, drop.
  // (dnd-kit measures between key presses, hence the short pauses.)
  const dragged = page.waitForResponse((r) => r.url().endsWith("/api/portfolio/order"));
  await page.getByRole("button", { name: "Drag green-hills.png to reorder" }).focus();
  await page.keyboard.press("Space");
  await page.waitForTimeout(200);
  await page.keyboard.press("ArrowLeft");
  await page.waitForTimeout(200);
  await page.keyboard.press("Space");
  expect((await dragged).status()).toBe(200);
  const saved2 = ["blue-hour.png", "green-hills.png", "first-light.png"];
  await expect.poll(() => tileOrder(page)).toEqual(saved2);

  await page.reload();
  await expect.poll(() => tileOrder(page)).toEqual(saved2);
  // The public page shows the saved order too.
  await page.goto(`/creator/${state.creatorId}`);
  await expect.poll(() => tileOrder(page)).toEqual(saved2);

  // Delete (owner only), confirmed first.
  await page.goto("/creator/portfolio");
  await page.getByRole("button", { name: "Edit Mode" }).click();
  await page.getByRole("button", { name: "Delete first-light.png" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, creatorMessages.mediaDeletedTitle)).toBeVisible();
  await expect.poll(() => tileOrder(page)).toEqual(["blue-hour.png", "green-hills.png"]);
});

test("a host finds the creator by search and region, saves and invites to two listings", async ({ page }) => {
  test.setTimeout(120_000);
  const host = await createConfirmedUser(page.request, "host", "Inez Harbour");
  await signIn(page, "host", host.email, host.password);
  state.listingA = await createListing(page.request, listingTitleA);
  state.listingB = await createListing(page.request, listingTitleB);

  await page.goto("/creators");
  await expect(page.getByRole("heading", { level: 1, name: "Discover Creators" })).toBeVisible();
  const cards = page
    .getByRole("list", { name: "Creators" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
  await expect(cards.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, withoutToasts);
  await shoot(page, "creators-discovery-grid");

  await page.getByLabel("Search creators").fill("quillfeather");
  await expect(page).toHaveURL(/q=quillfeather/);
  await expect(cards).toHaveCount(1);
  await page.getByRole("button", { name: /^Regions/ }).click();
  await page.getByRole("button", { name: "Asia", exact: true }).click();
  await expect(page.getByRole("heading", { name: creatorMessages.noCreatorsFound })).toBeVisible();
  await page.getByRole("button", { name: "Europe", exact: true }).click();
  await expect(page).toHaveURL(/region=Europe/);
  await expect(cards).toHaveCount(1);
  await page.getByRole("button", { name: creatorMessages.completeProfilesOnly }).click();
  await expect(page).toHaveURL(/complete=1/);
  const card = cards.first();
  await expect(card.getByRole("heading", { name: creatorName })).toBeVisible();
  // 15,900 followers as whole k; no rate was entered, so the card shows no engagement figure; icons from handles.
  await expect(card.getByText("15k", { exact: true })).toBeVisible();
  await expect(card.getByText("engagement")).toHaveCount(0);
  await expect(card.getByRole("list", { name: "Platforms" }).getByRole("listitem")).toHaveCount(2);

  // The query is in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel("Search creators")).toHaveValue("quillfeather");
  await expect(cards).toHaveCount(1);

  await card.getByRole("button", { name: `Save ${creatorName}` }).click();
  await expect(toast(page, creatorMessages.creatorSaved)).toBeVisible();
  await expect(card.getByRole("button", { name: `Remove ${creatorName} from saved` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // A duplicate save is refused by the unique constraint.
  const again = await page.request.post("/api/saved-creators", { data: { creatorId: state.creatorId } });
  expect(again.status()).toBe(409);
  await page.getByRole("button", { name: "Saved only" }).click();
  await expect(page).toHaveURL(/saved=1/);
  await expect(cards).toHaveCount(1);

  // Invite from the card: Send stays disabled until a listing is chosen.
  const inviteButton = card.getByRole("button", { name: `Invite ${creatorName}` });
  await inviteButton.click();
  const dialog = page.getByRole("dialog", { name: `Invite ${creatorName}` });
  await expect(dialog).toBeVisible();
  // Escape gives focus back to the button that opened the dialog, not the top of the page.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(inviteButton).toBeFocused();
  await inviteButton.click();
  const send = dialog.getByRole("button", { name: "Send Invitation" });
  await expect(send).toBeDisabled();
  await expect(dialog.getByLabel("Message (optional)")).toHaveAttribute("rows", "4");
  await dialog.getByLabel("Listing *").selectOption({ label: `${listingTitleA} — Porto, Portugal` });
  await dialog.getByLabel("Message (optional)").fill("We'd love to host you for two nights by the river.");
  await expect(send).toBeEnabled();
  await shoot(page, "creators-invite-dialog", dialog);
  await send.click();
  await expect(toast(page, creatorMessages.invitationSent)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The card now says "Invited" with the date; the dialog offers listing A no more.
  const invited = card.getByRole("button", { name: /^Invited · \w{3} \d{1,2} — invite/ });
  await expect(invited).toBeVisible();
  await expect(invited).toBeFocused();
  await shoot(page, "creators-card-invited");
  await invited.click();
  const optionA = dialog.getByRole("option", { name: `${listingTitleA} — Porto, Portugal (Already invited)` });
  await expect(optionA).toBeDisabled();
  // A second pending invitation to the same listing is still refused by the server, with its message.
  const twice = await page.request.post("/api/invitations", {
    data: { creatorId: state.creatorId, listingId: state.listingA },
  });
  expect(twice.status()).toBe(409);
  expect(((await twice.json()) as { error: { message: string } }).error.message).toBe(
    creatorMessages.invitationAlreadyPending,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The host-facing page: back link, saved heart, invite to the second listing.
  await page.goto(`/host/creator/${state.creatorId}`);
  await expect(page.getByRole("link", { name: "Back to Applications" })).toHaveAttribute(
    "href",
    "/host/dashboard?tab=applications",
  );
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: /^Invited · / }).click();
  await dialog.getByLabel("Listing *").selectOption({ label: `${listingTitleB} — Porto, Portugal` });
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(page, creatorMessages.invitationSent)).toBeVisible();

  await page.getByRole("link", { name: "Back to Applications" }).click();
  await expect(page).toHaveURL(/\/host\/dashboard\?tab=applications/);
  const sent = page.getByRole("region", { name: "Sent invitations" });
  await expect(sent.getByText("Pending")).toHaveCount(2);
  await expect(page.getByText("No applications found")).toBeVisible();
  await shoot(page, "creators-invitations-host");
});

test("the creator declines one invitation and accepts the other, and is told what happens next", async ({ page }) => {
  await signIn(page, "creator", state.creatorEmail, state.creatorPassword);
  await page.goto("/creator/dashboard?tab=applications");
  const invitations = page.getByRole("region", { name: "Invitations" });
  await expect(invitations.getByText("Pending")).toHaveCount(2);
  await expect(invitations.getByText("From Inez Harbour").first()).toBeVisible();
  await expect(invitations).toBeVisible();
  await shoot(page, "creators-invitations-creator");

  await invitations.getByRole("button", { name: `Decline invitation to ${listingTitleB}` }).click();
  await expect(toast(page, creatorMessages.invitationUpdated)).toBeVisible();
  await expect(invitations.getByText("Declined")).toBeVisible();
  await expect(invitations.getByRole("button", { name: `Accept invitation to ${listingTitleB}` })).toHaveCount(0);

  await invitations.getByRole("button", { name: `Accept invitation to ${listingTitleA}` }).click();
  await expect(toast(page, creatorMessages.invitationUpdated)).toContainText("Inez Harbour has been told");
  // Accepting leads straight to applying: the listing page with the apply dialog open and pre-filled.
  await expect(page).toHaveURL(new RegExp(`/listings/${state.listingA}$`));
  const dialog = page.getByRole("dialog", { name: "Apply for Collaboration" });
  await expect(dialog.getByTestId("apply-prefill")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Not applied yet: the accepted invitation says what happens next and leads back to the dialog.
  await page.goto("/creator/dashboard?tab=applications");
  await expect(invitations.getByText("What happens next")).toBeVisible();
  await expect(invitations).toContainText("Inez Harbour has been told that you accepted");
  await invitations.getByRole("link", { name: "Apply to the listing" }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/${state.listingA}$`));
  await expect(dialog.getByTestId("apply-prefill")).toBeVisible();
  await page.keyboard.press("Escape");

  // Small screens: Upload, Profile and Contracts tabs are hidden; Portfolio carries the upload widget.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/creator/dashboard");
  await expect(page.getByRole("tab", { name: "Portfolio" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Upload" })).toBeHidden();
  await expect(page.getByRole("tab", { name: "Profile" })).toBeHidden();
  await expect(page.getByRole("tab", { name: "Contracts" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Upload Media" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, withoutToasts);
});

test("the host sees the answers; visitors see the public profile; unknown ids show Creator Not Found", async ({
  page,
  browser,
}) => {
  const host = await createConfirmedUser(page.request, "host", "Olga Checker");
  await signIn(page, "host", host.email, host.password);
  // Another host sees no invitations of the first one.
  const res = await page.request.get("/api/invitations");
  expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(0);

  // A pending invitation can be withdrawn by its host.
  const listingId = await createListing(page.request, "Harbour Loft Lisbon");
  const invited = await page.request.post("/api/invitations", { data: { creatorId: state.creatorId, listingId } });
  expect(invited.status()).toBe(201);
  await page.goto("/host/dashboard?tab=applications");
  const sent = page.getByRole("region", { name: "Sent invitations" });
  await sent.getByRole("button", { name: "Withdraw invitation to Harbour Loft Lisbon" }).click();
  await expect(toast(page, creatorMessages.invitationUpdated)).toBeVisible();
  await expect(sent.getByText("Withdrawn")).toBeVisible();
  await expect(sent.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);

  // Hosts change their picture on My Profile with the same crop dialog.
  await page.goto("/profile");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await (await chooser).setFiles({ name: "host.png", mimeType: "image/png", buffer: await png(30, 90, 120) });
  const crop = page.getByRole("dialog", { name: creatorMessages.cropTitle });
  await crop.getByRole("button", { name: "Rotate Left" }).click();
  await crop.getByRole("button", { name: creatorMessages.cropButton }).click();
  await expect(toast(page, creatorMessages.avatarUpdatedTitle)).toBeVisible();
  await expect(page.getByRole("img", { name: "Olga Checker" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change Photo" })).toBeVisible();

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/creator/${state.creatorId}`);
  await expect(visitor.getByRole("heading", { level: 1, name: creatorName })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Invite" })).toHaveCount(0);
  await visitor.goto("/creator/00000000-0000-4000-8000-000000000000");
  await expect(visitor.getByRole("heading", { name: creatorMessages.creatorNotFound })).toBeVisible();
  await context.close();
});
