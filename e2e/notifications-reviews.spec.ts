import { reviewMessages } from "@domain/reviews.ts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_CREATOR_EMAIL, DEMO_HOST_NAME, DEMO_PASSWORD } from "../server/db/seed/demo-accounts.ts";
import { acceptedApplication } from "./support/accepted-application.ts";
import { signedInPerson, signIn } from "./support/accounts.ts";
import { seriousA11yViolations } from "./support/axe.ts";
import { screenshot } from "./support/screens.ts";

/** Screens of issue 10 at both widths. */

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

async function person(browser: Browser, role: "creator" | "host", name: string) {
  const who = await signedInPerson(browser, role, name);
  const session = (await (await who.page.request.get("/api/accounts/session")).json()) as { user: { id: string } };
  return { ...who, id: session.user.id };
}

/** A host's Alfama listing, the creator's application to it, accepted: returns the ids. */
const alfamaCollaboration = (host: { page: Page }, creator: { page: Page }, title: string) =>
  acceptedApplication(host.page.request, creator.page.request, {
    listing: {
      title,
      location: "Lisbon, Portugal",
      description: "A tiled guesthouse in Alfama with a view of the river.",
      collaborationDetails: "Two nights for a reel and ten photos.",
      propertyType: "Hotel",
    },
    message: "A sunrise reel from the terrace.",
  });

test("a message from the creator raises the host's bell count live; the list links to the thread", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await person(browser, "host", "Helena Harbour");
  const creator = await person(browser, "creator", "Rui Reel");
  const { conversationId } = await alfamaCollaboration(host, creator, `Alfama Tiles ${Date.now().toString(36)}`);

  await host.page.goto("/host/dashboard");
  // The header has a desktop and a mobile bell; only one is visible at a time.
  const bell = host.page.locator('[data-testid="notification-bell"]:visible');
  const count = host.page.locator('[data-testid="notification-count"]:visible');
  await expect(bell).toBeVisible();
  // The application itself made one notification; read them all so the count starts at nothing.
  await host.page.request.post("/api/notifications/read-all");
  await host.page.reload();
  await expect(count).toHaveCount(0);

  // The creator writes; the host's page is not reloaded: the count arrives over the realtime stream.
  const sent = await creator.page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: "Hi Helena! Is sunrise on the terrace possible?", clientKey: crypto.randomUUID() },
  });
  expect(sent.status()).toBe(201);
  await expect(count).toHaveText("1", { timeout: 15_000 });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  await bell.click();
  await expect(host.page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  const entry = host.page.getByTestId("notification").filter({ hasText: "New message from Rui Reel" });
  await expect(entry).toContainText("Is sunrise on the terrace possible?");
  await expect(host.page.getByRole("region", { name: "Today" })).toBeVisible();
  await shootPage(host.page, "notifications-list");
  await entry.getByRole("button", { name: /^New message from Rui Reel/ }).click();
  await expect(host.page).toHaveURL(new RegExp(`/messages/${conversationId}`));
  await expect(count).toHaveCount(0, { timeout: 15_000 });
  await host.context.close();
  await creator.context.close();
});

