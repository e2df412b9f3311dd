import { type Browser, expect, type Page, test } from "@playwright/test";
import { totpCode } from "../server/test/totp.ts";
import { acceptedApplication } from "./support/accepted-application.ts";
import { demo, signedInPerson } from "./support/accounts.ts";
import { mailboxToken, readMailbox } from "./support/mailbox.ts";
import { screenshot } from "./support/screens.ts";

/** The seeded report operators (server/db/seed/demo-reports.ts): nobody else signs in as them. */
const deciderEmail = "reports@demo.collabstay.test";
const reviewerEmail = "appeals@demo.collabstay.test";
const mobile = { width: 375, height: 812 };

async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`, { fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(mobile);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  await screenshot(page, `${name}-mobile`, { fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Signs a seeded operator in and sets up two-factor sign-in, as a new operator does. */
async function operatorPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/operator/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(demo.host.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Your password").fill(demo.host.password);
  await page.getByRole("button", { name: "Continue" }).click();
  const uri = (await page.getByRole("link", { name: /authenticator app/ }).getAttribute("href")) ?? "";
  await page.getByLabel(/6-digit code/).fill(await totpCode(uri));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  (page as Page & { totpURI?: string }).totpURI = uri;
  return page;
}

test("a creator reports a harassing message; the author is suspended, told why, appeals, and a second operator restores", async ({
  browser,
}) => {
  const host = await signedInPerson(browser, "host", "Hector Harsh");
  const creator = await signedInPerson(browser, "creator", "Clara Kind");
  const { conversationId } = await acceptedApplication(host.page.request, creator.page.request, {
    listing: {
      title: `Cliff House ${Date.now().toString(36)}`,
      location: "Sagres, Portugal",
      description: "A house on the cliffs above the Atlantic.",
      collaborationDetails: "Three nights for a reel.",
      propertyType: "Hotel",
    },
    message: "I'd love to film the sunsets.",
  });
  const harassing = "Post what I say or I will ruin your account. I know where you live.";
  const sent = await host.page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: harassing, clientKey: crypto.randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  // The creator reports the message from its menu.
  const page = creator.page;
  await page.goto(`/messages/${conversationId}`);
  const thread = page.getByTestId("message-list");
  await expect(thread.getByText(harassing)).toBeVisible();
  await page.getByRole("button", { name: "More actions for this message from Hector Harsh" }).click();
  await page.getByRole("menuitem", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this message" });
  await dialog.getByLabel("Harassment or hate").check();
  await dialog.getByLabel("Explanation (optional)").fill("He threatens me because I did not post his text.");
  await shoot(page, "report-dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks, we received your report.")).toBeVisible();

  // The operator opens the case, compares, and suspends the author (the message goes too).
  const op = await operatorPage(browser, deciderEmail);
  await op.getByRole("link", { name: "Reports", exact: true }).click();
  await op.getByRole("link", { name: /I know where you live/ }).click();
  await expect(op.getByText(harassing).first()).toBeVisible();
  await expect(op.getByText("He threatens me because I did not post his text.")).toBeVisible();
  await shoot(op, "report-case");
  await op.getByLabel("Suspend the author").check();
  await op.getByLabel("Section of the terms it breaks").selectOption("2");
  await op
    .getByLabel("Facts")
    .fill("The message threatens the creator to make her post his text. Threats are not allowed.");
  const uri = (op as Page & { totpURI?: string }).totpURI ?? "";
  await op.getByLabel("Authenticator code").fill(await totpCode(uri, Date.now() + 30_000));
  await op.getByRole("button", { name: "Decide: Suspend the author" }).click();
  await expect(op.getByText("Decision made.")).toBeVisible();

  // The creator is told the outcome; the message is gone from the thread.
  await page.goto("/notifications");
  await expect(page.getByText("Your report: we took action")).toBeVisible();
  await page.goto(`/messages/${conversationId}`);
  await expect(thread.getByText("This message was removed by CollabStay.")).toBeVisible();

  // The author, suspended, opens the statement from the e-mail and appeals. (The mail job runs on the timers'
  // tick; ticking now, not later, sends what is due without moving anyone's clock.)
  const tick = await page.request.post("/api/dev/timers", {
    headers: { authorization: `Bearer ${mailboxToken}` },
    data: { at: new Date().toISOString() },
  });
  expect(tick.status(), await tick.text()).toBe(200);
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await readMailbox(page.request, host.email)).find((m) => m.text.includes("/statements/"));
      link = mail?.text.match(/\/statements\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]{32}/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  const author = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const statement = await author.newPage();
  await statement.goto(link);
  await expect(statement.getByRole("heading", { name: /CollabStay decision/ })).toBeVisible();
  await expect(statement.getByRole("link", { name: "2. User responsibilities" })).toBeVisible();
  await expect(statement.getByText("No automated means took part")).toBeVisible();
  await shoot(statement, "statement");
  await statement
    .getByLabel("Why is the decision wrong?")
    .fill("It was a line from a film we talked about, not a threat.");
  await statement.getByRole("button", { name: "Send appeal" }).click();
  await expect(statement.getByText("Your appeal was sent.")).toBeVisible();

  // A second operator decides the appeal and restores the account and the message.
  const second = await operatorPage(browser, reviewerEmail);
  await second.getByRole("link", { name: "Reports", exact: true }).click();
  await second.getByRole("link", { name: /Hector Harsh appeals/ }).click();
  await second.getByLabel("Reverse the decision (restore)").check();
  await second.getByLabel("Reason").fill("The line quotes a film both had discussed in earlier messages.");
  await second.getByRole("button", { name: "Decide the appeal" }).click();
  await expect(second.getByText("Appeal upheld: the decision is reversed.")).toBeVisible();

  await page.reload();
  await expect(thread.getByText(harassing)).toBeVisible();
  const signIn = await statement.request.post("/api/accounts/sign-in", {
    data: { role: "host", email: host.email, password: host.password },
  });
  expect(signIn.status()).toBe(200);
});
