import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema/index.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { startSmtpPeer } from "../test/smtp-peer.ts";
import { createMailer } from "./mailer.ts";

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = await startSmtpPeer();
});

afterAll(async () => {
  await smtp?.close();
  await ctx?.close();
});

describe("mailer over SMTP", () => {
  it("delivers to a real SMTP peer and keeps no copy in the outbox (links in mail are secrets)", async () => {
    const mailer = createMailer({
      db: ctx.db,
      smtpUrl: smtp.url,
      from: "CollabStay <no-reply@collabstay.test>",
      logger: ctx.services.logger,
    });
    await mailer.send({ to: "reader@example.test", subject: "Hello there", text: "Open http://localhost:3000/x" });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["reader@example.test"]);
    expect(smtp.received[0]?.raw).toContain("Subject: Hello there");
    expect(smtp.received[0]?.raw).toContain("http://localhost:3000/x");
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "reader@example.test"))).toEqual([]);
  });

  it("fails loudly, and stores nothing, when the SMTP peer is unreachable", async () => {
    const mailer = createMailer({
      db: ctx.db,
      smtpUrl: "smtp://127.0.0.1:1",
      from: "x@collabstay.test",
      logger: ctx.services.logger,
    });
    await expect(mailer.send({ to: "nobody@example.test", subject: "Lost", text: "..." })).rejects.toThrow();
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nobody@example.test"))).toEqual([]);
  });
});

describe("mailer without SMTP (dev outbox)", () => {
  it("keeps the mail and its links in the outbox for the operator", async () => {
    const mailer = createMailer({ db: ctx.db, from: "x@collabstay.test", logger: ctx.services.logger });
    await mailer.send({ to: "dev@example.test", subject: "Link", text: "Go to http://localhost:3000/y now" });
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "dev@example.test"));
    expect(row?.subject).toBe("Link");
    expect(row?.links).toEqual(["http://localhost:3000/y"]);
  });
});
