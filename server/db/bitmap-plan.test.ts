import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { scratchPostgres } from "../test/postgres.ts";
import { countWithBitmapPlan } from "./bitmap-plan.ts";
import { type Database, openDatabase } from "./client.ts";

/**
 * The capped counts of searches run with bitmap scans only (server/db/bitmap-plan.ts): on PostgreSQL in one round
 * trip (settings and count as one simple-protocol query), on PGlite in a transaction. Checked on both engines: the
 * count sees both settings off, the connection has them back afterwards, and values written into the text as
 * literals still mean exactly themselves.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const serverUrl = process.env.TEST_DATABASE_URL;

async function database(): Promise<Database> {
  if (!serverUrl) {
    const opened = await openDatabase({ dataDir: null });
    cleanups.push(opened.close);
    return opened;
  }
  const scratch = await scratchPostgres(serverUrl, "bitmapplan");
  const opened = await openDatabase({ databaseUrl: scratch.url });
  cleanups.push(async () => {
    await opened.close();
    await scratch.drop();
  });
  return opened;
}

describe(`bitmap-only counts (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("counts with sequential and index scans off, and leaves the connection's settings as they were", async () => {
    const { db } = await database();
    const bitmapOnly = sql`current_setting('enable_seqscan') = 'off' and current_setting('enable_indexscan') = 'off'`;
    const counted = await countWithBitmapPlan(
      db,
      sql`select count(*)::int as n from (select 1 from generate_series(1, ${40}) g where ${bitmapOnly} limit ${25}) m`,
    );
    expect(counted).toBe(25);
    // Every connection of the pool (the count's included) plans normally again.
    const settings = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.execute<{ seq: string; idx: string }>(
          sql`select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as idx`,
        ),
      ),
    );
    for (const result of settings) expect(result.rows[0]).toEqual({ seq: "on", idx: "on" });
  });

  it("keeps values exactly as given, quotes and backslashes included", async () => {
    const { db } = await database();
    await db.execute(sql`create table words (w text)`);
    await db.execute(sql`insert into words values ('it''s'), ('back\\slash'), ('plain'), ('plain')`);
    const countOf = (word: string) =>
      countWithBitmapPlan(db, sql`select count(*)::int as n from words where w = ${word}`);
    expect(await countOf("it's")).toBe(1);
    expect(await countOf("back\\slash")).toBe(1);
    expect(await countOf("plain")).toBe(2);
    expect(await countOf("'; drop table words; --")).toBe(0);
    expect(await countOf("plain")).toBe(2);
  });
});
