import type { Page } from "@playwright/test";
import { DEMO_CREATOR_EMAIL, DEMO_HOST_EMAIL, DEMO_PASSWORD } from "../../server/db/seed/demo-accounts.ts";

/** Signs `page`'s browser context in as the demo creator or host (a visitor stays signed out). */
export async function signInAsDemo(page: Page, base: string, role: string): Promise<void> {
  if (role === "visitor") return;
  const email = role === "host" ? DEMO_HOST_EMAIL : DEMO_CREATOR_EMAIL;
  const res = await page.request.post(`${base}/api/accounts/sign-in`, {
    data: { role, email, password: DEMO_PASSWORD },
    headers: { origin: base },
  });
  if (res.status() !== 200) throw new Error(`sign-in answered ${res.status()}`);
}
