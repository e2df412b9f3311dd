import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema/index.ts";
import { startWorkers } from "../services.ts";
import { createDiskStorage } from "../storage/storage.ts";
import { createTestContext, mailboxHeaders, type TestContext, testMailboxToken } from "../test/harness.ts";
import { startSmtpPeer } from "../test/smtp-peer.ts";
import { mailboxTokenRequired } from "./dev/routes.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe("platform", () => {
  it("reports health and the database engine", async () => {
    const res = await ctx.client().get("/api/health");
    expect(res.status).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
    expect(await res.json()).toEqual({ status: "ok", database: expected });
  });

  it("is ready when the database, its migrations and storage all work", async () => {
    const res = await ctx.client().get("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ready",
      checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true } },
    });
  });

  it("is not ready (503, naming the check) when storage cannot be written", async () => {
    const broken = await createTestContext({}, { storage: createDiskStorage("/dev/null/storage") });
    try {
      const res = await broken.client().get("/api/ready");
      expect(res.status).toBe(503);
      const body = (await res.json()) as { status: string; checks: Record<string, { ok: boolean; detail?: string }> };
      expect(body.status).toBe("not_ready");
      expect(body.checks.database).toEqual({ ok: true });
      expect(body.checks.storage?.ok).toBe(false);
      expect(body.checks.storage?.detail).toBeTruthy();
      expect((await broken.client().get("/api/health")).status).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it("gives every answer a request id", async () => {
    const res = await ctx.client().get("/api/listings");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends security headers", async () => {
    const res = await ctx.client().get("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await ctx.client().get("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("refuses state changes from another site's pages", async () => {
    const { client } = await ctx.userClient("host");
    const res = await client.patch("/api/profile", { bio: "hijacked" });
    expect(res.status).toBe(200);
    const cross = await client.request(
      "PATCH",
      "/api/profile",
      { bio: "hijacked" },
      { origin: "https://evil.example" },
    );
    expect(cross.status).toBe(403);
    const own = await client.request("PATCH", "/api/profile", { bio: "mine" }, { origin: "http://localhost:3000" });
    expect(own.status).toBe(200);
  });

  it("lists the dev mailbox newest first with links", async () => {
    await ctx.services.mailer.send({ to: "a@example.test", subject: "First", text: "see http://localhost:3000/one" });
    await ctx.services.mailer.send({ to: "a@example.test", subject: "Second", text: "see http://localhost:3000/two" });
    const res = await ctx.client().request("GET", "/api/dev/mailbox", undefined, mailboxHeaders);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: { subject: string; links: string[]; created_at: string }[] };
    const mine = messages.filter((m) => m.subject === "First" || m.subject === "Second");
    expect(mine.map((m) => m.subject)).toEqual(["Second", "First"]);
    expect(mine[0]?.links).toEqual(["http://localhost:3000/two"]);
  });

  it("refuses the dev mailbox without the operator's token: no account takeover through a reset link", async () => {
    const { email } = await ctx.userClient("creator");
    const visitor = ctx.client();
    expect((await visitor.post("/api/accounts/password-reset/request", { email })).status).toBe(200);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-wrong-token" },
      { authorization: `Bearer ${testMailboxToken}x` },
      { authorization: testMailboxToken },
    ];
    for (const headers of attempts) {
      const res = await visitor.request("GET", "/api/dev/mailbox", undefined, headers);
      expect(res.status).toBe(401);
      const text = await res.text();
      expect(text).not.toContain("token=");
      expect(JSON.parse(text)).toEqual({ error: { code: "unauthenticated", message: mailboxTokenRequired } });
    }
    expect((await visitor.get(`/api/dev/mailbox?token=${testMailboxToken}`)).status).toBe(401);
    const own = await visitor.request("GET", "/api/dev/mailbox", undefined, mailboxHeaders);
    expect(((await own.json()) as { messages: { to: string }[] }).messages.some((m) => m.to === email)).toBe(true);
  });

  it("runs the timers tick at a moved clock for browser tests, only with the mailbox token", async () => {
    const visitor = ctx.client();
    const at = "2031-01-15T10:00:00.000Z";
    expect((await visitor.post("/api/dev/timers", { at })).status).toBe(401);
    expect((await visitor.request("POST", "/api/dev/timers", { at: "tomorrow" }, mailboxHeaders)).status).toBe(400);
    const res = await visitor.request("POST", "/api/dev/timers", { at }, mailboxHeaders);
    expect(res.status).toBe(200);
    const { done } = (await res.json()) as { done: Record<string, number> };
    expect(done).toHaveProperty("stays departed");
    expect(done).toHaveProperty("no-shows cancelled");
  });

  it("has no mailbox and stores no mail when SMTP is configured", async () => {
    const smtp = await startSmtpPeer();
    const withSmtp = await createTestContext({ smtpUrl: smtp.url, devMailbox: false });
    await startWorkers(withSmtp.services);
    try {
      expect(withSmtp.services.devMailboxToken).toBeNull();
      const res = await withSmtp.client().request("GET", "/api/dev/mailbox", undefined, mailboxHeaders);
      expect(res.status).toBe(404);
      const { email } = await withSmtp.userClient("creator");
      expect((await withSmtp.client().post("/api/accounts/password-reset/request", { email })).status).toBe(200);
      await expect.poll(() => smtp.received.some((m) => m.to.includes(email))).toBe(true);
      expect(await withSmtp.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it("hides the dev mailbox in production", async () => {
    const prod = await createTestContext({ production: true, nodeEnv: "production" });
    try {
      expect((await prod.client().request("GET", "/api/dev/mailbox", undefined, mailboxHeaders)).status).toBe(404);
      const tick = await prod
        .client()
        .request("POST", "/api/dev/timers", { at: new Date().toISOString() }, mailboxHeaders);
      expect(tick.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
