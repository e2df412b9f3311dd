import type { Collaboration, ContractDocument } from "@domain/collaborations.ts";
import type { Deliverable, Workspace } from "@domain/deliverables.ts";
import type { Negotiation } from "@domain/negotiation.ts";
import { addDays, todayIn } from "@domain/stay-dates.ts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collaborations, listings, notifications } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { completeFinishedCollaborations } from "../collaborations/auto-complete.ts";
import { approveUnreviewedDeliverables, remindContentDue } from "./due-timers.ts";

/** Issue 33 part 3: due dates in the terms and the workspace, their reminders, and the approval window. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const day = 86_400_000;
const timerDeps = () => ({ db: ctx.db, realtime: { publish: async () => {} } as never, logger: ctx.services.logger });
type ApiError = { message: string; fields?: Record<string, string> };
const errorOf = async (res: Response) => ((await res.json()) as { error: ApiError }).error;
async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const terms = (extra: Record<string, unknown> = {}) => ({
  posts: 2,
  stories: 1,
  videos: 0,
  additionalNights: 0,
  compensationType: "accommodation_only",
  usageRights: "limited",
  usageDurationMonths: 12,
  ...extra,
});

/**
 * An accepted application on a listing in `timeZone`; `agreed` posts/stories/videos written onto its collaboration
 * and its stay checking out `checkOutOffset` days from today there (null: flexible, no dates).
 */
async function collaboration(
  opts: { checkOutOffset?: number | null; dueDays?: number; timeZone?: string; posts?: number; stories?: number } = {},
) {
  const timeZone = opts.timeZone ?? "Pacific/Kiritimati";
  const host = await ctx.userClient("host", "Dana Host");
  const creator = await ctx.userClient("creator", "Dev Creator");
  const listing = await insertListing(ctx.db, host.id);
  await ctx.db.update(listings).set({ timeZone }).where(eq(listings.id, listing.id));
  const applied = await ok<{ application: { id: string } }>(
    await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" }),
    201,
  );
  const appId = applied.application.id;
  await ok(await host.client.patch(`/api/applications/${appId}`, { status: "accepted" }));
  const [row] = await ctx.db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(eq(collaborations.applicationId, appId));
  const id = row?.id as string;
  const today = todayIn(timeZone);
  const offset = opts.checkOutOffset === undefined ? -20 : opts.checkOutOffset;
  await ctx.db
    .update(collaborations)
    .set({
      agreedDeliverables: { posts: opts.posts ?? 2, stories: opts.stories ?? 1, videos: 0 },
      contentDueDays: opts.dueDays ?? 14,
      ...(offset === null
        ? { startDate: null, totalNights: null }
        : { startDate: addDays(today, offset - 2), totalNights: 2 }),
    })
    .where(eq(collaborations.id, id));
  const upload = async (kind: "post" | "story" | "video", caption = `A ${kind} #ad`) => {
    const form = new FormData();
    form.append("usageRights", "1-year");
    form.append("kind", kind);
    form.append("caption", caption);
    return (
      await ok<{ deliverable: Deliverable }>(
        await creator.client.post(`/api/workspaces/${appId}/deliverables`, form),
        201,
      )
    ).deliverable;
  };
  const workspace = async (client = host.client) => ok<Workspace>(await client.get(`/api/workspaces/${appId}`));
  const card = async () =>
    (await ok<{ items: Collaboration[] }>(await host.client.get("/api/collaborations"))).items.find((c) => c.id === id);
  return { host, creator, appId, id, today, timeZone, upload, workspace, card };
}

const noticesOf = async (userId: string, type: (typeof notifications.$inferSelect)["type"]) =>
  ctx.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe("content due days in the terms", () => {
  it("refuses 0, 91 and a fraction on its field, defaults to 14, joins the diff and reaches the contract", async () => {
    const c = await collaboration();
    const base = `/api/negotiations/${c.appId}`;
    for (const bad of [0, 91, 1.5, "14"]) {
      const res = await c.host.client.post(`${base}/terms`, terms({ contentDueDays: bad }));
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.fields?.contentDueDays).toBe("Content due days must be a whole number from 1 to 90");
    }
    const empty = await ok<Negotiation>(await c.host.client.get(base));
    expect(empty.terms).toHaveLength(0);

    await ok(await c.host.client.post(`${base}/terms`, terms()), 201);
    const countered = await ok<{ termsId: string; negotiation: Negotiation }>(
      await c.creator.client.post(`${base}/terms`, terms({ contentDueDays: 21 })),
      201,
    );
    const [newest, first] = countered.negotiation.terms;
    expect(first?.contentDueDays).toBe(14);
    expect(newest?.contentDueDays).toBe(21);
    expect(newest?.changes).toEqual(["content due 14 days after check-out → 21 days after check-out"]);

    await ok(await c.host.client.post(`${base}/answer`, { termsId: countered.termsId, status: "accepted" }));
    const contract = await ok<ContractDocument>(await c.host.client.get(`/api/collaborations/${c.id}`));
    // The undated terms keep the stay written by the fixture: check-out 20 days ago.
    expect(contract.collaboration.contentDue).toEqual({ days: 21, date: addDays(addDays(c.today, -20), 21) });
  });
});

