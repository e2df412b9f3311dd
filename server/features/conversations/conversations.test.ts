import {
  type Application,
  applicationMessages,
  type ChatMessage,
  type ConversationSummary,
  conversationMessages,
  type Inbox,
} from "@domain/applications.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, messages } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Thread = { conversation: ConversationSummary; messages: ChatMessage[] };

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function cast() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const otherCreator = await ctx.userClient("creator", "Oscar Other");
  const otherHost = await ctx.userClient("host", "Hugo Host");
  const listing = await insertListing(ctx.db, host.id);
  const res = await creator.client.post("/api/applications", {
    listingId: listing.id,
    message: "Hello! I would love to stay.",
  });
  const { application } = (await res.json()) as { application: Application };
  const opened = await creator.client.post("/api/conversations", { applicationId: application.id });
  expect(opened.status).toBe(200);
  const { conversation } = (await opened.json()) as { conversation: ConversationSummary };
  return { host, creator, otherCreator, otherHost, anon: ctx.client(), listing, application, conversation };
}

const send = (client: TestClient, id: string, content: string, clientKey: string = crypto.randomUUID()) =>
  client.post(`/api/conversations/${id}/messages`, { content, clientKey });

describe("conversations", () => {
  it("opens one conversation per application for both parties; strangers get 404", async () => {
    const c = await cast();
    const again = await c.host.client.post("/api/conversations", { applicationId: c.application.id });
    expect(((await again.json()) as { conversation: ConversationSummary }).conversation.id).toBe(c.conversation.id);
    expect(c.conversation).toMatchObject({
      applicationId: c.application.id,
      applicationStatus: "pending",
      placeholder: false,
      listing: { id: c.listing.id, title: c.listing.title },
      other: { id: c.host.id, name: "Sofia Host" },
      lastMessage: null,
      unread: 0,
    });
    expect((await c.anon.post("/api/conversations", { applicationId: c.application.id })).status).toBe(401);
    for (const stranger of [c.otherCreator, c.otherHost]) {
      expect((await stranger.client.post("/api/conversations", { applicationId: c.application.id })).status).toBe(404);
      expect((await stranger.client.get(`/api/conversations/${c.conversation.id}`)).status).toBe(404);
      expect((await send(stranger.client, c.conversation.id, "hi")).status).toBe(404);
      expect((await stranger.client.post(`/api/conversations/${c.conversation.id}/read`, {})).status).toBe(404);
      const inbox = (await (await stranger.client.get("/api/conversations")).json()) as Inbox;
      expect(inbox.items).toEqual([]);
    }
    expect((await c.anon.get(`/api/conversations/${c.conversation.id}`)).status).toBe(401);
    expect((await c.anon.get("/api/conversations")).status).toBe(401);
  });

  it("sends, lists the inbox with the last message and unread counts, and marks read only the other's", async () => {
    const c = await cast();
    const id = c.conversation.id;
    const first = await send(c.creator.client, id, "Is the terrace west-facing?");
    expect(first.status).toBe(201);
    const mine = ((await first.json()) as { message: ChatMessage }).message;
    expect(mine).toMatchObject({ sender: { id: c.creator.id, name: "Cora Creator" }, readAt: null });
    await send(c.creator.client, id, "And is there parking?");

    const hostInbox = (await (await c.host.client.get("/api/conversations")).json()) as Inbox;
    expect(hostInbox.unreadTotal).toBe(2);
    expect(hostInbox.items[0]).toMatchObject({
      id,
      unread: 2,
      other: { id: c.creator.id },
      lastMessage: { content: "And is there parking?", mine: false },
    });
    expect(await (await c.host.client.get("/api/conversations/unread-count")).json()).toEqual({ count: 2 });
    expect(await (await c.creator.client.get("/api/conversations/unread-count")).json()).toEqual({ count: 0 });

    // The creator cannot mark their own messages read: not by naming one, and a bare call changes nothing.
    const own = await c.creator.client.post(`/api/conversations/${id}/read`, { upTo: mine.id });
    expect(own.status).toBe(409);
    expect(await (await c.creator.client.post(`/api/conversations/${id}/read`, {})).json()).toEqual({ updated: 0 });

    // Up to the first message: only that one (timestamps compared at the database's precision).
    const hostThread = (await (await c.host.client.get(`/api/conversations/${id}`)).json()) as Thread;
    const upTo = hostThread.messages[0]?.id;
    expect(await (await c.host.client.post(`/api/conversations/${id}/read`, { upTo })).json()).toEqual({ updated: 1 });
    expect(await (await c.host.client.post(`/api/conversations/${id}/read`, {})).json()).toEqual({ updated: 1 });
    const thread = (await (await c.creator.client.get(`/api/conversations/${id}`)).json()) as Thread;
    expect(thread.messages.map((m) => m.content)).toEqual(["Is the terrace west-facing?", "And is there parking?"]);
    expect(thread.messages.every((m) => m.readAt !== null)).toBe(true);
    expect(await (await c.host.client.get("/api/conversations/unread-count")).json()).toEqual({ count: 0 });
  });

  it("stores markup as plain text and refuses blank, oversized and malformed messages", async () => {
    const c = await cast();
    const id = c.conversation.id;
    const markup = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const res = await send(c.host.client, id, markup);
    expect(((await res.json()) as { message: ChatMessage }).message.content).toBe(markup);
    const blank = await send(c.host.client, id, "   \n ");
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toBe(conversationMessages.empty);
    const huge = await send(c.host.client, id, "x".repeat(100 * 1024));
    expect(huge.status).toBe(400);
    expect((await errorOf(huge)).message).toBe(conversationMessages.tooLong);
    expect((await send(c.host.client, id, "x".repeat(5000))).status).toBe(201);
    expect((await c.host.client.post(`/api/conversations/${id}/messages`, { content: "hi" })).status).toBe(400);
    expect((await send(c.host.client, "not-a-uuid", "hi")).status).toBe(404);
    expect((await send(c.host.client, crypto.randomUUID(), "hi")).status).toBe(404);
    const rows = await ctx.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(rows).toHaveLength(2);
  });

  it("a retried send with the same key stores one message (also when the retries race)", async () => {
    const c = await cast();
    const key = crypto.randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => send(c.creator.client, c.conversation.id, "Hi!", key)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = await Promise.all(results.map(async (r) => ((await r.json()) as { message: ChatMessage }).message.id));
    expect(new Set(ids).size).toBe(1);
    expect(await ctx.db.select().from(messages).where(eq(messages.conversationId, c.conversation.id))).toHaveLength(1);
  });

  it("rate-limits a flood of messages with a clear message", async () => {
    const c = await cast();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await send(c.creator.client, c.conversation.id, `m${i}`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    const refused = await send(c.creator.client, c.conversation.id, "one more");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await errorOf(refused)).message).toMatch(
      /^You're sending messages very fast\. Please wait \d+ (second|minute)s?/,
    );
  });
});

