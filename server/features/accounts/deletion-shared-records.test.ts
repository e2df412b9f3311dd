import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRealtimeHub } from "../../realtime/hub.ts";
import { answerText, createWorld, matrixTerms, operationsOf, pathFor, type World } from "../../test/contract-world.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { buildExport } from "../data-export/service.ts";
import { zipEntries } from "../deliverables/test-helpers.ts";

/**
 * Account deletion keeps the other party's records (issue 40 part 5, decision 0063): on the contract suites' world
 * (host A and creator A share collaborations in every state), one party deletes their account and the other keeps
 * contracts, payments, approved content (byte for byte), the deleted person's review of them and their messages,
 * all naming "Deleted user"; running collaborations are cancelled; no read route answers 5xx.
 */
let ctx: TestContext;
afterAll(async () => ctx?.close());
beforeAll(async () => {
  ctx = await createTestContext({ calendarFetchAllowPrivate: true });
});

type Person = World["people"]["hostA"];
type Party = { id: string | null; name: string; avatarUrl: string | null };
type Collab = { id: string; status: string; host: Party; creator: Party; cancellation: { reason: string } | null };
type Deliverable = { id: string; status: string; downloadUrl: string | null; fileUrl: string | null };
/** The host downloads the original; the creator opens their own file. */
const urlOf = (d: Deliverable | undefined) => d?.downloadUrl ?? d?.fileUrl ?? null;

const deletedUser = { id: null, name: "Deleted user", avatarUrl: null };

