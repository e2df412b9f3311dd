import type { CollaborationList } from "@domain/collaborations.ts";
import type { DisputeDetail, DisputeQueue, OperatorDispute } from "@domain/disputes.ts";
import type { NotificationList } from "@domain/notifications.ts";
import type { Statement } from "@domain/reports.ts";
import { addDays, todayIn } from "@domain/stay-dates.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collaborations, listingNights, listings } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";
import { approveUnreviewedDeliverables } from "../deliverables/due-timers.ts";
import { fileOf, pngBytes } from "../listings/test-helpers.ts";

/** Issue 37 parts 2–4 (decision 0069): opening, holding, the thread, evidence, withdrawal, the decision. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error;
const timerDeps = () => ({ db: ctx.db, realtime: { publish: async () => {} } as never, logger: ctx.services.logger });
const describeIt = "The host never let me in: the door code did not work and nobody answered the phone.";

/** A running collaboration with dates (three nights held on the host's calendar) and a message in its chat. */
async function collaboration() {
  const host = await ctx.userClient("host", "Hanna Host");
  const creator = await ctx.userClient("creator", "Cato Creator");
  const listing = await insertListing(ctx.db, host.id);
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
  const appId = ((await applied.json()) as { application: { id: string } }).application.id;
  expect((await host.client.patch(`/api/applications/${appId}`, { status: "accepted" })).status).toBe(200);
  const [row] = await ctx.db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(eq(collaborations.applicationId, appId));
  const id = row?.id as string;
  const start = addDays(todayIn("UTC"), 10);
  await ctx.db.update(listings).set({ timeZone: "UTC" }).where(eq(listings.id, listing.id));
  await ctx.db.update(collaborations).set({ startDate: start, totalNights: 3 }).where(eq(collaborations.id, id));
  await ctx.db.insert(listingNights).values(
    [0, 1, 2].map((i) => ({
      listingId: listing.id,
      night: addDays(start, i),
      kind: "taken" as const,
      collaborationId: id,
    })),
  );
  const card = async (client: TestClient) =>
    ((await (await client.get("/api/collaborations")).json()) as CollaborationList).items.find((c) => c.id === id);
  return {
    host,
    creator,
    id,
    appId,
    listingId: listing.id,
    card,
    stranger: await ctx.userClient("host", "Sten Stranger"),
  };
}

const open = (client: TestClient, id: string, headers: Record<string, string> = {}) =>
  client.request(
    "POST",
    `/api/collaborations/${id}/disputes`,
    { category: "stay_not_provided", description: describeIt },
    headers,
  );