test("both parties review after completion; each review appears only once both have submitted", async ({ browser }) => {
  test.setTimeout(150_000);
  const host = await person(browser, "host", "Ines Inn");
  const creator = await person(browser, "creator", "Pedro Pixel");
  const title = `Azulejo House ${Date.now().toString(36)}`;
  await alfamaCollaboration(host, creator, title);
  const list = await host.page.request.get("/api/collaborations");
  const collaborationId = ((await list.json()) as { items: { id: string; listing: { title: string } }[] }).items.find(
    (c) => c.listing.title === title,
  )?.id as string;
  // Flexible dates: the stay's departure is recorded before completion (issue 33 part 4).
  for (const step of ["arrival", "departure"]) {
    const recorded = await host.page.request.post(`/api/stays/${collaborationId}/${step}`, { data: {} });
    expect(recorded.status(), await recorded.text()).toBe(200);
  }
  const done = await host.page.request.patch(`/api/collaborations/${collaborationId}`, {
    data: { status: "completed" },
  });
  expect(done.status()).toBe(200);

  // The creator was told, and follows the notification to the review form.
  await creator.page.goto("/notifications");
  await creator.page
    .getByTestId("notification")
    .filter({ hasText: `Collaboration completed: ${title}` })
    .getByRole("button")
    .first()
    .click();
  await expect(creator.page).toHaveURL(new RegExp(`/reviews/${collaborationId}`));
  await expect(creator.page.getByRole("heading", { name: "Review Ines Inn" })).toBeVisible();
  await shootPage(creator.page, "review-form");

  const fill = async (page: Page, stars: Record<string, number>, text: string) => {
    for (const [label, n] of Object.entries(stars)) {
      // Clicking the n-th star (its label) picks the radio inside it.
      const group = page.getByRole("group", { name: label, exact: true });
      await group
        .locator("label")
        .nth(n - 1)
        .click();
      await expect(group.getByRole("radio", { name: `${n} star${n > 1 ? "s" : ""}`, exact: true })).toBeChecked();
    }
    await page.getByLabel("Your public review").fill(text);
    await page.getByRole("button", { name: "Submit Review" }).click();
  };
  await fill(
    creator.page,
    { "Overall rating": 5, "Accuracy of listing": 5, Hospitality: 4, Communication: 5 },
    "The tiles are even prettier in person. Ines was a wonderful host.",
  );
  await expect(creator.page.getByText("Hidden until Ines Inn submits theirs or the window closes.")).toBeVisible();

  // The host does not see the creator's review before submitting their own.
  await host.page.goto(`/reviews/${collaborationId}`);
  await expect(host.page.getByRole("heading", { name: "Review Pedro Pixel" })).toBeVisible();
  await expect(host.page.getByText("The tiles are even prettier in person.")).toHaveCount(0);
  await fill(
    host.page,
    { "Overall rating": 4, "Content quality": 5, Communication: 4, Professionalism: 4, "On time": 3 },
    "Gorgeous photos; the reel came a day late.",
  );
  // Both submitted: both are published at once, the second reviewer's toast says so, and each sees the other's —
  // the first reviewer's open page without a reload (issue 35 part 7).
  await expect(
    host.page.locator("[data-sonner-toast]").filter({ hasText: reviewMessages.publishedTitle }),
  ).toContainText(reviewMessages.published);
  await expect(host.page.getByText("The tiles are even prettier in person.")).toBeVisible();
  await expect(creator.page.getByText("Gorgeous photos; the reel came a day late.")).toBeVisible();
  await shootPage(creator.page, "review-published");

  // The public creator profile now shows the real figure and the review.
  await creator.page.goto(`/creator/${creator.id}`);
  await expect(creator.page.getByTestId("reputation")).toContainText("4.0");
  await expect(creator.page.getByTestId("reputation")).toContainText("(1 review)");
  await expect(creator.page.getByText("Gorgeous photos; the reel came a day late.")).toBeVisible();
  await shootPage(creator.page, "creator-profile-figures");
  await host.context.close();
  await creator.context.close();
});

test("the demo accounts show real figures: host card, creator profile, the bell and the e-mail settings", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, "creator", DEMO_CREATOR_EMAIL, DEMO_PASSWORD);
  const apps = (await (await page.request.get("/api/applications")).json()) as {
    items: { listing: { id: string }; host: { name: string } }[];
  };
  const sofias = apps.items.find((a) => a.host.name === DEMO_HOST_NAME);
  expect(sofias).toBeTruthy();
  await page.goto(`/listings/${sofias?.listing.id}`);
  const card = page.getByRole("region", { name: "Hosted by" });
  // Seeded, published reviews of the demo host (5, 5, 4, 4) — no placeholder figure.
  await expect(card.getByTestId("reputation")).toContainText("4.5");
  await expect(card.getByTestId("reputation")).toContainText("(4 reviews)");
  await expect(card.getByTestId("reputation")).toContainText("Response rate");
  await expect(card.getByText("Thank you Lucas! Breakfast now starts at 7:00.")).toBeVisible();
  await shootPage(page, "listing-host-card-figures");
  expect(await seriousA11yViolations(page), "listing page").toEqual([]);
  await page.goto("/notifications");
  await expect(page.getByText("Collaboration completed — leave a review")).toBeVisible();
  await shootPage(page, "bell-and-list-demo-creator");
  expect(await seriousA11yViolations(page), "/notifications").toEqual([]);
  // The seeded collaboration of the two demo accounts has its review window open.
  await page.getByRole("button", { name: /^Collaboration completed — leave a review/ }).click();
  await expect(page.getByRole("heading", { name: `Review ${DEMO_HOST_NAME}` })).toBeVisible();
  await expect(page.getByRole("form", { name: "Review form" })).toBeVisible();
  expect(await seriousA11yViolations(page), "review form").toEqual([]);
  await page.goto("/settings?section=notifications");
  await expect(page.getByText("E-mail me about")).toBeVisible();
  await shootPage(page, "settings-email-types");
  await context.close();
});
