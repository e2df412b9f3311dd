import { accountMessages } from "@domain/accounts.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { createConfirmedUser, demo, newUserPassword, uniqueEmail } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { mailboxToken, readMailbox } from "./support/mailbox.ts";
import { screenshot } from "./support/screens.ts";

const mobile = { width: 375, height: 812 };

/** A toast by its text (sonner renders each toast as `[data-sonner-toast]`). */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

// The card's title follows its tab ("Creator Login" / "Creator Sign Up").
const creatorCard = (page: Page) => page.getByRole("region", { name: /^Creator (Login|Sign Up)$/ });
const hostCard = (page: Page) => page.getByRole("region", { name: /^Host (Login|Sign Up)$/ });

async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`, { fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(mobile);
  await screenshot(page, `${name}-mobile`, { fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Waits for a mail to `to` whose first link goes to `pathname`, and returns that link as a path on this server. */
async function mailedLink(request: APIRequestContext, to: string, pathname: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const messages = await readMailbox(request, to);
      for (const m of messages) {
        const link = m.links.map((l) => new URL(l)).find((u) => u.pathname === pathname);
        if (link) {
          found = link.pathname + link.search;
          return found;
        }
      }
      return undefined;
    })
    .toBeTruthy();
  return found ?? "";
}

async function signInOnForm(card: Locator, email: string, password: string, button: string) {
  await card.getByRole("tab", { name: "Login" }).click();
  await card.getByLabel("Email", { exact: true }).fill(email);
  await card.getByLabel("Password", { exact: true }).fill(password);
  await card.getByRole("button", { name: button }).click();
}

async function sessionUser(page: Page) {
  const res = await page.request.get("/api/accounts/session");
  return ((await res.json()) as { user: { email: string; userType: string } | null }).user;
}

test.describe("auth", () => {
  test("home shows the landing page to visitors", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Connect. Create. Collaborate." })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByText("© 2024 CollabStay. All rights reserved.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "home");
    // Get Started opens Sign Up on both cards: the visitor has not picked a side yet.
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole("region", { name: "Creator Sign Up" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Host Sign Up" })).toBeVisible();
  });

  test("a creator signs up, confirms by e-mail and lands on the creator dashboard", async ({ page, request }) => {
    const email = uniqueEmail("creator");
    await page.goto("/auth");
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "auth");

    const card = creatorCard(page);
    await card.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByRole("region", { name: "Creator Sign Up" })).toBeVisible();
    // Nothing typed yet: the meter gives no verdict.
    await expect(card.getByText(/Password strength/)).toHaveCount(0);
    const create = card.getByRole("button", { name: "Create Creator Account" });
    await card.getByLabel("Full Name").fill("Eli Creator");
    await card.getByLabel("Email", { exact: true }).fill(email);

    // A weak password keeps the button disabled; the strength label follows the password.
    await card.getByLabel("Password", { exact: true }).fill("abc");
    await expect(card.getByText("Password strength: Weak")).toBeVisible();
    await expect(create).toBeDisabled();
    await card.getByLabel("Password", { exact: true }).fill("abcdefgh1");
    await expect(card.getByText("Password strength: Medium")).toBeVisible();
    await expect(create).toBeDisabled();
    await card.getByLabel("Password", { exact: true }).fill(newUserPassword);
    await expect(card.getByText("Password strength: Strong")).toBeVisible();
    await shoot(page, "auth-creator-sign-up");

    // Validation runs on the client with the domain schema: the first error in a toast.
    await card.getByLabel("Full Name").fill("E1i");
    await create.click();
    await expect(toast(page, accountMessages.fixErrorsTitle)).toContainText(accountMessages.fullNameChars);
    await expect(card.getByRole("alert")).toContainText(accountMessages.fullNameChars);

    await card.getByLabel("Full Name").fill("Eli Creator");
    await create.click();
    await expect(toast(page, accountMessages.accountCreated)).toContainText(accountMessages.confirmEmail);
    // A lasting check-your-inbox panel names the address; it survives a reload.
    await expect(card.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(card).toContainText(email);
    await page.reload();
    await expect(card.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    expect(await sessionUser(page)).toBeNull();
    // "Already confirmed? Sign in": the Login tab with the address filled in.
    await card.getByRole("button", { name: "Already confirmed? Sign in" }).click();
    await expect(card.getByLabel("Email", { exact: true })).toHaveValue(email);

    // Signing in before confirming is refused with the spec's text.
    await card.getByLabel("Password", { exact: true }).fill(newUserPassword);
    await card.getByRole("button", { name: "Sign In as Creator" }).click();
    await expect(toast(page, accountMessages.signInFailed)).toContainText(accountMessages.confirmEmail);

    const link = await mailedLink(request, email, "/api/auth/verify-email");
    await page.goto(link);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await expect(page.getByRole("banner")).toContainText("Logged in as Creator");
    expect((await sessionUser(page))?.userType).toBe("creator");
  });

  test("a host signs up, confirms by e-mail and signs in on the host form", async ({ page, request }) => {
    const email = uniqueEmail("host");
    await page.goto("/auth");
    const card = hostCard(page);
    await card.getByRole("tab", { name: "Sign Up" }).click();

    // All three fields are required.
    await card.getByRole("button", { name: "Create Host Account" }).click();
    await expect(toast(page, accountMessages.fixErrorsTitle)).toContainText(accountMessages.fullNameRequired);

    await card.getByLabel("Full Name").fill("Erin Host");
    await card.getByLabel("Email", { exact: true }).fill(email);
    await card.getByLabel("Password", { exact: true }).fill(newUserPassword);
    await card.getByRole("button", { name: "Create Host Account" }).click();
    await expect(toast(page, accountMessages.accountCreated)).toContainText(accountMessages.confirmEmail);
    await expect(card.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

    // Confirm in another browser context (the request fixture), then sign in here.
    const link = await mailedLink(request, email, "/api/auth/verify-email");
    expect((await request.get(link)).ok()).toBe(true);
    await card.getByRole("button", { name: "Already confirmed? Sign in" }).click();

    await signInOnForm(card, email, newUserPassword, "Sign In as Host");
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    await expect(toast(page, accountMessages.welcomeBack)).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header).toContainText("Logged in as Host");
    await expect(header.getByRole("link", { name: "Discover Creators" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Discover Listings" })).toHaveCount(0);

    // A sign-out the server never answers leaves the person signed in, and says so.
    await page.route("**/api/accounts/sign-out", (route) => route.abort("internetdisconnected"));
    await header.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Sign out failed")).toContainText("you are still signed in");
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    await expect(header).toContainText("Logged in as Host");
    expect((await sessionUser(page))?.userType).toBe("host");
    await page.unroute("**/api/accounts/sign-out");

    await header.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // The page may reach /auth while the sign-out request is still being answered: wait for the server's word.
    await expect.poll(() => sessionUser(page)).toBeNull();
  });

  test("a host on the creator login form is told to use the other form and stays signed out", async ({ page }) => {
    await page.goto("/auth");
    await signInOnForm(creatorCard(page), demo.host.email, demo.host.password, "Sign In as Creator");
    await expect(toast(page, accountMessages.wrongLoginForm)).toContainText(accountMessages.wrongRole("host"));
    await expect(page).toHaveURL(/\/auth$/);
    expect(await sessionUser(page)).toBeNull();

    // A wrong password gets the generic message.
    await signInOnForm(hostCard(page), demo.host.email, "not-the-password", "Sign In as Host");
    await expect(toast(page, accountMessages.signInFailed)).toContainText(accountMessages.invalidCredentials);
    expect(await sessionUser(page)).toBeNull();
  });

  test("the signed-in shell has a header, a mobile menu and guards the other role's pages", async ({ page }) => {
    await page.goto("/auth");
    await signInOnForm(creatorCard(page), demo.creator.email, demo.creator.password, "Sign In as Creator");
    await expect(toast(page, accountMessages.welcomeBack)).toContainText(accountMessages.welcomeBackCreator);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Discover Listings" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("© 2024 CollabStay. All rights reserved.");
    await expectNoSeriousA11yViolations(page, { include: ["header", "footer"] });
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await screenshot(page, "signed-in-creator-desktop");

    // A creator opening the host dashboard is sent back to their own.
    await page.goto("/host/dashboard");
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    // Home redirects a signed-in user by role.
    await page.goto("/");
    await expect(page).toHaveURL(/\/creator\/dashboard$/);

    await page.setViewportSize(mobile);
    const menu = header.getByRole("button", { name: "Open menu" });
    await expect(menu).toBeVisible();
    await expect(header.getByRole("link", { name: "Discover Listings" })).toBeHidden();
    await menu.click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel.getByRole("link", { name: "My Profile" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Contracts" })).toBeVisible();
    await expect(header.getByText("Logged in as Creator").filter({ visible: true })).toBeVisible();
    await screenshot(page, "signed-in-menu-mobile");
    await header.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
  });

  test("an uncaught error shows the fallback page with its details", async ({ page }) => {
    await page.route("**/assets/not-found-*.js", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "throw new Error('Boom from a page');" }),
    );
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(
      page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
    await page.getByRole("button", { name: "Error details" }).click();
    await expect(page.getByText("Boom from a page")).toBeVisible();
    await page.getByRole("button", { name: "Go Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Connect. Create. Collaborate." })).toBeVisible();
  });

  test("a bad confirmation link explains itself; a signed-in user on /auth goes to the dashboard", async ({ page }) => {
    await page.goto("/api/auth/verify-email?token=expired-or-made-up&callbackURL=%2Fauth%3Ftype%3Dconfirmation");
    await expect(toast(page, accountMessages.confirmationInvalid)).toContainText(
      accountMessages.confirmationInvalidText,
    );
    await expect(page).toHaveURL(/\/auth$/);

    const res = await page.request.post("/api/accounts/sign-in", {
      data: { role: "host", email: demo.host.email, password: demo.host.password },
    });
    expect(res.ok()).toBe(true);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/host\/dashboard$/);
  });

  test("a visitor on a guarded page is sent to /auth, told why, and comes back after signing in", async ({ page }) => {
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);
    await expect(page.getByRole("status").filter({ hasText: "Sign in to change your settings" })).toBeVisible();
    await page.goto("/creator/dashboard");
    await expect(page).toHaveURL(/\/auth\?next=%2Fcreator%2Fdashboard$/);
    await signInOnForm(creatorCard(page), demo.creator.email, demo.creator.password, "Sign In as Creator");
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await page.request.post("/api/accounts/sign-out");

    // Never an open redirect: another origin in ?next= is ignored and sign-in lands on the dashboard.
    await page.goto("/auth?next=%2F%2Fevil.example%2Fsteal");
    await expect(page.getByRole("status").filter({ hasText: "Sign in to" })).toHaveCount(0);
    await signInOnForm(creatorCard(page), demo.creator.email, demo.creator.password, "Sign In as Creator");
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
  });

  test("a full password reset through /reset", async ({ page, request }) => {
    const user = await createConfirmedUser(request, "creator", "Remy Reset");
    await page.goto("/auth");
    const card = creatorCard(page);
    await card.getByRole("button", { name: "Forgot your password?" }).click();

    await card.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, accountMessages.resetEmailRequiredTitle)).toContainText(
      accountMessages.resetEmailRequired,
    );

    await card.getByLabel("Email", { exact: true }).fill(user.email);
    await card.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, accountMessages.resetEmailSent)).toContainText(accountMessages.resetEmailSentText);

    const link = await mailedLink(request, user.email, "/reset");
    await page.goto(link);
    await expect(page.getByLabel("Email Address")).toHaveValue(user.email);
    await expect(page.getByLabel("Email Address")).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "reset");

    await page.getByLabel("New Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, accountMessages.passwordTooShortTitle)).toContainText(
      accountMessages.passwordTooShortReset,
    );

    const newPassword = "Brand-New-2024!";
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm Password", { exact: true }).fill("Brand-New-2025!");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, accountMessages.passwordsDontMatch)).toContainText(
      accountMessages.passwordsDontMatchReset,
    );

    await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, accountMessages.passwordUpdatedReset)).toContainText(
      accountMessages.passwordUpdatedResetText,
    );
    await expect(page).toHaveURL(/\/auth$/, { timeout: 5_000 });

    // The link works once; the old password no longer does, the new one does.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: accountMessages.invalidResetLinkPageTitle })).toBeVisible();
    await expect(toast(page, accountMessages.invalidResetLinkTitle)).toContainText(
      accountMessages.invalidResetLinkText,
    );
    await expect(page).toHaveURL(/\/auth$/, { timeout: 5_000 });

    await signInOnForm(creatorCard(page), user.email, user.password, "Sign In as Creator");
    await expect(toast(page, accountMessages.signInFailed)).toBeVisible();
    await signInOnForm(creatorCard(page), user.email, newPassword, "Sign In as Creator");
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
  });

  test("the recovery form on /auth and the reset error toast", async ({ page, request }) => {
    await page.goto("/auth?error=invalid_token");
    await expect(toast(page, accountMessages.passwordResetError)).toContainText(accountMessages.passwordResetExpired);
    await expect(page).toHaveURL(/\/auth$/);

    const user = await createConfirmedUser(request, "host", "Rita Recovery");
    const res = await request.post("/api/accounts/password-reset/request", { data: { email: user.email } });
    expect(res.ok()).toBe(true);
    const link = new URL(await mailedLink(request, user.email, "/reset"), "http://x");
    const token = link.searchParams.get("token") ?? "";

    await page.goto(`/auth?type=recovery&token=${encodeURIComponent(token)}`);
    await page.getByLabel("New Password", { exact: true }).fill("Fresh-Pass-1");
    await page.getByLabel("Confirm Password", { exact: true }).fill("Fresh-Pass-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, accountMessages.passwordUpdatedAuth)).toContainText(
      accountMessages.passwordUpdatedAuthText,
    );
    await expect(page).toHaveURL(/\/auth$/);
    await signInOnForm(hostCard(page), user.email, "Fresh-Pass-1", "Sign In as Host");
    await expect(page).toHaveURL(/\/host\/dashboard$/);
  });
});

test.describe("dev mailbox", () => {
  test("opens only with the operator's link, and keeps the token out of the address bar", async ({ page, request }) => {
    const email = uniqueEmail("mailbox");
    const res = await request.post("/api/accounts/sign-up", {
      data: { role: "host", email, fullName: "Mailbox Reader", password: newUserPassword },
    });
    expect(res.status()).toBe(201);

    await page.goto("/dev/mailbox");
    await expect(page.getByRole("heading", { name: "Dev mailbox", level: 1 })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("open the “Dev mailbox” link that the server printed");
    expect((await request.get("/api/dev/mailbox")).status()).toBe(401);

    // The operator opens the printed link (a fresh page load, as from the terminal).
    await page.goto("about:blank");
    await page.goto(`/dev/mailbox#token=${encodeURIComponent(mailboxToken)}`);
    await expect(page.getByRole("heading", { name: "Dev mailbox", level: 1 })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe("");
    const mail = page.getByText(email);
    await expect(mail.first()).toBeVisible();
    // The tab keeps the token across a reload.
    await page.reload();
    await expect(mail.first()).toBeVisible();
    await shoot(page, "dev-mailbox");
  });
});
