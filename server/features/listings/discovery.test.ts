import type { DiscoveryPage } from "@domain/listings.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient, TestContext } from "../../test/harness.ts";
import { createTestContext } from "../../test/harness.ts";
import { prefixTsQuery, searchWords } from "./discovery-queries.ts";
import { createListing, errorOf, fileOf, imageForm, pngBytes } from "./test-helpers.ts";

let ctx: TestContext;
let host: { client: TestClient; id: string };
let creator: { client: TestClient; id: string };
const ids: Record<string, string> = {};

/** Listings made by this file only; the seed is off in tests, so the database holds nothing else. */
const fixtures = [
  {
    key: "amalfi",
    title: "Amalfi Cliff Villa",
    location: "Positano, Italy",
    propertyType: "Hotel",
    offerTypes: ["Free Stay"],
    minFollowerCount: 10_000,
    maxGuests: 4,
  },
  {
    key: "bali",
    title: "Jungle Treehouse",
    location: "Ubud, Bali",
    propertyType: "Airbnb",
    offerTypes: ["Discounted Stay"],
    discountPercent: 40,
    minFollowerCount: 50_000,
    maxGuests: 2,
  },
  {
    key: "dubai",
    title: "Marina Yacht Day",
    location: "Dubai Marina, UAE",
    propertyType: "Boat & Yachts",
    offerTypes: ["All-Inclusive"],
    minFollowerCount: 100_000,
    maxGuests: 10,
  },
  {
    key: "tulum",
    title: "Beach Club Afternoon",
    location: "Tulum, Mexico",
    propertyType: "Beach Clubs",
    offerTypes: ["Free Stay", "Breakfast Only"],
    minFollowerCount: 0,
    maxGuests: 6,
    description: "Cabanas on the sand near the Amalfitana street food market.",
  },
  {
    key: "paused",
    title: "Amalfi Hidden Loft",
    location: "Amalfi, Italy",
    propertyType: "Hotel",
    offerTypes: ["Free Stay"],
    minFollowerCount: 0,
    maxGuests: 2,
  },
] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  host = await ctx.userClient("host", "Hanna Host");
  creator = await ctx.userClient("creator");
  for (const { key, ...fields } of fixtures) {
    const listing = await createListing(host.client, { ...fields, offerTypes: [...fields.offerTypes] });
    ids[key] = listing.id;
  }
  await host.client.patch(`/api/listings/${ids.paused}`, { status: "paused" });
  // Distinct creation times, oldest first in fixture order, so "newest first" is checkable.
  for (const [i, { key }] of fixtures.entries()) {
    await ctx.db.execute(
      sql`update listings set created_at = now() - make_interval(hours => ${100 - i}) where id = ${ids[key]}`,
    );
  }
});
afterAll(async () => ctx?.close());

async function discover(query = "", client = creator.client): Promise<DiscoveryPage> {
  const res = await client.get(`/api/listings${query ? `?${query}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DiscoveryPage;
}
const keysOf = (page: DiscoveryPage) => page.items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id));

