import { listingModerationMessages } from "@domain/listing-moderation.ts";
import type { Overview } from "@domain/operators.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditLog, hostInvitations, listings, notifications } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { createListing, errorOf } from "../listings/test-helpers.ts";
import { sendNotificationMails } from "../notifications/mail-job.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const reasons = {
  category: "misleading",
  statement: "The photos show a sea view the rooms do not have. Please replace them with photos of the rooms.",
};

/** The notification mails queued so far go through the one mail path (here the dev outbox). */
const sendMails = () =>
  sendNotificationMails({
    db: ctx.db,
    mailer: ctx.services.mailer,
    logger: ctx.services.logger,
    publicUrl: ctx.config.publicUrl,
    unsubscribeKey: ctx.services.unsubscribeKey,
  });

type Row = { id: string; status: string; republicationRequested: boolean };
const search = async (client: { get: (u: string) => Promise<Response> }, query: string) => {
  const res = await client.get(`/api/operator/listings?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { listings: Row[]; requestsOpen: number; more: boolean };
};

describe("listing unpublish and re-publication (decision 0057)", () => {
  it("unpublishes with a statement: gone from discovery and its link, the host told and able to ask back", async () => {
    const op = await ctx.operatorClient();
    const host = await ctx.userClient("host", "Ugo Unpublished");
    const creator = await ctx.userClient("creator");
    const invited = await ctx.userClient("creator");
    const title = `Seaview Loft ${Date.now().toString(36)}`;
    const listing = await createListing(host.client, { title });
    expect(
      (await creator.client.post("/api/applications", { listingId: listing.id, message: "Hello there" })).status,
    ).toBe(201);
    await host.client.post("/api/invitations", { creatorId: invited.id, listingId: listing.id, message: "Come" });

    // Found by a word of its title and by its host's name, whatever its status.
    expect(
      (await search(op.client, `q=${encodeURIComponent(title.split(" ")[0] ?? "")}`)).listings.map((l) => l.id),
    ).toContain(listing.id);
    expect((await search(op.client, "q=Ugo%20Unpub")).listings.map((l) => l.id)).toEqual([listing.id]);

    const discovered = async () =>
      (
        (await (await creator.client.get(`/api/listings?q=${encodeURIComponent(title)}`)).json()) as {
          items: { id: string }[];
        }
      ).items.map((l) => l.id);
    expect(await discovered()).toContain(listing.id);

    const done = await op.client.post(`/api/operator/listings/${listing.id}/unpublish`, reasons);
    expect(done.status).toBe(200);
    expect(((await done.json()) as { message: string }).message).toBe(listingModerationMessages.unpublished);

    // Gone for everyone else: discovery, the direct link.
    expect((await creator.client.get(`/api/listings/${listing.id}`)).status).toBe(404);
    expect(await discovered()).not.toContain(listing.id);
    // The host still has it, marked, with the reason.
    expect((await host.client.get(`/api/listings/${listing.id}`)).status).toBe(200);
    const mine = (await (await host.client.get("/api/listings/mine")).json()) as {
      listings: { id: string; status: string; unpublication: { statement: string; categoryLabel: string } | null }[];
    };
    const own = mine.listings.find((l) => l.id === listing.id);
    expect(own?.status).toBe("unpublished");
    expect(own?.unpublication?.statement).toBe(reasons.statement);
    expect(own?.unpublication?.categoryLabel).toBe("Misleading or inaccurate listing");
    // The host cannot put it back: not with the status control, not by archiving it through Delete.
    const resume = await host.client.patch(`/api/listings/${listing.id}`, { status: "active" });
    expect(resume.status).toBe(409);
    expect((await errorOf(resume)).message).toContain("ask for re-publication");
    const archive = await host.client.delete(`/api/listings/${listing.id}`);
    expect(archive.status).toBe(409);
    expect((await errorOf(archive)).message).toContain("ask for re-publication");
    // ...but may still edit it.
    expect((await host.client.patch(`/api/listings/${listing.id}`, { title: `${title} (rooms)` })).status).toBe(200);

    // Pending application rejected (its creator told), invitation withdrawn.
    const [application] = await ctx.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.creatorId, creator.id));
    expect(application?.status).toBe("rejected");
    const creatorNotes = await ctx.db.select().from(notifications).where(eq(notifications.userId, creator.id));
    expect(creatorNotes.some((n) => n.title.startsWith("Listing no longer available"))).toBe(true);
    const [invitation] = await ctx.db
      .select({ status: hostInvitations.status })
      .from(hostInvitations)
      .where(eq(hostInvitations.creatorId, invited.id));
    expect(invitation?.status).toBe("withdrawn");

    // The host is told why: bell and mail, linking to the edit page.
    const [told] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.id), eq(notifications.type, "listing.unpublished")));
    expect(told?.body).toContain(reasons.statement);
    expect(told?.link).toBe(`/host/listings/${listing.id}/edit`);
    await sendMails();
    const mails = await ctx.mailsTo(host.email);
    const mail = mails.find((m) => m.subject.includes("Listing unpublished by CollabStay"));
    expect(mail?.text).toContain(reasons.statement);
    expect(mail?.text).toContain(`/host/listings/${listing.id}/edit`);

    // Audited with who, why, which listing and the request id.
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, listing.id), eq(auditLog.action, "operator.listing_unpublished")));
    expect(row).toMatchObject({ actorId: op.id, reason: "misleading", targetKind: "listing" });
    expect(row?.requestId).toBeTruthy();
    expect(row?.details).toMatchObject({
      statement: reasons.statement,
      applicationsRejected: 1,
      invitationsWithdrawn: 1,
    });

    // Re-publishing before a request is allowed too, but first the host asks; twice is one request.
    const asks = await Promise.all(
      Array.from({ length: 5 }, () =>
        host.client.post(`/api/listings/${listing.id}/republication-request`, { note: "Photos replaced." }),
      ),
    );
    expect(asks.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const again = asks.find((r) => r.status === 409);
    if (again) expect((await errorOf(again)).message).toBe(listingModerationMessages.alreadyRequested);
    const queue = await search(op.client, "state=requested");
    expect(queue.listings.map((l) => l.id)).toContain(listing.id);
    expect(queue.requestsOpen).toBeGreaterThanOrEqual(1);
    // The overview counts the same queue.
    const health = (await (await op.client.get("/api/operator/overview")).json()) as Overview;
    expect(health.republicationRequests).toBe(queue.requestsOpen);
    const requestRows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, listing.id), eq(auditLog.action, "listing.republication_requested")));
    expect(requestRows).toHaveLength(1);

    // Declined with a reason: the host reads it, and may ask again.
    const tooShort = await op.client.post(`/api/operator/listings/${listing.id}/decline-republication`, {
      reason: "no",
    });
    expect(tooShort.status).toBe(400);
    const declined = await op.client.post(`/api/operator/listings/${listing.id}/decline-republication`, {
      reason: "The second photo still shows the sea view.",
    });
    expect(declined.status).toBe(200);
    expect(
      (await op.client.post(`/api/operator/listings/${listing.id}/decline-republication`, { reason: "Twice, no." }))
        .status,
    ).toBe(409);
    const banner = (await (await host.client.get(`/api/listings/${listing.id}/unpublication`)).json()) as {
      unpublication: { request: unknown; declined: { reason: string } | null };
    };
    expect(banner.unpublication.request).toBeNull();
    expect(banner.unpublication.declined?.reason).toBe("The second photo still shows the sea view.");
    expect((await host.client.post(`/api/listings/${listing.id}/republication-request`, {})).status).toBe(200);

    // Re-published: active again as before, found and openable, the host told, audited.
    const back = await op.client.post(`/api/operator/listings/${listing.id}/republish`);
    expect(back.status).toBe(200);
    const [now] = await ctx.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(now?.status).toBe("active");
    expect((await creator.client.get(`/api/listings/${listing.id}`)).status).toBe(200);
    const hostNotes = await ctx.db.select().from(notifications).where(eq(notifications.userId, host.id));
    expect(hostNotes.map((n) => n.type)).toEqual(
      expect.arrayContaining(["listing.unpublished", "listing.republication_declined", "listing.republished"]),
    );
    const history = (await (await op.client.get(`/api/operator/audit?targetId=${listing.id}`)).json()) as {
      entries: { action: string }[];
    };
    expect(history.entries.map((e) => e.action)).toEqual([
      "operator.listing_republished",
      "listing.republication_requested",
      "operator.republication_declined",
      "listing.republication_requested",
      "operator.listing_unpublished",
    ]);
    // Re-publishing a listing that is not unpublished: 409.
    const notUnpublished = await op.client.post(`/api/operator/listings/${listing.id}/republish`);
    expect(notUnpublished.status).toBe(409);
    expect((await errorOf(notUnpublished)).message).toBe(listingModerationMessages.notUnpublished);
    expect((await host.client.post(`/api/listings/${listing.id}/republication-request`, {})).status).toBe(409);
  });

  it("re-publishes a paused listing as paused; ten concurrent unpublish clicks are one unpublication", async () => {
    const op = await ctx.operatorClient();
    const host = await ctx.userClient("host");
    const listing = await createListing(host.client);
    await host.client.patch(`/api/listings/${listing.id}`, { status: "paused" });
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => op.client.post(`/api/operator/listings/${listing.id}/unpublish`, reasons)),
    );
    expect(clicks.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, listing.id), eq(auditLog.action, "operator.listing_unpublished")));
    expect(rows).toHaveLength(1);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.id), eq(notifications.type, "listing.unpublished")));
    expect(told).toHaveLength(1);
    const page = (await (await op.client.get(`/api/operator/listings/${listing.id}`)).json()) as {
      listing: { status: string; unpublication: { statusBefore: string } };
    };
    expect(page.listing).toMatchObject({ status: "unpublished", unpublication: { statusBefore: "paused" } });
    expect((await op.client.post(`/api/operator/listings/${listing.id}/republish`)).status).toBe(200);
    const [now] = await ctx.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(now?.status).toBe("paused");
  });

  it("refuses bad input and the wrong people with a clear 4xx, changing nothing", async () => {
    const op = await ctx.operatorClient();
    const host = await ctx.userClient("host");
    const other = await ctx.userClient("host");
    const listing = await createListing(host.client);
    const huge = await op.client.post(`/api/operator/listings/${listing.id}/unpublish`, {
      category: "scam",
      statement: "x".repeat(100_000),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(
      (await op.client.post(`/api/operator/listings/${listing.id}/unpublish`, { category: "nope", statement: "x" }))
        .status,
    ).toBe(400);
    // Hosts (even the listing's own) cannot call operator routes.
    expect((await host.client.post(`/api/operator/listings/${listing.id}/unpublish`, reasons)).status).toBe(403);
    expect((await host.client.post(`/api/operator/listings/${listing.id}/republish`)).status).toBe(403);
    expect((await host.client.get("/api/operator/listings")).status).toBe(403);
    // An operator without two-factor sign-in cannot either.
    const fresh = await ctx.operatorClient(false);
    expect((await fresh.client.post(`/api/operator/listings/${listing.id}/unpublish`, reasons)).status).toBe(403);
    // A search of 10,000 characters: 400 with the message, as the user search.
    const long = await op.client.get(`/api/operator/listings?q=${"a".repeat(10_000)}`);
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe(listingModerationMessages.searchTooLong);
    // Asking for re-publication of a listing that is not unpublished, or of another host's.
    expect((await host.client.post(`/api/listings/${listing.id}/republication-request`, {})).status).toBe(409);
    expect((await other.client.post(`/api/listings/${listing.id}/republication-request`, {})).status).toBe(404);
    expect((await other.client.get(`/api/listings/${listing.id}/unpublication`)).status).toBe(404);
    expect(
      (await op.client.post("/api/operator/listings/00000000-0000-4000-8000-000000000000/unpublish", reasons)).status,
    ).toBe(404);
    const [row] = await ctx.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(row?.status).toBe("active");
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, listing.id));
    expect(audit).toEqual([]);
  });
});
