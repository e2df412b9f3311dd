// Over 400 lines: settings, profile and dashboard journeys with their accessibility checks and screenshots.

import { accountMessages, smsMessages } from "@domain/accounts.ts";
import { expect, type Page, test } from "@playwright/test";
import { dashboardMessages } from "../web/src/features/dashboard/messages.ts";
import { profileMessages } from "../web/src/features/profiles/messages.ts";
import { settingsMessages } from "../web/src/features/settings/messages.ts";
import { createConfirmedUser, demo, signIn } from "./support/accounts.ts";
import { seriousA11yViolations } from "./support/axe.ts";
import { screenshot } from "./support/screens.ts";

/** A toast by its title (sonner renders toasts in a list labelled "Notifications"). */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Creates a fresh, confirmed user of `role` and signs the page in as that user. */
async function signInAsNewUser(page: Page, role: "creator" | "host", fullName?: string) {
  const user = await createConfirmedUser(page.request, role, fullName);
  await signIn(page, role, user.email, user.password);
  return user;
}

async function signInByApiFails(page: Page, role: "creator" | "host", email: string, password: string) {
  const res = await page.request.post("/api/accounts/sign-in", { data: { role, email, password } });
  return res.status();
}

test.describe("settings", () => {
  test("account fields and notification switches persist across reload", async ({ page }) => {
    const user = await signInAsNewUser(page, "host", "Nora Settings");
    await page.goto("/settings");

    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Account" })).toHaveAttribute("aria-selected", "true");
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toBeDisabled();
    await expect(email).toHaveValue(user.email);
    await expect(page.getByLabel("Full Name")).toHaveValue("Nora Settings");

    await page.getByLabel("Full Name").fill("Nora Seaside");
    await page.getByLabel("Phone").fill("+34 600 123 456");
    await page.getByLabel("Location").fill("Valencia, Spain");
    await page.getByLabel("Bio").fill("A small hotel by the sea.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, profileMessages.accountUpdated)).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeFocused();

    await page.reload();
    await expect(page.getByLabel("Full Name")).toHaveValue("Nora Seaside");
    await expect(page.getByLabel("Phone")).toHaveValue("+34 600 123 456");
    await expect(page.getByLabel("Location")).toHaveValue("Valencia, Spain");
    await expect(page.getByLabel("Bio")).toHaveValue("A small hotel by the sea.");

    // Clearing a field stores nothing rather than an empty string.
    await page.getByLabel("Phone").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, profileMessages.accountUpdated)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Phone")).toHaveValue("");
    await expect(page.getByLabel("Location")).toHaveValue("Valencia, Spain");

    // Client-side validation shows the schema's message and sends nothing.
    await page.getByLabel("Full Name").fill("   ");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(accountMessages.fullNameRequired)).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("tab", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/[?&]section=notifications/);
    const emailUpdates = page.getByRole("switch", { name: "Email Updates" });
    const sms = page.getByRole("switch", { name: "SMS Notifications" });
    await expect(emailUpdates).toBeChecked();
    await expect(sms).not.toBeChecked();

    const saved = () =>
      page.waitForResponse((r) => r.url().endsWith("/api/profile/notifications") && r.request().method() === "PATCH");
    let response = saved();
    await emailUpdates.click();
    expect((await response).ok()).toBe(true);
    await expect(toast(page, settingsMessages.preferencesUpdated)).toBeVisible();
    // The phone was cleared above: switching SMS on asks for a number first and sends nothing until it is given.
    await sms.click();
    const phoneForm = page.getByRole("form", { name: "Phone number for SMS" });
    await expect(phoneForm.getByLabel("Mobile number for SMS")).toBeFocused();
    await phoneForm.getByRole("button", { name: "Turn on SMS" }).click();
    await expect(phoneForm.getByText(smsMessages.phoneRequired)).toBeVisible();
    await phoneForm.getByLabel("Mobile number for SMS").fill("+34 600 123 456");
    response = saved();
    await phoneForm.getByRole("button", { name: "Turn on SMS" }).click();
    expect((await response).ok()).toBe(true);
    await expect(phoneForm).toBeHidden();

    await page.reload();
    await expect(page.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
    await expect(emailUpdates).not.toBeChecked();
    await expect(sms).toBeChecked();
    // The number given for SMS is the account's phone.
    await page.getByRole("tab", { name: "Account" }).click();
    await expect(page.getByLabel("Phone")).toHaveValue("+34 600 123 456");
  });

  test("password change needs the current password and then signs in with the new one", async ({ page }) => {
    const user = await signInAsNewUser(page, "creator");
    await page.goto("/settings?section=password");
    await expect(page.getByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");

    const current = page.getByLabel("Current Password");
    const next = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm New Password");
    const submit = page.getByRole("button", { name: "Update Password" });

    await current.fill(user.password);
    await next.fill("abc");
    await confirm.fill("abc");
    await submit.click();
    await expect(page.getByText(settingsMessages.passwordTooShort, { exact: true })).toBeVisible();

    await next.fill("Fresh-Pass-77");
    await confirm.fill("Fresh-Pass-78");
    await submit.click();
    await expect(page.getByText(settingsMessages.passwordsDontMatch)).toBeVisible();

    await current.fill("Not-My-Password-1");
    await confirm.fill("Fresh-Pass-77");
    await submit.click();
    await expect(toast(page, "Your current password is not correct.")).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");

    await current.fill(user.password);
    await submit.click();
    await expect(toast(page, settingsMessages.passwordUpdated)).toBeVisible();
    await expect(current).toHaveValue("");

    // The old password no longer works; the new one does.
    await page.context().clearCookies();
    expect(await signInByApiFails(page, "creator", user.email, user.password)).toBe(401);
    await signIn(page, "creator", user.email, "Fresh-Pass-77");
    await page.goto("/creator/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Creator Dashboard" })).toBeVisible();
  });

  test("deleting a freshly signed-up account signs out, goes home and the login stops working", async ({ page }) => {
    const user = await signInAsNewUser(page, "host", "Dana Deleted");
    // Arrive from the dashboard, as a person would.
    await page.goto("/host/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Host Dashboard" })).toBeVisible();
    await page.goto("/settings");

    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
    await expect(toast(page, settingsMessages.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connect. Create. Collaborate." })).toBeVisible();

    expect(await signInByApiFails(page, "host", user.email, user.password)).toBe(401);
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("the back button leaves settings, and falls back to home without history", async ({ page }) => {
    await signIn(page, "host", demo.host.email, demo.host.password);
    await page.goto("/host/dashboard?tab=profile");
    await page.getByRole("banner").getByRole("link", { name: "Settings" }).click();
    await page.getByRole("tab", { name: "Password" }).click();
    await page.getByRole("tab", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/\/settings\?section=notifications$/);
    // Tabs replace the history entry, so Back returns to the page before settings.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/host\/dashboard\?tab=profile$/);

    // A fresh tab opened straight on /settings has nothing to go back to: Back goes home (→ dashboard).
    const fresh = await page.context().newPage();
    await fresh.goto("/settings?section=password");
    await fresh.getByRole("button", { name: "Back" }).click();
    await expect(fresh).toHaveURL(/\/host\/dashboard$/);
    await fresh.close();
  });
});

test.describe("my profile and dashboards", () => {
  test("My Profile shows the account and edits it", async ({ page }) => {
    const user = await signInAsNewUser(page, "creator", "Mila Profile");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByRole("img", { name: "Mila Profile initials" })).toHaveText("MP");
    await expect(page.getByText("Creator", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toBeDisabled();
    await page.getByLabel("Location").fill("Lisbon, Portugal");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Lisbon, Portugal")).toHaveCount(0);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Full Name").fill("Mila Travels");
    await page.getByLabel("Location").fill("Lisbon, Portugal");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, profileMessages.accountUpdated)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mila Travels" })).toBeVisible();
    await page.reload();
    await expect(page.getByText("Lisbon, Portugal")).toBeVisible();
  });

  test("a visitor on /profile is sent to sign in", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("host profile panel edits name, bio, location and phone", async ({ page }) => {
    await signInAsNewUser(page, "host", "Hugo Panel");
    await page.goto("/host/dashboard");
    // A first visit is greeted "Welcome", later ones "Welcome back" (issue 35 part 9).
    await expect(page.getByText("Welcome, Hugo Panel!")).toBeVisible();
    await expect(page.getByText(dashboardMessages.noListings)).toBeVisible();
    await page.getByRole("tab", { name: "Applications" }).click();
    await expect(page.getByText(dashboardMessages.noApplications)).toBeVisible();
    await page.getByRole("tab", { name: "Contracts" }).click();
    await expect(page.getByText(dashboardMessages.noCollaborations)).toBeVisible();

    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Full Name").fill("Hugo Harbour");
    await page.getByLabel("Bio").fill("Sailing trips along the coast.");
    await page.getByLabel("Location").fill("Split, Croatia");
    await page.getByLabel("Phone").fill("+385 91 000 0000");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, profileMessages.panelUpdated)).toBeVisible();
    await expect(page.getByText("Split, Croatia")).toBeVisible();
    // Keyboard focus returns to the button that opened the editor.
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeFocused();
    // The session user is refreshed, so the greeting follows the new name.
    await expect(page.getByText("Welcome, Hugo Harbour!")).toBeVisible();

    await page.reload();
    await expect(page.getByText("Welcome back, Hugo Harbour!")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Sailing trips along the coast.")).toBeVisible();
    await expect(page.getByText("+385 91 000 0000")).toBeVisible();
  });

  test("the creator dashboard tab lives in the URL, survives reload and replaces history", async ({ page }) => {
    await signIn(page, "creator", demo.creator.email, demo.creator.password);
    await page.goto("/profile");
    await page.goto("/creator/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Creator Dashboard" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Portfolio" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "View Public Portfolio" })).toHaveAttribute(
      "href",
      /^\/creator\/[^/]+$/,
    );

    await page.getByRole("tab", { name: "Applications" }).click();
    await expect(page).toHaveURL(/[?&]tab=applications/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: "Contracts" }).click();
    await expect(page).toHaveURL(/[?&]tab=contracts/);
    // The demo creator has collaborations from the seeded accepted applications: Contract Overview shows them.
    await expect(page.getByTestId("count-active")).toBeVisible();
    await expect(page.getByText(dashboardMessages.noCollaborations)).toHaveCount(0);
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(page.getByRole("heading", { name: "Creator Profile" })).toBeVisible();

    // Tab changes replaced the entry: Back leaves the dashboard.
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto("/creator/dashboard?tab=nonsense");
    await expect(page.getByRole("tab", { name: "Portfolio" })).toHaveAttribute("aria-selected", "true");
  });

  test("small screens hide the secondary dashboard tabs", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, "creator", demo.creator.email, demo.creator.password);
    await page.goto("/creator/dashboard");
    await expect(page.getByRole("tab", { name: "Portfolio" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Applications" })).toBeVisible();
    for (const name of ["Upload", "Profile", "Contracts"]) {
      await expect(page.getByRole("tab", { name })).toBeHidden();
    }
  });

  test("the dashboards show the demo host's listings and the demo creator's portfolio", async ({ page }) => {
    await signIn(page, "host", demo.host.email, demo.host.password);
    await page.goto("/host/dashboard");
    const listings = page.getByRole("tabpanel", { name: "My Listings" });
    await expect(listings.getByRole("heading", { name: "Cliffside Sea-View Suites at Casa Marino" })).toBeVisible();
    await expect(listings.getByText(/^\d+ applications?$/).first()).toBeVisible();
    await expect(listings.getByText(dashboardMessages.noListings)).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, "creator", demo.creator.email, demo.creator.password);
    await page.goto("/creator/dashboard");
    const portfolio = page.getByRole("tabpanel", { name: "Portfolio" });
    await expect(portfolio.getByRole("listitem").first()).toBeVisible();
    await expect(portfolio.getByText(dashboardMessages.emptyPortfolio)).toHaveCount(0);
  });

  test("a host visiting the creator dashboard is sent to the host dashboard", async ({ page }) => {
    await signIn(page, "host", demo.host.email, demo.host.password);
    await page.goto("/creator/dashboard?tab=applications");
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Host Dashboard" })).toBeVisible();
  });

  test("a creator visiting the host dashboard is sent to the creator dashboard", async ({ page }) => {
    await signIn(page, "creator", demo.creator.email, demo.creator.password);
    await page.goto("/host/dashboard");
    await expect(page).toHaveURL(/\/creator\/dashboard/);
  });
});

