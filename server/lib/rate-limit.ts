import { type SQL, sql } from "drizzle-orm";
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
  const result = await db.execute<ConsumedRow>(
    sql`with consumed as (${consumeStep(key, windowSeconds)}) select * from consumed`,
  );
  return consumedFrom(result.rows[0], windowSeconds);
}

export type ConsumedRow = { count: number; retry_after: number };

/**
 * The counting upsert as a statement a caller may put inside its own (a common table expression), so a hot path
 * reads its context and counts in one round trip; `guard` says whether this request counts at all.
 */
export function consumeStep(key: string, windowSeconds: number, guard: SQL = sql`true`): SQL {
  return sql`
    insert into rate_limits (key, window_start, count) select ${key}, now(), 1 where ${guard}
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`;
}

export function consumedFrom(row: ConsumedRow | undefined, windowSeconds: number): Consumed {
  return { count: Number(row?.count ?? 0), retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? windowSeconds)) };
}

/** Refuses with a 429 (and `Retry-After`) once more than `max` were used. */
export function enforce(consumed: Consumed, max: number, message: (retryAfterSeconds: number) => string): void {
  if (consumed.count > max) throw tooManyRequests(message(consumed.retryAfterSeconds), consumed.retryAfterSeconds);
}

/** Counts one unit of `key` and refuses with a 429 (and `Retry-After`) once more than `max` were used. */
export async function limit(
  db: Db,
  rule: { key: string; max: number; windowSeconds: number },
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  enforce(await consume(db, rule.key, rule.windowSeconds), rule.max, message);
}

/** Gives back one unit (never below zero): the attempt turned out not to be one the limit is about. */
export async function release(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** "12 minutes", "1 minute", "45 seconds", "5 hours" (from two hours on): how long a person has to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** A 429 always says how long to wait: in the message and in `Retry-After` (set by the app's error handler). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, "rate_limited", message, undefined, undefined, { "Retry-After": String(retryAfterSeconds) });
