import { twoFactorResetMessages } from "@domain/operators.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, twoFactors, users } from "../../db/schema/index.ts";
import { createTestContext, type TestContext, testPassword } from "../../test/harness.ts";
import { totpCode } from "../../test/totp.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const resetRows = (targetId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "operator.two_factor_reset"), eq(auditLog.targetId, targetId)));
const enrolled = async (userId: string) => {
  const [row] = await ctx.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  const secrets = await ctx.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return { flag: row?.on, secrets: secrets.length };
};
const reason = "Lost the phone with the authenticator app.";

describe("resetting a colleague's two-factor sign-in (decision 0057)", () => {
  it("removes the secret and recovery codes, signs the colleague out, audits, mails; they must enrol again", async () => {
    const op = await ctx.operatorClient(true, "Olga Operator");
    const colleague = await ctx.operatorClient(true, "Colin Colleague");
    expect(await enrolled(colleague.id)).toEqual({ flag: true, secrets: 1 });
    expect((await colleague.client.get("/api/operator/users")).status).toBe(200);

    const code = await totpCode(op.totpURI, Date.now() + 30_000);
    const res = await op.client.post(`/api/operator/users/${colleague.id}/two-factor-reset`, { reason, code });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sessionsEnded: 1 });

    expect(await enrolled(colleague.id)).toEqual({ flag: false, secrets: 0 });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, colleague.id))).toHaveLength(0);
    expect((await colleague.client.get("/api/operator/me")).status).toBe(401);
    const [row, ...more] = await resetRows(colleague.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      actorId: op.id,
      targetKind: "user",
      reason,
      details: { sessionsEnded: 1, authenticatorsRemoved: 1 },
    });
    const [mail, ...otherMails] = await ctx.mailsTo(colleague.email);
    expect(otherMails).toHaveLength(0);
    expect(mail?.subject).toBe("Your CollabStay two-factor sign-in was reset");
    expect(mail?.text).toContain("Olga Operator reset the two-factor sign-in");
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain("/operator/sign-in");

    // The old authenticator and recovery codes are gone: the next sign-in is the password alone, and the session
    // can do nothing but set up two-factor sign-in again.
    const again = ctx.client();
    const signIn = await again.post("/api/operator/sign-in", { email: colleague.email, password: testPassword });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { operator: { twoFactorEnabled: boolean } }).operator.twoFactorEnabled).toBe(
      false,
    );
    expect((await again.get("/api/operator/users")).status).toBe(403);
    const setup = await again.post("/api/operator/two-factor/setup", { password: testPassword });
    expect(setup.status).toBe(200);
    const { totpURI } = (await setup.json()) as { totpURI: string };
    expect(totpURI).not.toBe(colleague.totpURI);
    expect((await again.post("/api/operator/two-factor/confirm", { code: await totpCode(totpURI) })).status).toBe(200);
    expect((await again.get("/api/operator/users")).status).toBe(200);
    // The acting operator's own session is untouched.
    expect((await op.client.get("/api/operator/me")).status).toBe(200);
  });

  it("refuses oneself, hosts and creators, an unenrolled operator and an unknown account; nothing changes", async () => {
    const op = await ctx.operatorClient();
    const code = () => "123456";
    const self = await op.client.post(`/api/operator/users/${op.id}/two-factor-reset`, { reason, code: code() });
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe(twoFactorResetMessages.self);
    expect(await enrolled(op.id)).toEqual({ flag: true, secrets: 1 });

    const host = await ctx.userClient("host");
    const toHost = await op.client.post(`/api/operator/users/${host.id}/two-factor-reset`, { reason, code: code() });
    expect(toHost.status).toBe(409);
    expect((await errorOf(toHost)).message).toBe(twoFactorResetMessages.notOperator);
    expect((await host.client.get("/api/profile")).status).toBe(200);

    const fresh = await ctx.operatorClient(false, "Nina Newcomer");
    const toFresh = await op.client.post(`/api/operator/users/${fresh.id}/two-factor-reset`, { reason, code: code() });
    expect(toFresh.status).toBe(409);
    expect((await errorOf(toFresh)).message).toBe(twoFactorResetMessages.notEnrolled);

    const unknown = await op.client.post(`/api/operator/users/${crypto.randomUUID()}/two-factor-reset`, {
      reason,
      code: code(),
    });
    expect(unknown.status).toBe(404);

    const shortReason = await op.client.post(`/api/operator/users/${fresh.id}/two-factor-reset`, {
      reason: "x",
      code: code(),
    });
    expect(shortReason.status).toBe(400);
    for (const id of [op.id, host.id, fresh.id]) expect(await resetRows(id)).toHaveLength(0);
  });

  it("a wrong or replayed code is refused (401) and changes nothing; a host or creator is 403", async () => {
    const op = await ctx.operatorClient();
    const first = await ctx.operatorClient(true, "Fay First");
    const second = await ctx.operatorClient(true, "Sid Second");
    const url = (id: string) => `/api/operator/users/${id}/two-factor-reset`;

    const right = await totpCode(op.totpURI, Date.now() + 30_000);
    const wrong = right === "000000" ? "111111" : "000000";
    const refused = await op.client.post(url(first.id), { reason, code: wrong });
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe("invalid_code");
    expect(await enrolled(first.id)).toEqual({ flag: true, secrets: 1 });
    expect((await first.client.get("/api/operator/me")).status).toBe(200);

    expect((await op.client.post(url(first.id), { reason, code: right })).status).toBe(200);
    const replayed = await op.client.post(url(second.id), { reason, code: right });
    expect(replayed.status).toBe(401);
    expect((await errorOf(replayed)).code).toBe("code_reused");
    expect(await enrolled(second.id)).toEqual({ flag: true, secrets: 1 });
    expect(await resetRows(second.id)).toHaveLength(0);

    for (const role of ["host", "creator"] as const) {
      const person = await ctx.userClient(role);
      const res = await person.client.post(url(second.id), { reason, code: "123456" });
      expect(res.status).toBe(403);
    }
    expect(await enrolled(second.id)).toEqual({ flag: true, secrets: 1 });
    expect((await second.client.get("/api/operator/me")).status).toBe(200);
    expect(await ctx.mailsTo(second.email)).toHaveLength(0);
  });
});
