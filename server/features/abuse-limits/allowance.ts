import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { type ConsumedRow, consumeStep, release, tooManyRequests, waitInWords } from "../../lib/rate-limit.ts";
import { type AbuseKind, abuseLimits, abuseMessages } from "./limits.ts";

type Executor = Db | Tx;

/** The limits in force: the figures of `limits.ts` times `ABUSE_LIMIT_FACTOR` (1 unless a benchmark raises it). */
export type AbuseLimiter = { factor: number };

export const abuseLimiterFrom = (config: { abuseLimitFactor: number }): AbuseLimiter => ({
  factor: config.abuseLimitFactor,
});

type Window = { key: string; max: number; windowSeconds: number };

/** The counters (rows of `rate_limits`) of one kind for one account: an hourly and a daily one, in that order. */
export function abuseWindows(limiter: AbuseLimiter, kind: AbuseKind, accountId: string): Window[] {
  const { hour, day } = abuseLimits[kind];
  return [
    { key: `abuse:${kind}:hour:${accountId}`, max: hour.max * limiter.factor, windowSeconds: hour.windowSeconds },
    { key: `abuse:${kind}:day:${accountId}`, max: day.max * limiter.factor, windowSeconds: day.windowSeconds },
  ];
}

function refusal(
  kind: AbuseKind,
  windows: Window[],
  rows: (ConsumedRow | undefined)[],
  over: (n: number, max: number) => boolean,
) {
  let wait = 0;
  windows.forEach((w, i) => {
    const row = rows[i];
    if (row && over(Number(row.count), w.max)) wait = Math.max(wait, Number(row.retry_after), 1);
  });
  return wait > 0 ? tooManyRequests(abuseMessages[kind](waitInWords(wait)), wait) : null;
}

/**
 * Counts one `kind` action of `accountId` on every window and refuses it with a 429 (`Retry-After`, the wait in
 * words) once a window is used up. Call it first in the transaction that writes the action: the counter rows stay
 * locked until that transaction ends, so concurrent requests of one account count one after another (ten at
 * `max - 1`: exactly one goes on, in every process); a refusal or any later failure rolls the count back with the
 * write, so only actions that happened are counted and a refused request writes nothing.
 *
 * `accountId` is the actor's id; anything stable that names who acts works (e.g. a visitor's e-mail for reports).
 */
export async function takeAllowance(db: Executor, limiter: AbuseLimiter, kind: AbuseKind, accountId: string) {
  const windows = abuseWindows(limiter, kind, accountId);
  const steps = windows.map((w, i) => sql`${sql.raw(`w${i}`)} as (${consumeStep(w.key, w.windowSeconds)})`);
  const reads = windows.map((_, i) => sql`select ${i}::int as i, count, retry_after from ${sql.raw(`w${i}`)}`);
  const result = await db.execute<ConsumedRow & { i: number }>(
    sql`with ${sql.join(steps, sql`, `)} ${sql.join(reads, sql` union all `)}`,
  );
  const rows = windows.map((_, i) => result.rows.find((r) => Number(r.i) === i));
  const refused = refusal(kind, windows, rows, (count, max) => count > max);
  if (refused) throw refused;
}

export type AllowanceSteps = {
  steps: (guard: SQL) => SQL;
  within: SQL;
  columns: SQL;
  refusalOf: (row: Record<string, unknown>) => ReturnType<typeof tooManyRequests> | null;
};

/**
 * `takeAllowance` inside the caller's own statement (a write and its count in one round trip): `steps` count the
 * action on every window when `guard` holds; `within` is a condition — every window still allows it — the write
 * must depend on; `columns` answer the counts, which `refusalOf` turns into takeAllowance's 429. The caller runs the
 * statement in its transaction and throws that refusal, rolling the count back with everything else: the rows stay
 * locked to its end, so concurrent requests of one account count one after another, as with takeAllowance.
 */
export function allowanceSteps(limiter: AbuseLimiter, kind: AbuseKind, accountId: string): AllowanceSteps {
  const windows = abuseWindows(limiter, kind, accountId);
  const name = (i: number) => sql.raw(`allowance_w${i}`);
  return {
    steps: (guard) =>
      sql.join(
        windows.map((w, i) => sql`${name(i)} as (${consumeStep(w.key, w.windowSeconds, guard)})`),
        sql`, `,
      ),
    within: sql.join(
      windows.map((w, i) => sql`coalesce((select count from ${name(i)}), 0) <= ${w.max}::float8`),
      sql` and `,
    ),
    columns: sql.join(
      windows.map(
        (_, i) =>
          sql`(select count from ${name(i)}) as ${sql.raw(`allowance_count_${i}`)}, (select retry_after from ${name(i)}) as ${sql.raw(`allowance_retry_${i}`)}`,
      ),
      sql`, `,
    ),
    /** The 429 for a statement's answer row when a window was used up; null when the action was within. */
    refusalOf(row: Record<string, unknown>) {
      const rows = windows.map((_, i): ConsumedRow | undefined =>
        row[`allowance_count_${i}`] == null
          ? undefined
          : { count: Number(row[`allowance_count_${i}`]), retry_after: Number(row[`allowance_retry_${i}`]) },
      );
      return refusal(kind, windows, rows, (count, max) => count > max);
    },
  };
}

/**
 * Refuses (the same 429) when the next `kind` action would be over a limit, without counting: for a request that
 * does expensive work (re-encoding images) before the transaction that takes the allowance.
 */
export async function checkAllowance(db: Executor, limiter: AbuseLimiter, kind: AbuseKind, accountId: string) {
  const windows = abuseWindows(limiter, kind, accountId);
  const wanted: SQL[] = windows.map((w, i) => sql`(${i}::int, ${w.key}::text, ${w.windowSeconds}::float8)`);
  const result = await db.execute<ConsumedRow & { i: number }>(sql`
    select w.i, r.count,
           ceil(extract(epoch from (r.window_start + make_interval(secs => w.secs) - now())))::int as retry_after
      from (values ${sql.join(wanted, sql`, `)}) w (i, key, secs)
      join rate_limits r on r.key = w.key
     where r.window_start >= now() - make_interval(secs => w.secs)`);
  const rows = windows.map((_, i) => result.rows.find((r) => Number(r.i) === i));
  const refused = refusal(kind, windows, rows, (count, max) => count >= max);
  if (refused) throw refused;
}

/** Gives back the unit of an action that was counted in its own transaction but then failed in a later step. */
export async function returnAllowance(db: Db, limiter: AbuseLimiter, kind: AbuseKind, accountId: string) {
  for (const w of abuseWindows(limiter, kind, accountId)) await release(db, w.key);
}