describe("GET /api/listings", () => {
  it("lists active listings only, newest first, with card fields", async () => {
    const page = await discover();
    expect(keysOf(page)).toEqual(["tulum", "dubai", "bali", "amalfi"]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 12 });
    expect(page.items[2]).toEqual({
      id: ids.bali,
      title: "Jungle Treehouse",
      location: "Ubud, Bali",
      region: "Asia",
      category: "Airbnb",
      propertyType: "Airbnb",
      description: "A quiet villa above the sea with a terrace and a pool.",
      collaborationDetails: "Three nights for two guests in exchange for a reel and ten photos.",
      maxGuests: 2,
      offerTypes: ["Discounted Stay"],
      discountPercent: 40,
      minFollowerCount: 50_000,
      hostName: "Hanna Host",
      coverCardUrl: null,
      createdAt: expect.any(String),
    });
  });

  it("is for signed-in users: visitors get 401, hosts may browse too", async () => {
    expect((await ctx.client().get("/api/listings")).status).toBe(401);
    expect((await discover("", host.client)).total).toBe(4);
  });

  it("searches title, location and description by word prefix, case-insensitively", async () => {
    expect(keysOf(await discover("q=ama"))).toEqual(["tulum", "amalfi"]); // Amalfitana (description), Amalfi (title)
    expect(keysOf(await discover("q=AMALFI"))).toEqual(["tulum", "amalfi"]); // prefix: Amalfitana too
    expect(keysOf(await discover("q=cliff"))).toEqual(["amalfi"]);
    expect(keysOf(await discover("q=ubud"))).toEqual(["bali"]);
    expect(keysOf(await discover("q=cliff%20villa"))).toEqual(["amalfi"]); // every word must match
    expect(keysOf(await discover("q=treehouse%20dubai"))).toEqual([]);
    expect(keysOf(await discover("q=Marina"))).toEqual(["dubai"]);
    expect((await discover("q=zzzz")).items).toEqual([]);
    expect((await discover("q=zzzz")).total).toBe(0);
  });

  it("pages a search's matches newest first with its total, also past the end, with the list's very cards", async () => {
    // A search's page is read by its own statements (capped count, then the matches' set); its cards are the list's.
    const first = await discover("q=ama&pageSize=1");
    expect(keysOf(first)).toEqual(["tulum"]);
    expect(first).toMatchObject({ total: 2, totalCapped: false, page: 1, pageSize: 1 });
    const second = await discover("q=ama&pageSize=1&page=2");
    expect(keysOf(second)).toEqual(["amalfi"]);
    expect(second.total).toBe(2);
    expect(await discover("q=ama&pageSize=1&page=3")).toMatchObject({ items: [], total: 2, totalCapped: false });
    const listed = (await discover()).items;
    for (const card of [...first.items, ...second.items]) expect(card).toEqual(listed.find((l) => l.id === card.id));
  });

  it("treats search text as words only: operators and quotes can't break the query", async () => {
    for (const q of ["ama:*", "a & | ! (", "'); drop table listings; --", "\\", "<->", "***", "   "]) {
      const res = await creator.client.get(`/api/listings?q=${encodeURIComponent(q)}`);
      expect([q, res.status]).toEqual([q, 200]);
    }
    expect(searchWords("Amalfi, coast! coast")).toEqual(["amalfi", "coast"]);
    expect(prefixTsQuery(["amalfi", "coast"])).toBe("amalfi:* & coast:*");
    expect(prefixTsQuery(["a", "in", "ama"])).toBe("a & in & ama:*");
    expect(prefixTsQuery([])).toBeNull();
  });

  it("filters by category, region, offer type, follower requirement and guests", async () => {
    expect(keysOf(await discover("category=Hotel"))).toEqual(["amalfi"]);
    expect(keysOf(await discover("region=Middle%20East"))).toEqual(["dubai"]);
    expect(keysOf(await discover("region=North%20America"))).toEqual(["tulum"]);
    expect(keysOf(await discover("offerType=Free%20Stay"))).toEqual(["tulum", "amalfi"]);
    expect(keysOf(await discover("minFollowers=50000"))).toEqual(["dubai", "bali"]);
    expect(keysOf(await discover("maxFollowers=10000"))).toEqual(["tulum", "amalfi"]);
    expect(keysOf(await discover("maxGuests=5"))).toEqual(["tulum", "dubai"]);
    expect(keysOf(await discover("q=ama&region=Europe&category=Hotel"))).toEqual(["amalfi"]);
    expect(keysOf(await discover("category=&region=&q="))).toHaveLength(4);
  });

  it("pages with limit/offset and reports the total on every page, also past the end", async () => {
    const first = await discover("pageSize=3");
    expect(keysOf(first)).toEqual(["tulum", "dubai", "bali"]);
    expect(first.total).toBe(4);
    const second = await discover("pageSize=3&page=2");
    expect(keysOf(second)).toEqual(["amalfi"]);
    expect(second.total).toBe(4);
    const past = await discover("pageSize=3&page=5");
    expect(past).toMatchObject({ items: [], total: 4, page: 5, pageSize: 3 });
  });

  it("answers bad parameters with a 400", async () => {
    for (const query of [
      "category=Castle",
      "region=Mars",
      "offerType=Cash",
      "page=0",
      "page=abc",
      "pageSize=49",
      "maxGuests=21",
      "minFollowers=-1",
      `q=${"a".repeat(201)}`,
    ]) {
      const res = await creator.client.get(`/api/listings?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      expect((await errorOf(res)).code).toBe("validation_failed");
    }
  });

  it("shows the cover card image once the host uploads images", async () => {
    const form = imageForm([fileOf(await pngBytes(3), "cover.png"), fileOf(await pngBytes(4), "second.png")]);
    const res = await host.client.post(`/api/listings/${ids.dubai}/images`, form);
    expect(res.status).toBe(201);
    const { items } = await discover("region=Middle%20East");
    expect(items[0]?.coverCardUrl).toMatch(new RegExp(`^/files/listings/${ids.dubai}/.+-card\\.webp$`));
  });
});
