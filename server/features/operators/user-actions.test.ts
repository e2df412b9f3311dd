import { userActionMessages } from "@domain/operators.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions } from "../../db/schema/index.ts";
import { createTestContext, type TestContext, testPassword } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const auditRows = (action: "operator.signed_out_everywhere" | "operator.reset_mail_sent", targetId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe("sign out everywhere (decision 0057)", () => {
  it("ends every session of the person, their next request is 401, one audit row", async () => {
    const op = await ctx.operatorClient();
    const host = await ctx.userClient("host");
    // A second browser of the same person.
    const second = ctx.client();
    const signIn = await second.post("/api/accounts/sign-in", {
      role: "host",
      email: host.email,
      password: testPassword,
    });
    expect(signIn.status).toBe(200);
    expect((await host.client.get("/api/profile")).status).toBe(200);

    const res = await op.client.post(`/api/operator/users/${host.id}/sign-out-everywhere`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sessionsEnded: 2 });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, host.id))).toHaveLength(0);
    expect((await host.client.get("/api/profile")).status).toBe(401);
    expect((await second.get("/api/profile")).status).toBe(401);
    const [row, ...more] = await auditRows("operator.signed_out_everywhere", host.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ actorId: op.id, targetKind: "user", details: { sessionsEnded: 2 } });
    // The operator's own session is untouched.
    expect((await op.client.get("/api/operator/me")).status).toBe(200);
  });

  it("refuses oneself (409), signs another operator out, 404 for an unknown account, 403 for a creator", async () => {
    const op = await ctx.operatorClient();
    const self = await op.client.post(`/api/operator/users/${op.id}/sign-out-everywhere`);
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe(userActionMessages.selfSignOut);
    expect((await op.client.get("/api/operator/me")).status).toBe(200);

    const colleague = await ctx.operatorClient(true, "Colin Colleague");
    const out = await op.client.post(`/api/operator/users/${colleague.id}/sign-out-everywhere`);
    expect(await out.json()).toEqual({ sessionsEnded: 1 });
    expect((await colleague.client.get("/api/operator/me")).status).toBe(401);

    const unknown = await op.client.post(`/api/operator/users/${crypto.randomUUID()}/sign-out-everywhere`);
    expect(unknown.status).toBe(404);

    const creator = await ctx.userClient("creator");
    const host = await ctx.userClient("host");
    const refused = await creator.client.post(`/api/operator/users/${host.id}/sign-out-everywhere`);
    expect(refused.status).toBe(403);
    expect((await host.client.get("/api/profile")).status).toBe(200);
    expect(await auditRows("operator.signed_out_everywhere", host.id)).toHaveLength(0);
  });
});

describe("password-reset mail (decision 0057)", () => {
  it("sends the forgot-password mail whose link resets the password, audited", async () => {
    const op = await ctx.operatorClient();
    const creator = await ctx.userClient("creator");
    const res = await op.client.post(`/api/operator/users/${creator.id}/password-reset`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: creator.email });

    const [mail, ...more] = await ctx.mailsTo(creator.email);
    expect(more).toHaveLength(0);
    const link = new URL(mail?.links[0] ?? "");
    expect(link.pathname).toBe("/reset");
    const token = link.searchParams.get("token") ?? "";
    const done = await ctx.client().post("/api/accounts/password-reset", { token, password: "newpass1" });
    expect(done.status).toBe(200);

    const [row] = await auditRows("operator.reset_mail_sent", creator.id);
    expect(row).toMatchObject({ actorId: op.id, targetKind: "user" });
  });

  it("refuses operator accounts (409), 404 for an unknown account, 403 for a host", async () => {
    const op = await ctx.operatorClient();
    const colleague = await ctx.operatorClient(true, "Colin Colleague");
    const toOperator = await op.client.post(`/api/operator/users/${colleague.id}/password-reset`);
    expect(toOperator.status).toBe(409);
    expect((await errorOf(toOperator)).message).toBe(userActionMessages.resetForOperator);
    expect(await ctx.mailsTo(colleague.email)).toHaveLength(0);

    const unknown = await op.client.post(`/api/operator/users/${crypto.randomUUID()}/password-reset`);
    expect(unknown.status).toBe(404);

    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const refused = await host.client.post(`/api/operator/users/${creator.id}/password-reset`);
    expect(refused.status).toBe(403);
    expect(await ctx.mailsTo(creator.email)).toHaveLength(0);
    expect(await auditRows("operator.reset_mail_sent", creator.id)).toHaveLength(0);
  });
});
