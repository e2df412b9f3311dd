import type { Overview } from "@domain/operators.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, conversations, messages } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { createListing } from "../listings/test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const hoursAgo = (h: number) => sql`now() - make_interval(secs => ${h * 3600})`;

/** An application sent `sentHoursAgo`, with its status; its id. */
async function application(listingId: string, creatorId: string, sentHoursAgo: number, status = "pending") {
  const [row] = await ctx.db
    .insert(applications)
    .values({
      listingId,
      creatorId,
      message: "Overview fixture",
      status: status as "pending",
      createdAt: hoursAgo(sentHoursAgo),
      updatedAt: hoursAgo(sentHoursAgo),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error("fixture application: not made");
  return row.id;
}

describe("overview: median time to a host's first answer (decision 0057)", () => {
  it("is '—' (null) with nothing answered, then the median of accept, reject and first host message", async () => {
    const op = await ctx.operatorClient();
    const overview = async () => (await (await op.client.get("/api/operator/overview")).json()) as Overview;
    const empty = await overview();
    expect(empty.firstAnswer.last30).toEqual({ medianSeconds: null, answered: 0, sent: 0 });

    const host = await ctx.userClient("host", "Hanna Host");
    const creators = await Promise.all([1, 2, 3, 4, 5, 6].map(() => ctx.userClient("creator")));
    const [c1, c2, c3, , c5, c6] = creators.map((c) => c.id) as [string, string, string, string, string, string];
    const listing = await createListing(host.client, { title: "Overview Villa" });

    // Pending, never answered: counted as sent, not in the median.
    await application(listing.id, c1, 5);
    expect((await overview()).firstAnswer.last30).toEqual({ medianSeconds: null, answered: 0, sent: 1 });

    // Rejected 2 h after it was sent (rejected is final: its last change is the rejection).
    const rejected = await application(listing.id, c2, 10, "rejected");
    await ctx.db
      .update(applications)
      .set({ updatedAt: hoursAgo(8) })
      .where(eq(applications.id, rejected));

    // Answered by the host's message 6 h after; a creator's earlier message does not count.
    const messaged = await application(listing.id, c3, 20);
    const [conversation] = await ctx.db
      .insert(conversations)
      .values({ applicationId: messaged, hostId: host.id, creatorId: c3 })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error("fixture conversation: not made");
    await ctx.db.insert(messages).values([
      { conversationId: conversation.id, senderId: c3, content: "Hello?", createdAt: hoursAgo(18) },
      { conversationId: conversation.id, senderId: host.id, content: "Welcome!", createdAt: hoursAgo(14) },
      { conversationId: conversation.id, senderId: host.id, content: "Still there?", createdAt: hoursAgo(2) },
    ]);

    // Accepted through the real route now, the application moved to 3 h ago: the collaboration is the answer.
    const creator4 = creators[3];
    if (!creator4) throw new Error("no creator");
    const applied = await creator4.client.post("/api/applications", { listingId: listing.id, message: "Hi there" });
    expect(applied.status).toBe(201);
    const acceptedId = ((await applied.json()) as { application: { id: string } }).application.id;
    expect((await host.client.patch(`/api/applications/${acceptedId}`, { status: "accepted" })).status).toBe(200);
    await ctx.db
      .update(applications)
      .set({ createdAt: hoursAgo(3) })
      .where(eq(applications.id, acceptedId));

    // Older periods: 60 days ago, rejected after 10 h (in the 90 days only); 100 days ago (in neither).
    const older = await application(listing.id, c5, 60 * 24, "rejected");
    await ctx.db
      .update(applications)
      .set({ updatedAt: hoursAgo(60 * 24 - 10) })
      .where(eq(applications.id, older));
    await application(listing.id, c6, 100 * 24, "rejected");

    const { firstAnswer } = await overview();
    // Waits 2 h, 6 h, 3 h: median 3 h.
    expect(firstAnswer.last30).toEqual({ medianSeconds: 3 * 3600, answered: 3, sent: 4 });
    // Waits 2, 3, 6, 10 h: median 4.5 h.
    expect(firstAnswer.last90).toEqual({ medianSeconds: 4.5 * 3600, answered: 4, sent: 5 });
  });
});
