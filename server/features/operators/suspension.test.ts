import { suspensionMessages } from "@domain/operators.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditLog, hostInvitations, listings, notifications } from "../../db/schema/index.ts";
import { createRealtimeHub } from "../../realtime/hub.ts";
import { createTestContext, type TestContext, testPassword } from "../../test/harness.ts";
import { totpCode } from "../../test/totp.ts";
import { createListing, errorOf } from "../listings/test-helpers.ts";
import { liftEndedSuspensions } from "./suspension.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const suspension = (code: string) => ({
  category: "scam",
  message: "Your listing asked guests to pay outside CollabStay.",
  code,
});

describe("suspension (decision 0057)", () => {
  it("signs the person out, refuses sign-in with how to appeal, hides listings, closes open applications", async () => {
    const op = await ctx.operatorClient();
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const listing = await createListing(host.client);
    const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Hello" });
    expect(applied.status).toBe(201);
    const invited = await ctx.userClient("creator");
    await host.client.post("/api/invitations", { creatorId: invited.id, listingId: listing.id, message: "Come" });

    expect((await op.client.post(`/api/operator/users/${op.id}/suspension`, suspension("123456"))).status).toBe(409);
    const wrong = await op.client.post(`/api/operator/users/${host.id}/suspension`, suspension("000000"));
    expect((await errorOf(wrong)).code).toBe("invalid_code");
    const code = await totpCode(op.totpURI, Date.now() + 30_000);
    const done = await op.client.post(`/api/operator/users/${host.id}/suspension`, suspension(code));
    expect(done.status).toBe(200);

    const session = (await (await host.client.get("/api/accounts/session")).json()) as { user: unknown };
    expect(session.user).toBeNull();
    const signIn = await ctx.client().post("/api/accounts/sign-in", {
      role: "host",
      email: host.email,
      password: testPassword,
    });
    expect(signIn.status).toBe(403);
    const refused = await errorOf(signIn);
    expect(refused.code).toBe("account_suspended");
    expect(refused.message).toContain(ctx.config.supportEmail);
    expect(signIn.headers.getSetCookie().join(";")).not.toMatch(/session_token=[^;]/);
    expect((await creator.client.get(`/api/listings/${listing.id}`)).status).toBe(404);
    const [application] = await ctx.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.creatorId, creator.id));
    expect(application?.status).toBe("rejected");
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, creator.id));
    expect(told.some((n) => n.title.startsWith("Listing no longer available"))).toBe(true);
    const [invitation] = await ctx.db
      .select({ status: hostInvitations.status })
      .from(hostInvitations)
      .where(eq(hostInvitations.creatorId, invited.id));
    expect(invitation?.status).toBe("withdrawn");

    const page = (await (await op.client.get(`/api/operator/users/${host.id}`)).json()) as {
      user: { suspended: boolean; suspension: { category: string } };
    };
    expect(page.user.suspension.category).toBe("scam");
    const back = await op.client.post(`/api/operator/users/${host.id}/reinstatement`, {
      code: op.backupCodes[0],
    });
    expect(back.status).toBe(200);
    const [restored] = await ctx.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(restored?.status).toBe("active");
    const again = await ctx.client().post("/api/accounts/sign-in", {
      role: "host",
      email: host.email,
      password: testPassword,
    });
    expect(again.status).toBe(200);
    const rows = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, host.id), eq(auditLog.actorId, op.id)));
    expect(rows.map((r) => r.action).sort()).toEqual([
      "operator.reinstated",
      "operator.suspended",
      "operator.viewed_user",
    ]);
  });

  it("lifts a suspension at its end date on the timers tick, restoring the listings", async () => {
    const op = await ctx.operatorClient();
    const host = await ctx.userClient("host");
    const listing = await createListing(host.client);
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const code = await totpCode(op.totpURI, Date.now() + 30_000);
    const res = await op.client.post(`/api/operator/users/${host.id}/suspension`, { ...suspension(code), endsAt });
    expect(res.status).toBe(200);
    const deps = {
      db: ctx.db,
      realtime: createRealtimeHub({ db: ctx.db, logger: ctx.services.logger }),
      logger: ctx.services.logger,
    };
    expect(await liftEndedSuspensions(deps, new Date())).toBe(0);
    expect(await liftEndedSuspensions(deps, new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    const [restored] = await ctx.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(restored?.status).toBe("active");
    const signIn = await ctx
      .client()
      .post("/api/accounts/sign-in", { role: "host", email: host.email, password: testPassword });
    expect(signIn.status).toBe(200);
  });

  it("makes one suspension of ten concurrent clicks, refuses a second and big or bad bodies", async () => {
    const op = await ctx.operatorClient();
    const creator = await ctx.userClient("creator");
    const url = `/api/operator/users/${creator.id}/suspension`;
    const answers = await Promise.all(op.backupCodes.map((code) => op.client.post(url, suspension(code))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others are refused: 409 once the first committed, or 429 (each click counts against the code limit).
    expect(statuses.every((s) => s === 200 || s === 409 || s === 429)).toBe(true);
    const second = await op.client.post(url, suspension(await totpCode(op.totpURI, Date.now() + 30_000)));
    expect((await errorOf(second)).message).toBe(suspensionMessages.already);
    const host = await ctx.userClient("host");
    expect((await host.client.get(`/api/creators/${creator.id}`)).status).toBe(404);
    const suspended = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, creator.id));
    expect(suspended.filter((r) => r.action === "operator.suspended")).toHaveLength(1);
    const big = await op.client.post(url, { ...suspension("123456"), message: "x".repeat(100_000) });
    expect(big.status).toBe(400);
    const search = await op.client.get(`/api/operator/users?q=${"a".repeat(10_000)}`);
    expect([400, 414]).toContain(search.status);
  });
});
