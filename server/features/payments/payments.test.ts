import { type Payment, type PaymentList, paymentMessages } from "@domain/payments.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collaborations, notifications, payments } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";
import { recordWholeStay } from "../../test/stay-fixtures.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

/** Host and creator with one active collaboration, plus two strangers with a collaboration of their own. */
async function cast() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const otherCreator = await ctx.userClient("creator", "Oscar Other");
  const otherHost = await ctx.userClient("host", "Hugo Host");
  const collaborate = async (h: typeof host, c: typeof creator) => {
    const listing = await insertListing(ctx.db, h.id);
    const applied = await c.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
    const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
    expect((await h.client.patch(`/api/applications/${applicationId}`, { status: "accepted" })).status).toBe(200);
    const [row] = await ctx.db
      .select({ id: collaborations.id })
      .from(collaborations)
      .where(eq(collaborations.applicationId, applicationId));
    if (!row) throw new Error("no collaboration");
    return row.id;
  };
  const id = await collaborate(host, creator);
  const otherId = await collaborate(otherHost, otherCreator);
  return { host, creator, otherCreator, otherHost, anon: ctx.client(), id, otherId };
}

async function request(client: TestClient, collaborationId: string, amount: unknown = "120.50") {
  const res = await client.post("/api/payments", { collaborationId, amount, description: "Extra reel" });
  expect(res.status).toBe(201);
  return (await res.json()) as { payment: Payment; message: string };
}
const list = async (client: TestClient) => (await (await client.get("/api/payments")).json()) as PaymentList;
const patch = (client: TestClient, id: string, status: string) => client.patch(`/api/payments/${id}`, { status });
const paymentStatusOf = async (id: string) =>
  (await ctx.db.select().from(collaborations).where(eq(collaborations.id, id)))[0]?.paymentStatus;

