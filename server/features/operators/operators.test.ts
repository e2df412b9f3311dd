import { operatorMessages } from "@domain/operators.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions } from "../../db/schema/index.ts";
import { createTestContext, type TestContext, testPassword } from "../../test/harness.ts";
import { totpCode } from "../../test/totp.ts";
import { addOperator, removeOperator } from "./accounts.ts";
import { codeLimit } from "./code-check.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const deps = () => ({ auth: ctx.services.auth, db: ctx.db, publicUrl: ctx.config.publicUrl });

describe("operator accounts (decision 0057)", () => {
  it("signs in with password and code once two-factor is set up; the session lasts at most 12 hours", async () => {
    const op = await ctx.operatorClient();
    const me = await op.client.get("/api/operator/me");
    expect(((await me.json()) as { operator: { twoFactorEnabled: boolean } }).operator.twoFactorEnabled).toBe(true);
    const fresh = ctx.client();
    const noCode = await fresh.post("/api/operator/sign-in", { email: op.email, password: testPassword });
    expect(noCode.status).toBe(401);
    expect((await errorOf(noCode)).code).toBe("code_required");
    expect(noCode.headers.getSetCookie().join(";")).not.toMatch(/session_token=[^;]/);
    const wrong = await fresh.post("/api/operator/sign-in", {
      email: op.email,
      password: testPassword,
      code: "000000",
    });
    expect((await errorOf(wrong)).code).toBe("invalid_code");
    // The confirming code was used a moment ago: the next step's code is still valid and unused.
    const code = await totpCode(op.totpURI, Date.now() + 30_000);
    const ok = await fresh.post("/api/operator/sign-in", { email: op.email, password: testPassword, code });
    expect(ok.status).toBe(200);
    expect((await (await fresh.get("/api/operator/me")).json()) as object).toMatchObject({
      operator: { id: op.id, twoFactorEnabled: true },
    });
    const again = await ctx.client().post("/api/operator/sign-in", { email: op.email, password: testPassword, code });
    expect(again.status).toBe(401);
    expect(await errorOf(again)).toMatchObject({ code: "code_reused", message: operatorMessages.codeReused });
    const [longest] = await ctx.db
      .select({ seconds: sql<number>`max(extract(epoch from expires_at - created_at))::int` })
      .from(sessions)
      .where(eq(sessions.userId, op.id));
    expect(longest?.seconds).toBeLessThanOrEqual(12 * 3600);
    const actions = await ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, op.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["operator.sign_in", "operator.two_factor_enabled", "operator.sign_in_refused"]),
    );
  });

  it("throttles wrong codes per account: 429 with Retry-After", async () => {
    const op = await ctx.operatorClient();
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i <= codeLimit.max; i++) {
      last = await ctx
        .client()
        .post("/api/operator/sign-in", { email: op.email, password: testPassword, code: "999999" });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, codeLimit.max).every((s) => s === 401)).toBe(true);
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("keeps an operator without two-factor to the setup, and operators out of the marketplace", async () => {
    const op = await ctx.operatorClient(false);
    const me = await op.client.get("/api/operator/me");
    expect(((await me.json()) as { operator: { twoFactorEnabled: boolean } }).operator.twoFactorEnabled).toBe(false);
    const profile = await op.client.get("/api/profile");
    expect(profile.status).toBe(403);
    expect((await errorOf(profile)).code).toBe("operator_account");
    const wrongPassword = await op.client.post("/api/operator/two-factor/setup", { password: "not-it" });
    expect((await errorOf(wrongPassword)).code).toBe("invalid_password");
    const early = await op.client.post("/api/operator/two-factor/confirm", { code: "123456" });
    expect(early.status).toBe(409);
  });

  it("refuses operators on the host and creator forms and marketplace accounts on the operator form", async () => {
    for (const twoFactor of [true, false]) {
      const op = await ctx.operatorClient(twoFactor);
      const body = { role: "host", email: op.email, password: testPassword };
      // With two-factor sign-in on, the marketplace form asks the code before its role check (decision 0062).
      if (twoFactor) {
        const noCode = await ctx.client().post("/api/accounts/sign-in", body);
        expect((await errorOf(noCode)).code).toBe("code_required");
      }
      const code = twoFactor ? await totpCode(op.totpURI, Date.now() + 30_000) : undefined;
      const res = await ctx.client().post("/api/accounts/sign-in", { ...body, code });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: "wrong_role", message: operatorMessages.wrongForm });
      expect(res.headers.getSetCookie().join(";")).not.toMatch(/session_token=[^;]/);
    }
    const host = await ctx.userClient("host");
    const res = await ctx.client().post("/api/operator/sign-in", { email: host.email, password: testPassword });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: "not_an_operator", message: operatorMessages.notAnOperator });
    expect(res.headers.getSetCookie().join(";")).not.toMatch(/session_token=[^;]/);
  });

  it("makes operators by command only, refusing a marketplace address and removing the last one", async () => {
    const host = await ctx.userClient("host");
    expect(await addOperator(deps(), host.email)).toMatchObject({ status: "refused" });
    const made = await addOperator(deps(), "new.operator@example.test", "New Operator");
    expect(made).toMatchObject({ status: "created" });
    const url = made.status === "created" ? made.setPasswordUrl : "";
    const token = new URL(url).searchParams.get("token") ?? "";
    const check = await ctx.client().get(`/api/accounts/password-reset/${encodeURIComponent(token)}`);
    expect(await check.json()).toEqual({ email: "new.operator@example.test" });
    expect(await addOperator(deps(), "NEW.operator@example.test")).toMatchObject({ status: "exists" });
    expect(await removeOperator(deps(), "new.operator@example.test")).toMatchObject({ ok: true });
    expect(await removeOperator(deps(), host.email)).toMatchObject({ ok: false });
  });
});
