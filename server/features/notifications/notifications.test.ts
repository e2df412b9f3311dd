import { randomUUID } from "node:crypto";
import type { EmailPreferences, NotificationList } from "@domain/notifications.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";
import { remindPendingApplications } from "../applications/reminders.ts";
import { runTimers } from "./timers.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const list = async (client: TestClient) => (await (await client.get("/api/notifications")).json()) as NotificationList;

/** A host with a listing and a creator who applied (the application is pending unless `accept`). */
async function cast(accept = false) {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const stranger = await ctx.userClient("host", "Hugo Host");
  const listing = await insertListing(ctx.db, host.id);
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  let conversationId: string | null = null;
  if (accept) {
    const res = await host.client.patch(`/api/applications/${applicationId}`, { status: "accepted" });
    conversationId = ((await res.json()) as { application: { conversationId: string } }).application.conversationId;
  }
  return { host, creator, stranger, listing, applicationId, conversationId, anon: ctx.client() };
}

const quietDeps = () => ({
  db: ctx.db,
  realtime: { publish: async () => {} } as never,
  logger: ctx.services.logger,
  mail: {
    db: ctx.db,
    mailer: ctx.services.mailer,
    logger: ctx.services.logger,
    publicUrl: ctx.config.publicUrl,
    unsubscribeKey: ctx.services.unsubscribeKey,
  },
});

describe("in-app notifications", () => {
  it("tells the host of a new application; only the recipient can read or mark it", async () => {
    const c = await cast();
    const mine = await list(c.host.client);
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({
      type: "application.created",
      title: `New application: ${c.listing.title}`,
      link: "/host/dashboard?tab=applications",
      readAt: null,
    });
    const id = mine.items[0]?.id as string;
    expect((await list(c.stranger.client)).items).toEqual([]);
    expect((await c.anon.get("/api/notifications")).status).toBe(401);
    expect((await c.stranger.client.post(`/api/notifications/${id}/read`)).status).toBe(404);
    expect((await c.creator.client.post(`/api/notifications/${id}/read`)).status).toBe(404);
    expect((await list(c.host.client)).unread).toBe(1);
    const marked = await c.host.client.post(`/api/notifications/${id}/read`);
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { unread: number }).unread).toBe(0);
    expect(await (await c.host.client.get("/api/notifications/unread-count")).json()).toEqual({ unread: 0 });
  });

  it("tells the creator of the decision, and mark-all-read clears the count", async () => {
    const c = await cast(true);
    const notes = await list(c.creator.client);
    expect(notes.items.map((n) => n.type)).toEqual(["application.accepted"]);
    expect((await c.creator.client.post("/api/notifications/read-all")).status).toBe(200);
    expect((await list(c.creator.client)).unread).toBe(0);
  });

  it("keeps one unread line per conversation, and reading the thread marks it read", async () => {
    const c = await cast(true);
    for (const content of ["Hello!", "Are the dates fixed?"]) {
      const res = await c.creator.client.post(`/api/conversations/${c.conversationId}/messages`, {
        content,
        clientKey: randomUUID(),
      });
      expect(res.status).toBe(201);
    }
    const messages = (await list(c.host.client)).items.filter((n) => n.type === "message.received");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ body: "Are the dates fixed?", link: `/messages/${c.conversationId}` });
    expect((await c.host.client.post(`/api/conversations/${c.conversationId}/read`, {})).status).toBe(200);
    expect((await list(c.host.client)).items.find((n) => n.type === "message.received")?.readAt).not.toBeNull();
  });

  it("keeps one entry per conversation, read or unread, showing the latest (issue 35 part 6)", async () => {
    const c = await cast(true);
    const send = async (content: string) => {
      const res = await c.creator.client.post(`/api/conversations/${c.conversationId}/messages`, {
        content,
        clientKey: randomUUID(),
      });
      expect(res.status).toBe(201);
    };
    // The host reads each message in the open thread as it arrives: every read used to leave its own row.
    for (const content of ["Hello!", "Are the dates fixed?", "We are two guests."]) {
      await send(content);
      expect((await c.host.client.post(`/api/conversations/${c.conversationId}/read`, {})).status).toBe(200);
    }
    let messages = (await list(c.host.client)).items.filter((n) => n.type === "message.received");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ body: "We are two guests.", link: `/messages/${c.conversationId}` });
    expect(messages[0]?.readAt).not.toBeNull();

    // A newer message makes the one entry unread again, with the latest text, at the top.
    await send("See you in June");
    const after = await list(c.host.client);
    messages = after.items.filter((n) => n.type === "message.received");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ body: "See you in June", readAt: null });
    expect(after.items[0]?.id).toBe(messages[0]?.id);
    expect(after.unread).toBe(2); // the application's acceptance is the creator's; the host has the new application
  });
});

