import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";

/** The statements of the idempotency keys (decision 0055); the rules are in idempotency.ts. */
export type Claim = { userId: string; operation: string; key: string; requestHash: string };

const keyOf = (claim: Claim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.operation, claim.operation),
    eq(idempotencyKeys.key, claim.key),
  );

/**
 * Claims the key for this request: true when this request is the one to run. An expired row (over 24 h) is taken
 * over; the account's other expired rows go in the same statement (the lazy cleanup; `sweepIdempotencyKeys`
 * removes those of accounts that never come back).
 */
export async function claimKey(db: Db, claim: Claim): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    with expired as (
      delete from idempotency_keys
       where user_id = ${claim.userId} and created_at < now() - interval '24 hours'
         and not (operation = ${claim.operation} and key = ${claim.key}))
    insert into idempotency_keys (user_id, operation, key, request_hash, status)
    values (${claim.userId}, ${claim.operation}, ${claim.key}, ${claim.requestHash}, 'in_progress')
    on conflict (user_id, operation, key) do update
       set request_hash = excluded.request_hash, status = 'in_progress', response_status = null,
           response_body = null, created_at = now()
     where idempotency_keys.created_at < now() - interval '24 hours'
    returning id`);
  return result.rows.length > 0;
}

export async function readKey(db: Db, claim: Claim) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(keyOf(claim), sql`${idempotencyKeys.createdAt} >= now() - interval '24 hours'`));
  return row ?? null;
}

export async function keepAnswer(db: Db, claim: Claim, status: number, body: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: "done", responseStatus: status, responseBody: body })
    .where(keyOf(claim));
}

/** Frees the key of a request that changed nothing, so a retry with it runs again. */
export async function releaseKey(db: Db, claim: Claim): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyOf(claim), eq(idempotencyKeys.status, "in_progress")));
}

/** Removes every key past its 24 hours: a step of the timers tick (`notifications/timers.ts`; decision 0055). */
export async function sweepIdempotencyKeys(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (delete from idempotency_keys where created_at < now() - interval '24 hours' returning 1)
    select count(*)::int as n from gone`);
  return Number(result.rows[0]?.n ?? 0);
}
