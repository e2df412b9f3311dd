import type { Invitation } from "@domain/creators.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostInvitations } from "../../db/schema/index.ts";
import { bulkCreators, insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type One = { invitation: Invitation };
type Many = { items: Invitation[] };

async function setup() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Invited");
  const listing = await insertListing(ctx.db, host.id);
  return { host, creator, listing };
}

describe("sending invitations", () => {
  it("lets a host invite a creator to their active listing; empty message → null", async () => {
    const { host, creator, listing } = await setup();
    const res = await host.client.post("/api/invitations", {
      creatorId: creator.id,
      listingId: listing.id,
      message: "   ",
    });
    expect(res.status).toBe(201);
    const { invitation } = (await res.json()) as One;
    expect(invitation).toMatchObject({
      status: "pending",
      message: null,
      listing: { id: listing.id, title: listing.title, location: "Positano, Italy" },
      host: { id: host.id, name: "Sofia Host" },
      creator: { id: creator.id, name: "Cora Invited" },
    });
  });

  it("refuses visitors (spec message), creators, and the wrong listing or creator", async () => {
    const { host, creator, listing } = await setup();
    const body = { creatorId: creator.id, listingId: listing.id };
    const anon = await ctx.client().post("/api/invitations", body);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: { message: "You must be logged in to send invitations" } });
    expect((await creator.client.post("/api/invitations", body)).status).toBe(403);
    const otherCreator = await ctx.userClient("creator");
    expect((await otherCreator.client.post("/api/invitations", body)).status).toBe(403);

    const otherHost = await ctx.userClient("host");
    expect((await otherHost.client.post("/api/invitations", body)).status).toBe(404);
    const paused = await insertListing(ctx.db, host.id, "paused");
    const pausedRes = await host.client.post("/api/invitations", { ...body, listingId: paused.id });
    expect(pausedRes.status).toBe(409);
    expect(await pausedRes.json()).toMatchObject({ error: { message: expect.stringMatching(/not active/) } });
    expect((await host.client.post("/api/invitations", { ...body, creatorId: otherHost.id })).status).toBe(400);
    expect((await host.client.post("/api/invitations", { ...body, creatorId: host.id })).status).toBe(400);
    expect((await host.client.post("/api/invitations", { ...body, listingId: "junk" })).status).toBe(400);
    expect((await host.client.post("/api/invitations", { creatorId: creator.id })).status).toBe(400);
    expect((await host.client.post("/api/invitations", { ...body, message: "x".repeat(1001) })).status).toBe(400);
    expect(await ctx.db.select().from(hostInvitations).where(eq(hostInvitations.hostId, host.id))).toEqual([]);
  });

  it("allows one pending invitation per listing and creator; after a decline a new one is fine", async () => {
    const { host, creator, listing } = await setup();
    const body = { creatorId: creator.id, listingId: listing.id };
    const first = (await (await host.client.post("/api/invitations", body)).json()) as One;
    expect((await host.client.post("/api/invitations", body)).status).toBe(409);
    await creator.client.patch(`/api/invitations/${first.invitation.id}`, { status: "declined" });
    expect((await host.client.post("/api/invitations", body)).status).toBe(201);
  });
});

