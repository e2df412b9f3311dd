import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import sharp from "sharp";
import { acceptedApplication } from "./support/accepted-application.ts";
import { type Cluster, startTwoProcesses } from "./support/two-processes.ts";

let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startTwoProcesses();
});
test.afterAll(async () => {
  await cluster?.stop();
});

async function account(baseURL: string, role: "creator" | "host", fullName: string) {
  const api: APIRequestContext = await request.newContext({ baseURL });
  const email = `${role}.${randomBytes(4).toString("hex")}@e2e.test`;
  const password = "E2e-Pass-2024!";
  const up = await api.post("/api/accounts/sign-up", { data: { role, fullName, email, password } });
  expect(up.status(), await up.text()).toBe(201);
  const signIn = await api.post("/api/accounts/sign-in", { data: { role, email, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { api, email, password, role };
}

test("host on one process and creator on another chat live, with the read receipt, through PostgreSQL and one S3 store", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [hostUrl = "", creatorUrl = ""] = cluster.urls;
  const host = await account(hostUrl, "host", "Pia Process");
  const creator = await account(creatorUrl, "creator", "Quinn Other");

  // The listing and its cover image are stored through process A, in the S3-compatible store.
  const cover = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .png()
    .toBuffer();
  const { listingId, conversationId } = await acceptedApplication(host.api, creator.api, {
    listing: {
      title: "Two-Process Tower",
      location: "Oslo, Norway",
      description: "A tower flat with a fjord view.",
      collaborationDetails: "Two nights for a reel.",
      propertyType: "Hotel",
    },
    cover: { name: "fjord.png", mimeType: "image/png", buffer: cover },
    message: "Hello from B",
  });

  // Each person's browser talks to their own process only.
  const hostContext = await browser.newContext({ baseURL: hostUrl, storageState: await host.api.storageState() });
  const creatorContext = await browser.newContext({
    baseURL: creatorUrl,
    storageState: await creator.api.storageState(),
  });
  const hostPage = await hostContext.newPage();
  const creatorPage = await creatorContext.newPage();

  // Process B serves the image that process A stored: the files live in the shared store, not on a disk.
  await creatorPage.goto(`/listings/${listingId}`);
  const image = creatorPage.getByRole("img", { name: /Two-Process Tower/ }).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await image.getAttribute("src");
  expect((await creator.api.get(src ?? "")).status()).toBe(200);
  const storedName = src?.split("/").pop()?.split("?")[0] ?? "(none)";
  expect(cluster.storedFiles().some((file) => file.includes(storedName))).toBe(true);
  await hostPage.goto(`/messages/${conversationId}`);
  await creatorPage.goto(`/messages/${conversationId}`);
  await expect(hostPage.getByRole("textbox", { name: "Message" })).toBeVisible();
  await expect(creatorPage.getByRole("textbox", { name: "Message" })).toBeVisible();

  const box = creatorPage.getByRole("textbox", { name: "Message" });
  await box.fill("Sent through process B");
  await box.press("Enter");
  await expect(hostPage.getByTestId("message-list")).toContainText("Sent through process B");
  // The host's open thread marks it read on process A; the receipt reaches process B.
  await expect(creatorPage.getByTestId("receipt")).toHaveText("Seen");

  const reply = hostPage.getByRole("textbox", { name: "Message" });
  await reply.fill("Answered through process A");
  await reply.press("Enter");
  await expect(creatorPage.getByTestId("message-list")).toContainText("Answered through process A");

  await hostContext.close();
  await creatorContext.close();
  await host.api.dispose();
  await creator.api.dispose();
});
