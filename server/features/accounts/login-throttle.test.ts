import { accountMessages } from "@domain/accounts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema/index.ts";
import { createTestContext, type TestContext, testPassword, uniqueEmail } from "../../test/harness.ts";
import { deviceCookieName, loginLimits } from "./login-throttle.ts";
import { resetLimits } from "./service.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: true });
});
afterAll(async () => ctx?.close());

const wrong = "Wrong-Pass-2024!";
const signIn = (client: ReturnType<TestContext["client"]>, email: string, password: string) =>
  client.post("/api/accounts/sign-in", { role: "creator", email, password });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/** A confirmed creator, never signed in from any browser (so no device cookie anywhere). */
async function freshCreator() {
  const { email } = await ctx.userClient("creator");
  return email;
}

describe("sign-in throttle: counted before the password is checked", () => {
  it("verifies at most the limit of 40 wrong passwords sent at once, and the rest wait", async () => {
    const email = await freshCreator();
    const attacker = ctx.client({ "x-forwarded-for": "203.0.113.10" });
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(attacker, email, wrong)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(loginLimits.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - loginLimits.perAccount);
    // And even the right password from an unknown browser waits out the window now.
    const blocked = await signIn(ctx.client({ "x-forwarded-for": "198.51.100.7" }), email, testPassword);
    expect(blocked.status).toBe(429);
  });

  it("answers every 429 with Retry-After and the wait in words", async () => {
    const email = await freshCreator();
    const client = ctx.client({ "x-forwarded-for": "203.0.113.11" });
    for (let i = 0; i < loginLimits.perAccount; i++) expect((await signIn(client, email, wrong)).status).toBe(401);
    const res = await signIn(client, email, wrong);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(loginLimits.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(loginLimits.windowSeconds);
    expect(await errorOf(res)).toEqual({
      code: "rate_limited",
      message: accountMessages.tooManyAttemptsWait("15 minutes"),
    });
  });

  it("does not let the right password reset the counter for a guesser", async () => {
    const email = await freshCreator();
    const attacker = ctx.client({ "x-forwarded-for": "203.0.113.12" });
    for (let i = 0; i < loginLimits.perAccount - 1; i++) await signIn(attacker, email, wrong);
    // The owner signs in once in between (from an unknown browser): only their own unit is given back.
    expect((await signIn(ctx.client({ "x-forwarded-for": "198.51.100.8" }), email, testPassword)).status).toBe(200);
    expect((await signIn(attacker, email, wrong)).status).toBe(401);
    expect((await signIn(attacker, email, wrong)).status).toBe(429);
  });
});

describe("sign-in throttle: an attacker cannot lock the owner out", () => {
  it("lets the owner's known browser in while the account is throttled for everyone else", async () => {
    const email = await freshCreator();
    const owner = ctx.client({ "x-forwarded-for": "198.51.100.20" });
    expect((await signIn(owner, email, testPassword)).status).toBe(200);
    expect(owner.cookie(deviceCookieName)).toBeTruthy();
    await owner.post("/api/accounts/sign-out");

    const attacker = ctx.client({ "x-forwarded-for": "203.0.113.20" });
    for (let i = 0; i < loginLimits.perAccount + 2; i++) await signIn(attacker, email, wrong);
    expect((await signIn(attacker, email, testPassword)).status).toBe(429);

    const res = await signIn(owner, email, testPassword);
    expect(res.status).toBe(200);
    expect(owner.hasSession()).toBe(true);
  });

  it("keeps a known browser's own allowance: its failures are limited too, and a success clears them", async () => {
    const email = await freshCreator();
    const owner = ctx.client({ "x-forwarded-for": "198.51.100.21" });
    expect((await signIn(owner, email, testPassword)).status).toBe(200);
    for (let i = 0; i < loginLimits.perDevice - 1; i++) expect((await signIn(owner, email, wrong)).status).toBe(401);
    expect((await signIn(owner, email, testPassword)).status).toBe(200);
    for (let i = 0; i < loginLimits.perDevice; i++) expect((await signIn(owner, email, wrong)).status).toBe(401);
    expect((await signIn(owner, email, wrong)).status).toBe(429);
  });

  it("does not trust a device cookie forged, or made for another account", async () => {
    const email = await freshCreator();
    const other = await freshCreator();
    const browser = ctx.client({ "x-forwarded-for": "198.51.100.22" });
    expect((await signIn(browser, other, testPassword)).status).toBe(200);
    const cookie = browser.cookie(deviceCookieName) ?? "";
    const attacker = ctx.client({ "x-forwarded-for": "203.0.113.22" });
    for (let i = 0; i < loginLimits.perAccount; i++) await signIn(attacker, email, wrong);
    for (const value of [cookie, `${cookie.split(".")[0]}.forged`, "x.y"]) {
      const res = await attacker.request(
        "POST",
        "/api/accounts/sign-in",
        { role: "creator", email, password: testPassword },
        { cookie: `${deviceCookieName}=${value}` },
      );
      expect(res.status).toBe(429);
    }
  });

  it("does not lock out a known browser behind a throttled shared address (office, carrier)", async () => {
    const email = await freshCreator();
    const office = "192.0.2.50";
    const owner = ctx.client({ "x-forwarded-for": office });
    expect((await signIn(owner, email, testPassword)).status).toBe(200);
    await ctx.db
      .insert(rateLimits)
      .values({ key: `login:ip:${office}`, windowStart: new Date(), count: loginLimits.perIp })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: loginLimits.perIp, windowStart: new Date() } });
    const stranger = await freshCreator();
    expect((await signIn(ctx.client({ "x-forwarded-for": office }), stranger, testPassword)).status).toBe(429);
    expect((await signIn(owner, email, testPassword)).status).toBe(200);
  });

  it("counts per address: one throttled address does not slow another", async () => {
    const email = await freshCreator();
    const a = ctx.client({ "x-forwarded-for": "192.0.2.60" });
    const b = ctx.client({ "x-forwarded-for": "192.0.2.61" });
    await ctx.db
      .insert(rateLimits)
      .values({ key: "login:ip:192.0.2.60", windowStart: new Date(), count: loginLimits.perIp });
    expect((await signIn(a, email, testPassword)).status).toBe(429);
    expect((await signIn(b, email, testPassword)).status).toBe(200);
  });

  it("a completed password reset clears the account's counter", async () => {
    const email = await freshCreator();
    const attacker = ctx.client({ "x-forwarded-for": "203.0.113.30" });
    for (let i = 0; i < loginLimits.perAccount + 1; i++) await signIn(attacker, email, wrong);
    const owner = ctx.client({ "x-forwarded-for": "198.51.100.30" });
    expect((await signIn(owner, email, testPassword)).status).toBe(429);

    expect((await owner.post("/api/accounts/password-reset/request", { email })).status).toBe(200);
    const [mail] = await ctx.mailsTo(email);
    const token = new URL(mail?.links[0] ?? "").searchParams.get("token") ?? "";
    const newPassword = "Brand-New-Pass-2024!";
    expect((await owner.post("/api/accounts/password-reset", { token, password: newPassword })).status).toBe(200);
    expect((await signIn(owner, email, newPassword)).status).toBe(200);
  });
});