async function json<T>(who: Person, path: string): Promise<T> {
  const res = await who.client.get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function bytesOf(who: Person, url: string): Promise<Buffer> {
  const res = url.startsWith("/") ? await who.client.get(url) : await fetch(url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** What the party who stays sees before the other deletes: the approved file's bytes, the collaborations. */
async function seenBefore(world: World, stays: Person) {
  const { acceptedApplicationId } = world.objects;
  const ws = await json<{ deliverables: Deliverable[] }>(stays, `/api/workspaces/${acceptedApplicationId}`);
  const approved = ws.deliverables.find((d) => d.status === "approved");
  const url = urlOf(approved);
  if (!approved || !url) throw new Error("no approved deliverable with a file");
  // The approved-content ZIP is the host's (the creator has their own files).
  const zip =
    stays === world.people.hostA ? await bytesOf(stays, `/api/workspaces/${acceptedApplicationId}/approved.zip`) : null;
  return {
    approvedId: approved.id,
    approvedBytes: await bytesOf(stays, url),
    zipNames: zip ? [...(await zipEntries(zip)).keys()] : null,
  };
}

/** Every GET route of the API, as the party who stays, on the world's objects: none answers 5xx. */
async function noServerErrors(world: World, who: Person, actor: "hostA" | "creatorA") {
  const failures: string[] = [];
  for (const op of operationsOf(ctx)) {
    if (op.method !== "get") continue;
    const path = pathFor(op, world, actor);
    const res = await who.client.get(path);
    const text = await answerText(res);
    if (res.status >= 500) failures.push(`${res.status} GET ${path}`);
    // A null party still matches the schema the route declares (as the authorization matrix checks).
    const declared = op.contract.responses[res.status]?.schema;
    if (declared && (res.headers.get("content-type") ?? "").includes("json")) {
      const checked = declared.safeParse(JSON.parse(text));
      if (!checked.success) failures.push(`GET ${path}: ${JSON.stringify(checked.error.issues[0])}`);
    }
  }
  expect(failures).toEqual([]);
}

/** The checks both directions share: contracts, workspace, ZIP, payments, reviews, messages, export. */
async function keepsShared(world: World, stays: Person, seen: Awaited<ReturnType<typeof seenBefore>>) {
  const { objects } = world;
  const stayingIsHost = stays === world.people.hostA;
  const gone = (c: Collab) => (stayingIsHost ? c.creator : c.host);

  // Contracts: every collaboration stays; the running ones are cancelled ("Account deleted"), the ended ones not.
  const { items } = await json<{ items: Collab[] }>(stays, "/api/collaborations");
  const byId = new Map(items.map((c) => [c.id, c]));
  for (const id of [objects.collaborationId, objects.completedCollaborationId, objects.upcomingStayId]) {
    const c = byId.get(id);
    expect(c, id).toBeDefined();
    expect(gone(c as Collab)).toEqual(deletedUser);
  }
  expect(byId.get(objects.collaborationId)).toMatchObject({
    status: "cancelled",
    cancellation: { reason: "Account deleted", by: stayingIsHost ? "creator" : "host" },
  });
  expect(byId.get(objects.arrivedStayId)?.status).toBe("cancelled");
  expect(byId.get(objects.completedCollaborationId)?.status).toBe("completed");
  const contract = await json<{ collaboration: Collab; terms: unknown }>(
    stays,
    `/api/collaborations/${objects.completedCollaborationId}`,
  );
  expect(gone(contract.collaboration)).toEqual(deletedUser);
  // The other party is told why their running collaborations ended.
  const { rows: told } = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from notifications
     where user_id = ${stays.id} and type = 'collaboration.cancelled' and subject_id = ${objects.collaborationId}
       and body like '%deleted their account%'`);
  expect(told[0]?.n).toBe(1);

  // The workspace opens read-only with the approved content; its file and the ZIP are the same bytes as before.
  const ws = await json<{ deliverables: Deliverable[]; partner: Party }>(
    stays,
    `/api/workspaces/${objects.acceptedApplicationId}`,
  );
  expect(ws.partner).toEqual(deletedUser);
  const approved = ws.deliverables.find((d) => d.id === seen.approvedId);
  expect(urlOf(approved)).toBeTruthy();
  expect((await bytesOf(stays, urlOf(approved) as string)).equals(seen.approvedBytes)).toBe(true);
  if (seen.zipNames) {
    const zip = await bytesOf(stays, `/api/workspaces/${objects.acceptedApplicationId}/approved.zip`);
    expect([...(await zipEntries(zip)).keys()]).toEqual(seen.zipNames);
  }

  // Payments stay (the one asked for by creator A is cancelled with the collaboration, not deleted).
  const payments = await json<unknown>(stays, "/api/payments");
  expect(JSON.stringify(payments)).toContain(objects.paymentId);

  // The negotiation is over: the open terms expired with the deletion, new terms and answers are refused (409).
  const { rows: open } = await ctx.db.execute<{ status: string }>(
    sql`select status from negotiation_terms where id = ${objects.openTermsId}`,
  );
  expect(open[0]?.status).toBe("expired");
  const propose = await stays.client.post(`/api/negotiations/${objects.acceptedApplicationId}/terms`, matrixTerms);
  expect(propose.status).toBe(409);
  const answer = await stays.client.post(`/api/negotiations/${objects.acceptedApplicationId}/answer`, {
    termsId: objects.openTermsId,
    status: "accepted",
  });
  expect(answer.status).toBe(409);

  // The conversation stays, the other side "Deleted user".
  const thread = await json<{ conversation: { other: unknown } }>(
    stays,
    `/api/conversations/${objects.conversationId}`,
  );
  expect(thread.conversation.other).toBeNull();

  // The data export of the one who stays still builds, and names nothing of the deleted account.
  const started = await stays.client.post("/api/accounts/data-export");
  expect(started.status).toBe(202);
  const { export: running } = (await started.json()) as { export: { id: string } };
  const { services } = ctx;
  await buildExport(
    {
      db: ctx.db,
      storage: services.storage,
      jobs: services.jobs,
      logger: services.logger,
      realtime: createRealtimeHub({ db: ctx.db, logger: services.logger }),
      mailer: services.mailer,
      publicUrl: ctx.config.publicUrl,
    },
    running.id,
  );
  const ready = await json<{ export: { status: string; downloadUrl: string } }>(stays, "/api/accounts/data-export");
  expect(ready.export.status).toBe("ready");
  const exported = await zipEntries(await bytesOf(stays, ready.export.downloadUrl));
  const data = exported.get("data.json")?.toString("utf8") ?? "";
  expect(data).toContain("Deleted user");
}

// The sweep of every read route is ~100 requests: more than the default 30 s on a busy machine.
const sweep = { timeout: 90_000 };

describe("a creator deletes their account (issue 40 part 5)", () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld(ctx);
  });
  it("host A keeps contracts, payments, approved content and the creator's review", sweep, async () => {
    const { hostA, creatorA } = world.people;
    const seen = await seenBefore(world, hostA);
    const unapproved = world.objects.deliverableId;
    const { rows: files } = await ctx.db.execute<{ key: string }>(
      sql`select storage_key as key from collaboration_deliverables where id = ${unapproved}`,
    );

    expect((await creatorA.client.delete("/api/accounts/me")).status).toBe(204);

    await keepsShared(world, hostA, seen);
    // The unapproved deliverable went with its file (no rights were granted on it); the approved one's key no
    // longer names the creator.
    const left = await ctx.db.execute<{ id: string; storage_key: string }>(
      sql`select id, storage_key from collaboration_deliverables where id in (${unapproved}, ${seen.approvedId})`,
    );
    expect(left.rows.map((r) => r.id)).toEqual([seen.approvedId]);
    expect(left.rows[0]?.storage_key).not.toContain(creatorA.id);
    expect(await ctx.services.storage.get(files[0]?.key as string)).toBeNull();
    // The creator's review of host A stays published, from "Deleted user"; host A's review of them went.
    const reviews = await json<{ items: { id: string; reviewer: Party }[] }>(hostA, `/api/reviews/users/${hostA.id}`);
    expect(reviews.items.find((r) => r.id === world.objects.reviewOfHostA)?.reviewer).toEqual(deletedUser);
    const { rows: aboutThem } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reviews where reviewee_id is null or reviewer_id is null and reviewer_role = 'host'`,
    );
    expect(aboutThem[0]?.n).toBe(0);
    // Nobody left to review: the state says so and a review is refused (409), nothing written.
    const state = await json<{ status: string }>(
      hostA,
      `/api/reviews/collaborations/${world.objects.completedCollaborationId}`,
    );
    expect(state.status).toBe("closed");
    const review = await hostA.client.post(`/api/reviews/collaborations/${world.objects.completedCollaborationId}`, {
      rating: 5,
      subRatings: { communication: 5, contentQuality: 5, professionalism: 5 },
      text: "Great collaboration with lovely content.",
    });
    expect(review.status).toBeGreaterThanOrEqual(400);
    expect(review.status).toBeLessThan(500);

    await noServerErrors(world, hostA, "hostA");
    // The operator's pages about the one who stays read the kept rows too.
    for (const path of [`/api/operator/users/${hostA.id}`, "/api/operator/overview", "/api/operator/listings"]) {
      expect((await world.people.operator.client.get(path)).status, path).toBe(200);
    }
  });
});

