import { performance } from "node:perf_hooks";
import { type DiscoveryQuery, listingLimits } from "@domain/listings.ts";
import { type SQL, sql } from "drizzle-orm";
import { withBitmapPlan } from "../../server/db/bitmap-plan.ts";
import { cappedMatchCount, discoverListings, discoverySql } from "../../server/features/listings/discovery-queries.ts";
import { literal, percentile, withScratchDatabase } from "./harness.ts";

/**
 * Listing discovery at 100,000 listings on PostgreSQL (DESIGN.md §6 budget: p95 ≤ 25 ms per page with
 * search + filters). Builds its own database, bulk-inserts with generate_series, runs the route's own query
 * function (`discoverListings`) page after page, prints percentiles and EXPLAIN ANALYZE of the same SQL, and
 * drops the database.
 */
const listingCount = 100_000;
const hostCount = 500;
const budgetP95Ms = 25;

const places: [string, string][] = [
  ["Positano, Amalfi Coast, Italy", "Europe"],
  ["Amalfi, Italy", "Europe"],
  ["Lisbon, Portugal", "Europe"],
  ["Santorini, Greece", "Europe"],
  ["Mykonos, Greece", "Europe"],
  ["Ibiza, Spain", "Europe"],
  ["Barcelona, Spain", "Europe"],
  ["Paris, France", "Europe"],
  ["Dubrovnik, Croatia", "Europe"],
  ["Zermatt, Switzerland", "Europe"],
  ["Ubud, Bali, Indonesia", "Asia"],
  ["Canggu, Bali, Indonesia", "Asia"],
  ["Kyoto, Japan", "Asia"],
  ["Tokyo, Japan", "Asia"],
  ["Phuket, Thailand", "Asia"],
  ["Chiang Mai, Thailand", "Asia"],
  ["Hoi An, Vietnam", "Asia"],
  ["Maldives", "Asia"],
  ["Dubai Marina, Dubai, UAE", "Middle East"],
  ["Abu Dhabi, UAE", "Middle East"],
  ["Doha, Qatar", "Middle East"],
  ["Muscat, Oman", "Middle East"],
  ["Petra, Jordan", "Middle East"],
  ["AlUla, Saudi Arabia", "Middle East"],
  ["Marrakech, Morocco", "Africa"],
  ["Cape Town, South Africa", "Africa"],
  ["Zanzibar, Tanzania", "Africa"],
  ["Masai Mara, Kenya", "Africa"],
  ["Mahe, Seychelles", "Africa"],
  ["Mauritius", "Africa"],
  ["Tulum, Mexico", "North America"],
  ["Malibu, California, USA", "North America"],
  ["Miami Beach, Florida, USA", "North America"],
  ["Banff, Canada", "North America"],
  ["Nosara, Costa Rica", "North America"],
  ["Punta Cana, Dominican Republic", "North America"],
  ["Rio de Janeiro, Brazil", "South America"],
  ["Florianopolis, Brazil", "South America"],
  ["Buenos Aires, Argentina", "South America"],
  ["Cusco, Peru", "South America"],
  ["Cartagena, Colombia", "South America"],
  ["Patagonia, Chile", "South America"],
  ["Byron Bay, Australia", "Australia & Oceania"],
  ["Sydney, Australia", "Australia & Oceania"],
  ["Queenstown, New Zealand", "Australia & Oceania"],
  ["Bora Bora, French Polynesia", "Australia & Oceania"],
  ["Nadi, Fiji", "Australia & Oceania"],
];
const categories = ["Hotel", "Airbnb", "Tours", "Wellness", "Beach Clubs", "Boat & Yachts", "Activities & Experiences"];
const adjectives =
  "Secluded Sunny Boutique Rustic Modern Historic Cozy Luxurious Hidden Charming Serene Panoramic Tropical Elegant Vibrant Quiet Wild Golden Coastal Alpine".split(
    " ",
  );
