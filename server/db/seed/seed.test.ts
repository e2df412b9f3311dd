import { createHash, randomUUID } from "node:crypto";
import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { categories, regions } from "@domain/constants.ts";
import type { PaymentStatus } from "@domain/payment-states.ts";
import { collaborationPaymentStatus } from "@domain/payments.ts";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage, type Storage, variantKey } from "../../storage/storage.ts";
import { type Database, type Db, migrateDatabase, openDatabase } from "../client.ts";
import {
  creatorProfiles,
  listingImages,
  listings,
  portfolioMedia,
  profiles,
  userRoles,
  users,
} from "../schema/index.ts";
import { DEMO_CREATOR_EMAIL, DEMO_HOST_EMAIL } from "./demo-accounts.ts";
import { demoCreators, demoHosts, demoListings } from "./demo-data.ts";
import { artworkKey } from "./demo-images.ts";
import { seedDemoReports } from "./demo-reports.ts";
import { type DemoUserInput, seedDemoData } from "./seed.ts";

/**
 * TEST-ONLY stand-in for the real `createUser`, which goes through better-auth (password hashing,
 * accounts row). Here we only need the rows the seed builds on: users, profiles and user_roles.
 */
function testOnlyCreateUserStub(db: Db) {
  return async (
    input: Omit<DemoUserInput, "role"> & { role: DemoUserInput["role"] | "operator" },
  ): Promise<{ id: string }> => {
    const id = randomUUID();
    await db.insert(users).values({ id, name: input.fullName, email: input.email, emailVerified: input.emailVerified });
    await db.insert(profiles).values({ id, fullName: input.fullName });
    await db.insert(userRoles).values({ userId: id, role: input.role });
    return { id };
  };
}

let database: Database;
let storageDir: string;
let storage: Storage;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await migrateDatabase(database);
  storageDir = await mkdtemp(path.join(tmpdir(), "collabstay-seed-"));
  storage = createDiskStorage(storageDir);
  const started = performance.now();
  await seedDemoData({ db: database.db, storage, createUser: testOnlyCreateUserStub(database.db) });
  await seedDemoReports(database.db, testOnlyCreateUserStub(database.db));
  // Reported, not asserted: a wall-clock limit fails on a busy machine and proves nothing on a fast one.
  console.info(`seedDemoData took ${Math.round(performance.now() - started)} ms`);
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const fileExists = (key: string) =>
  access(path.join(storageDir, key)).then(
    () => true,
    () => false,
  );

