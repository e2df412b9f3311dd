import { randomBytes } from "node:crypto";
import { type APIRequestContext, type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";
import { latestLinkTo } from "./mailbox.ts";

/** The seeded demo accounts (server/db/seed/demo-accounts.ts). Never change their password or delete them. */
export const demo = {
  host: { email: "host@demo.collabstay.test", password: "Demo-Pass-2024!" },
  creator: { email: "creator@demo.collabstay.test", password: "Demo-Pass-2024!" },
} as const;

export const newUserPassword = "E2e-Pass-2024!";
export const uniqueEmail = (prefix: string) => `${prefix}.${randomBytes(5).toString("hex")}@e2e.test`;

/** Signs in through the API (fast path for tests that are not about the login form); cookies land in the page's context. */
export async function signIn(page: Page, role: "creator" | "host", email: string, password: string): Promise<void> {
  const res = await page.request.post("/api/accounts/sign-in", { data: { role, email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Signs up through the API and confirms through the dev mailbox link, like a person would,
 * leaving `request`'s cookie jar signed in. Returns the credentials.
 */
export async function createConfirmedUser(
  request: APIRequestContext,
  role: "creator" | "host",
  fullName = role === "host" ? "Erin Host" : "Eli Creator",
): Promise<{ email: string; password: string; fullName: string }> {
  const email = uniqueEmail(role);
  const res = await request.post("/api/accounts/sign-up", {
    data: { role, fullName, email, password: newUserPassword },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = await latestLinkTo(request, email);
  const confirm = await request.get(link);
  expect(confirm.ok()).toBe(true);
  return { email, password: newUserPassword, fullName };
}

/** A new account of `role`, confirmed and signed in, in its own browser context (1280 × 800 unless `options` say). */
export async function signedInPerson(
  browser: Browser,
  role: "creator" | "host",
  name: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const user = await createConfirmedUser(page.request, role, name);
  await signIn(page, role, user.email, user.password);
  return { context, page, ...user };
}
