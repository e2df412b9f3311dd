import { expect, type Page, test } from "@playwright/test";
import { totpCode } from "../server/test/totp.ts";
import { signedInPerson } from "./support/accounts.ts";
import { screenshot } from "./support/screens.ts";

const mobile = { width: 375, height: 812 };
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize(mobile);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  await screenshot(page, `${name}-mobile`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const section = (page: Page) => page.getByText("Sign-in and security", { exact: true });

test("a host adds a passkey and signs in with it, then turns on two-factor sign-in and signs in with a code", async ({
  browser,
}) => {
  const host = await signedInPerson(browser, "host", "Pia Passkey");
  const { page } = host;
  // A second place the host is signed in, for the session list.
  const phone = await browser.newContext({ userAgent: iphone });
  const signedIn = await phone.request.post("/api/accounts/sign-in", {
    data: { role: "host", email: host.email, password: host.password },
  });
  expect(signedIn.status()).toBe(200);

  // Chromium's virtual authenticator stands in for the fingerprint reader (decision 0062).
  const cdp = await host.context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto("/settings?section=password");
  await expect(section(page)).toBeVisible();
  await page.getByLabel("Passkey name").fill("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const passkeys = page.getByRole("list", { name: "Your passkeys" });
  await expect(passkeys.getByText("Work laptop")).toBeVisible();
  const sessions = page.getByRole("list", { name: "Your sessions" });
  // The confirmation link's session, the sign-in's, and the phone's.
  await expect(sessions.getByTestId("session-row")).toHaveCount(3);
  await expect(sessions.getByText("Safari on iOS")).toBeVisible();
  await expect(sessions.getByText("This device")).toBeVisible();
  // The "Passkey added" toast goes before the pictures (it would cover the passkey's buttons).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await shoot(page, "sign-in-and-security");

  // Signed out, the host signs in with the passkey on the host card.
  await page.request.post("/api/accounts/sign-out");
  await page.goto("/auth");
  await page
    .getByRole("region", { name: "Host Login" })
    .getByRole("button", { name: "Sign in with a passkey" })
    .click();
  await page.waitForURL(/\/host\/dashboard/);

  // Two-factor sign-in: the QR code is drawn by our server; the test types the code an app would show.
  await page.goto("/settings?section=password");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await page.getByLabel("Your password").fill(host.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await shoot(page, "two-factor-setup");
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  const uri = `otpauth://totp/CollabStay?secret=${secret.trim()}`;
  await page.getByLabel("3. Code from the app").fill(await totpCode(uri));
  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(page.getByText("On", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn off" })).toBeVisible();

  await page.request.post("/api/accounts/sign-out");
  await page.goto("/auth");
  const card = page.getByRole("region", { name: "Host Login" });
  await card.getByLabel("Email").fill(host.email);
  await card.getByLabel("Password").fill(host.password);
  await card.getByRole("button", { name: "Sign In as Host" }).click();
  // The confirming code was used a moment ago: the next 30-second step's code is the fresh one.
  await card.getByLabel("Authentication code").fill(await totpCode(uri, Date.now() + 30_000));
  await card.getByLabel("Trust this browser for 30 days").check();
  await card.getByRole("button", { name: "Sign In as Host" }).click();
  await page.waitForURL(/\/host\/dashboard/);
  await phone.close();
});
