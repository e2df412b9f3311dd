import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pushMessages } from "@domain/push.ts";
import { expect, type Page, test } from "@playwright/test";
import { decrypt } from "http_ece";
import { createConfirmedUser, signIn } from "./support/accounts.ts";
import { narrowWidth } from "./support/narrow.ts";
import { screenshot } from "./support/screens.ts";

// The other specs run without service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: "allow", viewport: { width: narrowWidth, height: 800 } });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A push service of the test's own on 127.0.0.1 (the server runs with PUSH_ALLOW_PRIVATE on, scripts/serve-fresh.ts). */
async function startPushService() {
  const received: Buffer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push(Buffer.concat(chunks));
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/e2e-device`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("installable app: manifest, service worker, offline page, and push turned on in Settings", async ({
  page,
  context,
}) => {
  // The manifest: linked from the page, served with its type, installable (name, icons, start_url, standalone).
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const manifestAnswer = await page.request.get("/manifest.webmanifest");
  expect(manifestAnswer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await manifestAnswer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "CollabStay",
    short_name: "CollabStay",
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.theme_color).toBe("#0b6b69");
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
  }

  // The service worker registers after load and controls the page (clientsClaim: no reload needed).
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Connect. Create. Collaborate." })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Chromium's own installability check (what Lighthouse's installable audit asked): no errors, a parsed manifest.
  const cdp = await context.newCDPSession(page);
  const manifestSeen = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; url: string };
  expect(manifestSeen.errors).toEqual([]);
  expect(manifestSeen.url).toContain("/manifest.webmanifest");
  // Every test context is an incognito profile, which Chromium never installs from ("in-incognito"); nothing else.
  const installabilityErrors = async () =>
    (
      (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] }
    ).installabilityErrors
      .map((e) => e.errorId)
      .filter((id) => id !== "in-incognito");
  await expect.poll(installabilityErrors).toEqual([]);
  await cdp.detach();
  // A headless Chromium draws no install prompt (no browser UI); the page as it stands is the screenshot.
  await screenshot(page, "pwa-home-375");

  // Network gone (the service worker's own fetches too: PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS in the config).
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  await page.goto("/messages");
  await expect(page.getByRole("heading", { level: 1, name: pushMessages.offlineTitle })).toBeVisible();
  await expect(page.getByText("Check your Wi-Fi or mobile data, then try again.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
  await screenshot(page, "pwa-offline-375");
  await context.unroute("**/*");

  // Push: the browser's own PushManager needs its vendor's push service, which no machine here reaches, so the page
  // gets a subscription the test made (its keys, the test's endpoint); everything else is the real app.
  const push = await startPushService();
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let current: unknown = null;
      const make = () => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe() {
        current = make();
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return current as PushSubscription | null;
      };
    },
    { endpoint: push.url, p256dh: keys.getPublicKey().toString("base64url"), auth },
  );
  await context.grantPermissions(["notifications"]);
  const user = await createConfirmedUser(page.request, "creator", "Pia Push");
  await signIn(page, "creator", user.email, user.password);
  await page.goto("/settings?section=notifications");
  const pushSwitch = page.getByRole("switch", { name: pushMessages.settingLabel });
  await expect(pushSwitch).not.toBeChecked();
  await pushSwitch.click();
  await expect(toast(page, pushMessages.turnedOn)).toBeVisible();
  await expect(pushSwitch).toBeChecked();
  await page.getByRole("button", { name: pushMessages.sendTest }).click();
  await expect(toast(page, pushMessages.testSent)).toBeVisible();
  await expect.poll(() => push.received.length).toBeGreaterThan(0);
  const first = push.received[0];
  if (!first) throw new Error("no push arrived");
  const shown = JSON.parse(decrypt(first, { version: "aes128gcm", privateKey: keys, authSecret: auth }).toString());
  expect(shown).toMatchObject({ title: pushMessages.testTitle, body: pushMessages.testBody });
  await pushSwitch.scrollIntoViewIfNeeded();
  await screenshot(page, "pwa-push-setting-375");
  await push.close();
});