const nouns =
  "Villa Loft Treehouse Retreat Suite Cabin Yacht Catamaran Spa Resort Riad Bungalow Lodge Chalet Farmhouse Penthouse Hostel Glamping Camp Tour".split(
    " ",
  );
const vocabulary =
  "sea view terrace pool garden sunset sunrise breakfast rooftop beach private chef yoga spa massage hiking snorkeling diving sailing surf lessons wine tasting cooking class market street food vineyard olive grove lemon trees cliffs cove harbour lagoon reef jungle waterfall volcano desert dunes camel safari wildlife mountains glacier lake river canoe kayak bicycle scooter vintage architecture courtyard fountain mosaic library fireplace sauna hammam infinity hot tub balcony hammock bonfire stargazing lanterns music festival gallery museum cathedral old town fishing village island ferry boat trip picnic brunch cocktails tapas sushi seafood barbecue vegan organic farm eco solar minimalist design heritage family friendly romantic honeymoon remote work fast wifi quiet lively nightlife".split(
    " ",
  );
const offerTypes = ["Free Stay", "Discounted Stay", "All-Inclusive", "Breakfast Only", "Commission-Based", "Other"];

/** A pseudo-random index 1..n from the row number and a salt, stable between runs (hashint4 is built in). */
const pick = (arrayLiteral: string, n: number, salt: number) =>
  `(${arrayLiteral})[1 + abs(hashint4(g * ${salt} + ${salt * 7919})) % ${n}]`;