describe("seedDemoData", () => {
  it("creates the demo accounts with their roles", async () => {
    const rows = await database.db
      .select({ email: users.email, role: userRoles.role, verified: users.emailVerified })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id));
    expect(rows).toContainEqual({ email: DEMO_HOST_EMAIL, role: "host", verified: true });
    expect(rows).toContainEqual({ email: DEMO_CREATOR_EMAIL, role: "creator", verified: true });
    expect(rows.filter((r) => r.role === "host")).toHaveLength(demoHosts.length);
    expect(rows.filter((r) => r.role === "creator")).toHaveLength(demoCreators.length);
  });

  it("has active listings in every category (≥3) and every region (≥2)", async () => {
    const active = await database.db
      .select({ category: listings.category, region: listings.region, propertyType: listings.propertyType })
      .from(listings)
      .where(eq(listings.status, "active"));
    expect(active.length).toBeGreaterThanOrEqual(21);
    for (const category of categories) {
      expect(active.filter((l) => l.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
    for (const region of regions) {
      expect(active.filter((l) => l.region === region).length, region).toBeGreaterThanOrEqual(2);
    }
    expect(active.every((l) => l.propertyType === l.category)).toBe(true);
  });

  it("gives every listing 1–3 images whose full and card files exist and are webp", async () => {
    const all = await database.db.select({ id: listings.id }).from(listings);
    const images = await database.db.select().from(listingImages);
    for (const listing of all) {
      const own = images.filter((i) => i.listingId === listing.id).sort((a, b) => a.position - b.position);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.map((i) => i.position)).toEqual(own.map((_, n) => n));
      for (const image of own) {
        expect(image.storageKey.startsWith(`listings/${listing.id}/`)).toBe(true);
        expect(await fileExists(image.storageKey)).toBe(true);
        expect(await fileExists(variantKey(image.storageKey, "card"))).toBe(true);
      }
    }
    const sample = images[0];
    if (!sample) throw new Error("no images");
    const stored = await storage.get(variantKey(sample.storageKey, "card"));
    expect(stored?.contentType).toBe("image/webp");
    const meta = await sharp(stored?.data).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeLessThanOrEqual(640);
  });

  it("fills creator profiles with completeness, region and full-URL handles", async () => {
    const rows = await database.db
      .select({ cp: creatorProfiles, avatarKey: profiles.avatarKey })
      .from(creatorProfiles)
      .innerJoin(profiles, eq(profiles.id, creatorProfiles.id));
    expect(rows).toHaveLength(demoCreators.length);
    expect(new Set(rows.map((r) => r.cp.region))).toEqual(new Set(regions));
    expect(rows.some((r) => r.cp.completeness >= 80)).toBe(true);
    expect(rows.some((r) => r.cp.completeness < 80)).toBe(true);
    for (const { cp } of rows) {
      expect(cp.followerCount).toBe(cp.instagramFollowers + cp.tiktokFollowers + cp.youtubeFollowers);
    }
    // Every handle that is set is a full URL, and there are handles to check (no assertion left to chance).
    const handles = rows.flatMap(({ cp }) => [cp.instagramHandle, cp.tiktokHandle, cp.youtubeHandle]);
    const set = handles.filter((h): h is string => h !== null);
    expect(set.length).toBeGreaterThan(0);
    expect(set.filter((h) => !h.startsWith("https://"))).toEqual([]);
    // Discovery searches creator_profiles.search, a copy of profiles.search: it must be filled for every demo creator.
    const unsearchable = await database.db.execute(sql`
      select cp.id from creator_profiles cp join profiles p on p.id = cp.id
       where cp.search is null or cp.search is distinct from p.search`);
    expect(unsearchable.rows).toEqual([]);
    const [demo] = await database.db
      .select({ completeness: creatorProfiles.completeness })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.id))
      .where(eq(users.email, DEMO_CREATOR_EMAIL));
    expect(demo?.completeness).toBe(100);
  });

  it("stores avatars and portfolio images that exist", async () => {
    const avatarKeys = (await database.db.select({ key: profiles.avatarKey }).from(profiles))
      .map((r) => r.key)
      .filter((k): k is string => k !== null);
    expect(avatarKeys.length).toBeGreaterThan(10);
    for (const key of avatarKeys) {
      expect(key).toMatch(/^avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);
      expect((await storage.get(key))?.contentType).toBe("image/jpeg");
    }
    const media = await database.db.select().from(portfolioMedia);
    expect(media.length).toBeGreaterThan(5);
    for (const item of media) {
      expect(await fileExists(item.storageKey)).toBe(true);
      expect(await fileExists(variantKey(item.storageKey, "card"))).toBe(true);
      expect(item.tags.length).toBeGreaterThan(0);
    }
  });

  it("gives every listing image and portfolio item its own artwork, and portfolio items a human caption", async () => {
    // By construction: no two demo pictures are the same artwork …
    const keys = [
      ...demoListings.flatMap((l) => l.images.map(artworkKey)),
      ...demoCreators.flatMap((c) => c.portfolio.map((p) => artworkKey(p.art))),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // … and by what was stored: no two stored files have the same bytes.
    const stored = [
      ...(await database.db.select({ key: listingImages.storageKey }).from(listingImages)),
      ...(await database.db.select({ key: portfolioMedia.storageKey }).from(portfolioMedia)),
    ];
    const hashes = await Promise.all(
      stored.map(async ({ key }) =>
        createHash("sha256")
          .update((await storage.get(key))?.data ?? key)
          .digest("hex"),
      ),
    );
    expect(new Set(hashes).size).toBe(stored.length);

    const media = await database.db.select().from(portfolioMedia);
    for (const item of media) {
      expect(item.caption, item.fileName).toMatch(/^[A-Z].{10,}[^.]$/);
      expect(item.caption).not.toMatch(/\.(webp|jpe?g|png)$/i);
    }
  });

  it("does nothing when run again", async () => {
    const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(listings))[0]?.n ?? 0;
    const before = await count();
    await seedDemoData({ db: database.db, storage, createUser: testOnlyCreateUserStub(database.db) });
    expect(await count()).toBe(before);
  });

  it("keeps the demo host's paused listing out of the active set", async () => {
    const [host] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_HOST_EMAIL));
    const paused = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.hostId, host?.id ?? ""), eq(listings.status, "paused")));
    expect(paused).toHaveLength(1);
  });

  it("gives the demo host applications in every status, a placeholder chat, and conversations with unread messages", async () => {
    const [host] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_HOST_EMAIL));
    const rows = await database.db.execute<{ status: string; is_placeholder: boolean }>(sql`
      select a.status, a.is_placeholder from applications a join listings l on l.id = a.listing_id
       where l.host_id = ${host?.id ?? ""}`);
    const real = new Set(rows.rows.filter((r) => !r.is_placeholder).map((r) => r.status));
    expect([...real].sort()).toEqual(
      ["accepted", "active", "completed", "contract", "negotiation", "pending", "rejected", "withdrawn"].sort(),
    );
    expect(rows.rows.filter((r) => r.is_placeholder)).toHaveLength(1);
    const [creator] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CREATOR_EMAIL));
    const unread = await database.db.execute<{ host: number; creator: number }>(sql`
      select
        (select count(*)::int from messages m join conversations c on c.id = m.conversation_id
          where c.host_id = ${host?.id ?? ""} and m.read_at is null and m.sender_id <> ${host?.id ?? ""}) as host,
        (select count(*)::int from messages m join conversations c on c.id = m.conversation_id
          where c.creator_id = ${creator?.id ?? ""} and m.read_at is null and m.sender_id <> ${creator?.id ?? ""}) as creator`);
    expect(Number(unread.rows[0]?.host)).toBeGreaterThan(0);
    expect(Number(unread.rows[0]?.creator)).toBeGreaterThan(0);
    // Every application that reached acceptance has its collaboration.
    const missing = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from applications a left join collaborations c on c.application_id = a.id
       where a.status in ('accepted', 'negotiation', 'contract', 'active', 'completed') and c.id is null`);
    expect(Number(missing.rows[0]?.n)).toBe(0);
  });

  it("gives /contracts life: terms open, accepted, countered and expired, collaborations and payments in every status", async () => {
    const ids = async (email: string) =>
      (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? "";
    const host = await ids(DEMO_HOST_EMAIL);
    const creator = await ids(DEMO_CREATOR_EMAIL);
    const statuses = async (query: ReturnType<typeof sql>) =>
      new Set((await database.db.execute<{ status: string }>(query)).rows.map((r) => r.status));
    // Live terms are open until their expiry; expired ones are past it.
    const terms = await database.db.execute<{ status: string; open: boolean }>(sql`
      select t.status, t.expires_at > now() as open from negotiation_terms t
        join conversations c on c.id = t.conversation_id where c.host_id = ${host}`);
    expect(new Set(terms.rows.map((t) => t.status))).toEqual(
      new Set(["proposed", "accepted", "counter_proposed", "expired"]),
    );
    expect(terms.rows.filter((t) => t.status === "proposed").every((t) => t.open)).toBe(true);
    expect(terms.rows.filter((t) => t.status === "expired").every((t) => !t.open)).toBe(true);
    expect(
      await statuses(
        sql`select distinct status from collaborations where host_id = ${host} or creator_id = ${creator}`,
      ),
    ).toEqual(new Set(["active", "paused", "completed", "cancelled"]));
    expect(
      await statuses(sql`select distinct p.status from payments p join collaborations c on c.id = p.collaboration_id
        where c.host_id = ${host}`),
    ).toEqual(new Set(["pending", "approved", "paid", "cancelled"]));
    // The demo creator has an open proposal of their own and a payment request waiting for a host.
    const mine = await database.db.execute<{ terms: number; pending: number }>(sql`
      select
        (select count(*)::int from negotiation_terms t join conversations c on c.id = t.conversation_id
          where c.creator_id = ${creator} and t.proposed_by = ${creator} and t.status = 'proposed') as terms,
        (select count(*)::int from payments p join collaborations c on c.id = p.collaboration_id
          where c.creator_id = ${creator} and p.status = 'pending') as pending`);
    expect(Number(mine.rows[0]?.terms)).toBe(1);
    expect(Number(mine.rows[0]?.pending)).toBe(1);
    // Each collaboration's payment status follows its payments (decision 0027) and agreed terms were copied.
    const rows = await database.db.execute<{ payment_status: string; statuses: string[] | null }>(sql`
      select c.payment_status, array_agg(p.status) filter (where p.id is not null) as statuses
        from collaborations c left join payments p on p.collaboration_id = c.id group by c.id`);
    for (const row of rows.rows) {
      expect(row.payment_status).toBe(collaborationPaymentStatus((row.statuses ?? []) as PaymentStatus[]));
    }
    const copied = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from collaborations c
        join conversations v on v.application_id = c.application_id
        join negotiation_terms t on t.conversation_id = v.id and t.status = 'accepted'
       where c.payment_amount_cents <> t.payment_amount_cents or c.agreed_deliverables <> t.content_deliverables`);
    expect(Number(copied.rows[0]?.n)).toBe(0);
  });
  it("shows due dates and the approval window: content due, overdue and approved automatically (issue 33 part 3)", async () => {
    const [host] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_HOST_EMAIL));
    const rows = await database.db.execute<{ due: string; today: string; auto: number; waiting: number }>(sql`
      select (c.start_date + c.total_nights + c.content_due_days)::text as due, current_date::text as today,
             (select count(*)::int from collaboration_deliverables d
               where d.application_id = c.application_id and d.auto_approved_at is not null) as auto,
             (select count(*)::int from collaboration_deliverables d
               where d.application_id = c.application_id and d.status = 'pending') as waiting
        from collaborations c
       where c.host_id = ${host?.id ?? ""} and c.status = 'active' and c.stay_phase = 'departed'`);
    expect(rows.rows.some((r) => r.due > r.today)).toBe(true);
    expect(rows.rows.some((r) => r.due < r.today)).toBe(true);
    expect(rows.rows.some((r) => Number(r.auto) === 1 && Number(r.waiting) === 1)).toBe(true);
  });

  it("gives the demo host a stay in every phase, dated from the day the seed runs (issue 33)", async () => {
    const [host] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_HOST_EMAIL));
    const today = new Date().toISOString().slice(0, 10); // demo listings keep UTC
    const rows = await database.db.execute<{
      status: string;
      stay_phase: string;
      start: string;
      contested: boolean;
      reason: string | null;
      taken: number;
    }>(sql`
      select c.status, c.stay_phase, c.start_date::text as start, c.contested_at is not null as contested,
             c.cancel_reason as reason,
             (select count(*)::int from listing_nights n where n.collaboration_id = c.id) as taken
        from collaborations c where c.host_id = ${host?.id ?? ""}`);
    const has = (label: string, test: (r: (typeof rows.rows)[number]) => boolean) =>
      expect(rows.rows.some(test), label).toBe(true);
    has("arriving today", (r) => r.status === "active" && r.stay_phase === "upcoming" && r.start === today);
    has("upcoming", (r) => r.status === "active" && r.stay_phase === "upcoming" && r.start > today);
    has("check-in passed, nobody arrived", (r) => r.stay_phase === "upcoming" && r.start < today);
    has("arrived", (r) => r.status === "active" && r.stay_phase === "arrived");
    has("no-show uncontested", (r) => r.status === "active" && r.stay_phase === "no_show" && !r.contested);
    has("no-show contested", (r) => r.status === "active" && r.stay_phase === "no_show" && r.contested);
    has("cancelled with a reason, nights open", (r) => r.status === "cancelled" && !!r.reason && r.taken === 0);
    has("completed", (r) => r.status === "completed" && r.stay_phase === "departed");
    // The demo creator can still contest theirs (72 hours from its recording).
    const [creator] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CREATOR_EMAIL));
    const open = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from collaborations where creator_id = ${creator?.id ?? ""}
         and stay_phase = 'no_show' and contested_at is null and no_show_at > now() - interval '72 hours'`);
    expect(Number(open.rows[0]?.n)).toBe(1);
  });

  it("seeds reports in every state: open cases, no action, a statement with an open appeal, appeals decided each way", async () => {
    const { rows } = await database.db.execute<{
      status: string;
      outcome: string | null;
      appeal: string | null;
      n: number;
    }>(sql`
      select c.status, d.outcome, coalesce(rd.outcome, a.status) as appeal,
             (select count(*)::int from reports r where r.case_id = c.id) as n
        from report_cases c
        left join report_decisions d on d.case_id = c.id and d.kind = 'case'
        left join report_appeals a on a.decision_id = d.id
        left join report_decisions rd on rd.id = a.result_id`);
    const has = (label: string, test: (r: (typeof rows)[number]) => boolean) =>
      expect(rows.some(test), label).toBe(true);
    has("open, two reports of one item", (r) => r.status === "open" && r.n === 2);
    has("decided: no action", (r) => r.outcome === "no_action");
    has("a statement with an open appeal", (r) => r.outcome === "warn" && r.appeal === "open");
    has("appeal kept the decision", (r) => r.outcome === "remove" && r.appeal === "upheld");
    has("appeal reversed the decision", (r) => r.outcome === "remove" && r.appeal === "reversed");
    const removed = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from removed_items`);
    expect(Number(removed.rows[0]?.n)).toBe(1);
  });

  it("seeds one blocked pair, neither of them the demo host or the demo creator (decision 0068)", async () => {
    const { rows } = await database.db.execute<{ blocker: string; blocked: string }>(sql`
      select ub.email as blocker, ud.email as blocked
        from blocks b join users ub on ub.id = b.blocker_id join users ud on ud.id = b.blocked_id`);
    expect(rows).toEqual([
      { blocker: "camila.rojas@demo.collabstay.test", blocked: "kai.nakamura@demo.collabstay.test" },
    ]);
    for (const row of rows) {
      for (const demo of [DEMO_HOST_EMAIL, DEMO_CREATOR_EMAIL]) expect([row.blocker, row.blocked]).not.toContain(demo);
    }
  });
});
