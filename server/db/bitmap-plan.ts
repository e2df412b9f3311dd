import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";

/**
 * Runs `work` in a transaction whose statements may only use bitmap scans. For the capped counts of searches
 * ("1,000+"): through the words' GIN index the bitmap holds every match at once and the heap visit stops at
 * cap + 1, where the planner, left alone, reads the table (or an order index) row by row until enough matches
 * turn up — half the table for a word in 2 % of the rows. SET LOCAL lasts only for this transaction.
 */
export async function withBitmapPlan<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Both settings in one statement (one round trip); `true` makes them local to this transaction like SET LOCAL.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return work(tx);
  });
}

/** `select count(*)::int as n …` run under `withBitmapPlan`. */
export async function countWithBitmapPlan(db: Db, statement: ReturnType<typeof sql>): Promise<number> {
  return withBitmapPlan(db, async (tx) => Number((await tx.execute<{ n: number }>(statement)).rows[0]?.n ?? 0));
}
