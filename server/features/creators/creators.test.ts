import type { CreatorPage, MyCreatorProfile } from "@domain/creators.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshAllCreatorSearch } from "../../db/creator-derived.ts";
import { creatorProfiles, profiles } from "../../db/schema/index.ts";
import { bulkCreators, fileForm, png, validCreatorForm } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Me = { profile: MyCreatorProfile };

describe("own creator profile", () => {
  it("is for creators only: visitor 401, host 403", async () => {
    const host = await ctx.userClient("host");
    expect((await ctx.client().get("/api/creators/me")).status).toBe(401);
    expect((await ctx.client().request("PUT", "/api/creators/me", validCreatorForm)).status).toBe(401);
    expect((await host.client.get("/api/creators/me")).status).toBe(403);
    expect((await host.client.request("PUT", "/api/creators/me", validCreatorForm)).status).toBe(403);
  });

  it("starts with defaults and saves the spec's mapping with derived fields", async () => {
    const { client, id, email } = await ctx.userClient("creator");
    const first = (await (await client.get("/api/creators/me")).json()) as Me;
    expect(first.profile).toMatchObject({ id, email, platforms: [], followerCount: 0, completeness: 15 });

    const res = await client.request("PUT", "/api/creators/me", validCreatorForm);
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as Me;
    expect(profile).toMatchObject({
      name: "Alex Rivera",
      bio: "Travel creator based in Lisbon.",
      location: "Lisbon, Portugal",
      region: "Europe",
      specialty: "Travel",
      platforms: ["Travel", "Food"],
      websiteUrl: "https://alex.example",
      instagramUrl: "https://instagram.com/alexr",
      tiktokUrl: null,
      youtubeUrl: "https://youtube.com/@alexr",
      otherLinks: "https://links.example/alex",
      instagramFollowers: 1500,
      youtubeFollowers: 500,
      followerCount: 2000,
      // Everything but the picture: 100 − 20.
      completeness: 80,
      isProfileComplete: true,
    });
    const [stored] = await ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id));
    expect(stored).toMatchObject({ completeness: 80, region: "Europe", followerCount: 2000 });

    // The avatar completes it; completeness is recomputed on upload.
    const avatar = await client.post("/api/profile/avatar", fileForm(await png(), "me.png", "image/png"));
    expect(avatar.status).toBe(200);
    const after = (await (await client.get("/api/creators/me")).json()) as Me;
    expect(after.profile.completeness).toBe(100);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { client, id } = await ctx.userClient("creator");
    await client.request("PUT", "/api/creators/me", validCreatorForm);
    const before = await ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id));
    const bad: Record<string, unknown>[] = [
      { instagramFollowers: -1 },
      { tiktokFollowers: "many" },
      { youtubeFollowers: 1.5 },
      { portfolio: "not a url" },
      { portfolio: "" },
      { name: " " },
      { bio: "" },
      { skills: " , " },
      { instagram: "has spaces" },
      { email: "x@example.test" },
    ];
    for (const patch of bad) {
      const res = await client.request("PUT", "/api/creators/me", { ...validCreatorForm, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe("validation_failed");
    }
    const malformed = await client.request("PUT", "/api/creators/me", "{", { "content-type": "application/json" });
    expect(malformed.status).toBe(400);
    expect(await ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id))).toEqual(before);
  });

  it("keeps region and completeness in step with My Profile edits", async () => {
    const { client, id } = await ctx.userClient("creator");
    await client.request("PUT", "/api/creators/me", validCreatorForm);
    await client.patch("/api/profile", { location: "Kyoto, Japan", bio: "" });
    const [row] = await ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id));
    expect(row).toMatchObject({ region: "Asia", completeness: 65 });
  });
});

describe("public creator profile", () => {
  it("shows public fields to everyone and never e-mail or phone", async () => {
    const { client, id, email } = await ctx.userClient("creator");
    await client.request("PUT", "/api/creators/me", validCreatorForm);
    await client.patch("/api/profile", { phone: "+351 555 0100" });
    const host = await ctx.userClient("host");
    const other = await ctx.userClient("creator");
    for (const viewer of [ctx.client(), host.client, other.client, client]) {
      const res = await viewer.get(`/api/creators/${id}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(email);
      expect(text).not.toContain("555 0100");
      const { creator } = JSON.parse(text) as { creator: Record<string, unknown> };
      expect(creator).toMatchObject({ id, name: "Alex Rivera", specialty: "Travel", followerCount: 2000 });
      expect(Object.keys(creator)).not.toContain("email");
      expect(Object.keys(creator)).not.toContain("phone");
    }
  });

  it("is 404 'Creator Not Found' for hosts, unknown ids and junk ids", async () => {
    const host = await ctx.userClient("host");
    for (const id of [host.id, crypto.randomUUID(), "not-a-uuid"]) {
      const res = await ctx.client().get(`/api/creators/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: "Creator Not Found" } });
    }
  });
});

