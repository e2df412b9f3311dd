import { siteMessages } from "@domain/site.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages, waitlist } from "../../db/schema/index.ts";
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

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const contact = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Lena Fischer",
  email: uniqueEmail("visitor"),
  message: "Do you support boat listings in Croatia?",
  consent: true,
  ...overrides,
});

describe("contact form", () => {
  it("stores the message and e-mails it to support over SMTP", async () => {
    const body = contact();
    const res = await ctx.client().post("/api/site/contact", body);
    expect(res.status).toBe(201);
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({ fullName: "Lena Fischer", message: body.message, consent: true });
    // Mail goes out through the mail job: it arrives shortly after the answer, not before it.
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find((m) => m.raw.includes(body.email));
        if (!found) throw new Error("not delivered yet");
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail?.to).toEqual(["support@collabstay.test"]);
    expect(mail?.raw).toContain("Do you support boat listings in Croatia?");
  });

  it("answers missing fields, refused consent, bad e-mail and oversize text with a 4xx and stores nothing", async () => {
    const email = uniqueEmail("bad");
    const cases: [Record<string, unknown>, number, string | null][] = [
      [contact({ email, fullName: "" }), 400, siteMessages.missingInformationText],
      [contact({ email, message: "   " }), 400, siteMessages.missingInformationText],
      [contact({ email, consent: false }), 400, siteMessages.consentRequiredText],
      [contact({ email: "not-an-address" }), 400, siteMessages.emailInvalid],
      [contact({ email, message: "x".repeat(100_000) }), 400, "Message must be at most 5000 characters"],
      [contact({ email, extra: 1 }), 400, null],
    ];
    for (const [body, status, message] of cases) {
      const res = await ctx.client().post("/api/site/contact", body);
      expect(res.status).toBe(status);
      const error = await errorOf(res);
      expect(error.code).toBe("validation_failed");
      if (message !== null) expect(error.message).toBe(message);
      else expect(error.fields).toHaveProperty("extra");
    }
    const huge = await ctx.client().post("/api/site/contact", contact({ email, message: "x".repeat(400_000) }));
    expect(huge.status).toBe(413);
    expect(await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
  });

  it("keeps script-bearing input as plain text", async () => {
    const body = contact({ message: "<script>alert('x')</script> hello" });
    expect((await ctx.client().post("/api/site/contact", body)).status).toBe(201);
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row?.message).toBe("<script>alert('x')</script> hello");
  });

  it("limits messages per sender address", async () => {
    const limited = await createTestContext();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await limited.client().post("/api/site/contact", contact())).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("host waitlist", () => {
  it("stores an address once, case-insensitively, and says so kindly on a repeat", async () => {
    const email = uniqueEmail("host");
    const first = await ctx.client().post("/api/site/waitlist", { email });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: "joined" });
    const again = await ctx.client().post("/api/site/waitlist", { email: `  ${email.toUpperCase()} ` });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already_joined" });
    expect(await ctx.db.select().from(waitlist).where(eq(waitlist.email, email))).toHaveLength(1);
  });

  it("refuses malformed, empty and oversize addresses", async () => {
    for (const email of ["", "nope", `${"a".repeat(300)}@x.test`, 12]) {
      const res = await ctx.client().post("/api/site/waitlist", { email });
      expect(res.status).toBe(400);
    }
    expect((await ctx.client().post("/api/site/waitlist", "[]", { "content-type": "application/json" })).status).toBe(
      400,
    );
  });
});
