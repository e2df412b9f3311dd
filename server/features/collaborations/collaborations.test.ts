import type { Collaboration, CollaborationList, ContractDocument } from "@domain/collaborations.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, collaborations, listingNights, notifications, payments } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";
import { recordWholeStay } from "../../test/stay-fixtures.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** Host and creator with one active collaboration (an accepted application), plus two strangers. */
async function cast() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const otherCreator = await ctx.userClient("creator", "Oscar Other");
  const otherHost = await ctx.userClient("host", "Hugo Host");
  const listing = await insertListing(ctx.db, host.id);
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  expect((await host.client.patch(`/api/applications/${applicationId}`, { status: "accepted" })).status).toBe(200);
  const [row] = await ctx.db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(eq(collaborations.applicationId, applicationId));
  if (!row) throw new Error("no collaboration");
  return { host, creator, otherCreator, otherHost, anon: ctx.client(), listing, applicationId, id: row.id };
}

const list = async (client: TestClient) =>
  (await (await client.get("/api/collaborations")).json()) as CollaborationList;

describe("Contract Overview", () => {
  it("lists a collaboration to its two participants only, with partner, figures and actions from the graph", async () => {
    const c = await cast();
    expect((await c.anon.get("/api/collaborations")).status).toBe(401);
    const forHost = await list(c.host.client);
    expect(forHost.counts).toEqual({ active: 1, completed: 0 });
    expect(forHost.items).toHaveLength(1);
    expect(forHost.items[0]).toMatchObject({
      id: c.id,
      listing: { title: c.listing.title, location: "Positano, Italy" },
      host: { id: c.host.id, name: "Sofia Host" },
      creator: { id: c.creator.id, name: "Cora Creator" },
      status: "active",
      paymentStatus: "pending",
      paymentAmountCents: 0,
      agreedDeliverables: { posts: 5, stories: 10, videos: 2 },
      // Flexible dates: Mark Complete waits for the recorded arrival and departure.
      actions: ["paused", "cancelled"],
      completionAwaits: "arrival",
    });
    expect((await list(c.creator.client)).items.map((i) => i.id)).toEqual([c.id]);
    expect((await list(c.otherCreator.client)).items).toEqual([]);
    expect((await list(c.otherHost.client)).items).toEqual([]);
  });

  it("pauses, resumes and completes for either participant; completing completes the application", async () => {
    const c = await cast();
    const patch = (client: TestClient, status: string) => client.patch(`/api/collaborations/${c.id}`, { status });
    expect((await patch(c.anon, "paused")).status).toBe(401);
    expect((await patch(c.otherHost.client, "paused")).status).toBe(404);
    expect((await patch(c.otherCreator.client, "paused")).status).toBe(404);
    const paused = await patch(c.creator.client, "paused");
    expect(paused.status).toBe(200);
    expect(((await paused.json()) as { toast: unknown }).toast).toEqual({
      title: "Success",
      description: "Collaboration status updated to paused.",
    });
    expect((await list(c.host.client)).items[0]?.actions).toEqual(["active", "cancelled"]);
    expect((await patch(c.host.client, "completed")).status).toBe(409);
    expect((await patch(c.host.client, "active")).status).toBe(200);
    await recordWholeStay(c.host.client, c.id);
    expect((await patch(c.host.client, "completed")).status).toBe(200);
    const [app] = await ctx.db.select().from(applications).where(eq(applications.id, c.applicationId));
    expect(app?.status).toBe("completed");
    const after = await list(c.creator.client);
    expect(after.counts).toEqual({ active: 0, completed: 1 });
    expect(after.items[0]?.actions).toEqual([]);
    const again = await patch(c.creator.client, "active");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This collaboration is completed and can no longer change.");
  });

  it("refuses Mark Complete on a cancelled collaboration, and a bad status with 400", async () => {
    const c = await cast();
    await ctx.db.update(collaborations).set({ status: "cancelled" }).where(eq(collaborations.id, c.id));
    const res = await c.host.client.patch(`/api/collaborations/${c.id}`, { status: "completed" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("invalid_transition");
    expect((await c.host.client.patch(`/api/collaborations/${c.id}`, { status: "cancelled" })).status).toBe(400);
    const [app] = await ctx.db.select().from(applications).where(eq(applications.id, c.applicationId));
    expect(app?.status).toBe("accepted");
  });

  it("two completes at once: one wins, the other gets 409", async () => {
    const c = await cast();
    await recordWholeStay(c.host.client, c.id);
    const answers = await Promise.all([
      c.host.client.patch(`/api/collaborations/${c.id}`, { status: "completed" }),
      c.creator.client.patch(`/api/collaborations/${c.id}`, { status: "completed" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("the contract document", () => {
  it("shows the accepted terms and when each party agreed, to the two participants only", async () => {
    const c = await cast();
    const base = `/api/negotiations/${c.applicationId}`;
    const proposed = await c.creator.client.post(`${base}/terms`, {
      posts: 3,
      stories: 2,
      videos: 1,
      additionalNights: 2,
      compensationType: "payment_only",
      paymentAmount: 250,
      usageRights: "exclusive",
      usageDurationMonths: 24,
      specialRequirements: "Tag the hotel in every post.",
    });
    const { termsId } = (await proposed.json()) as { termsId: string };
    expect((await c.host.client.post(`${base}/answer`, { termsId, status: "accepted" })).status).toBe(200);
    const res = await c.host.client.get(`/api/collaborations/${c.id}`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as ContractDocument;
    expect(doc.collaboration).toMatchObject({ paymentAmountCents: 25000, totalNights: 2 });
    expect(doc.guestCount).toBe(1); // the application's guests (issue 35 part 10)
    expect(doc.terms).toEqual({
      compensationType: "payment_only",
      paymentAmountCents: 25000,
      additionalNights: 2,
      usageRights: "exclusive",
      usageDurationMonths: 24,
      specialRequirements: "Tag the hotel in every post.",
    });
    expect(doc.acceptedAt.creator).not.toBeNull();
    expect(doc.acceptedAt.host).not.toBeNull();
    expect(new Date(doc.acceptedAt.host ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(doc.acceptedAt.creator ?? 0).getTime(),
    );
    expect((await c.anon.get(`/api/collaborations/${c.id}`)).status).toBe(401);
    expect((await c.otherHost.client.get(`/api/collaborations/${c.id}`)).status).toBe(404);
    expect((await c.otherCreator.client.get(`/api/collaborations/${c.id}`)).status).toBe(404);
  });

  it("has no terms and no acceptance times when nothing was negotiated", async () => {
    const c = await cast();
    const doc = (await (await c.creator.client.get(`/api/collaborations/${c.id}`)).json()) as ContractDocument;
    expect(doc.terms).toBeNull();
    expect(doc.acceptedAt).toEqual({ host: null, creator: null });
  });
});

describe("completion waits for the stay (issue 33 part 4)", () => {
  it("is neither offered nor accepted before the agreed check-out date, in the listing's time zone", async () => {
    const c = await cast();
    const setStay = (startDate: string, totalNights: number) =>
      ctx.db.update(collaborations).set({ startDate, totalNights }).where(eq(collaborations.id, c.id));
    const future = new Date(Date.now() + 19 * 86_400_000).toISOString().slice(0, 10);
    await setStay(future, 3);
    const [card] = (await list(c.host.client)).items;
    expect(card?.actions).toEqual(["paused", "cancelled"]);
    expect(card?.completableFrom).toBe(card?.checkOutDate);
    expect(card?.items).toEqual({ agreed: 17, approved: 0 }); // 5 posts, 10 stories, 2 videos
    const early = await c.creator.client.patch(`/api/collaborations/${c.id}`, { status: "completed" });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toMatch(
      /^The stay isn't over yet: the collaboration can be completed from the check-out date, \d{1,2} \w{3} \d{4}\.$/,
    );
    const [app] = await ctx.db.select().from(applications).where(eq(applications.id, c.applicationId));
    expect(app?.status).toBe("accepted"); // nothing half-written
    // A stay that checked out yesterday (everywhere) can be completed.
    const past = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    await setStay(past, 3);
    const [after] = (await list(c.host.client)).items;
    expect(after?.completableFrom).toBeNull();
    expect(after?.actions).toEqual(["paused", "completed", "cancelled"]);
    expect((await c.creator.client.patch(`/api/collaborations/${c.id}`, { status: "completed" })).status).toBe(200);
  });
});

describe("a flexible stay completes only after its recorded departure (issue 33 part 4)", () => {
  it("says what to record first, answers 409 with nothing written, and offers completion once departed", async () => {
    const c = await cast();
    const complete = () => c.creator.client.patch(`/api/collaborations/${c.id}`, { status: "completed" });
    const card = async (client: TestClient) => (await list(client)).items[0];
    expect(await card(c.host.client)).toMatchObject({ completionAwaits: "arrival", actions: ["paused", "cancelled"] });
    const early = await complete();
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(
      "This stay has no agreed dates: the host records the creator's arrival and departure before the collaboration can be completed.",
    );
    expect((await ctx.db.select().from(applications).where(eq(applications.id, c.applicationId)))[0]?.status).toBe(
      "accepted",
    );
    expect((await c.host.client.post(`/api/stays/${c.id}/arrival`, {})).status).toBe(200);
    expect(await card(c.creator.client)).toMatchObject({ completionAwaits: "departure", actions: ["paused"] });
    expect((await complete()).status).toBe(409);
    const [still] = await ctx.db.select().from(collaborations).where(eq(collaborations.id, c.id));
    expect(still?.status).toBe("active");
    expect((await c.host.client.post(`/api/stays/${c.id}/departure`, {})).status).toBe(200);
    expect(await card(c.host.client)).toMatchObject({ completionAwaits: null, actions: ["paused", "completed"] });
    expect((await complete()).status).toBe(200);
    expect((await card(c.host.client))?.completionAwaits).toBeNull();
  });
});

describe("cancellation before arrival (issue 33 part 5)", () => {
  it("either party, with a reason: nights reopen, pending payments end, the other is told; not after arrival", async () => {
    const c = await cast();
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await ctx.db.update(collaborations).set({ startDate: start, totalNights: 2 }).where(eq(collaborations.id, c.id));
    await ctx.db
      .insert(listingNights)
      .values([{ listingId: c.listing.id, night: start, kind: "taken", collaborationId: c.id }]);
    const requested = await c.creator.client.post("/api/payments", { collaborationId: c.id, amount: "20" });
    expect(requested.status).toBe(201);
    const cancel = (client: TestClient, body: unknown) => client.post(`/api/collaborations/${c.id}/cancel`, body);
    expect((await cancel(c.host.client, { reason: "   " })).status).toBe(400);
    expect((await cancel(c.otherHost.client, { reason: "Not mine" })).status).toBe(404);
    const res = await cancel(c.host.client, { reason: "The villa flooded; we must close for repairs." });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { collaboration: Collaboration; toast: { description: string } };
    expect(body.toast.description).toBe("Collaboration cancelled. The nights are open again.");
    expect(body.collaboration).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
      actions: [],
      cancellation: { reason: "The villa flooded; we must close for repairs.", by: "host" },
    });
    expect(await ctx.db.select().from(listingNights).where(eq(listingNights.collaborationId, c.id))).toEqual([]);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.collaborationId, c.id));
    expect(payment?.status).toBe("cancelled");
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.creator.id), eq(notifications.type, "collaboration.cancelled")));
    expect(note?.body).toContain("The villa flooded");
    const again = await cancel(c.creator.client, { reason: "Me too" });
    expect(again.status).toBe(409);

    // With no payment request at all, nothing is left pending either.
    const bare = await cast();
    const bareRes = await bare.creator.client.post(`/api/collaborations/${bare.id}/cancel`, {
      reason: "Plans changed",
    });
    expect(((await bareRes.json()) as { collaboration: Collaboration }).collaboration).toMatchObject({
      paymentStatus: "cancelled",
      cancellation: { by: "creator", reason: "Plans changed" },
    });

    const arrived = await cast();
    await ctx.db.update(collaborations).set({ stayPhase: "arrived" }).where(eq(collaborations.id, arrived.id));
    expect((await list(arrived.creator.client)).items.find((i) => i.id === arrived.id)?.actions).not.toContain(
      "cancelled",
    );
    const late = await arrived.creator.client.post(`/api/collaborations/${arrived.id}/cancel`, { reason: "Bored" });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe("The creator has arrived: only completion ends this collaboration now.");
  });
});
