import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collaborations, idempotencyKeys } from "../../db/schema/index.ts";
import { sweepIdempotencyKeys } from "../../lib/idempotency-keys.ts";
import { operationId } from "../../lib/operation-id.ts";
import { operationKey } from "../../test/contract-samples.ts";
import { matrixReview, matrixTerms, operationsOf, type Person } from "../../test/contract-world.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { recordWholeStay } from "../../test/stay-fixtures.ts";

/**
 * `Idempotency-Key` on every create that declares `idempotent: true` (decision 0055): ten identical requests at once
 * with one key make one row and get one answer; the key with another body is a 422; another account's request with
 * the same key is its own. Generated over the API document, so a new idempotent route fails here until it has a case.
 */

let ctx: TestContext;
let cast: Record<"host" | "creator" | "otherHost" | "otherCreator", Person>;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = {
    host: await ctx.userClient("host", "Hanna Host"),
    creator: await ctx.userClient("creator", "Cora Creator"),
    otherHost: await ctx.userClient("host", "Hugo Other"),
    otherCreator: await ctx.userClient("creator", "Carl Other"),
  };
});
afterAll(async () => ctx?.close());

/** One create, ready to succeed: who sends it where, two different bodies, another account, and its rows. */
type Case = {
  sender: Person;
  other: Person;
  path: string;
  body: object;
  otherBody: object;
  rows: () => Promise<number>;
};

