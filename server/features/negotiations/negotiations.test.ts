import { type Negotiation, negotiationMessages } from "@domain/negotiation.ts";
import { termsMessages } from "@domain/negotiation-states.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, collaborations, negotiationTerms } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";
import { readSse } from "../../test/sse.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Streams = ReturnType<typeof readSse>[];
const streams: Streams = [];
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
});

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

const terms = (extra: Record<string, unknown> = {}) => ({
  posts: 2,
  stories: 4,
  videos: 1,
  additionalNights: 1,
  compensationType: "accommodation_plus_payment",
  paymentAmount: 150,
  usageRights: "limited",
  usageDurationMonths: 12,
  specialRequirements: "Golden-hour shots of the terrace.",
  ...extra,
});

/** Host and creator around one application (accepted unless told otherwise), plus the two strangers. */
async function cast(accept = true) {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const otherCreator = await ctx.userClient("creator", "Oscar Other");
  const otherHost = await ctx.userClient("host", "Hugo Host");
  const listing = await insertListing(ctx.db, host.id);
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
  expect(applied.status).toBe(201);
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  if (accept)
    expect((await host.client.patch(`/api/applications/${applicationId}`, { status: "accepted" })).status).toBe(200);
  const base = `/api/negotiations/${applicationId}`;
  return { host, creator, otherCreator, otherHost, anon: ctx.client(), listing, applicationId, base };
}

async function propose(client: TestClient, base: string, extra: Record<string, unknown> = {}) {
  const res = await client.post(`${base}/terms`, terms(extra));
  expect(res.status).toBe(201);
  return (await res.json()) as {
    termsId: string;
    toast: { title: string; description: string };
    negotiation: Negotiation;
  };
}

/** Proposals of one application (other files may write terms of their own at the same time). */
const countTerms = async (applicationId: string) =>
  Number(
    (
      await ctx.db.execute<{ n: number }>(sql`
        select count(*)::int as n from negotiation_terms t join conversations c on c.id = t.conversation_id
         where c.application_id = ${applicationId}`)
    ).rows[0]?.n,
  );

describe("negotiation: who may see and act", () => {
  it("answers the two parties and nobody else (visitor 401, other host and other creator 404)", async () => {
    const c = await cast();
    const { termsId } = await propose(c.creator.client, c.base);
    for (const [path, method, body] of [
      [c.base, "get", undefined],
      [`${c.base}/terms`, "post", terms()],
      [`${c.base}/answer`, "post", { termsId, status: "rejected" }],
    ] as const) {
      const call = (client: TestClient) =>
        method === "get" ? client.get(path) : client.post(path, body as Record<string, unknown>);
      expect((await call(c.anon)).status, path).toBe(401);
      expect((await call(c.otherCreator.client)).status, path).toBe(404);
      expect((await call(c.otherHost.client)).status, path).toBe(404);
    }
    expect((await c.creator.client.get(c.base)).status).toBe(200);
    expect((await c.host.client.get(c.base)).status).toBe(200);
    // Nothing was written by the refused calls: still the one open proposal.
    const [only] = (await ((await c.host.client.get(c.base)).json() as Promise<Negotiation>)).terms;
    expect(only).toMatchObject({ id: termsId, status: "proposed", actions: ["accepted", "rejected"] });
  });

  it("refuses proposing on a pending or a rejected application", async () => {
    const pending = await cast(false);
    const res = await pending.creator.client.post(`${pending.base}/terms`, terms());
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(negotiationMessages.notAccepted);
    await pending.host.client.patch(`/api/applications/${pending.applicationId}`, { status: "rejected" });
    expect((await pending.host.client.post(`${pending.base}/terms`, terms())).status).toBe(409);
    expect(await countTerms(pending.applicationId)).toBe(0);
  });
});