describe("password reset mails", () => {
  it("limits mails per address, whoever asks and from wherever", async () => {
    const email = await freshCreator();
    for (let i = 0; i < resetLimits.perAddress.max; i++) {
      const client = ctx.client({ "x-forwarded-for": `203.0.113.${100 + i}` });
      expect((await client.post("/api/accounts/password-reset/request", { email })).status).toBe(200);
    }
    const res = await ctx
      .client({ "x-forwarded-for": "203.0.113.200" })
      .post("/api/accounts/password-reset/request", { email });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await ctx.mailsTo(email)).toHaveLength(resetLimits.perAddress.max);
    // An address without an account is limited the same way (no enumeration through the limit).
    const nobody = uniqueEmail("nobody");
    const statuses: number[] = [];
    for (let i = 0; i <= resetLimits.perAddress.max; i++) {
      const client = ctx.client({ "x-forwarded-for": `203.0.113.${150 + i}` });
      statuses.push((await client.post("/api/accounts/password-reset/request", { email: nobody })).status);
    }
    expect(statuses).toEqual([...Array(resetLimits.perAddress.max).fill(200), 429]);
  });

  it("limits requests per IP across addresses", async () => {
    const client = ctx.client({ "x-forwarded-for": "203.0.113.250" });
    const statuses: number[] = [];
    for (let i = 0; i <= resetLimits.perIp.max; i++) {
      statuses.push((await client.post("/api/accounts/password-reset/request", { email: uniqueEmail() })).status);
    }
    expect(statuses.slice(0, resetLimits.perIp.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = ctx.client({ "x-forwarded-for": "203.0.113.251" });
    expect((await elsewhere.post("/api/accounts/password-reset/request", { email: uniqueEmail() })).status).toBe(200);
  });
});
