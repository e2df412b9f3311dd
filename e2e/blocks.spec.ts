import { expect, type Page, test } from "@playwright/test";
import { signedInPerson } from "./support/accounts.ts";
import { screenshot } from "./support/screens.ts";

/** Block (issue 37 part 1, decision 0068): a host blocks a creator from their conversation. */
const mobile = { width: 375, height: 812 };

async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize(mobile);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  await screenshot(page, `${name}-mobile`, { fullPage: true });
  if (size) await page.setViewportSize(size);
}

const listing = (title: string) => ({
  title,
  location: "Ericeira, Portugal",
  description: "A surf house above the beach with a view of the reef.",
  collaborationDetails: "Three nights for a reel and ten photos.",
  propertyType: "Hotel",
});

test("a host blocks a creator from a conversation: the creator's composer says closed and applying is refused", async ({
  browser,
}) => {
  const host = await signedInPerson(browser, "host", "Helga Hartmann");
  const creator = await signedInPerson(browser, "creator", "Conrad Pushy");
  const tag = Date.now().toString(36);

  // Through the API: two listings of the host, the creator's application to one, and their first message.
  const ids: string[] = [];
  for (const title of [`Surf House ${tag}`, `Reef Cabin ${tag}`]) {
    const made = await host.page.request.post("/api/listings", { data: listing(title) });
    expect(made.status(), await made.text()).toBe(201);
    ids.push(((await made.json()) as { listing: { id: string } }).listing.id);
  }
  const [applied, other] = ids as [string, string];
  const application = await creator.page.request.post("/api/applications", {
    data: { listingId: applied, message: "I can make you famous. Answer me today." },
  });
  expect(application.status(), await application.text()).toBe(201);
  const applicationId = ((await application.json()) as { application: { id: string } }).application.id;
  const opened = await creator.page.request.post("/api/conversations", { data: { applicationId } });
  const conversationId = ((await opened.json()) as { conversation: { id: string } }).conversation.id;
  const sent = await creator.page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: "Why are you not answering?", clientKey: crypto.randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The host blocks the creator from the conversation's header menu, after the dialog says what it does.
  const page = host.page;
  await page.goto(`/messages/${conversationId}`);
  await expect(page.getByTestId("message-list").getByText("Why are you not answering?")).toBeVisible();
  await page.getByRole("button", { name: "More actions for this creator Conrad Pushy" }).click();
  await page.getByRole("menuitem", { name: "Block Conrad" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Block Conrad Pushy?" });
  await expect(dialog.getByText(/won't be able to message you, apply to your listings/)).toBeVisible();
  await shoot(page, "block-dialog");
  await dialog.getByRole("button", { name: "Block", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Conrad Pushy is blocked")).toBeVisible();
  await expect(page.getByText("You blocked Conrad Pushy. Unblock them to send messages.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unblock", exact: true })).toBeVisible();

  // The creator: the composer says the conversation is closed (never "blocked"); the other listing is gone.
  const them = creator.page;
  await them.goto(`/messages/${conversationId}`);
  await expect(them.getByText("This conversation is closed.")).toBeVisible();
  await expect(them.getByRole("textbox", { name: "Message" })).toBeDisabled();
  await expect(them.getByText(/block/i)).toHaveCount(0);
  await them.goto(`/listings/${other}`);
  await expect(them.getByText("Listing not found")).toBeVisible();
  // Straight to the API: refused like a listing that does not exist, nothing written.
  const refused = await them.request.post("/api/applications", { data: { listingId: other, message: "Let me in" } });
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toMatch(/block/i);
  const message = await them.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: "Hello?", clientKey: crypto.randomUUID() },
  });
  expect(message.status()).toBe(409);
  expect(await message.json()).toEqual({
    error: { code: "conversation_closed", message: "This conversation is closed." },
  });

  // The host finds the creator under Settings → Account → Blocked people, and can unblock there.
  await page.goto("/settings?section=account#blocked-people");
  const list = page.getByRole("region", { name: "Blocked people" });
  await expect(list.getByText("Conrad Pushy")).toBeVisible();
  await list.scrollIntoViewIfNeeded();
  await shoot(page, "blocked-people");
  await list.getByRole("button", { name: "Unblock Conrad Pushy" }).click();
  await expect(list.getByText("You haven't blocked anyone.")).toBeVisible();
});
