import { conversationMessages } from "@domain/application-messages.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { totpCode } from "../../test/totp.ts";
import { createListing, errorOf } from "../listings/test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Summary = { id: string; otherSuspended: boolean };

describe("a suspended party's conversations (decision 0057)", () => {
  it("stay readable for the other party with a note; sending to them is a 409; reinstating lifts both", async () => {
    const op = await ctx.operatorClient();
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const listing = await createListing(host.client);
    const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Hello host" });
    const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
    const opened = await creator.client.post("/api/conversations", { applicationId });
    const conversationId = ((await opened.json()) as { conversation: Summary }).conversation.id;
    const send = (content: string) =>
      host.client.post(`/api/conversations/${conversationId}/messages`, { content, clientKey: crypto.randomUUID() });
    expect((await send("Welcome!")).status).toBe(201);
    const thread = async () =>
      (await (await host.client.get(`/api/conversations/${conversationId}`)).json()) as {
        conversation: Summary;
        messages: { content: string }[];
      };
    const inboxEntry = async () =>
      ((await (await host.client.get("/api/conversations")).json()) as { items: Summary[] }).items.find(
        (c) => c.id === conversationId,
      );
    expect((await thread()).conversation.otherSuspended).toBe(false);
    expect((await inboxEntry())?.otherSuspended).toBe(false);

    const code = await totpCode(op.totpURI, Date.now() + 30_000);
    const suspended = await op.client.post(`/api/operator/users/${creator.id}/suspension`, {
      category: "spam",
      message: "Your messages advertised another site.",
      code,
    });
    expect(suspended.status).toBe(200);

    const read = await thread();
    expect(read.conversation.otherSuspended).toBe(true);
    expect(read.messages.map((m) => m.content)).toEqual(["Welcome!"]);
    expect((await inboxEntry())?.otherSuspended).toBe(true);
    const before = await ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    const refused = await send("Are you there?");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(conversationMessages.sendToSuspended);
    const after = await ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(after).toHaveLength(before.length);

    const reinstated = await op.client.post(`/api/operator/users/${creator.id}/reinstatement`, {
      code: op.backupCodes.pop(),
    });
    expect(reinstated.status).toBe(200);
    expect((await thread()).conversation.otherSuspended).toBe(false);
    expect((await inboxEntry())?.otherSuspended).toBe(false);
    expect((await send("Welcome back!")).status).toBe(201);
  });
});
