import { type APIRequestContext, expect } from "@playwright/test";

export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
};

/** The operator's mailbox token of the server under test (scripts/serve-fresh.ts sets it). */
export const mailboxToken = process.env.E2E_MAILBOX_TOKEN ?? "";

export async function readMailbox(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const res = await request.get("/api/dev/mailbox", { headers: { authorization: `Bearer ${mailboxToken}` } });
  expect(res.ok()).toBe(true);
  const { messages } = (await res.json()) as { messages: MailboxMessage[] };
  return messages.filter((m) => m.to === to);
}

/** Waits for a mail to `to` and returns the first link of the newest one, as a path on this server. */
export async function latestLinkTo(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await readMailbox(request, to);
      link = newest?.links[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link ?? "");
  return url.pathname + url.search;
}
