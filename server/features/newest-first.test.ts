import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, messages, notifications } from "../db/schema/index.ts";
import { insertListing } from "../test/creator-fixtures.ts";
import { createTestContext, mailboxHeaders, type TestContext } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

// Rows stored in the same instant (one transaction's now(), or two stores within PGlite's millisecond) share their
// timestamp: these rows are given one on purpose, and must still come out in the order they were made.
const sameInstant = new Date("2026-01-02T03:04:05.678Z");
const names = ["First", "Second", "Third"];

describe("newest first when timestamps tie", () => {
  it("lists the dev mailbox in the order the mails were stored", async () => {
    const tag = `tie-${Date.now()}`;
    for (const name of names)
      await ctx.db
        .insert(mailOutbox)
        .values({ to: `${tag}@example.test`, subject: `${tag} ${name}`, text: name, createdAt: sameInstant });
    const res = await ctx.client().request("GET", "/api/dev/mailbox", undefined, mailboxHeaders);
    expect(res.status).toBe(200);
    const { messages: mails } = (await res.json()) as { messages: { subject: string }[] };
    const mine = mails.filter((m) => m.subject.startsWith(tag)).map((m) => m.subject);
    expect(mine).toEqual([`${tag} Third`, `${tag} Second`, `${tag} First`]);
  });

  it("lists notifications in the order they were written", async () => {
    const me = await ctx.userClient("creator");
    for (const name of names)
      await ctx.db.insert(notifications).values({
        userId: me.id,
        type: "message.received",
        title: name,
        body: name,
        link: "/notifications",
        createdAt: sameInstant,
      });
    const res = await me.client.get("/api/notifications");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { title: string }[] };
    expect(items.map((n) => n.title)).toEqual(["Third", "Second", "First"]);
  });

  it("shows a thread's messages in the order they were sent (the thread reads oldest first)", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const listing = await insertListing(ctx.db, host.id);
    // A question without applying starts with its first message (issue 35 part 9, sent now); the rest share one
    // earlier instant.
    const opened = await creator.client.post("/api/conversations", {
      listingId: listing.id,
      message: { content: "Hello", clientKey: crypto.randomUUID() },
    });
    expect(opened.status).toBeLessThan(300);
    const { conversation } = (await opened.json()) as { conversation: { id: string } };
    for (const name of names)
      await ctx.db
        .insert(messages)
        .values({ conversationId: conversation.id, senderId: creator.id, content: name, createdAt: sameInstant });
    const res = await creator.client.get(`/api/conversations/${conversation.id}`);
    expect(res.status).toBe(200);
    const thread = (await res.json()) as { messages: { content: string }[] };
    expect(thread.messages.map((m) => m.content)).toEqual([...names, "Hello"]);
  });
});
