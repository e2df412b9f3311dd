import type { TestClient, TestContext } from "../../test/harness.ts";
import { createListing } from "../listings/test-helpers.ts";

type Person = { client: TestClient; id: string; email: string };

/** A conversation between a host and a creator (the creator applied to the host's listing) and one message in it. */
export async function conversationWithMessage(
  ctx: TestContext,
  host: Person,
  creator: Person,
  content = "Hello, nice to meet you",
): Promise<{
  listingId: string;
  conversationId: string;
  messageId: string;
  send: (p: Person, t: string) => Promise<string>;
}> {
  const listing = await createListing(host.client, { title: `Report Villa ${Math.random().toString(36).slice(2, 7)}` });
  const applied = await creator.client.post("/api/applications", {
    listingId: listing.id,
    message: "I'd love to come",
  });
  if (applied.status !== 201) throw new Error(`apply: ${applied.status} ${await applied.text()}`);
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  const opened = await creator.client.post("/api/conversations", { applicationId });
  const conversationId = ((await opened.json()) as { conversation: { id: string } }).conversation.id;
  const send = async (p: Person, text: string) => {
    const res = await p.client.post(`/api/conversations/${conversationId}/messages`, {
      content: text,
      clientKey: crypto.randomUUID(),
    });
    if (res.status >= 300) throw new Error(`message: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { message: { id: string } }).message.id;
  };
  const messageId = await send(host, content);
  void ctx;
  return { listingId: listing.id, conversationId, messageId, send };
}

export const report = (
  client: TestClient,
  itemKind: string,
  itemId: string,
  extra: Record<string, unknown> = {},
): Promise<Response> => client.post("/api/reports", { itemKind, itemId, category: "harassment", ...extra });

export type CaseJson = {
  id: string;
  itemKind: string;
  itemId: string;
  reports: number;
  lowPriority: boolean;
  status: string;
  categories: string[];
  snapshot: { title: string | null; text: string | null; fileUrl: string | null };
  current: { title: string | null; text: string | null; removed: boolean } | null;
  reportList: { reporter: { id: string | null; email: string | null }; explanation: string | null }[];
  decisions: { id: string; outcome: string; appeal: { id: string; status: string } | null }[];
  authorHistory: unknown[];
  outcomes: string[];
};

/** The open case of an item, by the console's queue. */
export async function caseOf(op: TestClient, itemId: string, status = "open"): Promise<CaseJson> {
  for (let page = 1; page < 30; page++) {
    const res = await op.get(`/api/operator/reports?status=${status}&page=${page}`);
    if (res.status !== 200) throw new Error(`queue: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { cases: { id: string; itemId: string }[]; more: boolean };
    const hit = body.cases.find((c) => c.itemId === itemId);
    if (hit) {
      const detail = await op.get(`/api/operator/reports/${hit.id}`);
      if (detail.status !== 200) throw new Error(`case: ${detail.status} ${await detail.text()}`);
      return ((await detail.json()) as { case: CaseJson }).case;
    }
    if (!body.more) break;
  }
  throw new Error(`no ${status} case for ${itemId}`);
}
