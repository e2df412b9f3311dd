import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCreator } from "../../../domain/creators.ts";
import { savedCreators } from "../../db/schema/index.ts";
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
