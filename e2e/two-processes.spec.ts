import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import sharp from "sharp";
import { startSmtpPeer } from "../server/test/smtp-peer.ts";
import { acceptedApplication } from "./support/accepted-application.ts";
import { firstOperatorSignIn } from "./support/operator.ts";
import { type Cluster, startTwoProcesses } from "./support/two-processes.ts";

/**
 * Journeys on production's shape: two processes on PostgreSQL, one S3-compatible store and a real SMTP server
 * (mail leaves through the mail job; there is no dev outbox), with an operator made by OPERATOR_EMAILS.
 */
const operatorEmail = "ops.two-processes@e2e.test";
let cluster: Cluster;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpPeer();
  cluster = await startTwoProcesses({ SMTP_URL: smtp.url, OPERATOR_EMAILS: operatorEmail });
});
test.afterAll(async () => {
  await cluster?.stop();
  await smtp?.close();
});

/** A received mail's body as written: quoted-printable soft line breaks and `=XX` escapes undone. */
const bodyOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

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

test("an operator made by OPERATOR_EMAILS answers a contact message on process B; the reply reaches the SMTP server", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [siteUrl = "", consoleUrl = ""] = cluster.urls;
  // The one-time set-password link the first process printed when it made the operator.
  const link = cluster.logs().match(/Set its password within 24 hours: (\S+)/)?.[1] ?? "";
  const token = new URL(link).searchParams.get("token") ?? "";
  const password = "Ops-Pass-2024!";
  const api = await request.newContext({ baseURL: consoleUrl });
  const set = await api.post("/api/accounts/password-reset", { data: { token, password } });
  expect(set.status(), await set.text()).toBe(200);

  // Someone writes to support through the public site on process A.
  const asker = `asker.${randomBytes(4).toString("hex")}@e2e.test`;
  const contact = await api.post(`${siteUrl}/api/site/contact`, {
    headers: { origin: siteUrl },
    data: { fullName: "Ada Asker", email: asker, message: "May I pay the host in cash?", consent: true },
  });
  expect(contact.status(), await contact.text()).toBeLessThan(300);

  const context = await browser.newContext({ baseURL: consoleUrl });
  const page = await context.newPage();
  await firstOperatorSignIn(page, operatorEmail, password);
  await page.getByRole("link", { name: "Support", exact: true }).click();
  await page.getByRole("button", { name: /Ada Asker/ }).click();
  await page.getByLabel("Reply (sent by e-mail)").fill("No: every payment is recorded in CollabStay.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("replied ·")).toBeVisible();

  // The mail job delivers it to the SMTP server: addressed to the asker, with the operator's words.
  await expect
    .poll(
      () =>
        smtp.received
          .filter((mail) => mail.to.includes(asker))
          .map((mail) => bodyOf(mail.raw))
          .join("\n"),
      {
        timeout: 30_000,
      },
    )
    .toContain("No: every payment is recorded in CollabStay.");
  await context.close();
  await api.dispose();
});
