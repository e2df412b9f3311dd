import { randomBytes } from "node:crypto";
import { galleryMessages, listingImageMessages, listingMessages } from "@domain/listings.ts";
import { type Browser, expect, type Page, type Request, test } from "@playwright/test";
import sharp from "sharp";
import { createConfirmedUser, demo, signIn } from "./support/accounts.ts";
import { seriousA11yViolations } from "./support/axe.ts";
import { screenshot } from "./support/screens.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A small solid-colour PNG made on the fly. */
async function png(name: string, rgb: [number, number, number]) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A second signed-in browser (its own cookies) for the other side of a journey. */
async function openAs(browser: Browser, role: "creator" | "host", email: string, password: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000" });
  const page = await context.newPage();
  await signIn(page, role, email, password);
  return page;
}

/** Any active seeded listing's id, read through the API as `page`'s user. */
async function someListingId(page: Page): Promise<string> {
  const res = await page.request.get("/api/listings?pageSize=1");
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { id: string }[] };
  const id = body.items[0]?.id;
  expect(id).toBeTruthy();
  return id ?? "";
}

test.describe("listings", () => {
  test("a host creates a listing with images, a creator finds and opens it, the host edits and deletes it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = randomBytes(3).toString("hex");
    const title = `Harbour Sailboat Escape ${tag}`;
    const host = await createConfirmedUser(page.request, "host", "Hana Harbour");
    await signIn(page, "host", host.email, host.password);

    await page.goto("/host/dashboard");
    await expect(page.getByText(listingMessages.emptyMine)).toBeVisible();
    await page.getByRole("link", { name: listingMessages.createTitle }).click();
    await expect(page.getByRole("heading", { level: 1, name: listingMessages.createTitle })).toBeVisible();
    await expect(page.getByText(listingMessages.createSubtitle)).toBeVisible();

    // The nine sections, in the spec's order.
    const sections = await page.locator("form section h2").allTextContents();
    expect(sections).toEqual([
      "Basic Information",
      "Type of Collaboration",
      "Duration & What's Included",
      "Amenities",
      "What Can You Offer",
      "Content Expectations",
      "Minimum Follower Count",
      "Ideal Creator Profile",
      "Property Images",
    ]);

    // Missing title: the spec's toast, focus on the field, nothing sent.
    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(toast(page, listingMessages.missingFieldTitle)).toContainText(
      listingMessages.required("Property Title"),
    );
    await expect(page.getByLabel("Property Title")).toBeFocused();

    await page.getByLabel("Property Title").fill(title);
    await page.getByLabel("Location").fill("Lisbon, Portugal");
    await expect(page.getByLabel("Region")).toHaveValue("Europe");
    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(toast(page, listingMessages.required("Property Description"))).toBeVisible();
    await expect(page.getByLabel("Property Description")).toBeFocused();
    await page
      .getByLabel("Property Description")
      .fill("A classic wooden sailboat moored in the Tagus, sunsets included.");
    await page
      .getByLabel("Collaboration Details")
      .fill("Two nights aboard for two in exchange for one reel and five stories.");
    await page.getByLabel("Property Type").selectOption("Boat & Yachts");
    await page.getByLabel("Maximum Guests").fill("4");

    await expect(page.getByText("Platforms to post on")).toHaveCount(0);
    await page.getByLabel("Create and post content").check();
    await expect(page.getByText("Posting types")).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Instagram", exact: true }).check();
    await page.getByRole("checkbox", { name: "Reel / video", exact: true }).check();
    await page.getByRole("checkbox", { name: "Photos", exact: true }).check();
    await page.getByLabel("Expected stay duration").selectOption("2_days");
    await page.getByRole("checkbox", { name: "Breakfast", exact: true }).check();
    await page.getByRole("checkbox", { name: "WiFi", exact: true }).check();
    await page.getByRole("textbox", { name: "Other amenities" }).fill("  Hammock ");
    await page.getByRole("textbox", { name: "Other amenities" }).press("Enter");
    await expect(page.getByRole("button", { name: "Remove Hammock" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Discounted Stay", exact: true }).check();
    await page.getByLabel("Discount (%)").fill("30");
    await page.getByRole("button", { name: "Add Content Expectation" }).click();
    await page.getByLabel("Content type").selectOption("Instagram Reels");
    await page.getByLabel("Quantity").fill("2");
    await page.getByLabel("General minimum").selectOption("5000");
    await page.getByRole("textbox", { name: "Other languages" }).fill("Portuguese");
    await page.getByRole("button", { name: "Add other languages" }).click();
    await page.getByRole("slider", { name: "Minimum age" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Age range: 20–65")).toBeVisible();

    // Images: rights first, then two PNGs; the second becomes the cover.
    const files = [await png("deck.png", [20, 110, 140]), await png("cabin.png", [200, 120, 60])];
    const input = page.getByLabel("Upload boat images");
    await input.setInputFiles(files);
    await expect(toast(page, listingImageMessages.rightsRequired)).toBeVisible();
    await page.getByLabel(/I confirm that I own these images/).check();
    await input.setInputFiles(files);
    const tiles = page.getByRole("list", { name: "Listing images in order" }).getByRole("listitem");
    await expect(tiles).toHaveCount(2);
    await expect(tiles.first().getByRole("img")).toHaveAttribute("alt", /deck\.png/);
    await page.getByRole("button", { name: "Move image 2 left" }).click();
    await expect(tiles.first().getByRole("img")).toHaveAttribute("alt", /cabin\.png/);
    await expect(tiles.first()).toContainText("Cover");

    // Creating sends ONE multipart request carrying the listing and both images.
    const writes: string[] = [];
    const recordWrite = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== "GET" && pathname.startsWith("/api/listings")) {
        writes.push(`${request.method()} ${pathname} ${request.headers()["content-type"]}`);
      }
    };
    page.on("request", recordWrite);
    await page.getByRole("button", { name: "Create Listing" }).click();
    await expect(toast(page, listingMessages.createdTitle)).toContainText(listingMessages.created(title));
    await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
    expect(writes).toEqual([expect.stringMatching(/^POST \/api\/listings multipart\/form-data; boundary=/)]);
    page.off("request", recordWrite);
    const listingUrl = new URL(page.url()).pathname;
    // The listing and its images were saved by one request: both are there the moment the page opens, in the
    // order chosen (cabin, the moved one, is the cover).
    const created = await page.request.get(`/api${listingUrl}`);
    expect(created.ok()).toBe(true);
    const { listing: saved } = (await created.json()) as { listing: { images: { url: string; cardUrl: string }[] } };
    expect(saved.images).toHaveLength(2);
    for (const image of saved.images) {
      for (const url of [image.url, image.cardUrl]) {
        const file = await page.request.get(url);
        expect([url, file.status(), file.headers()["content-type"]]).toEqual([url, 200, "image/webp"]);
      }
    }
    const cover = await page.request.get(saved.images[0]?.url ?? "");
    const { channels } = await sharp(await cover.body()).stats();
    expect(channels.slice(0, 3).map((c) => Math.round(c.mean / 10))).toEqual([20, 12, 6]);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open photo 1 of 2 full size" })).toBeVisible();
    await expect(page.getByText("Discounted Stay (30% off)")).toBeVisible();
    await expect(page.getByText(listingMessages.flexibleDates)).toBeVisible();
    await expect(page.getByText("Hammock")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Listing" })).toBeVisible();

    // The creator searches, filters and opens it; the query lives in the URL.
    const creator = await openAs(browser, "creator", demo.creator.email, demo.creator.password);
    await creator.goto("/listings");
    await expect(creator.getByRole("heading", { level: 1, name: listingMessages.discoverTitle })).toBeVisible();
    await creator.getByLabel("Search listings").fill(`sailboat ${tag}`);
    await expect(creator).toHaveURL(new RegExp(`q=sailboat\\+${tag}`));
    await expect(creator.getByText(listingMessages.showing(1, 1))).toBeVisible();
    await creator.getByRole("button", { name: "Boat & Yachts" }).click();
    await creator.getByRole("button", { name: "Filters" }).click();
    await creator.getByLabel("Region").selectOption("Europe");
    await creator.getByLabel("Offer type").selectOption("Discounted Stay");
    await expect(creator).toHaveURL(/category=Boat/);
    await expect(creator).toHaveURL(/region=Europe/);
    await creator.reload();
    await expect(creator.getByLabel("Search listings")).toHaveValue(`sailboat ${tag}`);
    await expect(creator.getByText(listingMessages.showing(1, 1))).toBeVisible();
    await creator.getByLabel("Region").selectOption("Asia");
    await expect(creator.getByText(listingMessages.noListings)).toBeVisible();
    await creator.getByLabel("Region").selectOption("Europe");
    await creator.getByRole("link", { name: title, exact: true }).click();
    await expect(creator).toHaveURL(new RegExp(`${listingUrl}$`));
    await expect(creator.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(creator.getByRole("link", { name: "Edit Listing" })).toHaveCount(0);
    await expect(creator.getByRole("heading", { name: galleryMessages.cardTitle })).toBeVisible();

    // The host edits the title.
    await page.goto("/host/dashboard");
    const card = page.getByRole("list", { name: "My listings" }).getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText(listingMessages.applicationCount(0));
    await card.getByRole("button", { name: /^Edit/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: listingMessages.editTitle })).toBeVisible();
    await expect(page.getByLabel("Property Title")).toHaveValue(title);
    const renamed = `${title} Deluxe`;
    await page.getByLabel("Property Title").fill(renamed);
    await page.getByRole("button", { name: "Update Listing" }).click();
    await expect(toast(page, listingMessages.updatedTitle)).toContainText(listingMessages.updated(renamed));
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

    // …and deletes it after confirming; it's gone from discovery.
    await page.goto("/host/dashboard");
    const renamedCard = page.getByRole("listitem").filter({ hasText: renamed });
    await renamedCard.getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this listing?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(renamedCard).toBeVisible();
    await renamedCard.getByRole("button", { name: /^Delete/ }).click();
    await dialog.getByRole("button", { name: "Delete Listing" }).click();
    await expect(toast(page, listingMessages.deleted)).toBeVisible();
    await expect(page.getByText(listingMessages.emptyMine)).toBeVisible();

    await creator.goto(`/listings?q=sailboat+${tag}`);
    await expect(creator.getByText(listingMessages.noListings)).toBeVisible();
    await creator.goto(listingUrl);
    await expect(creator.getByRole("heading", { name: listingMessages.notFound })).toBeVisible();
    await creator.context().close();
  });

  test("a creator adds a gallery photo with a caption and deletes it", async ({ page }) => {
    const user = await createConfirmedUser(page.request, "creator", "Gia Gallery");
    await signIn(page, "creator", user.email, user.password);
    const id = await someListingId(page);
    await page.goto(`/listings/${id}`);
    const card = page.getByRole("region", { name: galleryMessages.cardTitle });
    await expect(card).toBeVisible();
    await expect(card.getByText(galleryMessages.rightsText)).toBeVisible();

    await card.getByRole("button", { name: "Upload Photo" }).click();
    await expect(toast(page, galleryMessages.rightsTitle)).toContainText(galleryMessages.rights);

    await card
      .getByLabel("Photo")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(toast(page, galleryMessages.invalidTypeTitle)).toContainText(galleryMessages.invalidType);

    const caption = `Golden hour on the terrace ${randomBytes(2).toString("hex")}`;
    await card.getByLabel("Photo").setInputFiles(await png("terrace.png", [230, 170, 90]));
    await card.getByLabel("Caption (optional)").fill(caption);
    await expect(card.getByText(`${caption.length}/200`)).toBeVisible();
    await card.getByLabel(galleryMessages.rightsText).check();
    await card.getByRole("button", { name: "Upload Photo" }).click();
    await expect(toast(page, galleryMessages.uploadedTitle)).toBeVisible();
    const photos = card.getByRole("list", { name: "Photos by creators" });
    await expect(photos.getByText(caption)).toBeVisible();

    await photos.getByRole("button", { name: `Delete photo "${caption}"` }).click();
    await expect(toast(page, galleryMessages.deleted)).toBeVisible();
    await expect(card.getByText(caption)).toHaveCount(0);
  });

  test("a visitor opening a listing page lands on the home page, is told why, and returns after sign-in", async ({
    page,
  }) => {
    await signIn(page, "creator", demo.creator.email, demo.creator.password);
    const id = await someListingId(page);
    await page.context().clearCookies();
    await page.goto(`/listing/${id}`);
    await expect(page).toHaveURL(new RegExp(`/\\?next=%2Flisting%2F${id}$`));
    await page.goto(`/listings/${id}`);
    await expect(page).toHaveURL(new RegExp(`/\\?next=%2Flistings%2F${id}$`));
    const notice = page.getByRole("status").filter({ hasText: "Sign in to see this listing" });
    await expect(notice).toBeVisible();
    await notice.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Flistings%2F${id}$`));
    const card = page.getByRole("region", { name: "Creator Login" });
    await card.getByLabel("Email", { exact: true }).fill(demo.creator.email);
    await card.getByLabel("Password", { exact: true }).fill(demo.creator.password);
    await card.getByRole("button", { name: "Sign In as Creator" }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/${id}$`));
  });

  test("discovery, listing detail and the listing form (create and edit) have no serious or critical axe violations and fit 375 px", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const problems: string[] = [];
    // Signed out, discovery and a listing send to sign-in: the public pages' sweep (public-site.spec.ts, auth.spec.ts)
    // checks those at 375 px; this one does the host's and the creator's (issue 35 part 1).
    await signIn(page, "host", demo.host.email, demo.host.password);
    const id = await someListingId(page);
    const mine = (await (await page.request.get("/api/listings/mine")).json()) as { listings: { id: string }[] };
    const ownId = mine.listings[0]?.id;
    expect(ownId).toBeTruthy();
    for (const path of [
      "/listings",
      `/listings/${id}`,
      "/host/listings/new",
      `/host/listings/${ownId}/edit`,
      "/host/dashboard",
    ]) {
      await page.goto(path);
      await page.locator("main h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      if (path === "/listings") await page.getByRole("button", { name: "Filters" }).click();
      problems.push(...(await seriousA11yViolations(page)).map((v) => `${path} ${v}`));
    }
    await signIn(page, "creator", demo.creator.email, demo.creator.password);
    await page.goto(`/listings/${id}`);
    await page.locator("main h1").first().waitFor();
    await page.waitForLoadState("networkidle");
    problems.push(...(await seriousA11yViolations(page)).map((v) => `creator detail ${v}`));
    expect(problems).toEqual([]);
  });
});

test.describe("listing screens at both widths (screenshots unless E2E_SCREENSHOTS=0)", () => {
  for (const width of [1280, 375]) {
    test(`at ${width} px the host dashboard lists listings, the new-listing form and a listing's detail open, discovery's Filters show Region`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const shot = async (name: string, fullPage = true) => {
        // Scroll through once so lazy images load, then shoot from the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 40));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        await screenshot(page, `listings-${name}-${width}`, { fullPage });
      };
      await signIn(page, "host", demo.host.email, demo.host.password);
      await page.goto("/host/dashboard");
      await expect(page.getByRole("list", { name: "My listings" })).toBeVisible();
      await shot("dashboard");

      await page.goto("/host/listings/new");
      await expect(page.getByRole("heading", { level: 1, name: listingMessages.createTitle })).toBeVisible();
      await shot("form-top", false);
      await page.getByLabel(/I confirm that I own these images/).check();
      await page
        .getByLabel("Upload hotel images")
        .setInputFiles([
          await png("a.png", [20, 110, 140]),
          await png("b.png", [200, 120, 60]),
          await png("c.png", [90, 160, 90]),
        ]);
      await page
        .getByRole("list", { name: "Listing images in order" })
        .evaluate((el) => el.scrollIntoView({ block: "center" }));
      await page.waitForTimeout(200);
      await screenshot(page, `listings-form-images-${width}`);

      const id = await someListingId(page);
      await signIn(page, "creator", demo.creator.email, demo.creator.password);
      await page.goto(`/listings/${id}`);
      await expect(page.locator("main h1")).toBeVisible();
      await shot("detail");

      await page.goto("/listings");
      await page.getByRole("button", { name: "Filters" }).click();
      await expect(page.getByLabel("Region")).toBeVisible();
      await shot("discovery");
    });
  }
});