describe("due dates in the workspace", () => {
  it("lists each agreed item with its due date and marks the undelivered ones overdue for both", async () => {
    const c = await collaboration({ checkOutOffset: -20, dueDays: 14 });
    const due = addDays(c.today, -6);
    await c.upload("post");
    for (const client of [c.host.client, c.creator.client]) {
      const w = await c.workspace(client);
      expect(w.due).toMatchObject({ days: 14, date: due, overdue: 2 });
      expect(w.due.items).toEqual([
        { kind: "post", label: "Post 1 of 2", dueDate: due, delivered: true, overdue: false },
        { kind: "post", label: "Post 2 of 2", dueDate: due, delivered: false, overdue: true },
        { kind: "story", label: "Story 1 of 1", dueDate: due, delivered: false, overdue: true },
      ]);
    }
    expect((await c.card())?.contentDue).toEqual({ days: 14, date: due });
    // A rejected piece is not a delivery; a piece waiting for review is (the wait is not the creator's).
    const story = await c.upload("story");
    expect((await c.workspace()).due.overdue).toBe(1);
    await ok(
      await c.host.client.post(`/api/deliverables/${story.id}/feedback`, { feedbackType: "comment", comment: "Hm" }),
      201,
    );
    await ctx.db.execute(sql`update collaboration_deliverables set status = 'rejected' where id = ${story.id}`);
    expect((await c.workspace()).due.overdue).toBe(2);
    // Closed: nothing is overdue any more.
    await ctx.db.update(collaborations).set({ status: "cancelled" }).where(eq(collaborations.id, c.id));
    expect((await c.workspace()).due.overdue).toBe(0);
  });

  it("the due day itself is on time; a flexible stay is due N days after its recorded departure", async () => {
    const onTheDay = await collaboration({ checkOutOffset: -14, dueDays: 14 });
    expect((await onTheDay.workspace()).due).toMatchObject({ date: onTheDay.today, overdue: 0 });

    const flexible = await collaboration({ checkOutOffset: null, dueDays: 30 });
    expect((await flexible.workspace()).due).toMatchObject({
      date: null,
      label: "Due 30 days after check-out",
      overdue: 0,
    });
    await ctx.db
      .update(collaborations)
      .set({ stayPhase: "departed", departedAt: new Date() })
      .where(eq(collaborations.id, flexible.id));
    const w = await flexible.workspace(flexible.creator.client);
    expect(w.due.date).toBe(addDays(todayIn(flexible.timeZone), 30));
    expect(w.due.label).toMatch(/^Due \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });
});

describe("content due reminders", () => {
  it("reminds the creator 3 days before and on the day, each exactly once; skips delivered and closed", async () => {
    const c = await collaboration({ checkOutOffset: -11, dueDays: 14, posts: 1, stories: 1 });
    const done = await collaboration({ checkOutOffset: -11, dueDays: 14, posts: 1, stories: 0 });
    await done.upload("post");
    const closed = await collaboration({ checkOutOffset: -11, dueDays: 14 });
    await ctx.db.update(collaborations).set({ status: "completed" }).where(eq(collaborations.id, closed.id));
    const due = addDays(c.today, 3);

    // The day before "3 days before" nothing is sent.
    await remindContentDue(timerDeps(), new Date(Date.now() - day));
    expect(await noticesOf(c.creator.id, "deliverable.due_soon")).toHaveLength(0);
    await remindContentDue(timerDeps(), new Date());
    await remindContentDue(timerDeps(), new Date());
    const soon = await noticesOf(c.creator.id, "deliverable.due_soon");
    expect(soon).toHaveLength(1);
    expect(soon[0]?.body).toContain("2 of 2 agreed items");
    expect(await noticesOf(c.creator.id, "deliverable.due_today")).toHaveLength(0);

    await remindContentDue(timerDeps(), new Date(Date.now() + 3 * day));
    await remindContentDue(timerDeps(), new Date(Date.now() + 3 * day + 60_000));
    const today = await noticesOf(c.creator.id, "deliverable.due_today");
    expect(today).toHaveLength(1);
    expect(today[0]?.title).toBe(`Content due today for “${(await c.card())?.listing.title}”`);
    expect((await c.card())?.contentDue.date).toBe(due);
    // After the day, nothing more.
    await remindContentDue(timerDeps(), new Date(Date.now() + 4 * day));
    expect(await noticesOf(c.creator.id, "deliverable.due_today")).toHaveLength(1);

    for (const other of [done, closed]) {
      expect(await noticesOf(other.creator.id, "deliverable.due_soon")).toHaveLength(0);
      expect(await noticesOf(other.creator.id, "deliverable.due_today")).toHaveLength(0);
    }
  });
});

describe("the approval window", () => {
  it("tells both 3 days before, approves after 14 days exactly once, no rating, and the stay completes", async () => {
    const c = await collaboration({ checkOutOffset: -1, posts: 1, stories: 0 });
    await ctx.db
      .update(collaborations)
      .set({ stayPhase: "departed", departedAt: new Date() })
      .where(eq(collaborations.id, c.id));
    const piece = await c.upload("post");
    const uploadedAt = new Date(piece.createdAt).getTime();
    expect(piece.autoApprovesAt).toBe(new Date(uploadedAt + 14 * day).toISOString());
    // PostgreSQL keeps microseconds: the upload happened within the millisecond after `uploadedAt`.
    const edge = uploadedAt + 1;

    await approveUnreviewedDeliverables(timerDeps(), new Date(edge + 11 * day - 1000));
    expect(await noticesOf(c.host.id, "deliverable.auto_approval_soon")).toHaveLength(0);
    await approveUnreviewedDeliverables(timerDeps(), new Date(edge + 11 * day));
    await approveUnreviewedDeliverables(timerDeps(), new Date(edge + 12 * day));
    for (const id of [c.host.id, c.creator.id]) {
      const soon = await noticesOf(id, "deliverable.auto_approval_soon");
      expect(soon).toHaveLength(1);
      expect(soon[0]?.title).toMatch(/will be approved automatically on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    }

    // At the window's edge: a second before, nothing; at 14 days, approved.
    await approveUnreviewedDeliverables(timerDeps(), new Date(edge + 14 * day - 1000));
    expect((await c.workspace()).deliverables[0]?.status).toBe("pending");
    const at = new Date(edge + 14 * day);
    await approveUnreviewedDeliverables(timerDeps(), at);
    await approveUnreviewedDeliverables(timerDeps(), new Date(at.getTime() + 60_000));
    for (const id of [c.host.id, c.creator.id]) {
      expect(await noticesOf(id, "deliverable.auto_approved")).toHaveLength(1);
    }
    const w = await c.workspace(c.creator.client);
    expect(w.deliverables[0]).toMatchObject({
      status: "approved",
      autoApproved: true,
      autoApprovesAt: null,
      approvedAt: at.toISOString(),
      feedback: [],
    });
    expect(w.deliverables[0]?.rightsExpireAt).not.toBeNull();
    // It counts toward automatic completion: the departed stay with every agreed item approved completes.
    await completeFinishedCollaborations(timerDeps());
    expect((await c.card())?.status).toBe("completed");
  });

  it("a host's review first wins; closed collaborations are never approved automatically", async () => {
    const reviewed = await collaboration();
    const piece = await reviewed.upload("post");
    await ok(
      await reviewed.host.client.post(`/api/deliverables/${piece.id}/feedback`, {
        feedbackType: "request_changes",
        comment: "Brighter, please",
      }),
      201,
    );
    const closed = await collaboration();
    const waiting = await closed.upload("post");
    await ctx.db.update(collaborations).set({ status: "cancelled" }).where(eq(collaborations.id, closed.id));
    await approveUnreviewedDeliverables(timerDeps(), new Date(Date.now() + 30 * day));
    expect((await reviewed.workspace()).deliverables[0]).toMatchObject({
      status: "needs_changes",
      autoApproved: false,
    });
    expect((await closed.workspace()).deliverables.find((d) => d.id === waiting.id)).toMatchObject({
      status: "pending",
      autoApproved: false,
      autoApprovesAt: null,
    });
    for (const id of [closed.host.id, closed.creator.id, reviewed.host.id]) {
      expect(await noticesOf(id, "deliverable.auto_approved")).toHaveLength(0);
      expect(await noticesOf(id, "deliverable.auto_approval_soon")).toHaveLength(0);
    }
  });
});
