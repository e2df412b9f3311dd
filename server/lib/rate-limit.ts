import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { HttpError } from "./errors.ts";

/**
 * Fixed-window counters in Postgres, so every process shares them (DESIGN.md §1).
 *
 * A limited action calls `consume` BEFORE it does the work (DESIGN.md §5): the increment and the read are one
 * upsert, so N requests arriving at once get the counts 1…N and only the first `max` go on, however many
 * processes serve them. Work that turns out not to count (a sign-in with the right password) gives its unit
 * back with `release`.
 */
export type Consumed = { count: number; retryAfterSeconds: number };

export async function consume(db: Db, key: string, windowSeconds: number): Promise<Consumed> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? windowSeconds)) };
}

/** Counts one unit of `key` and refuses with a 429 (and `Retry-After`) once more than `max` were used. */
export async function limit(
  db: Db,
  rule: { key: string; max: number; windowSeconds: number },
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  const { count, retryAfterSeconds } = await consume(db, rule.key, rule.windowSeconds);
  if (count > rule.max) throw tooManyRequests(message(retryAfterSeconds), retryAfterSeconds);
}

/** Gives back one unit (never below zero): the attempt turned out not to be one the limit is about. */
export async function release(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** "12 minutes", "1 minute", "45 seconds": how long a person has to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** A 429 always says how long to wait: in the message and in `Retry-After` (set by the app's error handler). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, "rate_limited", message, undefined, undefined, { "Retry-After": String(retryAfterSeconds) });
