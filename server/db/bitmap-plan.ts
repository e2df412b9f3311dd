import { type SQL, sql } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
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
 * Types whose text node-postgres would turn into other values; kept as the text PostgreSQL sent, exactly as Drizzle's
 * `execute` keeps them (timestamps, dates, intervals and their arrays, numeric arrays), so a row read here is the row
 * the same statement gives through Drizzle.
 */
const keptAsText = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asDrizzleReads = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    keptAsText.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

/**
 * The rows of a statement planned with bitmap scans only (as under `withBitmapPlan`), in one round trip on
 * PostgreSQL: the settings and the statement go as one simple-protocol query of two statements, which PostgreSQL
 * runs as one implicit transaction, planning the statement after the settings took effect. That protocol takes no
 * parameters, so the statement's values are written into its text as escaped literals (Drizzle's `inlineParams`);
 * the callers' values are search words reduced to letters and digits, uuids, enum facets and integers. A transaction
 * of its own took four round trips (begin, settings, statement, commit) for the most frequent search of all
 * (decision 0046).
 */
export async function rowsWithBitmapPlan<T extends pg.QueryResultRow>(db: Db, statement: SQL): Promise<T[]> {
  const inTransaction = () => withBitmapPlan(db, async (tx) => (await tx.execute<T>(statement)).rows as T[]);
  // Drizzle's node-postgres database carries its pool as `$client`.
  const pool = (db as unknown as { $client?: pg.Pool }).$client;
  if (!(db._.session instanceof NodePgSession) || !pool) return inTransaction();
  const query = dialect.sqlToQuery(sql`${statement}`.inlineParams());
  // A backslash could mean something inside a literal if a server ran with standard_conforming_strings off; no
  // caller's value has one, but should one ever, it goes as a parameter.
  if (query.params.length > 0 || query.sql.includes("\\")) return inTransaction();
  const text = `${bitmapOnlyText}; ${query.sql}`;
  const results = (await pool.query({ text, types: asDrizzleReads })) as unknown as pg.QueryResult<T>[];
  return results.at(-1)?.rows ?? [];
}

/** `select count(*)::int as n …` planned with bitmap scans only (`rowsWithBitmapPlan`). */
export async function countWithBitmapPlan(db: Db, statement: SQL): Promise<number> {
  return Number((await rowsWithBitmapPlan<{ n: number }>(db, statement))[0]?.n ?? 0);
}