describe("creator discovery", () => {
  it("is for hosts only: visitor 401, creator 403", async () => {
    const creator = await ctx.userClient("creator");
    expect((await ctx.client().get("/api/creators")).status).toBe(401);
    expect((await creator.client.get("/api/creators")).status).toBe(403);
  });

  it("searches name, location and bio by prefix, filters region and completeness, pages in the database", async () => {
    const tag = `zq${Math.random().toString(36).slice(2, 8)}`;
    const made: string[] = [];
    const places = ["Lisbon, Portugal", "Lisbon, Portugal", "Bangkok, Thailand", "Lisbon, Portugal"];
    for (const [i, location] of places.entries()) {
      const c = await ctx.userClient("creator", `Maker ${tag}${i}`);
      await c.client.request("PUT", "/api/creators/me", {
        ...validCreatorForm,
        name: `Maker ${tag}${i}`,
        bio: `Bio with ${tag} inside`,
        location,
        instagram: i === 3 ? "" : "handle",
        youtube: "",
        instagramFollowers: 1000 * (i + 1),
        youtubeFollowers: 0,
      });
      made.push(c.id);
    }
    const { client } = await ctx.userClient("host");
    const search = async (query: string) => {
      const res = await client.get(`/api/creators?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as CreatorPage;
    };

    const all = await search(`q=${tag}`);
    expect(all.total).toBe(4);
    // Most complete first, then most followers.
    expect(all.items.map((c) => c.id)).toEqual([made[2], made[1], made[0], made[3]]);
    expect(all.items[0]).toMatchObject({ isSaved: false, isProfileComplete: true, followerCount: 3000 });
    expect(Object.keys(all.items[0] ?? {})).not.toContain("email");

    const lis = await search(`q=${tag}%20lis&region=Europe&completeOnly=true`);
    expect(lis.items.map((c) => c.id).sort()).toEqual([made[0], made[1]].sort());

    const paged = await search(`q=${tag}&pageSize=3&page=2`);
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.items.map((c) => c.id)).toEqual([made[3]]);

    const asia = await search(`q=${tag}&region=Asia`);
    expect(asia.items.map((c) => c.id)).toEqual([made[2]]);

    // Saved flag and saved-only view.
    expect((await client.post("/api/saved-creators", { creatorId: made[1] })).status).toBe(201);
    const saved = await search(`q=${tag}&savedOnly=true`);
    expect(saved.items.map((c) => [c.id, c.isSaved])).toEqual([[made[1], true]]);

    // Punctuation-only search is no filter at all, not an error.
    expect((await client.get(`/api/creators?q=${encodeURIComponent("&|!:*'")}`)).status).toBe(200);
  });

  it("folds accents on both sides: 'Jose Nunez Sao' finds 'José Ñúñez' of 'São Paulo' and back", async () => {
    const tag = `zf${Math.random().toString(36).slice(2, 8)}`;
    const creator = await ctx.userClient("creator", `José Ñúñez ${tag}`);
    await creator.client.patch("/api/profile", { location: "São Paulo, Brasil", bio: `Kyoto and Ålesund ${tag}` });
    const { client } = await ctx.userClient("host");
    const ids = async (q: string) => {
      const res = await client.get(`/api/creators?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      return ((await res.json()) as CreatorPage).items.map((c) => c.id);
    };
    expect(await ids(`jose nunez ${tag}`)).toEqual([creator.id]);
    expect(await ids(`sao paulo ${tag}`)).toEqual([creator.id]);
    expect(await ids(`kyōto alesund ${tag}`)).toEqual([creator.id]);
    expect(await ids(`JOSÉ ${tag}`)).toEqual([creator.id]);
  });

  it("caps the total of a search matching more than 1,000 creators and pages the first 1,000 in order", async () => {
    const ids = await bulkCreators(ctx.db, "Zcapped Maker", 1005);
    // Most followers first (all are equally incomplete): creator n has 10,000 - n followers.
    await ctx.db.execute(sql`
      update creator_profiles cp set follower_count = 10000 - c.n::int
        from unnest(${sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(",")}]`)}) with ordinality as c(id, n)
       where cp.id = c.id`);
    await refreshAllCreatorSearch(ctx.db);
    const { client } = await ctx.userClient("host");
    const search = async (query: string) => {
      const res = await client.get(`/api/creators?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as CreatorPage;
    };
    const first = await search("q=zcapped&pageSize=48");
    expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1, pageSize: 48 });
    expect(first.items.map((c) => c.id)).toEqual(ids.slice(0, 48));
    const last = await search("q=zcapped&pageSize=48&page=21");
    expect(last.items.map((c) => c.id)).toEqual(ids.slice(960, 1008));
    expect(await search("q=zcapped&pageSize=48&page=22")).toMatchObject({ items: [], total: 1000, totalCapped: true });
    // Narrowed below the cap, the total is exact again.
    expect(await search("q=zcapped%20maker%20100")).toMatchObject({ totalCapped: false });
    expect((await search("q=zcapped&savedOnly=true")).totalCapped).toBe(false);
  });

  it("refuses bad query values with 400", async () => {
    const { client } = await ctx.userClient("host");
    for (const q of ["region=Mars", "page=0", "pageSize=500", "completeOnly=maybe", `q=${"x".repeat(101)}`]) {
      expect((await client.get(`/api/creators?${q}`)).status, q).toBe(400);
    }
  });

  it("finds a creator by name, bio and location right after each change (the search copy stays in step)", async () => {
    const tag = `zs${Math.random().toString(36).slice(2, 8)}`;
    const creator = await ctx.userClient("creator", `Signup${tag}`);
    const { client } = await ctx.userClient("host");
    const ids = async (query: string) => {
      const res = await client.get(`/api/creators?${query}`);
      expect(res.status, query).toBe(200);
      const page = (await res.json()) as CreatorPage;
      expect(page.total, query).toBe(page.items.length);
      return page.items.map((c) => c.id);
    };

    // Sign-up: the name is searchable at once.
    expect(await ids(`q=signup${tag}`)).toEqual([creator.id]);

    // The creator profile form (PUT /api/creators/me) replaces name, bio and location.
    await creator.client.request("PUT", "/api/creators/me", {
      ...validCreatorForm,
      name: `Formname${tag}`,
      bio: `Shoots formbio${tag} stories`,
      location: "Lisbon, Portugal",
    });
    expect(await ids(`q=signup${tag}`)).toEqual([]);
    expect(await ids(`q=formname${tag}`)).toEqual([creator.id]);
    expect(await ids(`q=formbio${tag}&region=Europe&completeOnly=true`)).toEqual([creator.id]);

    // My Profile (PATCH /api/profile) changes them again; region and the search move together.
    expect(
      (
        await creator.client.patch("/api/profile", {
          fullName: `Patchname${tag}`,
          bio: `Now patchbio${tag}`,
          location: "Kyoto, Japan",
        })
      ).status,
    ).toBe(200);
    expect(await ids(`q=formname${tag}`)).toEqual([]);
    expect(await ids(`q=formbio${tag}`)).toEqual([]);
    expect(await ids(`q=patchname${tag}%20kyoto&region=Asia`)).toEqual([creator.id]);
    expect(await ids(`q=patchbio${tag}&region=Europe`)).toEqual([]);

    // An avatar upload rewrites the derived columns too and must keep the words.
    const avatar = await creator.client.post("/api/profile/avatar", fileForm(await png(), "me.png", "image/png"));
    expect(avatar.status).toBe(200);
    expect(await ids(`q=patchbio${tag}&region=Asia&completeOnly=true`)).toEqual([creator.id]);
  });

  it("lists new creators (incomplete) without a saved profile", async () => {
    const fresh = await ctx.userClient("creator", "Zebulon Freshface");
    const { client } = await ctx.userClient("host");
    const page = (await (await client.get("/api/creators?q=zebulon")).json()) as CreatorPage;
    expect(page.items.map((c) => [c.id, c.isProfileComplete])).toEqual([[fresh.id, false]]);
    const [p] = await ctx.db.select().from(profiles).where(eq(profiles.id, fresh.id));
    expect(p?.fullName).toBe("Zebulon Freshface");
  });
});
