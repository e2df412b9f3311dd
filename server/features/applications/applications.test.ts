import { type Application, applicationMessages } from "@domain/applications.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, collaborations, conversations, creatorProfiles, listings } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type One = { application: Application; message?: string };
type Page = { items: Application[]; total: number };

const body = (listingId: string, extra: Record<string, unknown> = {}) => ({
  listingId,
  message: "I'd love to film a sunrise reel from your terrace.",
  ...extra,
});

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

/** The five parties of the authorization matrix around one listing. */
async function cast() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const otherCreator = await ctx.userClient("creator", "Oscar Other");
  const otherHost = await ctx.userClient("host", "Hugo Host");
  const listing = await insertListing(ctx.db, host.id);
  return { host, creator, otherCreator, otherHost, anon: ctx.client(), listing };
}

async function applied(c: Awaited<ReturnType<typeof cast>>, extra: Record<string, unknown> = {}) {
  const res = await c.creator.client.post("/api/applications", body(c.listing.id, extra));
  expect(res.status).toBe(201);
  return (await res.json()) as One;
}

describe("applying", () => {
  it("creates a pending application with the spec's defaults and says who got it", async () => {
    const c = await cast();
    const { application, message } = await applied(c);
    expect(message).toBe(`Your application for "${c.listing.title}" has been sent to Sofia Host`);
    expect(application).toMatchObject({
      status: "pending",
      guestCount: 1,
      deliverables: {
        posts: 5,
        stories: 10,
        videos: 2,
        compensation_type: "accommodation_only",
        usage_rights: "limited",
        usage_duration_months: 12,
      },
      listing: { id: c.listing.id, title: c.listing.title, location: "Positano, Italy" },
      host: { id: c.host.id, name: "Sofia Host" },
      creator: { id: c.creator.id, name: "Cora Creator" },
      conversationId: null,
      collaborationId: null,
    });
  });

  it("refuses visitors and hosts with the spec's messages", async () => {
    const c = await cast();
    const anon = await c.anon.post("/api/applications", body(c.listing.id));
    expect(anon.status).toBe(401);
    expect((await errorOf(anon)).message).toBe(applicationMessages.loginRequired);
    for (const host of [c.host, c.otherHost]) {
      const res = await host.client.post("/api/applications", body(c.listing.id));
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe(applicationMessages.creatorsOnly);
    }
    expect(await ctx.db.select().from(applications).where(eq(applications.listingId, c.listing.id))).toEqual([]);
  });

  it("answers each bad input with a 4xx and its message, writing nothing", async () => {
    const c = await cast();
    const cases: [Record<string, unknown>, string][] = [
      [{ guestCount: 11 }, applicationMessages.guests],
      [{ guestCount: 0 }, applicationMessages.guests],
      [{ deliverables: { posts: 51 } }, applicationMessages.posts],
      [{ deliverables: { stories: 101 } }, applicationMessages.stories],
      [{ deliverables: { videos: 21 } }, applicationMessages.videos],
      [{ deliverables: { usage_duration_months: 0 } }, applicationMessages.duration],
      [{ deliverables: { usage_duration_months: 61 } }, applicationMessages.duration],
      [{ message: "   " }, applicationMessages.messageRequired],
      [{ listingId: "nope" }, applicationMessages.invalidListing],
    ];
    for (const [extra, message] of cases) {
      const res = await c.creator.client.post("/api/applications", body(c.listing.id, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    const missing = await c.creator.client.post("/api/applications", body(crypto.randomUUID()));
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(applicationMessages.invalidListing);
    // Empty duration means 12.
    const { application } = await applied(c, { deliverables: { usage_duration_months: null } });
    expect(application.deliverables).toMatchObject({ usage_duration_months: 12 });
    expect(await ctx.db.select().from(applications).where(eq(applications.listingId, c.listing.id))).toHaveLength(1);
  });

  it("refuses a second application, a paused or archived listing, and one below the follower minimum", async () => {
    const c = await cast();
    await applied(c);
    const twice = await c.creator.client.post("/api/applications", body(c.listing.id));
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(applicationMessages.alreadyApplied);

    for (const status of ["paused", "archived"] as const) {
      const listing = await insertListing(ctx.db, c.host.id, status);
      const res = await c.creator.client.post("/api/applications", body(listing.id));
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe(applicationMessages.listingNotOpen);
    }

    const picky = await insertListing(ctx.db, c.host.id);
    await ctx.db.update(listings).set({ minFollowerCount: 10_000 }).where(eq(listings.id, picky.id));
    const below = await c.otherCreator.client.post("/api/applications", body(picky.id));
    expect(below.status).toBe(403);
    expect((await errorOf(below)).message).toBe(applicationMessages.followerRequirementNotMet);
    await ctx.db
      .insert(creatorProfiles)
      .values({ id: c.otherCreator.id, followerCount: 10_000 })
      .onConflictDoUpdate({ target: creatorProfiles.id, set: { followerCount: 10_000 } });
    expect((await c.otherCreator.client.post("/api/applications", body(picky.id))).status).toBe(201);
  });

  it("refuses applying to your own listing", async () => {
    const c = await cast();
    // A creator who owns a listing (legacy data): the rule holds whatever the role.
    const own = await insertListing(ctx.db, c.creator.id);
    const res = await c.creator.client.post("/api/applications", body(own.id));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(applicationMessages.ownListing);
  });

  it("makes exactly one row from two concurrent applications", async () => {
    const c = await cast();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => c.creator.client.post("/api/applications", body(c.listing.id))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await ctx.db.select().from(applications).where(eq(applications.listingId, c.listing.id))).toHaveLength(1);
  });
});

describe("reading applications", () => {
  it("shows each party only their own: the creator theirs, the host those on their listings", async () => {
    const c = await cast();
    const { application } = await applied(c);
    const ids = async (client: typeof c.anon) =>
      ((await (await client.get("/api/applications")).json()) as Page).items.map((a) => a.id);
    expect((await c.anon.get("/api/applications")).status).toBe(401);
    expect(await ids(c.creator.client)).toEqual([application.id]);
    expect(await ids(c.host.client)).toEqual([application.id]);
    expect(await ids(c.otherCreator.client)).toEqual([]);
    expect(await ids(c.otherHost.client)).toEqual([]);

    const url = `/api/applications/${application.id}`;
    expect((await c.anon.get(url)).status).toBe(401);
    expect((await c.creator.client.get(url)).status).toBe(200);
    expect((await c.host.client.get(url)).status).toBe(200);
    expect((await c.otherCreator.client.get(url)).status).toBe(404);
    expect((await c.otherHost.client.get(url)).status).toBe(404);
    expect((await c.host.client.get("/api/applications/not-a-uuid")).status).toBe(404);
  });

  it("shows the host the creator's follower counts beside the whole offer (issue 35 part 4)", async () => {
    const c = await cast();
    const counts = { followerCount: 12_500, instagramFollowers: 10_000, tiktokFollowers: 2_500, youtubeFollowers: 0 };
    await ctx.db
      .insert(creatorProfiles)
      .values({ id: c.creator.id, ...counts })
      .onConflictDoUpdate({ target: creatorProfiles.id, set: counts });
    await applied(c, {
      guestCount: 2,
      deliverables: { posts: 1, stories: 2, videos: 3, compensation_type: "payment_only", usage_rights: "exclusive" },
    });
    const [item] = ((await (await c.host.client.get("/api/applications")).json()) as Page).items;
    expect(item?.creatorFollowers).toEqual({ total: 12_500, instagram: 10_000, tiktok: 2_500, youtube: 0 });
    expect(item?.guestCount).toBe(2);
    expect(item?.deliverables).toMatchObject({
      compensation_type: "payment_only",
      usage_rights: "exclusive",
      usage_duration_months: 12,
    });
  });

  it("lets the host filter by listing and status, newest first, and rejects a bad filter", async () => {
    const c = await cast();
    const second = await insertListing(ctx.db, c.host.id);
    const a1 = (await applied(c)).application;
    const a2 = ((await (await c.otherCreator.client.post("/api/applications", body(second.id))).json()) as One)
      .application;
    const page = (await (await c.host.client.get("/api/applications")).json()) as Page;
    expect(page.items.map((a) => a.id)).toEqual([a2.id, a1.id]);
    expect(page.total).toBe(2);
    // Pages of one: each page brings its row and the total of all; a page past the end is empty but still counts.
    const paged = async (n: number) =>
      (await (await c.host.client.get(`/api/applications?page=${n}&pageSize=1`)).json()) as Page;
    expect(await paged(2)).toMatchObject({ items: [{ id: a1.id }], total: 2 });
    expect(await paged(3)).toMatchObject({ items: [], total: 2 });
    const byListing = (await (await c.host.client.get(`/api/applications?listingId=${second.id}`)).json()) as Page;
    expect(byListing.items.map((a) => a.id)).toEqual([a2.id]);
    await c.host.client.patch(`/api/applications/${a1.id}`, { status: "rejected" });
    const rejected = (await (await c.host.client.get("/api/applications?status=rejected")).json()) as Page;
    expect(rejected.items.map((a) => a.id)).toEqual([a1.id]);
    expect((await c.host.client.get("/api/applications?status=bogus")).status).toBe(400);
  });

  it("tells the creator on the listing page that they applied, and nobody else", async () => {
    const c = await cast();
    const url = `/api/applications/for-listing/${c.listing.id}`;
    expect(await (await c.creator.client.get(url)).json()).toEqual({ application: null, followerRequirementMet: true });
    const { application } = await applied(c);
    expect(await (await c.creator.client.get(url)).json()).toEqual({
      application: { id: application.id, status: "pending", placeholder: false },
      followerRequirementMet: true,
    });
    expect(await (await c.otherCreator.client.get(url)).json()).toEqual({
      application: null,
      followerRequirementMet: true,
    });
    expect(await (await c.host.client.get(url)).json()).toEqual({ application: null, followerRequirementMet: false });
    // Below the listing's general minimum: not met (the apply route refuses it too).
    await ctx.db.update(listings).set({ minFollowerCount: 1000 }).where(eq(listings.id, c.listing.id));
    expect(await (await c.otherCreator.client.get(url)).json()).toEqual({
      application: null,
      followerRequirementMet: false,
    });
    expect((await c.anon.get(url)).status).toBe(401);
  });
});

describe("deciding", () => {
  it("accepting makes the collaboration and the conversation in one step; the count is real", async () => {
    const c = await cast();
    const { application } = await applied(c, { guestCount: 2, deliverables: { posts: 3, stories: 4, videos: 1 } });
    const res = await c.host.client.patch(`/api/applications/${application.id}`, { status: "accepted" });
    expect(res.status).toBe(200);
    const accepted = ((await res.json()) as One).application;
    expect(accepted.status).toBe("accepted");
    expect(accepted.conversationId).toEqual(expect.any(String));
    expect(accepted.collaborationId).toEqual(expect.any(String));
    const [collab] = await ctx.db.select().from(collaborations).where(eq(collaborations.applicationId, application.id));
    expect(collab).toMatchObject({
      status: "active",
      paymentStatus: "pending",
      listingId: c.listing.id,
      hostId: c.host.id,
      creatorId: c.creator.id,
      agreedDeliverables: expect.objectContaining({ posts: 3, stories: 4, videos: 1 }),
    });
    const [conversation] = await ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.applicationId, application.id));
    expect(conversation).toMatchObject({ hostId: c.host.id, creatorId: c.creator.id });
    const mine = (await (await c.host.client.get("/api/listings/mine")).json()) as {
      listings: { id: string; applicationCount: number }[];
    };
    expect(mine.listings.find((l) => l.id === c.listing.id)?.applicationCount).toBe(1);
  });

  it("two hosts' tabs clicking Accept at once: exactly one collaboration, the other a 409", async () => {
    const c = await cast();
    const { application } = await applied(c);
    const url = `/api/applications/${application.id}`;
    const results = await Promise.all([
      c.host.client.patch(url, { status: "accepted" }),
      c.host.client.patch(url, { status: "accepted" }),
      c.host.client.patch(url, { status: "accepted" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await ctx.db.select().from(collaborations).where(eq(collaborations.applicationId, application.id));
    expect(rows).toHaveLength(1);
  });

  it("the authorization matrix of a decision, and the illegal moves", async () => {
    const c = await cast();
    const { application } = await applied(c);
    const url = `/api/applications/${application.id}`;
    expect((await c.anon.patch(url, { status: "accepted" })).status).toBe(401);
    expect((await c.otherHost.client.patch(url, { status: "accepted" })).status).toBe(404);
    expect((await c.otherCreator.client.patch(url, { status: "withdrawn" })).status).toBe(404);
    const own = await c.creator.client.patch(url, { status: "accepted" });
    expect(own.status).toBe(409);
    expect((await errorOf(own)).message).toBe("Only the listing's host can accept or reject an application.");
    expect((await c.host.client.patch(url, { status: "withdrawn" })).status).toBe(409);
    expect((await c.host.client.patch(url, { status: "pending" })).status).toBe(400);
    expect((await c.host.client.patch(url, { status: "rejected" })).status).toBe(200);
    const again = await c.host.client.patch(url, { status: "accepted" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This application is already rejected and can no longer be accepted.");
    expect(await ctx.db.select().from(collaborations).where(eq(collaborations.applicationId, application.id))).toEqual(
      [],
    );
    // Rejected is final for this listing.
    const reapply = await c.creator.client.post("/api/applications", body(c.listing.id));
    expect(reapply.status).toBe(409);
    expect((await errorOf(reapply)).message).toBe(applicationMessages.rejectedBefore);
  });

  it("the creator withdraws a pending application and may then apply again; withdrawn is not counted", async () => {
    const c = await cast();
    const { application } = await applied(c);
    const res = await c.creator.client.patch(`/api/applications/${application.id}`, { status: "withdrawn" });
    expect(res.status).toBe(200);
    const count = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from applications where listing_id = ${c.listing.id}`,
    );
    expect(Number(count.rows[0]?.n)).toBe(1);
    const detail = (await (await c.creator.client.get(`/api/listings/${c.listing.id}`)).json()) as {
      listing: { stats: { applicationCount: number } };
    };
    expect(detail.listing.stats.applicationCount).toBe(0);
    expect((await c.creator.client.post("/api/applications", body(c.listing.id))).status).toBe(201);
  });
});
