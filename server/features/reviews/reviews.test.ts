import type { NotificationList } from "@domain/notifications.ts";
import { type Figures, type ReviewState, reviewMessages } from "@domain/reviews.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, collaborationDeliverables, collaborations } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { readSse } from "../../test/sse.ts";
import { recordWholeStay } from "../../test/stay-fixtures.ts";
import { closeReviewWindows } from "./windows.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const hostReview = {
  rating: 5,
  subRatings: { contentQuality: 5, communication: 4, professionalism: 5, onTime: 5 },
  text: "Wonderful photos, delivered early.",
};
const creatorReview = {
  rating: 4,
  subRatings: { accuracyOfListing: 4, hospitality: 5, communication: 4 },
  text: "Lovely stay, the room was as described.",
};

/** A host and a creator with a collaboration, completed unless `complete` is false; plus strangers. */
async function cast(complete = true) {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const otherHost = await ctx.userClient("host", "Hugo Host");
  const otherCreator = await ctx.userClient("creator", "Oscar Other");
  const listing = await insertListing(ctx.db, host.id);
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  expect((await host.client.patch(`/api/applications/${applicationId}`, { status: "accepted" })).status).toBe(200);
  const [row] = await ctx.db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(eq(collaborations.applicationId, applicationId));
  if (!row) throw new Error("no collaboration");
  if (complete) {
    await recordWholeStay(host.client, row.id);
    expect((await host.client.patch(`/api/collaborations/${row.id}`, { status: "completed" })).status).toBe(200);
  }
  return { host, creator, otherHost, otherCreator, anon: ctx.client(), id: row.id, listing };
}

const state = async (client: { get: (u: string) => Promise<Response> }, id: string) =>
  (await (await client.get(`/api/reviews/collaborations/${id}`)).json()) as ReviewState;

