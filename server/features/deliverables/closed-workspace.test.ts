import type { Deliverable, Workspace } from "@domain/deliverables.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collaborations, conversations } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { recordWholeStay } from "../../test/stay-fixtures.ts";
import { createListing, errorOf, fileOf, pngBytes } from "../listings/test-helpers.ts";

/**
 * Issue 33 part 4: a completed or cancelled collaboration stays readable for both parties — workspace, versions
 * and feedback, contract, messages, the approved-content ZIP, the rights register — and only new uploads, reviews
 * and payment requests stop, each with a clear 409.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Json = Record<string, unknown>;
async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

/** An accepted application with one approved, one changed-and-revised and one pending deliverable. */
async function deliveredCollaboration() {
  const host = await ctx.userClient("host", "Hana Host");
  const creator = await ctx.userClient("creator", "Cleo Creator");
  const stranger = await ctx.userClient("host", "Sam Stranger");
  const listing = await createListing(host.client, { title: "Casa Lumen" });
  const applied = await ok<{ application: { id: string } }>(
    await creator.client.post("/api/applications", { listingId: listing.id, message: "I'd love to film it" }),
    201,
  );
  const appId = applied.application.id;
  await ok(await host.client.patch(`/api/applications/${appId}`, { status: "accepted" }));
  const upload = async (seed: number, extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.append("usageRights", "1-year");
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    form.append("file", fileOf(await pngBytes(seed, 64), `shot-${seed}.png`));
    return creator.client.post(`/api/workspaces/${appId}/deliverables`, form);
  };
  const uploaded = async (seed: number, extra?: Record<string, string>) =>
    (await ok<{ deliverable: Deliverable }>(await upload(seed, extra), 201)).deliverable;
  const review = (id: string, body: Json) => host.client.post(`/api/deliverables/${id}/feedback`, body);
  const approved = await uploaded(1);
  await ok(await review(approved.id, { feedbackType: "approve" }), 201);
  const changed = await uploaded(2);
  await ok(await review(changed.id, { feedbackType: "request_changes", comment: "Brighter, please" }), 201);
  const pending = await uploaded(3, { previousId: changed.id });
  const workspace = await ok<Workspace>(await host.client.get(`/api/workspaces/${appId}`));
  return { host, creator, stranger, appId, collaborationId: workspace.collaborationId as string, pending, upload };
}

async function readsEverything(c: Awaited<ReturnType<typeof deliveredCollaboration>>, closed: string) {
  for (const party of [c.host, c.creator]) {
    const w = await ok<Workspace>(await party.client.get(`/api/workspaces/${c.appId}`));
    expect(w.closed).toBe(closed);
    expect(w.deliverables).toHaveLength(3);
    expect(w.statusCounts).toMatchObject({ approved: 1, pending: 1 });
    // Versions and feedback are kept; nothing is offered for review or revision any more.
    expect(w.deliverables.flatMap((d) => d.feedback.map((f) => f.comment))).toContain("Brighter, please");
    expect(w.deliverables.find((d) => d.id === c.pending.id)?.previousId).not.toBeNull();
    expect(w.deliverables.some((d) => d.canReview || d.canRevise)).toBe(false);
    await ok(await party.client.get(`/api/collaborations/${c.collaborationId}`));
    const rights = await ok<{ items: unknown[] }>(await party.client.get("/api/content-rights"));
    expect(rights.items).toHaveLength(1);
  }
  const zip = await c.host.client.get(`/api/workspaces/${c.appId}/approved.zip`);
  expect(zip.status).toBe(200);
  expect(zip.headers.get("content-type")).toBe("application/zip");
  await zip.arrayBuffer();
  const [conversation] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.applicationId, c.appId));
  expect(conversation).toBeDefined();
  for (const party of [c.host, c.creator]) await ok(await party.client.get(`/api/conversations/${conversation?.id}`));
  // Still nobody else's.
  expect((await c.stranger.client.get(`/api/workspaces/${c.appId}`)).status).toBe(404);
  expect((await c.stranger.client.get(`/api/workspaces/${c.appId}/approved.zip`)).status).toBe(404);
}

async function refusesWrites(c: Awaited<ReturnType<typeof deliveredCollaboration>>, closed: string) {
  const upload = await c.upload(9);
  expect(upload.status).toBe(409);
  expect((await errorOf(upload)).message).toBe(
    `This collaboration is ${closed}: its content stays readable, but new uploads are closed.`,
  );
  const review = await c.host.client.post(`/api/deliverables/${c.pending.id}/feedback`, { feedbackType: "approve" });
  expect(review.status).toBe(409);
  expect((await errorOf(review)).message).toBe(
    `This collaboration is ${closed}: its deliverables can no longer be reviewed.`,
  );
  const payment = await c.creator.client.post("/api/payments", {
    collaborationId: c.collaborationId,
    amount: 5000,
    paymentType: "bonus",
  });
  expect(payment.status).toBe(409);
  expect((await errorOf(payment)).message).toBe("Payments can only be requested on an active collaboration.");
  const w = await ok<Workspace>(await c.host.client.get(`/api/workspaces/${c.appId}`));
  expect(w.deliverables).toHaveLength(3);
  expect(w.deliverables.find((d) => d.id === c.pending.id)?.status).toBe("pending");
}

describe("a finished collaboration keeps its content", () => {
  it("completed: both parties still read the workspace, contract, messages, ZIP and rights; writes get 409", async () => {
    const c = await deliveredCollaboration();
    await recordWholeStay(c.host.client, c.collaborationId);
    await ok(await c.host.client.patch(`/api/collaborations/${c.collaborationId}`, { status: "completed" }));
    await readsEverything(c, "completed");
    await refusesWrites(c, "completed");
  });

  it("cancelled: the same, read-only", async () => {
    const c = await deliveredCollaboration();
    // Nothing in the API cancels yet before part 5; the state is what matters here.
    await ctx.db.update(collaborations).set({ status: "cancelled" }).where(eq(collaborations.id, c.collaborationId));
    await readsEverything(c, "cancelled");
    await refusesWrites(c, "cancelled");
  });

  it("a running one still takes uploads (the closed flag is null)", async () => {
    const c = await deliveredCollaboration();
    expect((await ok<Workspace>(await c.creator.client.get(`/api/workspaces/${c.appId}`))).closed).toBeNull();
    expect((await c.upload(10)).status).toBe(201);
  });
});
