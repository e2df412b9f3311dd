import type { SavedCreator } from "@domain/creators.ts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedCreators } from "../../db/schema/index.ts";
import { bulkCreators } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe("saved creators", () => {
  it("is for hosts only: visitor 401 (spec message), creators 403", async () => {
    const creator = await ctx.userClient("creator");
    const other = await ctx.userClient("creator");
    const visitor = ctx.client();
    expect((await visitor.get("/api/saved-creators")).status).toBe(401);
    const anon = await visitor.post("/api/saved-creators", { creatorId: creator.id });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: { message: "You must be logged in to save creators" } });
    expect((await visitor.delete(`/api/saved-creators/${creator.id}`)).status).toBe(401);
    for (const c of [creator, other]) {
      expect((await c.client.get("/api/saved-creators")).status).toBe(403);
      expect((await c.client.post("/api/saved-creators", { creatorId: other.id })).status).toBe(403);
      expect((await c.client.delete(`/api/saved-creators/${other.id}`)).status).toBe(403);
    }
  });

  it("lets another host's unsave touch only their own list: host A's saved creator stays saved", async () => {
    const hostA = await ctx.userClient("host");
    const hostB = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    expect((await hostA.client.post("/api/saved-creators", { creatorId: creator.id })).status).toBe(201);
    // B names A's saved creator: idempotent success for B's (empty) list, nothing removed from A's.
    expect((await hostB.client.delete(`/api/saved-creators/${creator.id}`)).status).toBe(204);
    const rows = await ctx.db
      .select()
      .from(savedCreators)
      .where(and(eq(savedCreators.hostId, hostA.id), eq(savedCreators.creatorId, creator.id)));
    expect(rows).toHaveLength(1);
    const list = (await (await hostA.client.get("/api/saved-creators")).json()) as { items: SavedCreator[] };
    expect(list.items.map((i) => i.id)).toEqual([creator.id]);
  });

  it("saves, lists newest first, refuses a duplicate with 'Already Saved', and removes", async () => {
    const host = await ctx.userClient("host");
    const a = await ctx.userClient("creator", "Ana Saved");
    const b = await ctx.userClient("creator", "Ben Saved");
    const res = await host.client.post("/api/saved-creators", { creatorId: a.id });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ saved: { creatorId: a.id } });
    await host.client.post("/api/saved-creators", { creatorId: b.id });

    const dup = await host.client.post("/api/saved-creators", { creatorId: a.id });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({
      error: { code: "already_saved", message: "This creator is already in your saved list", title: "Already Saved" },
    });

    const list = (await (await host.client.get("/api/saved-creators")).json()) as { items: SavedCreator[] };
    expect(list.items.map((i) => [i.id, i.name, i.isSaved])).toEqual([
      [b.id, "Ben Saved", true],
      [a.id, "Ana Saved", true],
    ]);
    // Another host's list is their own.
    const otherHost = await ctx.userClient("host");
    expect(((await (await otherHost.client.get("/api/saved-creators")).json()) as { items: [] }).items).toEqual([]);

    expect((await host.client.delete(`/api/saved-creators/${a.id}`)).status).toBe(204);
    expect((await host.client.delete(`/api/saved-creators/${a.id}`)).status).toBe(204);
    const after = (await (await host.client.get("/api/saved-creators")).json()) as { items: SavedCreator[] };
    expect(after.items.map((i) => i.id)).toEqual([b.id]);
  });

  it("is safe against a double click: two saves at once store one row", async () => {
    const host = await ctx.userClient("host");
    const c = await ctx.userClient("creator");
    const results = await Promise.all([
      host.client.post("/api/saved-creators", { creatorId: c.id }),
      host.client.post("/api/saved-creators", { creatorId: c.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await ctx.db
      .select()
      .from(savedCreators)
      .where(and(eq(savedCreators.hostId, host.id), eq(savedCreators.creatorId, c.id)));
    expect(rows).toHaveLength(1);
  });

  it("refuses saving yourself, a host, an unknown id or junk with 400", async () => {
    const host = await ctx.userClient("host");
    const otherHost = await ctx.userClient("host");
    for (const creatorId of [host.id, otherHost.id, crypto.randomUUID(), "junk", 5]) {
      const res = await host.client.post("/api/saved-creators", { creatorId });
      expect(res.status, String(creatorId)).toBe(400);
    }
    expect((await host.client.post("/api/saved-creators", {})).status).toBe(400);
    expect(await ctx.db.select().from(savedCreators).where(eq(savedCreators.hostId, host.id))).toEqual([]);
  });
});

describe("saved creators, paged (issue 12 item 7: the list no longer stops at 500)", () => {
  type Page = { items: SavedCreator[]; total: number; page: number; pageSize: number };

  it("pages 505 saved creators newest first with the total on every page, and answers for one creator", async () => {
    const host = await ctx.userClient("host");
    const creators = await bulkCreators(ctx.db, "Paged Creator", 505);
    // Saved one minute apart, creator 1 most recently.
    await ctx.db.execute(sql`
      insert into saved_creators (host_id, creator_id, created_at)
      select ${host.id}, c.id, now() - make_interval(mins => c.n::int)
        from unnest(${sql.raw(`array[${creators.map((id) => `'${id}'::uuid`).join(",")}]`)}) with ordinality as c(id, n)`);
    const get = async (query: string) => {
      const res = await host.client.get(`/api/saved-creators?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as Page;
    };

    const first = await get("");
    expect(first).toMatchObject({ total: 505, page: 1, pageSize: 10 });
    expect(first.items.map((c) => c.id)).toEqual(creators.slice(0, 10));
    const seen: string[] = [];
    for (let page = 1; page <= 11; page++) {
      const p = await get(`page=${page}&pageSize=50`);
      expect(p).toMatchObject({ total: 505, page, pageSize: 50 });
      expect(p.items).toHaveLength(page === 11 ? 5 : 50);
      seen.push(...p.items.map((c) => c.id));
    }
    expect(seen).toEqual(creators);
    expect((await get("page=12&pageSize=50")).items).toEqual([]);

    // One creator: saved or not, whatever page it would be on.
    const last = creators[504] ?? "";
    expect(await get(`creatorId=${last}`)).toMatchObject({ total: 1, items: [{ id: last, isSaved: true }] });
    const other = await ctx.userClient("creator");
    expect(await get(`creatorId=${other.id}`)).toMatchObject({ total: 0, items: [] });

    for (const bad of ["page=0", "pageSize=51", "pageSize=abc", "creatorId=junk"]) {
      expect((await host.client.get(`/api/saved-creators?${bad}`)).status, bad).toBe(400);
    }
    // Another host sees none of them.
    expect(await (await ctx.userClient("host")).client.get("/api/saved-creators").then((r) => r.json())).toMatchObject({
      total: 0,
      items: [],
    });
  });
});