describe("a host deletes their account (issue 40 part 5)", () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld(ctx);
  });
  it("creator A keeps the same; the listing is archived and private", sweep, async () => {
    const { hostA, creatorA, creatorB } = world.people;
    const seen = await seenBefore(world, creatorA);

    expect((await hostA.client.delete("/api/accounts/me")).status).toBe(204);

    await keepsShared(world, creatorA, seen);
    // The host's review of creator A stays on creator A's profile, from "Deleted user".
    const reviews = await json<{ items: { id: string; reviewer: Party }[] }>(
      creatorA,
      `/api/reviews/users/${creatorA.id}`,
    );
    expect(reviews.items.find((r) => r.id === world.objects.creatorA.reviewId)?.reviewer).toEqual(deletedUser);
    // The listing the contracts rest on is kept archived without host, images or feed, and nobody can open it.
    const { rows } = await ctx.db.execute<{ host_id: string | null; status: string; images: number }>(sql`
      select l.host_id, l.status, (select count(*)::int from listing_images i where i.listing_id = l.id) as images
        from listings l join collaborations c on c.listing_id = l.id where c.id = ${world.objects.collaborationId}`);
    expect(rows[0]).toEqual({ host_id: null, status: "archived", images: 0 });
    const { rows: listing } = await ctx.db.execute<{ id: string }>(
      sql`select listing_id as id from collaborations where id = ${world.objects.collaborationId}`,
    );
    expect((await creatorB.client.get(`/api/listings/${listing[0]?.id}`)).status).toBe(404);
    // The operator console still shows it (no host: "Deleted user"), without a 5xx.
    const { operator } = world.people;
    for (const path of [
      `/api/operator/listings/${listing[0]?.id}`,
      "/api/operator/listings",
      "/api/operator/overview",
    ]) {
      expect((await operator.client.get(path)).status, path).toBeLessThan(500);
    }

    await noServerErrors(world, creatorA, "creatorA");
  });
});