describe("listing and answering invitations", () => {
  it("shows hosts what they sent and creators what they received, newest first; others see nothing", async () => {
    const { host, creator, listing } = await setup();
    const second = await insertListing(ctx.db, host.id);
    await host.client.post("/api/invitations", { creatorId: creator.id, listingId: listing.id });
    await host.client.post("/api/invitations", { creatorId: creator.id, listingId: second.id, message: "Hi!" });
    const sent = (await (await host.client.get("/api/invitations")).json()) as Many;
    const received = (await (await creator.client.get("/api/invitations")).json()) as Many;
    expect(sent.items.map((i) => i.listing.id)).toEqual([second.id, listing.id]);
    expect(received.items.map((i) => i.id)).toEqual(sent.items.map((i) => i.id));
    expect(received.items[0]?.message).toBe("Hi!");
    const other = await ctx.userClient("creator");
    expect(((await (await other.client.get("/api/invitations")).json()) as Many).items).toEqual([]);
    expect((await ctx.client().get("/api/invitations")).status).toBe(401);
  });

  it("shows another host only their own invitations, also when they name host A's creator", async () => {
    const { host, creator, listing } = await setup();
    const sent = await host.client.post("/api/invitations", { creatorId: creator.id, listingId: listing.id });
    expect(sent.status).toBe(201);
    const hostB = await ctx.userClient("host");
    const ownListing = await insertListing(ctx.db, hostB.id);
    const mine = await hostB.client.post("/api/invitations", { creatorId: creator.id, listingId: ownListing.id });
    expect(mine.status).toBe(201);
    const mineId = ((await mine.json()) as One).invitation.id;
    for (const query of ["", `?creatorId=${creator.id}`]) {
      const res = await hostB.client.get(`/api/invitations${query}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as Many & { total: number };
      expect(page.items.map((i) => i.id)).toEqual([mineId]);
      expect(page.total).toBe(1);
      expect(page.items.every((i) => i.host.id === hostB.id)).toBe(true);
    }
    // And host B's "sent-to" marks for that creator are B's alone.
    const marks = await hostB.client.get(`/api/invitations/sent-to?creatorIds=${creator.id}`);
    expect(((await marks.json()) as { items: { listingId: string }[] }).items.map((m) => m.listingId)).toEqual([
      ownListing.id,
    ]);
  });

  it("follows the state graph: creator accepts or declines, host withdraws, everything else 409/404", async () => {
    const { host, creator, listing } = await setup();
    const send = async (listingId: string) =>
      ((await (await host.client.post("/api/invitations", { creatorId: creator.id, listingId })).json()) as One)
        .invitation.id;
    const id = await send(listing.id);
    const patch = (client: typeof host.client, status: string, target = id) =>
      client.patch(`/api/invitations/${target}`, { status });

    // Wrong party: 409; strangers: 404; visitors: 401; junk: 400/404.
    expect((await patch(host.client, "accepted")).status).toBe(409);
    expect((await patch(creator.client, "withdrawn")).status).toBe(409);
    const stranger = await ctx.userClient("creator");
    expect((await patch(stranger.client, "accepted")).status).toBe(404);
    const otherHost = await ctx.userClient("host");
    expect((await patch(otherHost.client, "withdrawn")).status).toBe(404);
    expect((await patch(ctx.client(), "accepted")).status).toBe(401);
    expect((await patch(creator.client, "pending")).status).toBe(400);
    expect((await patch(creator.client, "accepted", "junk")).status).toBe(404);

    const accepted = await patch(creator.client, "accepted");
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as One).invitation.status).toBe("accepted");
    // Final: no way back or sideways.
    expect((await patch(creator.client, "declined")).status).toBe(409);
    expect((await patch(host.client, "withdrawn")).status).toBe(409);

    const second = await insertListing(ctx.db, host.id);
    const id2 = await send(second.id);
    const withdrawn = await patch(host.client, "withdrawn", id2);
    expect(((await withdrawn.json()) as One).invitation.status).toBe("withdrawn");
    expect((await patch(creator.client, "accepted", id2)).status).toBe(409);
  });
});

describe("invitations, paged (issue 12 item 7: the list no longer stops at 500)", () => {
  type Page = Many & { total: number; page: number; pageSize: number };

  it("pages a host's 505 sent invitations and a creator's received ones, newest first, with the total", async () => {
    const { host, creator, listing } = await setup();
    const creators = await bulkCreators(ctx.db, "Invited Creator", 504);
    // 504 bulk creators plus the signed-in one (newest), one minute apart.
    await ctx.db.execute(sql`
      insert into host_invitations (host_id, creator_id, listing_id, created_at)
      select ${host.id}, c.id, ${listing.id}, now() - make_interval(mins => c.n::int)
        from unnest(${sql.raw(`array[${creators.map((id) => `'${id}'::uuid`).join(",")}]`)}) with ordinality as c(id, n)`);
    await host.client.post("/api/invitations", { creatorId: creator.id, listingId: listing.id });
    const get = async (client: typeof host.client, query: string) => {
      const res = await client.get(`/api/invitations?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as Page;
    };

    const first = await get(host.client, "");
    expect(first).toMatchObject({ total: 505, page: 1, pageSize: 10 });
    expect(first.items.map((i) => i.creator.id)).toEqual([creator.id, ...creators.slice(0, 9)]);
    const seen: string[] = [];
    for (let page = 1; page <= 11; page++) {
      const p = await get(host.client, `page=${page}&pageSize=50`);
      expect(p).toMatchObject({ total: 505, page, pageSize: 50 });
      seen.push(...p.items.map((i) => i.creator.id));
    }
    expect(seen).toEqual([creator.id, ...creators]);
    // A page past the end is empty and still counts them all (page and total come from one statement).
    expect(await get(host.client, "page=12&pageSize=50")).toMatchObject({ total: 505, page: 12, items: [] });

    // Narrowed to one creator (has this host invited them?).
    const one = await get(host.client, `creatorId=${creators[503]}`);
    expect(one).toMatchObject({ total: 1, items: [{ creator: { id: creators[503] }, listing: { id: listing.id } }] });

    // The creator's side is paged the same way and holds only their own.
    expect(await get(creator.client, "")).toMatchObject({ total: 1, page: 1, items: [{ host: { id: host.id } }] });
    expect(await get(creator.client, `creatorId=${creators[0]}`)).toMatchObject({ total: 0, items: [] });

    for (const bad of ["page=0", "pageSize=51", "creatorId=junk"]) {
      expect((await host.client.get(`/api/invitations?${bad}`)).status, bad).toBe(400);
    }
  });
});
