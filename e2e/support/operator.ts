import { expect, type Page } from "@playwright/test";
import { totpCode } from "../../server/test/totp.ts";

/**
 * An operator's first sign-in at /operator/sign-in: password, then two-factor set up with a code computed from the
 * authenticator link the page shows, as an authenticator app would. Ends on the console's Overview. Returns the
 * `otpauth://` link, for codes the journey needs later.
 */
export async function firstOperatorSignIn(page: Page, email: string, password: string): Promise<string> {
  await page.goto("/operator/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  const uri = (await page.getByRole("link", { name: /authenticator app/ }).getAttribute("href")) ?? "";
  await page.getByLabel(/6-digit code/).fill(await totpCode(uri));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  return uri;
}
