import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DiscoveryPage } from "@domain/listings.ts";
import { listingLimits } from "@domain/listings.ts";
import { foldSearchText, foldTable } from "@domain/search-fold.ts";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateDatabase, openDatabase } from "../../db/client.ts";
import { migrationsFolder } from "../../lib/paths.ts";
import type { TestClient, TestContext } from "../../test/harness.ts";
import { createTestContext } from "../../test/harness.ts";
import { adminUrl, databaseUrl } from "../../test/postgres.ts";
import { createListing } from "./test-helpers.ts";

let ctx: TestContext;
let host: { client: TestClient; id: string };
let creator: { client: TestClient; id: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  host = await ctx.userClient("host", "Hanna Host");
  creator = await ctx.userClient("creator");
  ids.sao = (
    await createListing(host.client, {
      title: "Quinta in São Lourenço",
      location: "São Lourenço, Portugal",
      description: "A farmhouse with a pool, near the Côte and a crêperie.",
    })
  ).id;
  ids.kyoto = (
    await createListing(host.client, {
      title: "Machiya townhouse",
      location: "Kyoto, Japan",
      description: "A wooden house in Gion with a small garden.",
    })
  ).id;
  ids.oslo = (
    await createListing(host.client, {
      title: "Fjord cabin near Ålesund",
      location: "Ørsta, Norway",
      description: "Straße, Łódź and Æbeltoft are far away; this is quiet.",
    })
  ).id;
});
afterAll(async () => ctx?.close());

