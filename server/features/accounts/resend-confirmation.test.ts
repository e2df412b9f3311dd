import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext, uniqueEmail } from "../../test/harness.ts";
import { resendLimit } from "./resend-confirmation.ts";

let ctx: TestContext;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from its own client address.
  ctx = await createTestContext({ trustProxy: true });
});
afterAll(async () => ctx?.close());

const resend = "/api/accounts/confirmation/resend";
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function signUp(email: string, returnTo?: string) {
  const res = await ctx.client().post("/api/accounts/sign-up", {
    role: "creator",
    fullName: "Rosa Resend",
    email,
    password: "Str0ng-Pass!",
    ...(returnTo === undefined ? {} : { returnTo }),
  });
  expect(res.status).toBe(201);
}

describe("POST /api/accounts/confirmation/resend", () => {
  it("mails a fresh link to an address waiting for confirmation", async () => {
    const email = uniqueEmail("waiting");
    await signUp(email);
    const res = await ctx.client().post(resend, { email }, { "x-forwarded-for": freshIp() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await ctx.mailsTo(email)).toHaveLength(2);
  });

  it("answers the same for unknown and already confirmed addresses and sends nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const confirmed = await ctx.userClient("creator");
    const before = (await ctx.mailsTo(confirmed.email)).length;
    const a = await ctx.client().post(resend, { email: unknown }, { "x-forwarded-for": freshIp() });
    const b = await ctx.client().post(resend, { email: confirmed.email }, { "x-forwarded-for": freshIp() });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual(await b.json());
    expect(await ctx.mailsTo(unknown)).toHaveLength(0);
    expect(await ctx.mailsTo(confirmed.email)).toHaveLength(before);
  });

  it("throttles one address with a 429 and Retry-After, whether or not it has an account", async () => {
    for (const email of [uniqueEmail("limited"), uniqueEmail("ghost")]) {
      if (email.startsWith("limited")) await signUp(email);
      for (let i = 0; i < resendLimit.maxPerEmail; i++) {
        const ok = await ctx.client().post(resend, { email }, { "x-forwarded-for": freshIp() });
        expect(ok.status).toBe(200);
      }
      const limited = await ctx.client().post(resend, { email }, { "x-forwarded-for": freshIp() });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(resendLimit.windowSeconds);
      const body = (await limited.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("rate_limited");
      expect(body.error.message).toMatch(/wait 60 minutes/);
    }
  });

  it("throttles one client address across many e-mails", async () => {
    const ip = freshIp();
    for (let i = 0; i < resendLimit.maxPerIp; i++) {
      const ok = await ctx.client().post(resend, { email: uniqueEmail("spray") }, { "x-forwarded-for": ip });
      expect(ok.status).toBe(200);
    }
    const limited = await ctx.client().post(resend, { email: uniqueEmail("spray") }, { "x-forwarded-for": ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("refuses a malformed body with a 400", async () => {
    const cases = [{}, { email: "not-an-email" }, { email: "a@b.test", extra: 1 }, { email: 42 }];
    for (const body of cases) {
      const res = await ctx.client().post(resend, body, { "x-forwarded-for": freshIp() });
      expect(res.status).toBe(400);
    }
  });
});

describe("return path through the confirmation link", () => {
  it("carries a same-site page into the link and drops anything else", async () => {
    const wanted = uniqueEmail("wanted");
    await signUp(wanted, "/listings/4b1c?from=share");
    const [mail] = await ctx.mailsTo(wanted);
    const link = new URL(mail?.links[0] ?? "");
    expect(link.searchParams.get("callbackURL")).toBe(
      `/auth?type=confirmation&next=${encodeURIComponent("/listings/4b1c?from=share")}`,
    );
    const confirmed = await ctx.client().get(link.pathname + link.search);
    expect(confirmed.status).toBe(302);
    const landing = new URL(confirmed.headers.get("location") ?? "", "http://localhost:3000");
    expect(landing.pathname).toBe("/auth");
    expect(landing.searchParams.get("next")).toBe("/listings/4b1c?from=share");

    for (const evil of ["//evil.com", "https://evil.com/x", "/\\evil.com"]) {
      const email = uniqueEmail("evil");
      await signUp(email, evil);
      const [sent] = await ctx.mailsTo(email);
      expect(new URL(sent?.links[0] ?? "").searchParams.get("callbackURL")).toBe("/auth?type=confirmation");
    }
  });
});