const count = async (query: ReturnType<typeof sql>) =>
  Number((await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from (${query}) q`)).rows[0]?.n);

async function ok(res: Response) {
  if (res.status >= 300) throw new Error(`fixture: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function acceptedApplication() {
  const listing = await insertListing(ctx.db, cast.host.id);
  const applied = await ok(
    await cast.creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" }),
  );
  const applicationId = (applied.application as { id: string }).id;
  await ok(await cast.host.client.patch(`/api/applications/${applicationId}`, { status: "accepted" }));
  const [row] = await ctx.db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(eq(collaborations.applicationId, applicationId));
  if (!row) throw new Error("fixture: no collaboration");
  return { applicationId, collaborationId: row.id };
}

const cases: Record<string, () => Promise<Case>> = {
  "POST /api/payments": async () => {
    const { collaborationId } = await acceptedApplication();
    return {
      sender: cast.creator,
      other: cast.host,
      path: "/api/payments",
      body: { collaborationId, amount: "120.50", description: "Extra reel" },
      otherBody: { collaborationId, amount: "99.00", description: "Extra reel" },
      rows: () => count(sql`select 1 from payments where collaboration_id = ${collaborationId}`),
    };
  },
  "POST /api/applications": async () => {
    const listing = await insertListing(ctx.db, cast.host.id);
    return {
      sender: cast.creator,
      other: cast.otherCreator,
      path: "/api/applications",
      body: { listingId: listing.id, message: "Let me film it" },
      otherBody: { listingId: listing.id, message: "Another pitch" },
      rows: () => count(sql`select 1 from applications where listing_id = ${listing.id}`),
    };
  },
  "POST /api/negotiations/:applicationId/terms": async () => {
    const { applicationId } = await acceptedApplication();
    return {
      sender: cast.creator,
      other: cast.host,
      path: `/api/negotiations/${applicationId}/terms`,
      body: matrixTerms,
      otherBody: { ...matrixTerms, posts: 5 },
      rows: () =>
        count(sql`select 1 from negotiation_terms t join conversations c on c.id = t.conversation_id
                   where c.application_id = ${applicationId}`),
    };
  },
  "POST /api/invitations": async () => {
    const listing = await insertListing(ctx.db, cast.host.id);
    return {
      sender: cast.host,
      other: cast.otherHost,
      path: "/api/invitations",
      body: { creatorId: cast.creator.id, listingId: listing.id, message: "Come and stay" },
      otherBody: { creatorId: cast.creator.id, listingId: listing.id, message: "Another note" },
      rows: () => count(sql`select 1 from host_invitations where listing_id = ${listing.id}`),
    };
  },
  "POST /api/collaborations/:id/disputes": async () => {
    const { collaborationId } = await acceptedApplication();
    const body = { category: "stay_not_provided", description: "The door code did not work and nobody answered." };
    return {
      sender: cast.creator,
      other: cast.host,
      path: `/api/collaborations/${collaborationId}/disputes`,
      body,
      otherBody: { ...body, description: "Another account of the same evening." },
      rows: () => count(sql`select 1 from disputes where collaboration_id = ${collaborationId}`),
    };
  },
  "POST /api/reviews/collaborations/:collaborationId": async () => {
    const { collaborationId } = await acceptedApplication();
    await recordWholeStay(cast.host.client, collaborationId);
    await ok(await cast.host.client.patch(`/api/collaborations/${collaborationId}`, { status: "completed" }));
    return {
      sender: cast.host,
      other: cast.creator,
      path: `/api/reviews/collaborations/${collaborationId}`,
      body: matrixReview("host"),
      otherBody: { ...matrixReview("host"), rating: 3 },
      rows: () => count(sql`select 1 from reviews where collaboration_id = ${collaborationId}`),
    };
  },
};

const idempotent = () => operationsOf(ctx).filter((operation) => operation.contract.idempotent);
const keyed = (key: string) => ({ "Idempotency-Key": key });

describe("Idempotency-Key on creates", () => {
  it("is declared by every create the issue names, and each has a case here", () => {
    const keys = idempotent().map(operationKey);
    expect(keys).toEqual(expect.arrayContaining(Object.keys(cases)));
    expect(
      keys.filter((key) => !cases[key]),
      "idempotent operations without a case in this file",
    ).toEqual([]);
  });

  it("makes one row of ten identical requests at once, answers all ten alike, refuses the key with another body (422) and never replays to another account", async () => {
    for (const operation of idempotent()) {
      const name = operationKey(operation);
      const c = await (cases[name] as () => Promise<Case>)();
      const key = crypto.randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => c.sender.client.post(c.path, c.body, keyed(key))),
      );
      const texts = await Promise.all(answers.map((res) => res.text()));
      expect(
        answers.map((res) => res.status),
        name,
      ).toEqual(Array(10).fill(201));
      expect(new Set(texts).size, `${name}: one answer for all`).toBe(1);
      expect(
        answers.filter((res) => res.headers.get("idempotent-replayed") === "true"),
        name,
      ).toHaveLength(9);
      expect(await c.rows(), `${name}: one row`).toBe(1);
      const stored = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      // Scoped by the operation's id in the API document, and to the sender.
      expect(
        stored.map((row) => [row.userId, row.operation, row.status]),
        name,
      ).toEqual([[c.sender.id, operationId(operation.method, operation.path), "done"]]);

      const replay = await c.sender.client.post(c.path, c.body, keyed(key));
      expect([replay.status, await replay.text()], `${name}: a later retry`).toEqual([201, texts[0]]);
      expect(replay.headers.get("cache-control"), name).toBe("no-store");

      const reused = await c.sender.client.post(c.path, c.otherBody, keyed(key));
      expect(reused.status, name).toBe(422);
      expect(((await reused.json()) as { error: { code: string } }).error.code).toBe("idempotency_key_reused");
      expect(await c.rows(), `${name}: nothing more after the 422`).toBe(1);

      const foreign = await c.other.client.post(c.path, c.body, keyed(key));
      expect(foreign.headers.get("idempotent-replayed"), `${name}: another account`).toBeNull();
      expect(await foreign.text(), `${name}: another account's own answer`).not.toBe(texts[0]);
    }
  });

  it("behaves as before without a key, and refuses a malformed key with 400 before anything is written", async () => {
    const c = await (cases["POST /api/payments"] as () => Promise<Case>)();
    expect((await c.sender.client.post(c.path, c.body)).status).toBe(201);
    expect((await c.sender.client.post(c.path, c.body)).status).toBe(201);
    expect(await c.rows()).toBe(2);
    for (const bad of ["", "x".repeat(256), "with space", "naïve"]) {
      const res = await c.sender.client.post(c.path, c.body, keyed(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
        "Idempotency-Key",
      );
    }
    expect(await c.rows()).toBe(2);
  });

  it("frees the key after a refusal (a retry runs again) and forgets it after 24 hours", async () => {
    const c = await (cases["POST /api/payments"] as () => Promise<Case>)();
    const { collaborationId } = c.body as { collaborationId: string };
    await ok(await c.sender.client.patch(`/api/collaborations/${collaborationId}`, { status: "paused" }));
    const key = crypto.randomUUID();
    expect((await c.sender.client.post(c.path, c.body, keyed(key))).status).toBe(409);
    await ok(await c.sender.client.patch(`/api/collaborations/${collaborationId}`, { status: "active" }));
    expect((await c.sender.client.post(c.path, c.body, keyed(key))).status).toBe(201);
    expect(await c.rows()).toBe(1);

    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const fresh = await c.sender.client.post(c.path, c.otherBody, keyed(key));
    expect([fresh.status, fresh.headers.get("idempotent-replayed")]).toEqual([201, null]);
    expect(await c.rows()).toBe(2);

    // The sweep for the timers tick removes every expired key and nothing else.
    const kept = await ctx.db.select().from(idempotencyKeys);
    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    expect(await sweepIdempotencyKeys(ctx.db)).toBe(1);
    expect(await ctx.db.select().from(idempotencyKeys)).toHaveLength(kept.length - 1);
  });
});
