import { type SQL, sql } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Db, Tx } from "./client.ts";

/**
 * Runs `work` in a transaction whose statements may only use bitmap scans. For the capped counts of searches
 * ("1,000+"): through the words' GIN index the bitmap holds every match at once and the heap visit stops at
 * cap + 1, where the planner, left alone, reads the table (or an order index) row by row until enough matches
 * turn up — half the table for a word in 2 % of the rows. SET LOCAL lasts only for this transaction.
 */
export async function withBitmapPlan<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(bitmapOnly);
    return work(tx);
  });
}

/** Both settings in one statement; `true` makes them local to the transaction, like SET LOCAL. */
const bitmapOnly = sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`;
const dialect = new PgDialect();
const bitmapOnlyText = dialect.sqlToQuery(bitmapOnly).sql;

/**
 * `select count(*)::int as n …` planned with bitmap scans only (as under `withBitmapPlan`), in one round trip on
 * PostgreSQL: the settings and the count go as one simple-protocol query of two statements, which PostgreSQL runs
 * as one implicit transaction, planning the count after the settings took effect. That protocol takes no
 * parameters, so the count's values are written into its text as escaped literals (Drizzle's `inlineParams`);
 * the callers' values are search words reduced to letters and digits, enum facets and integers. A transaction of
 * its own took four round trips (begin, settings, count, commit) for the most frequent search of all (decision 0046).
 */
export async function countWithBitmapPlan(db: Db, statement: SQL): Promise<number> {
  const inTransaction = () =>
    withBitmapPlan(db, async (tx) => Number((await tx.execute<{ n: number }>(statement)).rows[0]?.n ?? 0));
  // Drizzle's node-postgres database carries its pool as `$client`.
  const pool = (db as unknown as { $client?: pg.Pool }).$client;
  if (!(db._.session instanceof NodePgSession) || !pool) return inTransaction();
  const count = dialect.sqlToQuery(sql`${statement}`.inlineParams());
  // A backslash could mean something inside a literal if a server ran with standard_conforming_strings off; no
  // caller's value has one, but should one ever, it goes as a parameter.
  if (count.params.length > 0 || count.sql.includes("\\")) return inTransaction();
  const text = `${bitmapOnlyText}; ${count.sql}`;
  const results = (await pool.query(text)) as unknown as pg.QueryResult<{ n: number }>[];
  return Number(results.at(-1)?.rows[0]?.n ?? 0);
}