export async function benchListings(options: { databaseUrl: string }): Promise<string> {
  return withScratchDatabase(options.databaseUrl, "listings", async ({ db }) => {
    const lines: string[] = [];
    const t0 = performance.now();
    const placeNames = literal(places.map((p) => p[0]));
    const placeRegions = literal(places.map((p) => p[1]));
    const vocab = literal(vocabulary);
    const n = vocabulary.length;
    // Ten to fifteen words per description, drawn per row, so full-text search has realistic selectivity.
    const descriptionWords = Array.from({ length: 12 }, (_, k) => pick(vocab, n, 101 + k)).join(" || ' ' || ");
    await db.execute(
      sql.raw(`
        create unlogged table bench_hosts as
          select gen_random_uuid() as id, g from generate_series(1, ${hostCount}) g;
        insert into users (id, name, email, email_verified)
          select id, 'Host ' || g, 'host' || g || '@bench.test', true from bench_hosts;
        insert into profiles (id, full_name, location)
          select id, case when g % 50 = 0 then '' else 'Host ' || g end, 'Somewhere' from bench_hosts;
        insert into user_roles (user_id, role) select id, 'host' from bench_hosts;
        create unlogged table bench_gen as
          select g, 1 + abs(hashint4(g * 13)) % ${places.length} as place from generate_series(1, ${listingCount}) g;
        insert into listings (host_id, title, location, region, description, collaboration_details,
                              property_type, category, max_guests, offer_types, min_follower_count, status,
                              created_at, updated_at)
          select hosts[1 + g % ${hostCount}],
                 ${pick(literal(adjectives), adjectives.length, 3)} || ' ' || ${pick(literal(nouns), nouns.length, 5)}
                   || ' in ' || split_part((${placeNames})[place], ',', 1),
                 (${placeNames})[place],
                 (${placeRegions})[place],
                 ${descriptionWords},
                 'Stay ' || (1 + g % 5) || ' nights in exchange for ' || (1 + g % 4) || ' reels and photos.',
                 (${literal(categories)})[1 + abs(hashint4(g * 17)) % 7],
                 (${literal(categories)})[1 + abs(hashint4(g * 17)) % 7],
                 1 + g % 20,
                 array[${pick(literal(offerTypes), offerTypes.length, 19)}],
                 (array[0, 1000, 5000, 10000, 25000, 50000, 100000, 250000, 500000, 1000000])[1 + g % 10],
                 case when g % 50 = 0 then 'archived' when g % 20 = 0 then 'paused' else 'active' end,
                 now() - make_interval(mins => g), now() - make_interval(mins => g)
            from bench_gen cross join (select array_agg(id order by g) as hosts from bench_hosts) h;
        insert into listing_images (listing_id, storage_key, position, width, height)
          select id, 'listings/' || id || '/cover.webp', 0, 1600, 1067 from listings where abs(hashtext(id::text)) % 3 <> 0;
        drop table bench_gen;
        drop table bench_hosts;`),
    );
    // A live database is vacuumed by autovacuum; without it the visibility map is empty and index-only
    // counts would visit the heap, which no steady-state server does.
    await db.execute(sql.raw("vacuum analyze listings"));
    await db.execute(sql.raw("vacuum analyze listing_images"));
    await db.execute(sql.raw("analyze"));
    const counted = await db.execute<{ total: number; active: number }>(
      sql`select count(*)::int as total, (count(*) filter (where status = 'active'))::int as active from listings`,
    );
    lines.push(
      `listings: ${Number(counted.rows[0]?.total).toLocaleString("en")} (${Number(counted.rows[0]?.active).toLocaleString("en")} active) ` +
        `from ${hostCount} hosts, inserted + VACUUM ANALYZE in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    // Search + category + region, page after page (a creator scrolling through results).
    const terms: [string, DiscoveryQuery["category"], DiscoveryQuery["region"]][] = [
      ["ama", "Hotel", "Europe"],
      ["sea view", "Airbnb", "Europe"],
      ["bali", "Wellness", "Asia"],
      ["yoga", "Wellness", "Asia"],
      ["dub", "Boat & Yachts", "Middle East"],
      ["desert", "Tours", "Middle East"],
      ["safari", "Tours", "Africa"],
      ["beach", "Beach Clubs", "North America"],
      ["surf", "Activities & Experiences", "South America"],
      ["villa", "Hotel", "Australia & Oceania"],
    ];
    const searches: DiscoveryQuery[] = [];
    for (const [q, category, region] of terms) {
      for (let page = 1; page <= 5; page++) searches.push({ q, category, region, page, pageSize: 12 });
    }
    for (const s of searches.slice(0, 10)) await discoverListings(db, s); // warm-up
    const timings: number[] = [];
    let cards = 0;
    for (let round = 0; round < 4; round++) {
      for (const s of searches) {
        const start = performance.now();
        const result = await discoverListings(db, s);
        timings.push(performance.now() - start);
        cards += result.items.length;
      }
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    lines.push(
      `discovery (search + category + region, pages 1–5, ${timings.length} requests, ${cards} cards): ` +
        `p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${percentile(timings, 99).toFixed(2)} ms` +
        ` — budget p95 ≤ ${budgetP95Ms} ms: ${p95 <= budgetP95Ms ? "OK" : "OVER"}`,
    );

    // One very common word and nothing else (~10 % of all listings match), 48 per page, pages 1–5: more matches
    // than the cap, so the page walks the newest-first index (decision 0010). Timed against the same budget.
    const commonWords = ["pool", "sea", "beach", "spa", "view"];
    const common: DiscoveryQuery[] = commonWords.flatMap((q) =>
      [1, 2, 3, 4, 5].map((page) => ({ q, page, pageSize: 48 })),
    );
    for (const s of common.slice(0, 5)) await discoverListings(db, s); // warm-up
    const commonTimings: number[] = [];
    let capped = 0;
    for (let round = 0; round < 4; round++) {
      for (const s of common) {
        const start = performance.now();
        const result = await discoverListings(db, s);
        commonTimings.push(performance.now() - start);
        if (result.totalCapped) capped++;
      }
    }
    commonTimings.sort((a, b) => a - b);
    const commonP95 = percentile(commonTimings, 95);
    lines.push(
      `common word, no filters, 48 per page, pages 1–5 (${commonWords.join(", ")}; ${commonTimings.length} requests, ` +
        `${capped} with a capped total): p50 ${percentile(commonTimings, 50).toFixed(2)} ms, p95 ${commonP95.toFixed(2)} ms, ` +
        `p99 ${percentile(commonTimings, 99).toFixed(2)} ms — budget p95 ≤ ${budgetP95Ms} ms: ${commonP95 <= budgetP95Ms ? "OK" : "OVER"}`,
    );

    // "Available for these nights" (issue 11): a third of the listings get a calendar (a blocked week and a taken
    // long weekend per month for six months, ~2.6 M nights in all); date windows people ask for, alone and with a
    // category or words, pages 1–3. Timed against the same budget.
    const nightsStart = performance.now();
    await db.execute(
      sql.raw(`
        insert into listing_nights (listing_id, night, kind, note)
          select l.id, (current_date + (m * 30 + (abs(hashtext(l.id::text)) % 20) + d))::date, 'blocked', null
            from (select id from listings where abs(hashtext(id::text)) % 3 = 0) l,
                 generate_series(0, 5) m, generate_series(0, 6) d
          on conflict do nothing`),
    );
    await db.execute(sql.raw("vacuum analyze listing_nights"));
    const nightsCounted = await db.execute<{ n: number }>(sql`select count(*)::int as n from listing_nights`);
    lines.push(
      `listing_nights: ${Number(nightsCounted.rows[0]?.n).toLocaleString("en")} blocked nights on a third of the listings, ` +
        `inserted in ${((performance.now() - nightsStart) / 1000).toFixed(1)} s`,
    );
    const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const windows: [number, number][] = [
      [10, 13],
      [25, 30],
      [45, 47],
      [60, 67],
      [100, 103],
    ];
    const dated: DiscoveryQuery[] = windows.flatMap(([a, b]) =>
      [1, 2, 3].flatMap((page) => [
        { checkIn: isoIn(a), checkOut: isoIn(b), page, pageSize: 12 },
        { checkIn: isoIn(a), checkOut: isoIn(b), category: "Hotel" as const, page, pageSize: 12 },
        { checkIn: isoIn(a), checkOut: isoIn(b), q: "sea view", page, pageSize: 12 },
      ]),
    );
    for (const s of dated.slice(0, 6)) await discoverListings(db, s); // warm-up
    const datedTimings: number[] = [];
    const byShape = new Map<string, number[]>();
    for (let round = 0; round < 3; round++) {
      for (const s of dated) {
        const start = performance.now();
        await discoverListings(db, s);
        const ms = performance.now() - start;
        datedTimings.push(ms);
        const shape = s.q ? "dates + words" : s.category ? "dates + category" : "dates alone";
        byShape.set(shape, [...(byShape.get(shape) ?? []), ms]);
      }
    }
    datedTimings.sort((a, b) => a - b);
    const datedP95 = percentile(datedTimings, 95);
    lines.push(
      `dates (available for 2–7 nights; alone, + category, + words; pages 1–3; ${datedTimings.length} requests): ` +
        `p50 ${percentile(datedTimings, 50).toFixed(2)} ms, p95 ${datedP95.toFixed(2)} ms, p99 ${percentile(datedTimings, 99).toFixed(2)} ms` +
        ` — budget p95 ≤ ${budgetP95Ms} ms: ${datedP95 <= budgetP95Ms ? "OK" : "OVER"}`,
    );
    for (const [shape, t] of byShape) {
      t.sort((a, b) => a - b);
      lines.push(`  ${shape}: p50 ${percentile(t, 50).toFixed(2)} ms, p95 ${percentile(t, 95).toFixed(2)} ms`);
    }
    const datedSql = discoverySql({ checkIn: isoIn(25), checkOut: isoIn(30), page: 2, pageSize: 12 });
    for (const [label, statement] of [
      ["capped count", datedSql.cappedCount],
      ["page", datedSql.newest],
    ] as const) {
      const plan = await db.execute<{ "QUERY PLAN": string }>(sql`explain (analyze) ${statement}`);
      lines.push(`EXPLAIN ANALYZE (dates, ${label}):\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
    }

    // Other shapes people use, timed the same way for information.
    const shapes: [string, DiscoveryQuery][] = [
      ["no filters, page 1", { page: 1, pageSize: 12 }],
      ["no filters, page 40", { page: 40, pageSize: 12 }],
      ["category only", { category: "Hotel", page: 2, pageSize: 12 }],
      [
        "region + offer type + followers",
        { region: "Europe", offerType: "Free Stay", maxFollowers: 10000, page: 1, pageSize: 12 },
      ],
      ["one-letter search", { q: "s", page: 1, pageSize: 12 }],
      ["common word, last page within the cap (21 × 48)", { q: "pool", page: 21, pageSize: 48 }],
      ["common word + category", { q: "pool", category: "Hotel", page: 1, pageSize: 48 }],
      ["place name (~2,000 matches), page 5", { q: "bali", page: 5, pageSize: 48 }],
    ];
    for (const [label, s] of shapes) {
      const t: number[] = [];
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        await discoverListings(db, s);
        t.push(performance.now() - start);
      }
      t.sort((a, b) => a - b);
      lines.push(`  ${label}: p50 ${percentile(t, 50).toFixed(2)} ms, p95 ${percentile(t, 95).toFixed(2)} ms`);
    }

    /** The statements the route runs for a query, in order (discoverListings); `bitmap`: run as the route does. */
    const routeStatements = async (query: DiscoveryQuery): Promise<[string, SQL, boolean][]> => {
      const st = discoverySql(query);
      if (!st.searching)
        return [
          ["page", st.newest, false],
          ["count", st.count, false],
        ];
      const n = await cappedMatchCount(db, st.cappedCount);
      return [
        ["capped count", st.cappedCount, true],
        n > listingLimits.searchTotalCap
          ? ["page (newest walk)", st.newest, false]
          : ["page (matched set)", st.matched, false],
      ];
    };
    const explain = async (statement: SQL, bitmap: boolean, options: SQL) => {
      const run = (tx: typeof db) => tx.execute<{ "QUERY PLAN": string }>(sql`explain ${options} ${statement}`);
      const plan = bitmap ? await withBitmapPlan(db, (tx) => run(tx as unknown as typeof db)) : await run(db);
      return plan.rows.map((r) => r["QUERY PLAN"]);
    };
    const explained: DiscoveryQuery = { q: "ama", category: "Hotel", region: "Europe", page: 2, pageSize: 12 };
    let seqScans = 0;
    for (const [label, statement, bitmap] of await routeStatements(explained)) {
      const text = (await explain(statement, bitmap, sql`(analyze, buffers)`)).join("\n");
      if (/Seq Scan on listings\b/.test(text)) seqScans++;
      lines.push(`EXPLAIN ANALYZE (${label}, q=ama category=Hotel region=Europe page 2):\n${text}`);
    }
    // The other shapes' plans, shortened to their scan nodes, to show which index each one uses.
    for (const [label, shape] of [...shapes, ["common word, page 3", common[2] as DiscoveryQuery] as const]) {
      for (const [part, statement, bitmap] of await routeStatements(shape)) {
        const text = await explain(statement, bitmap, sql`(analyze)`);
        if (text.some((l) => /Seq Scan on listings\b/.test(l))) seqScans++;
        const scans = text
          .filter((l) => /Scan on listings |Scan using listings|Scan on listings_|Execution Time/.test(l))
          .map((l) =>
            l
              .trim()
              .replace(/^-> +/, "")
              .replace(/ +\(cost=[^)]*\)/, ""),
          );
        lines.push(`plan (${label}, ${part}): ${scans.join(" | ")}`);
      }
    }
    lines.push(
      seqScans === 0
        ? "no Seq Scan on listings in any plan"
        : `WARNING: ${seqScans} plan(s) with a Seq Scan on listings`,
    );
    return lines.join("\n");
  });
}