async function discover(query: string): Promise<DiscoveryPage> {
  const res = await creator.client.get(`/api/listings?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as DiscoveryPage;
}
const found = async (q: string) =>
  (await discover(`q=${encodeURIComponent(q)}`)).items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id));

describe("accent folding (both sides: the stored words and the query)", () => {
  it("finds accented listings by unaccented words and unaccented ones by accented words", async () => {
    expect(await found("Sao Lourenco")).toEqual(["sao"]);
    expect(await found("são lourenço")).toEqual(["sao"]);
    expect(await found("SÃO")).toEqual(["sao"]);
    expect(await found("cote creperie")).toEqual(["sao"]);
    expect(await found("kyōto")).toEqual(["kyoto"]);
    expect(await found("KYÔTO")).toEqual(["kyoto"]);
    expect(await found("orsta")).toEqual(["oslo"]);
    expect(await found("alesund")).toEqual(["oslo"]);
    expect(await found("strasse lodz aebeltoft")).toEqual(["oslo"]);
    // Decomposed input (e + combining acute) folds the same as the precomposed letter.
    expect(await found("Cre\u0302perie")).toEqual(["sao"]);
  });

  it("keeps folding on edits (the generated column recomputes the words)", async () => {
    const res = await host.client.patch(`/api/listings/${ids.kyoto}`, { location: "Kyōto, Nihon" });
    expect(res.status).toBe(200);
    expect(await found("kyoto nihon")).toEqual(["kyoto"]);
  });

  it("the database's fold_search() folds every character of the domain table as foldSearchText does", async () => {
    const marks = Array.from({ length: 0x70 }, (_, i) => String.fromCodePoint(0x300 + i)).join("");
    const sample = `${[...foldTable.keys()].join(" ")} ${marks} plain ASCII, 漢字 and кириллица stay`;
    const result = await ctx.db.execute<{ folded: string }>(sql`select fold_search(${sample}) as folded`);
    expect(result.rows[0]?.folded).toBe(foldSearchText(sample));
    expect(foldSearchText("São Lourenço, Kyōto, Ørsta, Straße, Łódź".toLowerCase())).toBe(
      "sao lourenco, kyoto, orsta, strasse, lodz",
    );
  });
});

describe("a search with more matches than the cap", () => {
  it("reports a capped total, pages the newest matches within the cap, and nothing past it", async () => {
    const cap = listingLimits.searchTotalCap;
    // cap + 5 active listings that all contain "lagoon", older than the fixtures, newest = g 1.
    await ctx.db.execute(sql`
      insert into listings (host_id, title, location, description, collaboration_details, created_at)
      select ${host.id}, 'Lagoon house ' || g, 'Bacalar, Mexico', 'By the lagoon', 'Two nights',
             now() - make_interval(days => 10, mins => g)
        from generate_series(1, ${cap + 5}) g`);
    const first = await discover("q=lagoon&pageSize=48");
    expect(first).toMatchObject({ total: cap, totalCapped: true, page: 1, pageSize: 48 });
    expect(first.items.map((i) => i.title).slice(0, 3)).toEqual(["Lagoon house 1", "Lagoon house 2", "Lagoon house 3"]);
    const last = await discover(`q=lagoon&pageSize=48&page=${Math.ceil(cap / 48)}`);
    expect(last.items[0]?.title).toBe(`Lagoon house ${48 * (Math.ceil(cap / 48) - 1) + 1}`);
    const past = await discover(`q=lagoon&pageSize=48&page=${Math.ceil(cap / 48) + 1}`);
    expect(past).toMatchObject({ items: [], total: cap, totalCapped: true });

    // With fewer matches than the cap the total is exact (the category narrows it to the fixtures only).
    const few = await discover("q=sao");
    expect(few).toMatchObject({ total: 1, totalCapped: false });
    // Pages without words are exact whatever their size.
    const all = await discover("pageSize=1");
    expect(all).toMatchObject({ total: cap + 5 + 3, totalCapped: false });
  });
});

describe("migration 0006 (accent folding)", () => {
  /** A new empty database on the test engine, migrated with the given migrations folder. */
  async function scratchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      const database = await openDatabase({ dataDir: null });
      return { database, drop: () => database.close() };
    }
    const name = `cs_test_fold_${randomBytes(4).toString("hex")}`;
    const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl) });
    await admin.db.execute(sql.raw(`create database "${name}"`));
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
        await admin.close();
      },
    };
  }

  it("rebuilds the words of rows that existed before it, listings and creators", { timeout: 60_000 }, async () => {
    // The migrations before it only: the journal cut before the accent-folding migration.
    const before = mkdtempSync(path.join(os.tmpdir(), "collabstay-migrations-"));
    cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag === "0006_search-accent-fold");
    expect(cut).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

    const { database, drop } = await scratchDatabase();
    try {
      const migrateTo = (folder: string) =>
        database.kind === "postgres"
          ? migratePg(database.db, { migrationsFolder: folder })
          : migratePglite(database.db as never, { migrationsFolder: folder });
      await migrateTo(before);
      const jose = "00000000-0000-4000-8000-000000000001";
      for (const statement of [
        sql`insert into users (id, name, email, email_verified) values (${jose}, 'José', 'jose@fold.test', true)`,
        sql`insert into profiles (id, full_name, location) values (${jose}, 'José Ñúñez', 'São Paulo')`,
        sql`insert into creator_profiles (id) values (${jose})`,
        sql`update creator_profiles cp set search = p.search from profiles p where p.id = cp.id`,
        sql`insert into listings (host_id, title, location, description, collaboration_details)
              values (${jose}, 'Pousada', 'São Lourenço', 'Quiet', 'Two nights')`,
      ]) {
        await database.db.execute(statement);
      }
      const matches = async () => {
        const listing = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from listings where search @@ to_tsquery('simple', 'lourenco:*')`,
        );
        const creatorRow = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from creator_profiles where search @@ to_tsquery('simple', 'nunez:* & sao:*')`,
        );
        return [listing.rows[0]?.n, creatorRow.rows[0]?.n];
      };
      expect(await matches()).toEqual([0, 0]);
      await migrateDatabase(database);
      expect(await matches()).toEqual([1, 1]);
    } finally {
      await drop();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
