import type { BlockedPerson } from "@domain/blocks.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { fileUrl } from "../../storage/storage.ts";

type Executor = Db | Tx;

/**
 * SQL: a block stands between `a` and `b`, in either direction. Both directions are one unique-index probe each
 * (`blocks_pair_idx`), so it is cheap enough inside any statement, the chat's hot path included.
 */
export const blockedBetween = (a: SQL | string, b: SQL | string): SQL => sql`exists (
  select 1 from blocks bk
   where (bk.blocker_id = ${a} and bk.blocked_id = ${b}) or (bk.blocker_id = ${b} and bk.blocked_id = ${a}))`;

/** SQL: the ids of whoever blocked the other, of the two (none, one, or both). */
const blockersBetween = (me: string, other: string): SQL => sql`
    select blocker_id from blocks
     where (blocker_id = ${me} and blocked_id = ${other}) or (blocker_id = ${other} and blocked_id = ${me})`;

/** Who stands behind a block between the two, if any: `me` (the caller blocked), `them`, or both. */
export async function blockState(db: Executor, me: string, other: string): Promise<{ me: boolean; them: boolean }> {
  const result = await db.execute<{ blocker_id: string }>(blockersBetween(me, other));
  const blockers = result.rows.map((r) => r.blocker_id);
  return { me: blockers.includes(me), them: blockers.includes(other) };
}

/**
 * `blockState` inside the caller's statement: `block_state` is a step (common table expression) answering the
 * blockers; `blockedByMe` and `blockedByThem` are columns for the statement's answer, and `blocked` a condition
 * its writes can depend on ("nothing if blocked").
 */
export function blockStateStep(me: string, other: string) {
  return {
    step: sql`block_state as (${blockersBetween(me, other)})`,
    blocked: sql`exists (select 1 from block_state)`,
    blockedByMe: sql`exists (select 1 from block_state where blocker_id = ${me})`,
    blockedByThem: sql`exists (select 1 from block_state where blocker_id = ${other})`,
  };
}

/** Whether a block stands between the two, either way round. */
export async function blockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`select ${blockedBetween(a, b)} as found`);
  return result.rows[0]?.found === true;
}

/**
 * Everyone the person blocked or was blocked by: discovery leaves them out. One query on the two indexes; the list
 * is short (a person blocks a few people), so discovery adds a `not in` only when it is not empty and keeps its
 * index-only plans for everybody else.
 */
export async function hiddenPeople(db: Executor, userId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select blocked_id as id from blocks where blocker_id = ${userId}
    union
    select blocker_id from blocks where blocked_id = ${userId}`);
  return result.rows.map((r) => r.id);
}

/**
 * Serializes everything that could start something between two people (a block, an application, an invitation, a
 * first message) on a transaction-scoped lock of the pair: an application racing a block either commits before it
 * (and is withdrawn by it) or sees it. Same key whoever comes first.
 */
export async function lockPair(tx: Executor, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`block:${low}:${high}`}, 0))`);
}

/** A person one can block: any account but an operator's. Null for an unknown id. */
export async function blockTarget(db: Executor, userId: string) {
  const result = await db.execute<{ id: string; full_name: string; role: string | null }>(sql`
    select p.id, p.full_name, r.role from profiles p left join user_roles r on r.user_id = p.id where p.id = ${userId}`);
  const row = result.rows[0];
  return row ? { id: row.id, name: row.full_name, role: row.role } : null;
}

/** Stores the block; false when it was already there (the unique pair index decides between racing requests). */
export async function insertBlock(tx: Tx, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    insert into blocks (blocker_id, blocked_id) values (${blockerId}, ${blockedId})
    on conflict (blocker_id, blocked_id) do nothing returning id`);
  return result.rows.length > 0;
}

export async function deleteBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db.execute(sql`delete from blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`);
}

/**
 * Withdraws what was waiting for an answer between the two, either way round (issue 37): pending applications of
 * one to the other's listings (never a "Chat with Host" placeholder: it is no application) and pending
 * invitations. Accepted ones and running collaborations are left alone: the dispute is the way out of those.
 */
export async function withdrawPendingBetween(tx: Tx, a: string, b: string) {
  const applications = await tx.execute<{ id: string }>(sql`
    update applications ap set status = 'withdrawn', updated_at = now()
      from listings l
     where l.id = ap.listing_id and ap.status = 'pending' and not ap.is_placeholder
       and ((ap.creator_id = ${a} and l.host_id = ${b}) or (ap.creator_id = ${b} and l.host_id = ${a}))
    returning ap.id`);
  const invitations = await tx.execute<{ id: string }>(sql`
    update host_invitations set status = 'withdrawn', updated_at = now()
     where status = 'pending'
       and ((host_id = ${a} and creator_id = ${b}) or (host_id = ${b} and creator_id = ${a}))
    returning id`);
  return { applications: applications.rows.map((r) => r.id), invitations: invitations.rows.map((r) => r.id) };
}

type Row = { id: string; full_name: string; avatar_key: string | null; role: string | null; created_at: Date | string };

const toPerson = (r: Row): BlockedPerson => ({
  id: r.id,
  name: r.full_name,
  avatarUrl: fileUrl(r.avatar_key),
  role: r.role === "creator" ? "creator" : r.role === "host" || r.role === "admin" ? "host" : null,
  blockedAt: new Date(r.created_at).toISOString(),
});

const personSelect = sql`
  select p.id, p.full_name, p.avatar_key, r.role, b.created_at
    from blocks b
    join profiles p on p.id = b.blocked_id
    left join user_roles r on r.user_id = p.id`;

/** The people this person blocked, newest first (Settings → Blocked people; a person blocks a handful). */
export async function blockedBy(db: Executor, blockerId: string): Promise<BlockedPerson[]> {
  const result = await db.execute<Row>(sql`${personSelect}
    where b.blocker_id = ${blockerId} order by b.created_at desc, b.seq desc`);
  return result.rows.map(toPerson);
}

export async function oneBlock(db: Executor, blockerId: string, blockedId: string): Promise<BlockedPerson | null> {
  const result = await db.execute<Row>(sql`${personSelect}
    where b.blocker_id = ${blockerId} and b.blocked_id = ${blockedId}`);
  const row = result.rows[0];
  return row ? toPerson(row) : null;
}

/**
 * SQL over a conversation aliased `c`: nothing more may be sent in it — a block stands between its two parties and
 * no collaboration of its application is running. "Running" is any status but the two ends, so a collaboration
 * paused (or held by a later state) keeps its chat until it is completed or cancelled (issue 37).
 */
export const conversationClosed = sql`(${blockedBetween(sql`c.host_id`, sql`c.creator_id`)}
  and not exists (select 1 from collaborations col
                   where col.application_id = c.application_id and col.status not in ('completed', 'cancelled')))`;

/** SQL: `me` blocked the person `otherColumn` names. */
export const blockedByMe = (me: string, otherColumn: SQL) =>
  sql`exists (select 1 from blocks bk where bk.blocker_id = ${me} and bk.blocked_id = ${otherColumn})`;