test.describe("accessibility", () => {
  // Each axe run takes several seconds on a 2-core machine; eight of them in one test ran past the default 60 s.
  const checkPages = async (page: Page, paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Every loading indicator gone. The portfolio grid's drag-and-drop live region is a status too, but an
      // empty one (it speaks only while something is dragged), so only statuses with text count.
      await expect(page.getByRole("main").getByRole("status").filter({ hasText: /\S/ })).toHaveCount(0);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  };

  test("settings, My Profile and the host dashboard have no serious or critical axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, "host", demo.host.email, demo.host.password);
    await checkPages(page, [
      "/settings?section=account",
      "/settings?section=password",
      "/settings?section=notifications",
      "/profile",
      "/host/dashboard",
      "/host/dashboard?tab=profile",
    ]);
  });

  test("the creator dashboard has no serious or critical axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, "creator", demo.creator.email, demo.creator.password);
    await checkPages(page, ["/creator/dashboard", "/creator/dashboard?tab=profile"]);
  });
});

test.describe("settings, profile and dashboard screens at both widths (screenshots unless E2E_SCREENSHOTS=0)", () => {
  for (const width of [1280, 375]) {
    test(`at ${width} px each settings section opens on its tab without a message, Delete Account opens its dialog, the profiles offer Edit Profile, both dashboards list items`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const shot = async (name: string, fullPage = true) => {
        await page.waitForLoadState("networkidle");
        // Full-page shots keep the sticky header where the page was scrolled to; start from the top.
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `${name}-${width}`, { fullPage });
      };

      await signIn(page, "host", demo.host.email, demo.host.password);
      for (const section of ["account", "password", "notifications"]) {
        await page.goto(`/settings?section=${section}`);
        await expect(page.getByRole("tab", { name: new RegExp(section, "i") })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0);
        await shot(`settings-${section}`);
      }
      await page.goto("/settings");
      await page.getByRole("button", { name: "Delete Account" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await shot("settings-delete-dialog", false);
      await page.getByRole("button", { name: "Cancel" }).click();

      await page.goto("/profile");
      await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
      await shot("profile");
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await shot("profile-edit");

      await page.goto("/host/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Host Dashboard" })).toBeVisible();
      await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();
      await shot("host-dashboard-listings");
      await page.goto("/host/dashboard?tab=profile");
      await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
      await shot("host-dashboard-profile");
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await shot("host-dashboard-profile-edit");

      await page.context().clearCookies();
      await signIn(page, "creator", demo.creator.email, demo.creator.password);
      await page.goto("/creator/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Creator Dashboard" })).toBeVisible();
      await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();
      await shot("creator-dashboard-portfolio");
      await page.goto("/creator/dashboard?tab=profile");
      await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
      await shot("creator-dashboard-profile");
    });
  }
});
