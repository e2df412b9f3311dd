// Issue 38: the signed-in screens do not move when their data arrives (CLS ≤ 0.02), and coming back to a screen
// shows its last data while it refreshes. One context per account, signed in once through the API.

import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { demo } from "./support/accounts.ts";
import { narrowWidth } from "./support/narrow.ts";

/** Lighthouse's "good" CLS is 0.1; the issue asks for 0.02 on every screen. */
const maxShift = 0.02;

/** Sums the page's layout shifts not caused by input (what CLS counts), from the first paint on. */
function observeShifts(context: BrowserContext) {
  return context.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shiftSources: string[] };
    w.__shift = 0;
    w.__shiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        for (const s of entry.sources ?? []) w.__shiftSources.push((s.node?.textContent ?? "?").slice(0, 60));
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * Every API read answers only after the page has painted its first frame and a while more, as on a slow phone:
 * a region that grows when its data arrives then moves what is below it, which is what this spec looks for.
 * The session (read before the first render) and the realtime stream pass straight through.
 */
async function slowApi(page: Page) {
  await page.route("**/api/**", async (route) => {
    const url = route.request().url();
    if (route.request().method() !== "GET" || /\/api\/(accounts\/session|realtime)/.test(url)) {
      await route.continue();
      return;
    }
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 250)))).catch(() => {});
    await route.continue();
  });
}

async function shiftAfterLoad(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState("networkidle");
  return await page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shiftSources: string[] };
    return { shift: w.__shift, sources: w.__shiftSources };
  });
}

const heading = (name: RegExp | string) => async (page: Page) => {
  await expect(page.getByRole("heading", { name }).first()).toBeVisible();
};

async function signedInContext(
  browser: import("@playwright/test").Browser,
  role: "creator" | "host",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: narrowWidth, height: 800 },
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
  });
  const res = await context.request.post("/api/accounts/sign-in", { data: { role, ...demo[role] } });
  expect(res.status(), await res.text()).toBe(200);
  await observeShifts(context);
  const page = await context.newPage();
  await slowApi(page);
  return { context, page };
}

test.describe("no layout shift when data arrives (375 px, slow API)", () => {
  test("the creator's screens", async ({ browser }) => {
    const { context, page } = await signedInContext(browser, "creator");
    const inbox = (await (await context.request.get("/api/conversations")).json()) as { items: { id: string }[] };
    const collaborations = (await (await context.request.get("/api/collaborations")).json()) as {
      items: { applicationId: string | null }[];
    };
    const listings = (await (await context.request.get("/api/listings")).json()) as { items: { id: string }[] };
    const threadId = inbox.items[0]?.id;
    const workspaceId = collaborations.items.find((c) => c.applicationId)?.applicationId;
    const listingId = listings.items[0]?.id;
    expect(
      threadId && workspaceId && listingId,
      "demo data has a conversation, a collaboration and a listing",
    ).toBeTruthy();

    const screens: [string, (page: Page) => Promise<void>][] = [
      ["/creator/dashboard?tab=applications", heading("My Applications")],
      ["/creator/dashboard?tab=portfolio", heading("My Portfolio")],
      ["/contracts", heading("Creator Contracts")],
      [`/collaboration/${workspaceId}/deliverables`, heading("Your deliverables")],
      [`/listings/${listingId}`, heading("About this place")],
      ["/messages", heading(/messages/i)],
      [`/messages/${threadId}`, heading(/messages/i)],
      ["/notifications", heading(/notifications/i)],
      ["/content-rights", heading(/content rights/i)],
      ["/settings", heading("Settings")],
    ];
    for (const [path, ready] of screens) {
      const { shift, sources } = await shiftAfterLoad(page, path, ready);
      expect(shift, `${path} moved: ${sources.join(" | ")}`).toBeLessThanOrEqual(maxShift);
    }

    // Coming back is instant: the dashboard's Applications tab, left for the inbox and reopened, shows its last
    // list while the refresh is held back — and the refresh, let go, moves nothing.
    await page.goto("/creator/dashboard?tab=applications");
    await expect(page.getByRole("heading", { name: "My Applications" })).toBeVisible();
    const firstCard = page.locator("#applications-heading ~ *").first();
    await expect(firstCard).toBeVisible();
    await page.getByRole("tab", { name: /Portfolio/ }).click();
    await expect(page.getByRole("heading", { name: "My Portfolio" })).toBeVisible();
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/applications?**", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("tab", { name: /Applications/ }).click();
    await expect(page.getByRole("heading", { name: "My Applications" })).toBeVisible();
    await expect(page.getByText("Loading applications")).toHaveCount(0);
    await expect(firstCard).toBeVisible();
    release();
    await page.unroute("**/api/applications?**");
    await context.close();
  });

  test("the host's dashboard", async ({ browser }) => {
    const { context, page } = await signedInContext(browser, "host");
    for (const path of ["/host/dashboard", "/host/dashboard?tab=applications"]) {
      const { shift, sources } = await shiftAfterLoad(page, path, heading("Host Dashboard"));
      expect(shift, `${path} moved: ${sources.join(" | ")}`).toBeLessThanOrEqual(maxShift);
    }
    await context.close();
  });
});
