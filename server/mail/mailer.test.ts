import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema/index.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { createMailer } from "./mailer.ts";

type Received = { to: string[]; raw: string };
let ctx: TestContext;
let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await ctx?.close();
});

describe("mailer over SMTP", () => {
  it("delivers to a real SMTP peer and marks the outbox row sent", async () => {
    const mailer = createMailer({
      db: ctx.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "CollabStay <no-reply@collabstay.test>",
      logger: ctx.services.logger,
    });
    await mailer.send({ to: "reader@example.test", subject: "Hello there", text: "Open http://localhost:3000/x" });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["reader@example.test"]);
    expect(received[0]?.raw).toContain("Subject: Hello there");
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "reader@example.test"));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.links).toEqual(["http://localhost:3000/x"]);
  });

  it("records the failure when the SMTP peer is unreachable", async () => {
    const mailer = createMailer({
      db: ctx.db,
      smtpUrl: "smtp://127.0.0.1:1",
      from: "x@collabstay.test",
      logger: ctx.services.logger,
    });
    await expect(mailer.send({ to: "nobody@example.test", subject: "Lost", text: "..." })).rejects.toThrow();
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nobody@example.test"));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toBeTruthy();
  });
});
