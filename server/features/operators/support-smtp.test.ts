import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages } from "../../db/schema/index.ts";
import { startWorkers } from "../../services.ts";
import { createTestContext, type TestContext, uniqueEmail } from "../../test/harness.ts";
import { startSmtpPeer } from "../../test/smtp-peer.ts";

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await createTestContext({ smtpUrl: smtp.url, supportEmail: "support@collabstay.test" });
  await startWorkers(ctx.services);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe("support reply over SMTP (decision 0057)", () => {
  it("the operator's reply, sent through the route, reaches a real SMTP peer with the right To, Subject and body", async () => {
    const email = uniqueEmail("asker");
    const sent = await ctx.client().post("/api/site/contact", {
      fullName: "Ada Asker",
      email,
      message: "Is paying outside CollabStay allowed?",
      consent: true,
    });
    expect(sent.status).toBe(201);
    const [stored] = await ctx.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(eq(contactMessages.email, email)));
    if (!stored) throw new Error("contact message not stored");

    const op = await ctx.operatorClient();
    const reply = await op.client.post(`/api/operator/support/${stored.id}/replies`, {
      body: "No: keep every payment record in CollabStay.",
    });
    expect(reply.status).toBe(201);
    // The mail job hands it to the SMTP peer shortly after the answer.
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find((m) => m.to.includes(email));
        if (!found) throw new Error("not delivered yet");
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^Subject: Re: your message to CollabStay support\r?$/m);
    expect(mail.raw).toMatch(new RegExp(`^To: ${email.replace(/[.]/g, "\\.")}\\r?$`, "m"));
    expect(mail.raw).toContain("No: keep every payment record in CollabStay.");
    expect(mail.raw).toContain("> Is paying outside CollabStay allowed?");
    // Kept in the database outbox only when there is no SMTP server: here it went to the peer.
    expect(await ctx.mailsTo(email)).toHaveLength(0);
  });
});
