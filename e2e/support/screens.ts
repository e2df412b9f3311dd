import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";

/** Where the screenshots for people to look at go (`SHOTS_DIR` moves them). */
export const screensDir = process.env.SHOTS_DIR ?? "test-results/screens";

/**
 * Screenshots are for people, not assertions: `npm run test:e2e` takes them, `npm test` sets E2E_SCREENSHOTS=0 and
 * skips them (~180 full-page PNG encodes on a CPU-bound suite). The checks around them (375 px fits, no toast left)
 * run either way.
 */
const wanted = process.env.E2E_SCREENSHOTS !== "0";

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!wanted) return;
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: `${screensDir}/${name}.png`, fullPage: options.fullPage ?? false });
}
