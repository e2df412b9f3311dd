import type { Overview } from "@domain/operators.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/index.ts";
import { createTestContext, type TestContext, uniqueEmail } from "../../test/harness.ts";
import { createListing } from "../listings/test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Thread = { message: { status: string; assignee: { id: string } | null }; replies: { body: string }[] };

describe("support inbox (decision 0057)", () => {
  it("lists contact messages; a reply is kept, marks it answered and reaches the person by mail", async () => {
    const email = uniqueEmail("asker");
    const sent = await ctx.client().post("/api/site/contact", {
      fullName: "Ada Asker",
      email,
      message: "Support responds within 1-2 business days? My payment record looks wrong.",
      consent: true,
    });
    expect(sent.status).toBeLessThan(300);
    const [stored] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    if (!stored) throw new Error("contact message not stored");
    const op = await ctx.operatorClient();
    const inbox = (await (await op.client.get("/api/operator/support?status=open")).json()) as {
      messages: { id: string }[];
    };
    expect(inbox.messages.map((m) => m.id)).toContain(stored.id);

    const tooBig = await op.client.post(`/api/operator/support/${stored.id}/replies`, { body: "x".repeat(100_000) });
    expect(tooBig.status).toBe(400);
    const reply = await op.client.post(`/api/operator/support/${stored.id}/replies`, {
      body: "Thanks Ada, we corrected the record.",
    });
    expect(reply.status).toBe(201);
    const thread = (await reply.json()) as Thread;
    expect(thread.message).toMatchObject({ status: "answered", assignee: { id: op.id } });
    expect(thread.replies.map((r) => r.body)).toEqual(["Thanks Ada, we corrected the record."]);
    const mails = await ctx.mailsTo(email);
    expect(mails[0]?.text).toContain("Thanks Ada, we corrected the record.");
    expect(mails[0]?.text).toContain("> Support responds within 1-2 business days?");

    const closed = await op.client.patch(`/api/operator/support/${stored.id}`, { status: "closed", assignToMe: false });
    expect(((await closed.json()) as Thread).message).toMatchObject({ status: "closed", assignee: null });
    const host = await ctx.userClient("host");
    expect((await host.client.get("/api/operator/support")).status).toBe(403);
  });

  it("shows marketplace health from real data on the overview", async () => {
    const op = await ctx.operatorClient();
    const before = (await (await op.client.get("/api/operator/overview")).json()) as Overview;
    const host = await ctx.userClient("host");
    await createListing(host.client);
    const creator = await ctx.userClient("creator");
    const after = (await (await op.client.get("/api/operator/overview")).json()) as Overview;
    expect(after.activeListings).toBe(before.activeListings + 1);
    const sum = (o: Overview, role: "creators" | "hosts") => o.signUpsByWeek.reduce((n, w) => n + w[role], 0);
    expect(sum(after, "hosts")).toBe(sum(before, "hosts") + 1);
    expect(sum(after, "creators")).toBe(sum(before, "creators") + 1);
    expect(creator.id).toBeTruthy();
    expect((await host.client.get("/api/operator/overview")).status).toBe(403);
  });
});