describe("proposing and countering", () => {
  it("shows context, the creator's tier, and history newest first with field-by-field changes", async () => {
    const c = await cast();
    const first = await propose(c.creator.client, c.base);
    expect(first.toast).toEqual({ title: "Terms Proposed", description: "Your negotiation terms have been sent." });
    await propose(c.host.client, c.base, { posts: 3, paymentAmount: 200, usageRights: "extended" });
    const negotiation = (await (await c.creator.client.get(c.base)).json()) as Negotiation;
    expect(negotiation.application).toMatchObject({
      id: c.applicationId,
      listingTitle: c.listing.title,
      location: "Positano, Italy",
      reference: c.applicationId.slice(0, 8).toUpperCase(),
    });
    expect(negotiation.tier).toEqual({
      tierLevel: "nano",
      baseRatePerNight: 50,
      premiumMultiplier: 1,
      suggestedPayment: 50,
    });
    const [latest, older] = negotiation.terms;
    expect(latest).toMatchObject({
      status: "proposed",
      proposedBy: { id: c.host.id, name: "Sofia Host" },
      posts: 3,
      paymentAmountCents: 20000,
      changes: ["posts 2 → 3", "payment $150 → $200", "usage rights limited → extended"],
      actions: ["accepted", "rejected"],
    });
    expect(older).toMatchObject({ id: first.termsId, status: "counter_proposed", changes: [], actions: [] });
    expect(new Date(latest?.expiresAt ?? 0).getTime() - new Date(latest?.createdAt ?? 0).getTime()).toBeCloseTo(
      7 * 24 * 3600 * 1000,
      -4,
    );
  });

  it("carries the application's offer and guests: a first proposal starts from them (issue 35 part 2)", async () => {
    const host = await ctx.userClient("host", "Sofia Host");
    const creator = await ctx.userClient("creator", "Cora Creator");
    const listing = await insertListing(ctx.db, host.id);
    const applied = await creator.client.post("/api/applications", {
      listingId: listing.id,
      message: "Let me film it",
      guestCount: 3,
      deliverables: {
        posts: 4,
        stories: 2,
        videos: 1,
        compensation_type: "accommodation_plus_payment",
        usage_rights: "extended",
        usage_duration_months: 24,
      },
    });
    expect(applied.status).toBe(201);
    const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
    const negotiation = (await (await host.client.get(`/api/negotiations/${applicationId}`)).json()) as Negotiation;
    expect(negotiation.application).toMatchObject({
      guestCount: 3,
      deliverables: {
        posts: 4,
        stories: 2,
        videos: 1,
        compensationType: "accommodation_plus_payment",
        usageRights: "extended",
        usageDurationMonths: 24,
      },
    });
    await ctx.db
      .update(applications)
      .set({ contentDeliverables: "Three reels, free text from before" })
      .where(eq(applications.id, applicationId));
    const older = (await (await host.client.get(`/api/negotiations/${applicationId}`)).json()) as Negotiation;
    expect(older.application.deliverables).toBeNull();
  });

  it("refuses bad figures with a 400 and writes nothing", async () => {
    const c = await cast();
    const bad: [Record<string, unknown>, string][] = [
      [{ additionalNights: -1 }, "additionalNights"],
      [{ usageDurationMonths: 61 }, "usageDurationMonths"],
      [{ usageDurationMonths: 0 }, "usageDurationMonths"],
      [{ posts: 1.5 }, "posts"],
      [{ compensationType: "accommodation_only", paymentAmount: 100 }, "paymentAmount"],
      [{ paymentAmount: -5 }, "paymentAmount"],
      [{ paymentAmount: "12.345" }, "paymentAmount"],
      [{ paymentAmount: "lots" }, "paymentAmount"],
      [{ usageRights: "forever" }, "usageRights"],
    ];
    for (const [extra, field] of bad) {
      const res = await c.creator.client.post(`${c.base}/terms`, terms(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {}), JSON.stringify(extra)).toContain(field);
    }
    // 1e309 is not valid JSON for a finite number: sent raw, it becomes Infinity and is refused.
    const raw = await ctx.app.request(`${c.base}/terms`, {
      method: "POST",
      headers: { cookie: c.creator.client.cookieHeader(), "content-type": "application/json" },
      body: JSON.stringify(terms()).replace('"paymentAmount":150', '"paymentAmount":1e309'),
    });
    expect(raw.status).toBe(400);
    expect(await countTerms(c.applicationId)).toBe(0);
  });

  it("tells both parties live", async () => {
    const c = await cast();
    const open = async (client: TestClient) => {
      const res = await ctx.app.request("/api/realtime", { headers: { cookie: client.cookieHeader() } });
      const stream = readSse(res);
      streams.push(stream);
      await stream.waitFor((events) => events.some((e) => e.event === "ready"));
      return stream;
    };
    const hostStream = await open(c.host.client);
    const strangerStream = await open(c.otherHost.client);
    await propose(c.creator.client, c.base);
    await hostStream.waitFor((events) => events.some((e) => e.event === "negotiation.updated"));
    expect(strangerStream.of("negotiation.updated")).toEqual([]);
  });
});