describe("timers (clock injected)", () => {
  it("expires proposed terms at expires_at and tells both parties, once", async () => {
    const c = await cast(true);
    const proposed = await c.host.client.post(`/api/negotiations/${c.applicationId}/terms`, {
      posts: 2,
      stories: 3,
      videos: 1,
      additionalNights: 0,
      compensationType: "accommodation_only",
      usageRights: "limited",
      usageDurationMonths: 12,
    });
    expect(proposed.status).toBe(201);
    const termsId = ((await proposed.json()) as { termsId: string }).termsId;
    expect((await list(c.creator.client)).items.map((n) => n.type)).toContain("terms.proposed");

    // Six days later nothing is due; eight days later the terms expire.
    const day = 86_400_000;
    await runTimers(quietDeps(), new Date(Date.now() + 6 * day));
    const status = async () =>
      (await ctx.db.execute<{ status: string }>(sql`select status from negotiation_terms where id = ${termsId}`))
        .rows[0]?.status;
    expect(await status()).toBe("proposed");
    const done = await runTimers(quietDeps(), new Date(Date.now() + 8 * day));
    expect(done["terms expired"]).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe("expired");
    await runTimers(quietDeps(), new Date(Date.now() + 9 * day));
    for (const party of [c.host.client, c.creator.client]) {
      const expired = (await list(party)).items.filter((n) => n.type === "terms.expired");
      expect(expired).toHaveLength(1);
    }
  });

  it("reminds the host of an application pending for 3 days, once", async () => {
    const c = await cast();
    const day = 86_400_000;
    const deps = quietDeps();
    await remindPendingApplications(deps, new Date(Date.now() + 2 * day));
    const reminders = async () =>
      (await list(c.host.client)).items.filter((n) => n.type === "application.pending_reminder");
    expect(await reminders()).toHaveLength(0);
    await remindPendingApplications(deps, new Date(Date.now() + 3 * day + 60_000));
    await remindPendingApplications(deps, new Date(Date.now() + 4 * day));
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]?.title).toBe("Cora Creator is waiting for your answer");
  });
});

describe("timers run once however often they run", () => {
  it("two ticks at once (two processes, or one replayed after a restart) expire and notify once", async () => {
    const c = await cast(true);
    const proposed = await c.creator.client.post(`/api/negotiations/${c.applicationId}/terms`, {
      posts: 1,
      stories: 1,
      videos: 0,
      additionalNights: 0,
      compensationType: "accommodation_only",
      usageRights: "limited",
      usageDurationMonths: 3,
    });
    expect(proposed.status).toBe(201);
    const later = new Date(Date.now() + 8 * 86_400_000);
    await Promise.all([runTimers(quietDeps(), later), runTimers(quietDeps(), later), runTimers(quietDeps(), later)]);
    for (const party of [c.host.client, c.creator.client]) {
      expect((await list(party)).items.filter((n) => n.type === "terms.expired")).toHaveLength(1);
    }
  });
});

describe("e-mail preferences and unsubscribe", () => {
  it("lets a person switch a type's e-mails off, and one-click links work without sign-in, signed only", async () => {
    const c = await cast();
    const prefs = (await (await c.host.client.get("/api/notifications/preferences")).json()) as EmailPreferences;
    expect(prefs.emailUpdates).toBe(true);
    expect(prefs.types.find((t) => t.type === "application.created")).toMatchObject({ email: true });
    const put = await c.host.client.request("PUT", "/api/notifications/preferences", {
      types: [{ type: "message.received", email: false }],
    });
    expect(put.status).toBe(200);
    expect(
      (
        await c.host.client.request("PUT", "/api/notifications/preferences", {
          types: [{ type: "nope", email: false }],
        })
      ).status,
    ).toBe(400);

    const token = unsubscribeToken(ctx.services.unsubscribeKey, c.host.id, "application.created");
    const tampered = `${token.slice(0, -3)}abc`;
    expect((await c.anon.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(tampered)}`)).status).toBe(
      404,
    );
    const other = unsubscribeToken(ctx.services.unsubscribeKey, c.host.id, "application.created").replace(
      c.host.id,
      c.creator.id,
    );
    expect((await c.anon.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(other)}`)).status).toBe(404);
    const described = await c.anon.get(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await described.json()).toEqual({ scope: "application.created", label: "New applications" });
    const res = await c.anon.request(
      "POST",
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      "List-Unsubscribe=One-Click",
      { "content-type": "application/x-www-form-urlencoded" },
    );
    expect(res.status).toBe(200);
    const after = (await (await c.host.client.get("/api/notifications/preferences")).json()) as EmailPreferences;
    expect(
      after.types
        .filter((t) => !t.email)
        .map((t) => t.type)
        .sort(),
    ).toEqual(["application.created", "message.received"]);
    const all = unsubscribeToken(ctx.services.unsubscribeKey, c.host.id, "all");
    expect((await c.anon.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(all)}`)).status).toBe(200);
    const off = (await (await c.host.client.get("/api/notifications/preferences")).json()) as EmailPreferences;
    expect(off.emailUpdates).toBe(false);
  });
});
