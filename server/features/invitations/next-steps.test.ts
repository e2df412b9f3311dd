import { creatorMessages } from "@domain/creator-messages.ts";
import type { Invitation } from "@domain/creators.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";

/** Issue 12 items 12 and 13: what happens after accepting, and the host's "Invited" marks. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type One = { invitation: Invitation };
type Marks = { items: { creatorId: string; listingId: string; status: string; createdAt: string }[] };

async function setup() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Invited");
  const listing = await insertListing(ctx.db, host.id);
  const invite = async (listingId = listing.id, creatorId = creator.id) => {
    const res = await host.client.post("/api/invitations", { creatorId, listingId });
    return res;
  };
  return { host, creator, listing, invite };
}

describe("accepting an invitation", () => {
  it("tells the host by e-mail what happened and what comes next", async () => {
    const { host, creator, listing, invite } = await setup();
    const { invitation } = (await (await invite()).json()) as One;
    const res = await creator.client.patch(`/api/invitations/${invitation.id}`, { status: "accepted" });
    expect(res.status).toBe(200);
    const [mail] = await ctx.mailsTo(host.email);
    expect(mail?.subject).toBe("Cora Invited accepted your invitation");
    expect(mail?.text).toContain(`accepted your invitation to "${listing.title}"`);
    expect(mail?.text).toContain("What happens next");
    expect(mail?.links).toContain(`http://localhost:3000/host/creator/${creator.id}`);
  });

  it("sends nothing to a host who turned e-mail updates off, and nothing on a decline", async () => {
    const { host, creator, listing, invite } = await setup();
    await ctx.db.update(profiles).set({ emailUpdates: false }).where(eq(profiles.id, host.id));
    const first = (await (await invite()).json()) as One;
    await creator.client.patch(`/api/invitations/${first.invitation.id}`, { status: "accepted" });
    await ctx.db.update(profiles).set({ emailUpdates: true }).where(eq(profiles.id, host.id));
    const other = await insertListing(ctx.db, host.id);
    const second = (await (await invite(other.id)).json()) as One;
    await creator.client.patch(`/api/invitations/${second.invitation.id}`, { status: "declined" });
    expect(await ctx.mailsTo(host.email)).toHaveLength(0);
    expect(listing.id).not.toBe(other.id);
  });

  it("refuses a new invitation to a listing the creator already accepted, with a message that says so", async () => {
    const { creator, invite } = await setup();
    const { invitation } = (await (await invite()).json()) as One;
    await creator.client.patch(`/api/invitations/${invitation.id}`, { status: "accepted" });
    const again = await invite();
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { code: "conflict", message: creatorMessages.invitationAlreadyAccepted },
    });
  });
});

describe("GET /api/invitations/sent-to", () => {
  it("marks the creators this host invited (pending or accepted), not declined, withdrawn or others' invitations", async () => {
    const { host, creator, listing, invite } = await setup();
    const declined = await ctx.userClient("creator");
    const untouched = await ctx.userClient("creator");
    await invite();
    const d = (await (await invite(listing.id, declined.id)).json()) as One;
    await declined.client.patch(`/api/invitations/${d.invitation.id}`, { status: "declined" });
    const otherHost = await ctx.userClient("host");
    const otherListing = await insertListing(ctx.db, otherHost.id);
    await otherHost.client.post("/api/invitations", { creatorId: untouched.id, listingId: otherListing.id });

    const res = await host.client.get(
      `/api/invitations/sent-to?creatorIds=${creator.id},${declined.id},${untouched.id}`,
    );
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as Marks;
    expect(items).toEqual([
      { creatorId: creator.id, listingId: listing.id, status: "pending", createdAt: expect.any(String) },
    ]);
  });

  it("is for hosts only and refuses malformed or too many ids", async () => {
    const { creator } = await setup();
    const url = `/api/invitations/sent-to?creatorIds=${creator.id}`;
    expect((await ctx.client().get(url)).status).toBe(401);
    expect((await creator.client.get(url)).status).toBe(403);
    const host = await ctx.userClient("host");
    expect((await host.client.get("/api/invitations/sent-to?creatorIds=junk")).status).toBe(400);
    const many = Array.from({ length: 61 }, () => crypto.randomUUID()).join(",");
    expect((await host.client.get(`/api/invitations/sent-to?creatorIds=${many}`)).status).toBe(400);
    const none = await host.client.get("/api/invitations/sent-to");
    expect(await none.json()).toEqual({ items: [] });
  });
});

describe("GET /api/invitations/pending-count", () => {
  it("counts a creator's unanswered invitations; creators only", async () => {
    const { host, creator, invite } = await setup();
    const count = async () =>
      ((await (await creator.client.get("/api/invitations/pending-count")).json()) as { count: number }).count;
    expect(await count()).toBe(0);
    const first = (await (await invite()).json()) as One;
    const other = await insertListing(ctx.db, host.id);
    await invite(other.id);
    expect(await count()).toBe(2);
    await creator.client.patch(`/api/invitations/${first.invitation.id}`, { status: "accepted" });
    expect(await count()).toBe(1);
    expect((await host.client.get("/api/invitations/pending-count")).status).toBe(403);
    expect((await ctx.client().get("/api/invitations/pending-count")).status).toBe(401);
  });
});