describe("double-blind reviews", () => {
  it("hides each review from the other party until both are in, then publishes both at once", async () => {
    const c = await cast();
    const before = await state(c.creator.client, c.id);
    expect(before).toMatchObject({ status: "open", role: "creator", mine: null, theirs: null });
    expect(before.aspects.map((a) => a.key)).toEqual(["accuracyOfListing", "hospitality", "communication"]);

    const first = await c.host.client.post(`/api/reviews/collaborations/${c.id}`, hostReview);
    expect(first.status).toBe(201);
    expect(((await first.json()) as { review: ReviewState }).review.status).toBe("submitted");
    // The creator cannot read the host's review through any route before publication.
    const hidden = await state(c.creator.client, c.id);
    expect(hidden.theirs).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain(hostReview.text);
    const publicList = await (await c.anon.get(`/api/reviews/users/${c.creator.id}`)).text();
    expect(publicList).not.toContain(hostReview.text);
    // …but is told a review arrived.
    const creatorNotes = (await (await c.creator.client.get("/api/notifications")).json()) as NotificationList;
    expect(creatorNotes.items.map((n) => n.type)).toContain("review.received");

    expect((await c.creator.client.post(`/api/reviews/collaborations/${c.id}`, creatorReview)).status).toBe(201);
    const after = await state(c.creator.client, c.id);
    expect(after.status).toBe("published");
    expect(after.theirs).toMatchObject({ rating: 5, text: hostReview.text, reviewer: { name: "Sofia Host" } });
    expect((await state(c.host.client, c.id)).theirs).toMatchObject({ rating: 4, text: creatorReview.text });

    const page = (await (await c.anon.get(`/api/reviews/users/${c.creator.id}`)).json()) as {
      items: { text: string }[];
      total: number;
    };
    expect(page.total).toBe(1);
    expect(page.items[0]?.text).toBe(hostReview.text);
    const figures = (await (await c.anon.get(`/api/reviews/users/${c.host.id}/figures`)).json()) as Figures;
    expect(figures.rating).toEqual({ average: 4, count: 1 });

    // Published reviews are final: a second submit is a 409.
    expect((await c.host.client.post(`/api/reviews/collaborations/${c.id}`, hostReview)).status).toBe(409);
  });

  it("refuses strangers, unfinished collaborations, double submits, bad ratings and missing sub-ratings", async () => {
    const c = await cast();
    const url = `/api/reviews/collaborations/${c.id}`;
    expect((await c.anon.post(url, hostReview)).status).toBe(401);
    expect((await c.otherHost.client.post(url, hostReview)).status).toBe(404);
    expect((await c.otherCreator.client.get(url)).status).toBe(404);
    expect((await c.host.client.post(url, { ...hostReview, rating: 0 })).status).toBe(400);
    expect((await c.host.client.post(url, { ...hostReview, rating: 6 })).status).toBe(400);
    expect((await c.host.client.post(url, { ...hostReview, subRatings: { contentQuality: 5 } })).status).toBe(400);
    expect((await c.host.client.post(url, { ...hostReview, subRatings: creatorReview.subRatings })).status).toBe(400);
    expect((await c.host.client.post(url, hostReview)).status).toBe(201);
    const twice = await c.host.client.post(url, hostReview);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe(
      "You have already reviewed this collaboration.",
    );

    const open = await cast(false);
    const notDone = await open.host.client.post(`/api/reviews/collaborations/${open.id}`, hostReview);
    expect(notDone.status).toBe(409);
  });

  it("closes the window after 14 days: no more reviews, and the one submitted is published by the job", async () => {
    const c = await cast();
    expect((await c.creator.client.post(`/api/reviews/collaborations/${c.id}`, creatorReview)).status).toBe(201);
    // Move the window into the past instead of waiting (the job gets the clock).
    await ctx.db.execute(
      sql`update review_windows set opens_at = now() - interval '15 days', closes_at = now() - interval '1 day' where collaboration_id = ${c.id}`,
    );
    expect((await c.host.client.post(`/api/reviews/collaborations/${c.id}`, hostReview)).status).toBe(409);
    expect((await state(c.host.client, c.id)).theirs).toBeNull();
    const deps = { db: ctx.db, realtime: { publish: async () => {} } as never, logger: ctx.services.logger };
    expect(await closeReviewWindows(deps, new Date())).toBeGreaterThanOrEqual(1);
    expect(await closeReviewWindows(deps, new Date())).toBe(0);
    const host = await state(c.host.client, c.id);
    expect(host.status).toBe("published");
    expect(host.theirs).toMatchObject({ text: creatorReview.text });
    const notes = (await (await c.host.client.get("/api/notifications")).json()) as NotificationList;
    expect(notes.items.filter((n) => n.type === "review.published")).toHaveLength(1);

    // The reviewed host may reply once, publicly; nobody else may.
    const reviewId = host.theirs?.id as string;
    expect((await c.creator.client.post(`/api/reviews/${reviewId}/reply`, { text: "Thank you!" })).status).toBe(404);
    expect((await c.otherHost.client.post(`/api/reviews/${reviewId}/reply`, { text: "Thank you!" })).status).toBe(404);
    expect((await c.host.client.post(`/api/reviews/${reviewId}/reply`, { text: "Thank you!" })).status).toBe(200);
    expect((await c.host.client.post(`/api/reviews/${reviewId}/reply`, { text: "Again" })).status).toBe(409);
    const page = (await (await c.anon.get(`/api/reviews/users/${c.host.id}`)).json()) as {
      items: { reply: { text: string } | null }[];
    };
    expect(page.items[0]?.reply?.text).toBe("Thank you!");
  });

  it("computes a host's response rate and typical time from their real answers once there are 5", async () => {
    const host = await ctx.userClient("host", "Rita Rapid");
    const anon = ctx.client();
    for (let i = 0; i < 5; i++) {
      const creator = await ctx.userClient("creator", `Creator ${i}`);
      const listing = await insertListing(ctx.db, host.id);
      const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Hello there" });
      const id = ((await applied.json()) as { application: { id: string } }).application.id;
      // Asked two days ago; answered (accepted or rejected) 30 minutes after, except the last, 30 hours after.
      const answer = i === 4 ? "30 hours" : "30 minutes";
      expect(
        (await host.client.patch(`/api/applications/${id}`, { status: i % 2 ? "rejected" : "accepted" })).status,
      ).toBe(200);
      await ctx.db.execute(
        sql`update applications set created_at = now() - interval '2 days', updated_at = now() - interval '2 days' + ${answer}::interval where id = ${id}`,
      );
      const figures = (await (await anon.get(`/api/reviews/users/${host.id}/figures`)).json()) as Figures;
      if (i < 4) expect(figures.responseRate).toBeNull();
      else expect(figures).toMatchObject({ responseRate: 80, responseTime: "within an hour" });
    }
  });

  it("shows 'stays honoured' from the host's real collaborations once there are 5 (issue 35 part 12)", async () => {
    const host = await ctx.userClient("host", "Hana Honest");
    const creator = await ctx.userClient("creator", "Carl Creator");
    const listing = await insertListing(ctx.db, host.id);
    const anon = ctx.client();
    const figures = async () =>
      ((await (await anon.get(`/api/reviews/users/${host.id}/figures`)).json()) as Figures).staysHonoured;
    const accept = (extra: Partial<typeof collaborations.$inferInsert> = {}) =>
      ctx.db.insert(collaborations).values({ listingId: listing.id, hostId: host.id, creatorId: creator.id, ...extra });
    await accept({ status: "completed" });
    await accept({ status: "cancelled", cancelledBy: "creator", cancelReason: "Ill" });
    await accept({ status: "cancelled", cancelledBy: "host", cancelReason: "Overbooked" });
    await accept({ status: "cancelled" }); // older data: nobody recorded who cancelled, so it does not count
    await accept();
    expect(await figures()).toBeNull();
    await accept({ status: "completed" });
    expect(await figures()).toEqual({ honoured: 4, accepted: 5, percent: 80 });
    // The creator's figures have no host figure.
    const creatorFigures = (await (await anon.get(`/api/reviews/users/${creator.id}/figures`)).json()) as Figures;
    expect(creatorFigures.staysHonoured).toBeNull();
  });

  it("shows a creator's on-time delivery and completed collaborations from their real items (issue 35 part 12)", async () => {
    const host = await ctx.userClient("host", "Hilda Host");
    const creator = await ctx.userClient("creator", "Tina Timely");
    const anon = ctx.client();
    const figures = async () => (await (await anon.get(`/api/reviews/users/${creator.id}/figures`)).json()) as Figures;
    /** A 2-night stay from 1 Oct 2026 (check-out 3 Oct), content due 7 days later: 10 Oct where the listing is. */
    const collaboration = async (status: "completed" | "cancelled" | "active", posts: number, approved: string[]) => {
      const listing = await insertListing(ctx.db, host.id); // one open application per listing and creator
      const [application] = await ctx.db
        .insert(applications)
        .values({ listingId: listing.id, creatorId: creator.id, message: "Hello", status: "accepted" })
        .returning({ id: applications.id });
      const applicationId = application?.id as string;
      await ctx.db.insert(collaborations).values({
        applicationId,
        listingId: listing.id,
        hostId: host.id,
        creatorId: creator.id,
        status,
        startDate: "2026-10-01",
        totalNights: 2,
        contentDueDays: 7,
        agreedDeliverables: { posts },
        ...(status === "cancelled" ? { cancelledBy: "creator" as const, cancelReason: "Ill" } : {}),
      });
      for (const at of approved) {
        await ctx.db.insert(collaborationDeliverables).values({
          applicationId,
          creatorId: creator.id,
          mediaType: "caption",
          kind: "post",
          caption: "A post",
          status: "approved",
          approvedAt: new Date(at),
        });
      }
    };
    expect(await figures()).toMatchObject({ onTimeDelivery: null, completedCollaborations: null });
    // Three items approved on or before 10 Oct, one on 11 Oct: 4 events, hidden.
    await collaboration("completed", 2, ["2026-10-05T10:00:00Z", "2026-10-10T20:00:00Z"]);
    await collaboration("completed", 2, ["2026-10-11T10:00:00Z", "2026-10-09T10:00:00Z"]);
    // A cancelled collaboration's items never count.
    await collaboration("cancelled", 3, ["2026-10-05T10:00:00Z"]);
    expect(await figures()).toMatchObject({ onTimeDelivery: null, completedCollaborations: 2 });
    // An active one with one item past its due date and never approved: the fifth event, late.
    await collaboration("active", 1, []);
    expect(await figures()).toMatchObject({
      onTimeDelivery: { onTime: 3, items: 5, percent: 60 },
      completedCollaborations: 2,
    });
    // A host has neither figure.
    expect((await (await anon.get(`/api/reviews/users/${host.id}/figures`)).json()) as Figures).toMatchObject({
      onTimeDelivery: null,
      completedCollaborations: null,
    });
  });

  it("hides response figures below the minimum sample and shows 'no reviews' as a null average", async () => {
    const c = await cast(false);
    const figures = (await (await c.anon.get(`/api/reviews/users/${c.host.id}/figures`)).json()) as Figures;
    expect(figures).toEqual({
      rating: { average: null, count: 0 },
      responseRate: null,
      responseTime: null,
      staysHonoured: null,
      onTimeDelivery: null,
      completedCollaborations: null,
    });
    expect((await c.anon.get("/api/reviews/users/00000000-0000-4000-8000-000000000000/figures")).status).toBe(404);
  });

  it("tells the first reviewer their review waits, the second that both are published, and the first live (issue 35 part 7)", async () => {
    const c = await cast();
    const res = await ctx.app.request("/api/realtime", { headers: { cookie: c.host.client.cookieHeader() } });
    const hostStream = readSse(res);
    try {
      await hostStream.waitFor((events) => events.some((e) => e.event === "ready"));
      const first = await c.host.client.post(`/api/reviews/collaborations/${c.id}`, hostReview);
      expect(((await first.json()) as { toast: { description: string } }).toast).toEqual({
        title: reviewMessages.submittedTitle,
        description: reviewMessages.submitted,
      });
      const second = await c.creator.client.post(`/api/reviews/collaborations/${c.id}`, creatorReview);
      const answer = (await second.json()) as { toast: { title: string; description: string }; review: ReviewState };
      expect(answer.review.status).toBe("published");
      expect(answer.toast).toEqual({ title: reviewMessages.publishedTitle, description: reviewMessages.published });
      // The host's open review page re-reads its state: the collaboration changed for both parties.
      await hostStream.waitFor((events) =>
        events.some((e) => e.event === "collaboration.updated" && e.data.includes(c.id)),
      );
    } finally {
      await hostStream.close();
    }
  });
});