describe("chat with host without applying (placeholder)", () => {
  it("makes nothing until the first message; then a placeholder that is not counted or listed, and that becomes the real application (issue 35 part 9)", async () => {
    const host = await ctx.userClient("host", "Sofia Host");
    const creator = await ctx.userClient("creator", "Cora Creator");
    const listing = await insertListing(ctx.db, host.id);
    // "Chat with Host" before applying: no message yet, so no conversation and no placeholder.
    const empty = await creator.client.post("/api/conversations", { listingId: listing.id });
    expect(empty.status).toBe(409);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      conversationMessages.firstMessageFirst,
    );
    expect(await ctx.db.select().from(applications).where(eq(applications.listingId, listing.id))).toEqual([]);
    expect(((await (await creator.client.get("/api/conversations")).json()) as Inbox).items).toEqual([]);

    // The first message opens the conversation and is in it.
    const first = { content: "Is June available?", clientKey: crypto.randomUUID() };
    const opened = await creator.client.post("/api/conversations", { listingId: listing.id, message: first });
    expect(opened.status).toBe(200);
    const { conversation } = (await opened.json()) as { conversation: ConversationSummary };
    expect(conversation.placeholder).toBe(true);
    const thread = (await (await creator.client.get(`/api/conversations/${conversation.id}`)).json()) as {
      messages: { content: string }[];
    };
    expect(thread.messages.map((m) => m.content)).toEqual(["Is June available?"]);
    const [placeholder] = await ctx.db.select().from(applications).where(eq(applications.listingId, listing.id));
    expect(placeholder).toMatchObject({
      status: "pending",
      message: applicationMessages.placeholderMessage,
      contentDeliverables: {},
      isPlaceholder: true,
    });
    // A retry of the same first message stores it once; opening again gives the same conversation; a host cannot.
    const retried = await creator.client.post("/api/conversations", { listingId: listing.id, message: first });
    expect(((await retried.json()) as { conversation: ConversationSummary }).conversation.id).toBe(conversation.id);
    const again = (await (await creator.client.post("/api/conversations", { listingId: listing.id })).json()) as {
      conversation: ConversationSummary;
    };
    expect(again.conversation.id).toBe(conversation.id);
    expect(await ctx.db.select().from(messages).where(eq(messages.conversationId, conversation.id))).toHaveLength(1);
    expect((await host.client.post("/api/conversations", { listingId: listing.id })).status).toBe(403);

    // The host sees the conversation with its first message, but no application and no count.
    expect(((await (await host.client.get("/api/conversations")).json()) as Inbox).items).toHaveLength(1);
    expect(((await (await host.client.get("/api/applications")).json()) as { total: number }).total).toBe(0);
    const mineBefore = (await (await host.client.get("/api/listings/mine")).json()) as {
      listings: { id: string; applicationCount: number }[];
    };
    expect(mineBefore.listings.find((l) => l.id === listing.id)?.applicationCount).toBe(0);

    // Applying later is not blocked, and keeps the conversation.
    const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Applying now" });
    expect(applied.status).toBe(201);
    const { application } = (await applied.json()) as { application: Application };
    expect(application.id).toBe(placeholder?.id);
    expect(application.conversationId).toBe(conversation.id);
    expect(((await (await host.client.get("/api/applications")).json()) as { total: number }).total).toBe(1);
  });
});