describe("Payment Management", () => {
  it("shows a collaboration's payments to its two participants only", async () => {
    const c = await cast();
    const { payment, message } = await request(c.creator.client, c.id);
    expect(message).toBe("Payment request created successfully");
    expect(payment).toMatchObject({
      amountCents: 12050,
      paymentType: "additional",
      status: "pending",
      requester: { id: c.creator.id, name: "Cora Creator" },
      actions: ["cancelled"],
    });
    await request(c.otherHost.client, c.otherId, 10);
    expect((await c.anon.get("/api/payments")).status).toBe(401);
    const forHost = await list(c.host.client);
    expect(forHost.items.map((p) => p.id)).toEqual([payment.id]);
    expect(forHost.items[0]?.actions).toEqual(["approved"]);
    expect((await list(c.creator.client)).items.map((p) => p.id)).toEqual([payment.id]);
    expect((await list(c.otherCreator.client)).items.map((p) => p.collaborationId)).toEqual([c.otherId]);
    // Someone else's collaboration or payment: 404, nothing written.
    const foreign = await c.otherCreator.client.post("/api/payments", { collaborationId: c.id, amount: 5 });
    expect(foreign.status).toBe(404);
    expect((await patch(c.otherHost.client, payment.id, "approved")).status).toBe(404);
    expect((await list(c.host.client)).items).toHaveLength(1);
  });

  it("refuses bad amounts with 400: 0, -5, 1e309, '12.345', text, over $1,000,000", async () => {
    const c = await cast();
    for (const amount of [0, -5, "12.345", "abc", "", 1_000_000.01, "0.00"]) {
      const res = await c.creator.client.post("/api/payments", { collaborationId: c.id, amount });
      expect(res.status, String(amount)).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {}), String(amount)).toContain("amount");
    }
    const raw = await ctx.app.request("/api/payments", {
      method: "POST",
      headers: { cookie: c.creator.client.cookieHeader(), "content-type": "application/json" },
      body: `{"collaborationId":"${c.id}","amount":1e309}`,
    });
    expect(raw.status).toBe(400);
    expect((await list(c.creator.client)).items).toEqual([]);
  });

  it("refuses requests on a paused or completed collaboration with 409", async () => {
    const c = await cast();
    await c.host.client.patch(`/api/collaborations/${c.id}`, { status: "paused" });
    const paused = await c.creator.client.post("/api/payments", { collaborationId: c.id, amount: 5 });
    expect(paused.status).toBe(409);
    expect((await errorOf(paused)).message).toBe(paymentMessages.notActive);
    await c.host.client.patch(`/api/collaborations/${c.id}`, { status: "active" });
    await recordWholeStay(c.host.client, c.id);
    expect((await c.host.client.patch(`/api/collaborations/${c.id}`, { status: "completed" })).status).toBe(200);
    expect((await c.host.client.post("/api/payments", { collaborationId: c.id, amount: 5 })).status).toBe(409);
  });

  it("host approves then marks paid; the creator cannot; paid needs approval first; payment_status follows", async () => {
    const c = await cast();
    expect(await paymentStatusOf(c.id)).toBe("pending");
    const { payment } = await request(c.creator.client, c.id);
    const asCreator = await patch(c.creator.client, payment.id, "approved");
    expect(asCreator.status).toBe(409);
    expect((await errorOf(asCreator)).message).toBe("Only the host can approve payments or mark them as paid.");
    const early = await patch(c.host.client, payment.id, "paid");
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe("Approve this payment before marking it as paid.");
    const approved = await patch(c.host.client, payment.id, "approved");
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { message: string }).message).toBe("Payment approved successfully");
    expect(await paymentStatusOf(c.id)).toBe("approved");
    const paid = await patch(c.host.client, payment.id, "paid");
    expect(((await paid.json()) as { message: string }).message).toBe("Payment marked as paid.");
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: "paid", approvedBy: c.host.id });
    expect(row?.approvedAt).not.toBeNull();
    expect(row?.paidAt).not.toBeNull();
    expect(await paymentStatusOf(c.id)).toBe("paid");
    // A second, pending request makes the collaboration pending again; totals add up per collaboration.
    await request(c.creator.client, c.id, 30);
    expect(await paymentStatusOf(c.id)).toBe("pending");
    expect((await list(c.creator.client)).totals).toEqual([
      {
        collaborationId: c.id,
        collaborationTitle: expect.any(String),
        requestedCents: 15050,
        approvedCents: 12050,
        paidCents: 12050,
      },
    ]);
  });

  it("the requester cancels their own pending request; nobody else can", async () => {
    const c = await cast();
    const { payment } = await request(c.creator.client, c.id);
    expect((await patch(c.host.client, payment.id, "cancelled")).status).toBe(409);
    expect((await patch(c.creator.client, payment.id, "cancelled")).status).toBe(200);
    expect(await paymentStatusOf(c.id)).toBe("cancelled");
    expect((await patch(c.host.client, payment.id, "approved")).status).toBe(409);
    expect((await c.host.client.patch(`/api/payments/${payment.id}`, { status: "pending" })).status).toBe(400);
  });

  it("a payment the host adds is approved at creation; the creator hears it was added; then Mark as Paid", async () => {
    const c = await cast();
    const { payment, message } = await request(c.host.client, c.id, 10);
    expect(message).toBe("Payment added: approved, to be marked paid once sent.");
    expect(payment).toMatchObject({ status: "approved", requester: { id: c.host.id }, actions: ["paid", "cancelled"] });
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: "approved", approvedBy: c.host.id });
    expect(row?.approvedAt).not.toBeNull();
    expect(await paymentStatusOf(c.id)).toBe("approved");
    expect((await list(c.creator.client)).items[0]?.actions).toEqual([]);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.subjectId, payment.id));
    expect(told.map((n) => ({ to: n.userId, type: n.type, title: n.title, body: n.body }))).toEqual([
      {
        to: c.creator.id,
        type: "payment.approved",
        title: "Payment added: $10",
        body: expect.stringMatching(
          /^Sofia Host added a payment of \$10 \(Extra reel\) for “.+”: approved, to be marked paid once sent\.$/,
        ),
      },
    ]);
    expect((await patch(c.host.client, payment.id, "paid")).status).toBe(200);
    const paid = await ctx.db.select().from(notifications).where(eq(notifications.subjectId, payment.id));
    expect(paid.filter((n) => n.type === "payment.paid").map((n) => [n.userId, n.body])).toEqual([
      [c.creator.id, expect.stringMatching(/^Sofia Host marked the payment of \$10 for “.+” as paid\.$/)],
    ]);
  });

  it("the host may withdraw an unpaid payment they added, never an approved request of the creator's", async () => {
    const c = await cast();
    const added = await request(c.host.client, c.id, 10);
    expect((await patch(c.creator.client, added.payment.id, "cancelled")).status).toBe(409);
    expect((await patch(c.host.client, added.payment.id, "cancelled")).status).toBe(200);
    const asked = await request(c.creator.client, c.id, 20);
    expect((await patch(c.host.client, asked.payment.id, "approved")).status).toBe(200);
    expect((await patch(c.host.client, asked.payment.id, "cancelled")).status).toBe(409);
    expect((await patch(c.creator.client, asked.payment.id, "cancelled")).status).toBe(409);
  });

  it("a creator's request waits for the host's Approve; the host hears it; nobody approves their own request", async () => {
    const c = await cast();
    const { payment, message } = await request(c.creator.client, c.id, 10);
    expect(message).toBe("Payment request created successfully");
    expect(payment.status).toBe("pending");
    const told = await ctx.db.select().from(notifications).where(eq(notifications.subjectId, payment.id));
    expect(told.map((n) => [n.userId, n.type, n.title, n.body])).toEqual([
      [
        c.host.id,
        "payment.requested",
        "Payment requested: $10",
        expect.stringMatching(/^Cora Creator requested a payment of \$10 \(Extra reel\) for “.+”\.$/),
      ],
    ]);
    // An older pending request made by the host itself: the host may cancel it, never approve it.
    const [legacy] = await ctx.db
      .insert(payments)
      .values({ collaborationId: c.id, amountCents: 500, paymentType: "additional", requestedBy: c.host.id })
      .returning({ id: payments.id });
    const own = await patch(c.host.client, legacy?.id ?? "", "approved");
    expect(own.status).toBe(409);
    expect((await errorOf(own)).message).toBe("Nobody approves a payment request of their own.");
    const approved = await patch(c.host.client, payment.id, "approved");
    expect(approved.status).toBe(200);
    const after = await ctx.db.select().from(notifications).where(eq(notifications.subjectId, payment.id));
    expect(after.filter((n) => n.type === "payment.approved").map((n) => [n.userId, n.body])).toEqual([
      [c.creator.id, expect.stringMatching(/^Sofia Host approved your payment request of \$10 for “.+”\.$/)],
    ]);
  });

  it("two approvals at once: one approval, one 409", async () => {
    const c = await cast();
    const { payment } = await request(c.creator.client, c.id);
    const answers = await Promise.all([
      patch(c.host.client, payment.id, "approved"),
      patch(c.host.client, payment.id, "approved"),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
