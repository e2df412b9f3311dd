import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startWorkers } from "../../services.ts";
import { createTestContext, type TestContext, testPassword } from "../../test/harness.ts";
import { startSmtpPeer } from "../../test/smtp-peer.ts";

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  await startWorkers(ctx.services);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe("new-device sign-in mail over SMTP (decision 0062)", () => {
  it("a sign-in from a browser the account has not used reaches a real SMTP peer", async () => {
    const host = await ctx.userClient("host");
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    const res = await ctx
      .client({ "user-agent": firefox })
      .post("/api/accounts/sign-in", { role: "host", email: host.email, password: testPassword });
    expect(res.status).toBe(200);
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find((m) => m.to.includes(host.email));
        if (!found) throw new Error("not delivered yet");
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail.raw).toMatch(/^Subject: New sign-in to your CollabStay account\r?$/m);
    // The body is quoted-printable: its soft line breaks joined again.
    const body = mail.raw.replace(/=\r?\n/g, "");
    expect(body).toContain("from Firefox on Linux");
    expect(body).toContain("If this wasn't you, reset your password");
    // Only that one: the account's first sign-in (making the test client) was not mailed.
    expect(smtp.received.filter((m) => m.to.includes(host.email))).toHaveLength(1);
  });
});