const openedId = async (res: Response) => ((await res.json()) as { dispute: DisputeDetail }).dispute.dispute.id;
const disputesOf = async (id: string) =>
  Number(
    (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from disputes where collaboration_id = ${id}`))
      .rows[0]?.n,
  );

describe("opening a dispute", () => {
  it("holds the collaboration: In dispute for both, no completion or cancellation, one open at a time", async () => {
    const c = await collaboration();
    expect((await open(ctx.client(), c.id)).status).toBe(401);
    expect((await open(c.stranger.client, c.id)).status).toBe(404);
    const bad = await c.creator.client.post(`/api/collaborations/${c.id}/disputes`, {
      category: "nope",
      description: "x",
    });
    expect(bad.status).toBe(400);
    expect(await disputesOf(c.id)).toBe(0);

    const res = await open(c.creator.client, c.id);
    expect(res.status).toBe(201);
    const disputeId = await openedId(res);
    for (const client of [c.host.client, c.creator.client]) {
      const card = await c.card(client);
      expect(card?.dispute).toMatchObject({ id: disputeId, status: "open", openedBy: "creator" });
      expect(card?.actions).toEqual([]);
    }
    const second = await open(c.host.client, c.id);
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toMatch(/already has an open dispute/);

    const complete = await c.host.client.patch(`/api/collaborations/${c.id}`, { status: "completed" });
    expect(complete.status).toBe(409);
    expect((await errorOf(complete)).message).toMatch(/in dispute/);
    const cancel = await c.creator.client.post(`/api/collaborations/${c.id}/cancel`, { reason: "Changed my mind" });
    expect(cancel.status).toBe(409);
    expect((await errorOf(cancel)).message).toMatch(/in dispute/);
    expect((await c.host.client.patch(`/api/collaborations/${c.id}`, { status: "paused" })).status).toBe(409);
    const [after] = await ctx.db.select().from(collaborations).where(eq(collaborations.id, c.id));
    expect(after?.status).toBe("active");

    // The other party is told; the stranger sees nothing of it.
    const bell = (await (await c.host.client.get("/api/notifications")).json()) as NotificationList;
    expect(bell.items.find((n) => n.type === "dispute.opened")?.link).toBe(`/disputes/${disputeId}`);
    expect((await c.stranger.client.get(`/api/disputes/${disputeId}`)).status).toBe(404);
    const forHost = (await (await c.host.client.get(`/api/disputes/${disputeId}`)).json()) as DisputeDetail;
    expect(forHost).toMatchObject({ viewer: "host", canWithdraw: false, dispute: { description: describeIt } });
  });

  it("makes exactly one dispute of ten identical requests at once", async () => {
    const c = await collaboration();
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(c.creator.client, c.id)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await disputesOf(c.id)).toBe(1);
    // The same key replays the first answer instead of a 409.
    const d = await collaboration();
    const key = crypto.randomUUID();
    const keyed = await Promise.all(
      Array.from({ length: 3 }, () => open(d.creator.client, d.id, { "idempotency-key": key })),
    );
    expect(keyed.every((r) => r.status === 201)).toBe(true);
    expect(await disputesOf(d.id)).toBe(1);
  });

  it("takes images and PDFs as evidence, refuses 20 MB and other files with nothing written", async () => {
    const c = await collaboration();
    const disputeId = await openedId(await open(c.creator.client, c.id));
    const send = (client: TestClient, file: File) => {
      const form = new FormData();
      form.append("file", file);
      return client.request("POST", `/api/disputes/${disputeId}/evidence`, form);
    };
    expect((await send(c.stranger.client, fileOf(await pngBytes(1), "door.png"))).status).toBe(404);
    const png = await send(c.creator.client, fileOf(await pngBytes(1), "door.png"));
    expect(png.status).toBe(201);
    const pdf = await send(c.host.client, new File([Buffer.from("%PDF-1.4\n% test\n")], "log.pdf"));
    expect(pdf.status).toBe(201);
    const big = await send(c.creator.client, new File([new Uint8Array(20 * 1024 * 1024)], "huge.png"));
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toMatch(/at most 10 MB/);
    const text = await send(c.creator.client, new File([Buffer.from("hello there")], "notes.png"));
    expect(text.status).toBe(400);
    const detail = (await (await c.creator.client.get(`/api/disputes/${disputeId}`)).json()) as DisputeDetail;
    expect(detail.evidence.map((e) => [e.name, e.contentType, e.addedBy])).toEqual([
      ["door.png", "image/png", "creator"],
      ["log.pdf", "application/pdf", "host"],
    ]);
    const link = await ctx.client().get(detail.evidence[0]?.url as string);
    expect(link.status).toBe(200);
  });
});

describe("the thread, withdrawal and the decision", () => {
  it("lets the opener alone withdraw; the collaboration goes on", async () => {
    const c = await collaboration();
    const disputeId = await openedId(await open(c.creator.client, c.id));
    const byHost = await c.host.client.post(`/api/disputes/${disputeId}/withdraw`, {});
    expect(byHost.status).toBe(403);
    expect((await c.creator.client.post(`/api/disputes/${disputeId}/withdraw`, {})).status).toBe(200);
    expect((await c.creator.client.post(`/api/disputes/${disputeId}/withdraw`, {})).status).toBe(409);
    expect((await c.host.client.post(`/api/disputes/${disputeId}/messages`, { body: "Late" })).status).toBe(409);
    const card = await c.card(c.host.client);
    expect(card?.dispute?.status).toBe("withdrawn");
    expect(card?.actions).toContain("cancelled");
    // A new dispute may be opened after the first closed.
    expect((await open(c.host.client, c.id)).status).toBe(201);
  });

  it("shows the operator one timeline, lets all three talk, and cancels with the nights released", async () => {
    const c = await collaboration();
    const chat = await c.creator.client.post("/api/conversations", { applicationId: c.appId });
    const conversationId = ((await chat.json()) as { conversation: { id: string } }).conversation.id;
    await c.host.client.post(`/api/conversations/${conversationId}/messages`, {
      content: "Door code is 4411",
      clientKey: crypto.randomUUID(),
    });
    const disputeId = await openedId(await open(c.creator.client, c.id));
    const op = await ctx.operatorClient(true, "Olga Settler");
    expect((await c.creator.client.get("/api/operator/disputes")).status).toBe(403);

    const queue = (await (await op.client.get("/api/operator/disputes")).json()) as DisputeQueue;
    expect(queue.items.map((i) => i.id)).toContain(disputeId);
    expect(queue.open).toBeGreaterThan(0);

    expect(
      (await c.host.client.post(`/api/disputes/${disputeId}/messages`, { body: "The code was sent." })).status,
    ).toBe(201);
    expect(
      (await op.client.post(`/api/operator/disputes/${disputeId}/messages`, { body: "Please both send proof." }))
        .status,
    ).toBe(201);
    const view = (await (await op.client.get(`/api/operator/disputes/${disputeId}`)).json()) as OperatorDispute;
    expect(view.thread.map((m) => [m.from, m.body])).toEqual([
      ["host", "The code was sent."],
      ["operator", "Please both send proof."],
    ]);
    const kinds = new Set(view.timeline.map((e) => e.kind));
    for (const kind of ["application", "message", "nights", "status", "dispute"]) expect(kinds).toContain(kind);
    expect(view.timeline.find((e) => e.kind === "message")?.detail).toBe("Door code is 4411");
    expect(view.timeline.find((e) => e.kind === "nights")?.title).toBe("3 nights held on the calendar");
    const bell = (await (await c.creator.client.get("/api/notifications")).json()) as NotificationList;
    expect(bell.items.filter((n) => n.type === "dispute.message")).toHaveLength(1);

    const bad = await op.client.post(`/api/operator/disputes/${disputeId}/resolution`, { outcome: "for_creator" });
    expect(bad.status).toBe(400);
    const decided = await op.client.post(`/api/operator/disputes/${disputeId}/resolution`, {
      outcome: "for_creator",
      effect: "cancelled",
      reasons: "The host's own message shows a code that did not open the door; the stay was not provided.",
    });
    expect(decided.status).toBe(200);
    const again = await op.client.post(`/api/operator/disputes/${disputeId}/resolution`, {
      outcome: "for_host",
      effect: "completed",
      reasons: "Second decision that must not be taken at all here.",
    });
    expect(again.status).toBe(409);

    const card = await c.card(c.host.client);
    expect(card).toMatchObject({ status: "cancelled", dispute: { status: "resolved" } });
    expect(card?.cancellation?.by).toBe("collabstay");
    const nights = await ctx.db.select().from(listingNights).where(eq(listingNights.collaborationId, c.id));
    expect(nights).toEqual([]);

    for (const party of [c.host, c.creator]) {
      const list = (await (await party.client.get("/api/notifications")).json()) as NotificationList;
      const notice = list.items.find((n) => n.type === "dispute.resolved");
      expect(notice?.link).toMatch(new RegExp(`^/statements/${disputeId}\\?t=`));
      const statement = (await (await party.client.get(`/api/statements/${disputeId}`)).json()) as {
        statement: Statement;
      };
      expect(statement.statement).toMatchObject({ itemKind: "collaboration", outcome: "Decided for the creator" });
    }
    expect((await c.stranger.client.get(`/api/statements/${disputeId}`)).status).toBe(404);
    const audit = await ctx.db.execute<{ action: string }>(
      sql`select action from audit_log where target_id = ${disputeId} order by at, seq`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      "dispute.opened",
      "operator.viewed_dispute",
      "operator.dispute_resolved",
    ]);
    const mails = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where type = 'dispute.resolved' and subject_id = ${disputeId}
            and mail_state = 'pending'`,
    );
    expect(Number(mails.rows[0]?.n)).toBe(2);
  });

  it("turns a contested no-show into a dispute carrying both notes", async () => {
    const c = await collaboration();
    const start = addDays(todayIn("UTC"), -2);
    await ctx.db.update(collaborations).set({ startDate: start }).where(eq(collaborations.id, c.id));
    expect((await c.host.client.post(`/api/stays/${c.id}/no-show`, { note: "Nobody came" })).status).toBe(200);
    expect(
      (await c.creator.client.post(`/api/stays/${c.id}/contest`, { note: "I was at the gate at 3pm" })).status,
    ).toBe(200);
    const card = await c.card(c.creator.client);
    expect(card?.dispute).toMatchObject({ status: "open", openedBy: "creator", category: "stay_not_provided" });
    const detail = (await (await c.creator.client.get(`/api/disputes/${card?.dispute?.id}`)).json()) as DisputeDetail;
    expect(detail.dispute.source).toBe("no_show_contest");
    expect(detail.dispute.description).toContain("Nobody came");
    expect(detail.dispute.description).toContain("I was at the gate at 3pm");
  });

  it("stops the approval window while open and resumes it with the time it had left", async () => {
    const c = await collaboration();
    const day = 86_400_000;
    const uploaded = new Date(Date.now() - 13 * day);
    const { rows } = await ctx.db.execute<{ id: string }>(sql`
      insert into collaboration_deliverables (application_id, creator_id, media_type, kind, status, caption, created_at)
      values (${c.appId}, ${c.creator.id}, 'caption', 'post', 'pending', 'A caption', ${uploaded.toISOString()}::timestamptz)
      returning id`);
    const deliverableId = rows[0]?.id as string;
    const disputeId = await openedId(await open(c.creator.client, c.id));
    const status = async () =>
      (
        await ctx.db.execute<{ status: string }>(
          sql`select status from collaboration_deliverables where id = ${deliverableId}`,
        )
      ).rows[0]?.status;
    // Open: the window (14 days from the upload) does not close, however late.
    await approveUnreviewedDeliverables(timerDeps(), new Date(Date.now() + 3 * day));
    expect(await status()).toBe("pending");
    // Five days in dispute, then withdrawn: the day left becomes due five days later than before.
    await ctx.db.execute(sql`update disputes set opened_at = now() - interval '5 days' where id = ${disputeId}`);
    expect((await c.creator.client.post(`/api/disputes/${disputeId}/withdraw`, {})).status).toBe(200);
    await approveUnreviewedDeliverables(timerDeps(), new Date(Date.now() + 2 * day));
    expect(await status()).toBe("pending");
    await approveUnreviewedDeliverables(timerDeps(), new Date(Date.now() + 6 * day + 60_000));
    expect(await status()).toBe("approved");
  });
});
