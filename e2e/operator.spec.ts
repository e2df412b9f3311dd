import { expect, type Page, test } from "@playwright/test";
import { totpCode } from "../server/test/totp.ts";
import { demo, signedInPerson } from "./support/accounts.ts";
import { readMailbox } from "./support/mailbox.ts";
import { firstOperatorSignIn } from "./support/operator.ts";
import { screenshot } from "./support/screens.ts";

/** The seeded demo operator (server/db/seed/demo-operators.ts): two-factor is set up on its first sign-in here. */
const operator = { email: "operator@demo.collabstay.test", password: demo.host.password };
const mobile = { width: 375, height: 812 };

async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`, { fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(mobile);
  // Nothing of the console is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  await screenshot(page, `${name}-mobile`, { fullPage: true });
  if (size) await page.setViewportSize(size);
}

test("an operator sets up two-factor, finds a creator and suspends them; the creator is signed out and told why", async ({
  browser,
}) => {
  const creator = await signedInPerson(browser, "creator", "Sly Spammer");
  await creator.page.goto("/creator/dashboard");
  await expect(creator.page.getByRole("banner")).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const uri = await firstOperatorSignIn(page, operator.email, operator.password);
  await expect(page.getByText("Active listings")).toBeVisible();
  await shoot(page, "operator-overview");
  await page.getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await page.getByLabel("Name or e-mail").fill(creator.email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: /Sly Spammer/ }).click();
  await expect(page.getByRole("heading", { name: "Sly Spammer" })).toBeVisible();
  await shoot(page, "operator-user");

  await page.getByLabel("Reason").selectOption("spam");
  await page.getByLabel("Message to the person").fill("You sent the same paid offer to every host in an hour.");
  // The code that confirmed the app was used: the next 30-second step's code is the fresh one.
  await page.getByLabel("Authenticator code").fill(await totpCode(uri, Date.now() + 30_000));
  await page.getByRole("button", { name: "Suspend account" }).click();
  await expect(page.getByRole("button", { name: "Reinstate account" })).toBeVisible();
  await expect(page.getByText("You sent the same paid offer")).toBeVisible();

  await page.getByRole("link", { name: "Audit log" }).click();
  const entry = page.getByRole("listitem").filter({ hasText: "Account suspended" }).filter({ hasText: "Sly Spammer" });
  await expect(entry).toBeVisible();
  await shoot(page, "operator-audit");

  // A contact-form message is answered from the console; the reply reaches the person's mailbox.
  const asker = `asker.${Date.now()}@e2e.test`;
  const contact = await page.request.post("/api/site/contact", {
    data: { fullName: "Ada Asker", email: asker, message: "Is paying outside CollabStay allowed?", consent: true },
  });
  expect(contact.ok()).toBe(true);
  await page.getByRole("link", { name: "Support", exact: true }).click();
  await page.getByRole("button", { name: /Ada Asker/ }).click();
  await page.getByLabel("Reply (sent by e-mail)").fill("No: keep every payment record in CollabStay.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("replied ·")).toBeVisible();
  await shoot(page, "operator-support");
  await expect
    .poll(async () => (await readMailbox(page.request, asker)).map((m) => m.text).join("\n"))
    .toContain("No: keep every payment record in CollabStay.");

  // The creator's next request is anonymous: the dashboard sends them to sign in, where they learn why.
  await creator.page.reload();
  await expect(creator.page).toHaveURL(/\/auth/);
  const card = creator.page.getByRole("region", { name: /^Creator (Login|Sign Up)$/ });
  await card.getByRole("tab", { name: "Login" }).click();
  await card.getByLabel("Email", { exact: true }).fill(creator.email);
  await card.getByLabel("Password", { exact: true }).fill(creator.password);
  await card.getByRole("button", { name: "Sign In as Creator" }).click();
  await expect(creator.page.getByText(/Your account is suspended\..*To appeal, write to/)).toBeVisible();
  await context.close();
  await creator.context.close();
});
