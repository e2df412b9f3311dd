import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { HttpError } from "./errors.ts";

/**
 * Fixed-window counter in Postgres, so every process shares it (DESIGN.md §1).
 * One upsert per hit: a new window starts when the old one has passed.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count`);
  return Number(result.rows[0]?.count ?? 0);
}

export async function countOf(db: Db, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count from rate_limits where key = ${key} and window_start >= now() - make_interval(secs => ${windowSeconds})`);
  return Number(result.rows[0]?.count ?? 0);
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export const tooManyRequests = (message = "Too many attempts. Please wait a few minutes and try again.") =>
  new HttpError(429, "rate_limited", message);
