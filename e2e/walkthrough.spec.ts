import { accountMessages } from "@domain/accounts.ts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createConfirmedUser, demo, newUserPassword, signIn, uniqueEmail } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations, withoutToasts } from "./support/axe.ts";
import { latestLinkTo, readMailbox } from "./support/mailbox.ts";
import { screenshot } from "./support/screens.ts";

/**
 * Issue 12 items 9–13 and 16: the dead ends a new host or creator met in the walkthrough, walked again at
 * 1280 and 375 px with screenshots in test-results/screens/walkthrough-*.
 */

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** 1280 px and 375 px screenshots (the `check` runs at both widths first), then back to desktop. */
async function shoot(page: Page, name: string, check?: () => Promise<void>) {
  for (const [suffix, width, height] of [
    ["desktop", 1280, 800],
    ["mobile", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (check) await check();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await screenshot(page, `walkthrough-${name}-${suffix}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function someListingId(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/listings?pageSize=1");
  expect(res.ok()).toBe(true);
  const id = ((await res.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(id).toBeTruthy();
  return id ?? "";
}

async function mailCount(request: APIRequestContext, to: string) {
  return (await readMailbox(request, to)).length;
}

test.describe("walkthrough (issue 12)", () => {
  test("9 · a shared listing link says why it needs sign-in and, after sign-up and confirmation, opens the listing", async ({
    page,
    browser,
  }) => {
    const reader = await browser.newContext();
    await signIn(await reader.newPage(), "creator", demo.creator.email, demo.creator.password);
    const id = await someListingId(reader.request);
    await reader.close();

    await page.goto(`/listings/${id}`);
    await expect(page).toHaveURL(new RegExp(`/\\?next=%2Flistings%2F${id}$`));
    const notice = page.getByRole("status").filter({ hasText: "Sign in to see this listing" });
    await expect(notice).toBeVisible();
    await expectNoSeriousA11yViolations(page, withoutToasts);
    await shoot(page, "09-listing-link-home", async () => expect(notice).toBeVisible());

    // /listings and /creators explain themselves on /auth.
    await page.goto("/creators");
    await expect(page).toHaveURL(/\/auth\?next=%2Fcreators$/);
    await expect(page.getByRole("status")).toContainText("Sign in as a host to discover creators");
    await page.goto("/listings?q=sea");
    await expect(page).toHaveURL(/\/auth\?next=%2Flistings%3Fq%3Dsea$/);
    await expect(page.getByRole("status")).toContainText("Sign in to discover collaboration opportunities");

    // From the listing notice: Create an account → Sign Up, and the confirmation link leads to the listing.
    await page.goto(`/listings/${id}`);
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?tab=signup&next=%2Flistings%2F${id}$`));
    await expect(page.getByRole("status")).toContainText("Sign in to see this listing");
    await shoot(page, "09-auth-with-reason", async () =>
      expect(page.getByRole("region", { name: "Creator Sign Up" })).toBeVisible(),
    );
    const card = page.getByRole("region", { name: "Creator Sign Up" });
    const email = uniqueEmail("walk");
    await card.getByLabel("Full Name").fill("Wanda Walker");
    await card.getByLabel("Email", { exact: true }).fill(email);
    await card.getByLabel("Password", { exact: true }).fill(newUserPassword);
    await card.getByRole("button", { name: "Create Creator Account" }).click();
    await expect(card.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(card).toContainText("taken back to the listing you opened");
    const link = await latestLinkTo(page.request, email);
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/listings/${id}$`));
    await expect(page.getByRole("banner")).toContainText("Logged in as Creator");
  });

  test("10 · Join buttons open the right Sign Up tab; the meter is quiet; a taken e-mail is said once", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Join as Creator", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&role=creator$/);
    const card = page.getByRole("region", { name: "Creator Sign Up" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "Host Login" })).toBeVisible();
    await expect(card.getByText(/Password strength/)).toHaveCount(0);
    await shoot(page, "10-join-as-creator", async () => expect(card).toBeInViewport());

    // The title follows the tab both ways.
    await card.getByRole("tab", { name: "Login" }).click();
    await expect(page.getByRole("region", { name: "Creator Login" })).toBeVisible();
    await page.getByRole("region", { name: "Creator Login" }).getByRole("tab", { name: "Sign Up" }).click();

    // A taken address: one message, under the Email field; no toast, no error box.
    await card.getByLabel("Full Name").fill("Dora Duplicate");
    await card.getByLabel("Email", { exact: true }).fill(demo.creator.email);
    await card.getByLabel("Password", { exact: true }).fill(newUserPassword);
    await expect(card.getByText("Password strength: Strong")).toBeVisible();
    await card.getByRole("button", { name: "Create Creator Account" }).click();
    await expect(card.getByText(accountMessages.emailTaken)).toHaveCount(1);
    await expect(card.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(card.getByRole("alert")).toHaveCount(0);
    await expect(toast(page, accountMessages.signUpFailed)).toHaveCount(0);
    await expect(page.getByText(accountMessages.emailTaken)).toHaveCount(1);
    await shoot(page, "10-duplicate-email");

    // Join as Host: on one column the host card comes first.
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Join as Host", exact: true }).click();
    const host = page.getByRole("region", { name: "Host Sign Up" });
    await expect(host).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    const hostBox = await host.boundingBox();
    const creatorBox = await page.getByRole("region", { name: "Creator Login" }).boundingBox();
    expect(hostBox && creatorBox && hostBox.y < creatorBox.y).toBe(true);
    await shoot(page, "10-join-as-host");
  });

  test("11 · after sign-up a lasting check-your-inbox panel resends (throttled) and takes another address", async ({
    page,
  }) => {
    await page.goto("/auth?tab=signup&role=host");
    const card = page.getByRole("region", { name: "Host Sign Up" });
    const email = uniqueEmail("inbox");
    await card.getByLabel("Full Name").fill("Ines Inbox");
    await card.getByLabel("Email", { exact: true }).fill(email);
    await card.getByLabel("Password", { exact: true }).fill(newUserPassword);
    await card.getByRole("button", { name: "Create Host Account" }).click();
    const panel = card.getByTestId("check-inbox");
    await expect(panel.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(panel).toContainText(email);
    await expect.poll(() => mailCount(page.request, email)).toBe(1);
    await expectNoSeriousA11yViolations(page, withoutToasts);
    await shoot(page, "11-check-inbox", async () => expect(panel).toBeVisible());

    // Still there after the toast is gone and after a reload.
    await page.reload();
    await expect(panel).toContainText(email);

    await panel.getByRole("button", { name: "Resend confirmation e-mail" }).click();
    await expect(panel.getByRole("status")).toContainText(accountMessages.confirmationResent);
    await expect.poll(() => mailCount(page.request, email)).toBe(2);
    await expect(panel.getByRole("button", { name: "Resend confirmation e-mail" })).toBeDisabled();
    await expect(panel).toContainText(/You can ask again in \d+ s/);
    await shoot(page, "11-resent");

    // The server's throttle: the fourth request for one address within the hour is refused with Retry-After.
    for (let i = 0; i < 2; i++) {
      const ok = await page.request.post("/api/accounts/confirmation/resend", { data: { email } });
      expect(ok.status()).toBe(200);
    }
    const limited = await page.request.post("/api/accounts/confirmation/resend", { data: { email } });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);

    // Use a different e-mail: back to Sign Up, the name kept, the address empty.
    await panel.getByRole("button", { name: "Use a different e-mail" }).click();
    await expect(card.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(card.getByLabel("Full Name")).toHaveValue("Ines Inbox");
    await expect(card.getByLabel("Email", { exact: true })).toHaveValue("");
  });

  test("12 · invitations are announced, and accepting says what happens next on both sides", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const hostContext = await browser.newContext();
    const hostPage = await hostContext.newPage();
    await createConfirmedUser(hostPage.request, "host", "Hal Inviter");
    const creator = await createConfirmedUser(page.request, "creator", "Cleo Invitee");
    const me = (await (await page.request.get("/api/accounts/session")).json()) as { user: { id: string } };
    const created = await hostPage.request.post("/api/listings", {
      data: {
        title: "Walkthrough Lake House",
        location: "Annecy, France",
        description: "A lake house for a weekend of photos.",
        collaborationDetails: "Two nights for a reel.",
        propertyType: "Hotel",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listingId = ((await created.json()) as { listing: { id: string } }).listing.id;
    const invited = await hostPage.request.post("/api/invitations", {
      data: { creatorId: me.user.id, listingId, message: "Come and film the lake at dawn." },
    });
    expect(invited.status()).toBe(201);

    await page.goto("/creator/dashboard");
    const waiting = page.getByRole("region", { name: "Invitations waiting" });
    await expect(waiting).toContainText("You have 1 invitation waiting for your answer");
    await expect(page.getByTestId("pending-invitations-badge")).toHaveText(/^1/);
    await shoot(page, "12-creator-dashboard-invitation", async () => expect(waiting).toBeVisible());

    await waiting.getByRole("button", { name: "View invitations" }).click();
    await expect(page).toHaveURL(/tab=applications/);
    const list = page.getByRole("region", { name: "Invitations" });
    await list.getByRole("button", { name: "Accept invitation to Walkthrough Lake House" }).click();
    await expect(toast(page, "Invitation updated successfully")).toContainText("Hal Inviter has been told");
    // Accepting opens the apply dialog on the listing, pre-filled from the invitation.
    await expect(page).toHaveURL(new RegExp(`/listings/${listingId}$`));
    const dialog = page.getByRole("dialog", { name: "Apply for Collaboration" });
    await expect(dialog.getByTestId("apply-prefill")).toContainText("You accepted Hal Inviter's invitation");
    await expect(dialog.getByLabel("Message *")).toHaveValue(
      "Hi Hal, thank you for inviting me to Walkthrough Lake House! ",
    );
    await shoot(page, "12-creator-accepted", async () => expect(dialog).toBeVisible());
    await dialog.getByLabel("Message *").fill("Hi Hal, thank you for inviting me! I film slow mornings.");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Application Sent!")).toBeVisible();
    await expect(page.getByTestId("applied-status")).toContainText("Pending");

    await page.goto("/creator/dashboard?tab=applications");
    await expect(list.getByText("What happens next")).toBeVisible();
    await expect(list).toContainText("Next, apply to Walkthrough Lake House from the listing page");
    await expect(page.getByTestId("pending-invitations-badge")).toHaveCount(0);

    // The host was told by e-mail and sees the next step on the dashboard.
    expect(creator.email).toContain("@");
    await hostPage.goto("/host/dashboard?tab=applications");
    const sent = hostPage.getByRole("region", { name: "Sent invitations" });
    await expect(sent.getByText("Accepted", { exact: true })).toBeVisible();
    await expect(sent).toContainText("Cleo Invitee accepted your invitation to Walkthrough Lake House");
    await expect(sent.getByRole("link", { name: "View Cleo's portfolio" })).toBeVisible();
    await shoot(hostPage, "12-host-accepted", async () => expect(sent.getByText("What happens next")).toBeVisible());
    await hostContext.close();
  });

  test("13 · a disabled Invite says why", async ({ page, browser }) => {
    const other = await browser.newContext();
    await createConfirmedUser(other.request, "creator", "Nia Unfinished");
    await other.close();
    const host = await createConfirmedUser(page.request, "host", "Hedda Finder");
    expect(host.email).toContain("@");
    await page.goto("/creators?q=Nia%20Unfinished");
    const card = page
      .getByRole("list", { name: "Creators" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Nia Unfinished" }) })
      .first();
    const invite = card.getByRole("button", { name: "Invite Nia Unfinished" });
    await expect(invite).toBeDisabled();
    await expect(invite).toHaveAccessibleDescription("Profile incomplete");
    await expect(card.getByText("Profile incomplete", { exact: true })).toBeVisible();
    await shoot(page, "13-invite-disabled", async () => expect(card).toBeVisible());
  });

  test("16 · at 375 px hosts reach Contracts and My Profile; visitors have a menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Site" });
    await expect(bar.getByRole("link", { name: "For Creators" })).toBeHidden();
    await bar.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu.getByRole("link", { name: "For Creators" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "For Hosts" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign in" })).toBeVisible();
    await screenshot(page, "walkthrough-16-visitor-menu-mobile");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(bar.getByRole("button", { name: "Open menu" })).toBeFocused();
    await bar.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "For Hosts" }).click();
    await expect(page).toHaveURL(/\/landingpage-hosts$/);
    await expect(menu).toBeHidden();

    await signIn(page, "host", demo.host.email, demo.host.password);
    await page.goto("/host/dashboard");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel.getByRole("link", { name: "My Profile" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Contracts" })).toBeVisible();
    await screenshot(page, "walkthrough-16-host-menu-mobile");
    await panel.getByRole("link", { name: "Contracts" }).click();
    await expect(page).toHaveURL(/\/contracts$/);
    await expect(page.getByRole("heading", { name: "Host Contracts" })).toBeVisible();
    await header.getByRole("button", { name: "Open menu" }).click();
    await panel.getByRole("link", { name: "My Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();

    // At 1280 px the tabs are there and the menu is not.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/host/dashboard");
    await expect(page.getByRole("tab", { name: "Contracts" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});
