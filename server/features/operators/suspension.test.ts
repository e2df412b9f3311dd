import { suspensionMessages } from "@domain/operators.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  auditLog,
  collaborations,
  hostInvitations,
  listingNights,
  listings,
  notifications,
  payments,
} from "../../db/schema/index.ts";
import { createRealtimeHub } from "../../realtime/hub.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext, testPassword } from "../../test/harness.ts";
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

  it("cancels a suspended host's collaborations not yet arrived (nights reopen, the creator is told); arrived stay", async () => {
    const op = await ctx.operatorClient();
    const host = await ctx.userClient("host", "Hedda Host");
    const upcoming = await collaboration(host, await ctx.userClient("creator", "Cyra Creator"));
    const arrived = await collaboration(host, await ctx.userClient("creator", "Ada Arrived"));
    await ctx.db
      .update(collaborations)
      .set({ stayPhase: "arrived", arrivedAt: new Date() })
      .where(eq(collaborations.id, arrived.id));

    const code = await totpCode(op.totpURI, Date.now() + 30_000);
    expect((await op.client.post(`/api/operator/users/${host.id}/suspension`, suspension(code))).status).toBe(200);
    await expectCancelled(upcoming, "host");
    expect(await stateOf(arrived.id)).toMatchObject({ status: "active", cancelReason: null });
    expect(await ctx.db.select().from(listingNights).where(eq(listingNights.collaborationId, arrived.id))).toHaveLength(
      1,
    );
    const [audit] = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, host.id), eq(auditLog.action, "operator.suspended")));
    expect(audit?.details).toMatchObject({ collaborationsCancelled: 1 });

    // Reinstating brings the listings back, never a cancelled collaboration.
    expect(
      (await op.client.post(`/api/operator/users/${host.id}/reinstatement`, { code: op.backupCodes[0] })).status,
    ).toBe(200);
    expect((await stateOf(upcoming.id))?.status).toBe("cancelled");
  });

  it("cancels a suspended creator's collaborations not yet arrived, telling the host", async () => {
    const op = await ctx.operatorClient();
    const creator = await ctx.userClient("creator", "Cyra Creator");
    const upcoming = await collaboration(await ctx.userClient("host", "Hedda Host"), creator);
    const code = await totpCode(op.totpURI, Date.now() + 30_000);
    expect((await op.client.post(`/api/operator/users/${creator.id}/suspension`, suspension(code))).status).toBe(200);
    await expectCancelled(upcoming, "creator");
  });
});

type Party = { id: string; client: TestClient };

/** A running collaboration 30 days ahead with one night taken on the calendar and a pending payment request. */
async function collaboration(host: Party, creator: Party) {
  const listing = await insertListing(ctx.db, host.id);
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
  const appId = ((await applied.json()) as { application: { id: string } }).application.id;
  expect((await host.client.patch(`/api/applications/${appId}`, { status: "accepted" })).status).toBe(200);
  const [row] = await ctx.db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(eq(collaborations.applicationId, appId));
  const id = row?.id as string;
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await ctx.db.update(collaborations).set({ startDate: start, totalNights: 1 }).where(eq(collaborations.id, id));
  await ctx.db
    .insert(listingNights)
    .values([{ listingId: listing.id, night: start, kind: "taken", collaborationId: id }]);
  expect((await creator.client.post("/api/payments", { collaborationId: id, amount: "20" })).status).toBe(201);
  return { id, host, creator };
}

async function stateOf(id: string) {
  const [row] = await ctx.db
    .select({
      status: collaborations.status,
      cancelReason: collaborations.cancelReason,
      cancelledBy: collaborations.cancelledBy,
    })
    .from(collaborations)
    .where(eq(collaborations.id, id));
  return row;
}

/** The participant's own cancel, in the suspended party's name: reason, nights, payments, the other one told. */
async function expectCancelled(c: Awaited<ReturnType<typeof collaboration>>, suspended: "host" | "creator") {
  expect(await stateOf(c.id)).toEqual({
    status: "cancelled",
    cancelReason: suspensionMessages.cancelReason,
    cancelledBy: suspended,
  });
  expect(await ctx.db.select().from(listingNights).where(eq(listingNights.collaborationId, c.id))).toEqual([]);
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.collaborationId, c.id));
  expect(payment?.status).toBe("cancelled");
  const other = suspended === "host" ? c.creator : c.host;
  const told = await ctx.db
    .select({ body: notifications.body, subjectId: notifications.subjectId })
    .from(notifications)
    .where(and(eq(notifications.userId, other.id), eq(notifications.type, "collaboration.cancelled")));
  expect(told).toHaveLength(1);
  expect(told[0]?.subjectId).toBe(c.id);
  // Its own notice: why it ended, never "<the suspended person> cancelled the collaboration".
  expect(told[0]?.body).toMatch(
    suspended === "host"
      ? /^The collaboration for “.+” was cancelled because the host's account was suspended\. Pending payment requests are cancelled; other stays are waiting in Listings\.$/
      : /^The collaboration for “.+” was cancelled because the creator's account was suspended\. Its nights are open again on your calendar and pending payment requests are cancelled\.$/,
  );
  expect(told[0]?.body).not.toMatch(/cancelled the collaboration/);
}