describe("answering", () => {
  it("refuses answering your own proposal, or one already countered", async () => {
    const c = await cast();
    const first = await propose(c.creator.client, c.base);
    const own = await c.creator.client.post(`${c.base}/answer`, { termsId: first.termsId, status: "accepted" });
    expect(own.status).toBe(409);
    expect((await errorOf(own)).message).toBe(termsMessages.ownProposal);
    await propose(c.host.client, c.base, { posts: 5 });
    const stale = await c.host.client.post(`${c.base}/answer`, { termsId: first.termsId, status: "accepted" });
    expect(stale.status).toBe(409);
  });

  it("refuses an expired proposal by the server's clock, and shows it expired", async () => {
    const c = await cast();
    const { termsId } = await propose(c.creator.client, c.base);
    await ctx.db
      .update(negotiationTerms)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(negotiationTerms.id, termsId));
    const res = await c.host.client.post(`${c.base}/answer`, { termsId, status: "accepted" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(termsMessages.expired);
    const [shown] = ((await (await c.host.client.get(c.base)).json()) as Negotiation).terms;
    expect(shown).toMatchObject({ status: "expired", actions: [] });
    const [app] = await ctx.db.select().from(applications).where(eq(applications.id, c.applicationId));
    expect(app?.status).toBe("accepted");
  });

  it("rejecting leaves the collaboration as it was", async () => {
    const c = await cast();
    const { termsId } = await propose(c.creator.client, c.base);
    const res = await c.host.client.post(`${c.base}/answer`, { termsId, status: "rejected" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { toast: unknown }).toast).toEqual({
      title: "Terms rejected",
      description: "You have rejected the proposed terms.",
    });
    const [collab] = await ctx.db
      .select()
      .from(collaborations)
      .where(eq(collaborations.applicationId, c.applicationId));
    expect(collab?.paymentAmountCents).toBe(0);
  });

  /** The host's counter-proposal that the accept tests answer, and what accepting it must copy. */
  async function counterProposal(c: Awaited<ReturnType<typeof cast>>) {
    await propose(c.creator.client, c.base);
    const { termsId } = await propose(c.host.client, c.base, {
      posts: 3,
      paymentAmount: "200.50",
      additionalNights: 2,
    });
    return termsId;
  }
  const collaborationOf = async (applicationId: string) =>
    (await ctx.db.select().from(collaborations).where(eq(collaborations.applicationId, applicationId)))[0];
  const applicationStatus = async (applicationId: string) =>
    (await ctx.db.select().from(applications).where(eq(applications.id, applicationId)))[0]?.status;

  async function expectContractWithTheTerms(c: Awaited<ReturnType<typeof cast>>) {
    expect(await collaborationOf(c.applicationId)).toMatchObject({
      agreedDeliverables: { posts: 3, stories: 4, videos: 1 },
      paymentAmountCents: 20050,
      totalNights: 2,
    });
    expect(await applicationStatus(c.applicationId)).toBe("contract");
    // A contract is no longer negotiated.
    expect((await c.creator.client.post(`${c.base}/terms`, terms())).status).toBe(409);
  }

  it("accepting copies the terms onto the collaboration and makes the application a contract, once", async () => {
    const c = await cast();
    const termsId = await counterProposal(c);
    const accepted = await c.creator.client.post(`${c.base}/answer`, { termsId, status: "accepted" });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { toast: { title: string } }).toast.title).toBe("Terms accepted");
    await expectContractWithTheTerms(c);
    // Answered once: a second accept and a late reject, even together, change nothing.
    const again = await Promise.all([
      c.creator.client.post(`${c.base}/answer`, { termsId, status: "accepted" }),
      c.creator.client.post(`${c.base}/answer`, { termsId, status: "rejected" }),
    ]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    await expectContractWithTheTerms(c);
  });

  it("an accept and a reject at once: exactly one wins, and the collaboration is what the winner says", async () => {
    const c = await cast();
    const termsId = await counterProposal(c);
    const before = await collaborationOf(c.applicationId);
    const [accept, reject] = await Promise.all([
      c.creator.client.post(`${c.base}/answer`, { termsId, status: "accepted" }),
      c.creator.client.post(`${c.base}/answer`, { termsId, status: "rejected" }),
    ]);
    expect([accept.status, reject.status].sort()).toEqual([200, 409]);
    const acceptWon = accept.status === 200;
    const { toast } = (await (acceptWon ? accept : reject).json()) as { toast: { title: string } };
    // Which one wins is the scheduler's choice; both outcomes are checked in full.
    if (acceptWon) {
      expect(toast.title).toBe("Terms accepted");
      await expectContractWithTheTerms(c);
    } else {
      expect(toast.title).toBe("Terms rejected");
      expect(await collaborationOf(c.applicationId)).toEqual(before);
      expect(await applicationStatus(c.applicationId)).toBe("accepted");
      expect((await c.creator.client.post(`${c.base}/terms`, terms())).status).toBe(201);
    }
  });

  it("two accepts at once: one wins, the other gets 409", async () => {
    const c = await cast();
    const { termsId } = await propose(c.host.client, c.base);
    const answers = await Promise.all([
      c.creator.client.post(`${c.base}/answer`, { termsId, status: "accepted" }),
      c.creator.client.post(`${c.base}/answer`, { termsId, status: "accepted" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [app] = await ctx.db.select().from(applications).where(eq(applications.id, c.applicationId));
    expect(app?.status).toBe("contract");
  });

  it("answers 404 for terms of another negotiation", async () => {
    const c = await cast();
    const d = await cast();
    const { termsId } = await propose(d.creator.client, d.base);
    const res = await c.host.client.post(`${c.base}/answer`, { termsId, status: "accepted" });
    expect(res.status).toBe(404);
  });
});
