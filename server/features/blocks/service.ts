import { type BlockedPerson, blockMessages } from "@domain/blocks.ts";
import type { Db, Tx } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import * as q from "./queries.ts";

/**
 * Blocking (issue 37 part 1, decision 0068). Members only: the route's `signed-in` rule refuses operators (they act
 * from the console), and operators cannot be blocked (400: they are not members one meets in the marketplace, and a
 * dispute's operator must stay reachable).
 */
export async function listBlocked(db: Db, actor: Actor | null): Promise<{ items: BlockedPerson[] }> {
  const me = requireAccess(actor, "signed-in");
  return { items: await q.blockedBy(db, me.id) };
}

/**
 * POST /api/blocks — idempotent: blocking someone already blocked answers the existing block (200) instead of an
 * error (a double click, two tabs). In one transaction, under the pair's lock: the block and the withdrawal of
 * every pending application and invitation between the two. Nobody is notified: the blocked person is never told.
 */
export async function block(
  db: Db,
  actor: Actor | null,
  { userId }: { userId: string },
): Promise<{ block: BlockedPerson; created: boolean }> {
  const me = requireAccess(actor, "signed-in");
  if (userId === me.id) {
    throw new HttpError(400, "validation_failed", blockMessages.cannotBlockSelf, {
      userId: blockMessages.cannotBlockSelf,
    });
  }
  const target = await q.blockTarget(db, userId);
  if (!target) throw notFound(blockMessages.personNotFound);
  if (target.role === "operator") {
    throw new HttpError(400, "validation_failed", blockMessages.cannotBlockStaff, {
      userId: blockMessages.cannotBlockStaff,
    });
  }
  const created = await db.transaction(async (tx) => {
    await q.lockPair(tx, me.id, userId);
    const made = await q.insertBlock(tx, me.id, userId);
    if (made) await q.withdrawPendingBetween(tx, me.id, userId);
    return made;
  });
  const row = await q.oneBlock(db, me.id, userId);
  // Unblocked again between the two statements (another tab): what was asked did happen.
  if (!row) throw new HttpError(409, "conflict", blockMessages.blockFailed);
  return { block: row, created };
}

/** DELETE /api/blocks/:userId — idempotent: unblocking someone not blocked is still a success. */
export async function unblock(db: Db, actor: Actor | null, userId: string): Promise<void> {
  const me = requireAccess(actor, "signed-in");
  await q.deleteBlock(db, me.id, userId);
}

/**
 * For the features that start something between two people (an application, an invitation, a conversation): takes
 * the pair's lock in the caller's transaction and refuses when a block stands between them. The person who blocked
 * is told so (`blockerMessage`); the blocked person gets the caller's neutral refusal, worded like a missing page
 * or a closed conversation — never "blocked".
 */
export async function assertNotBlocked(
  tx: Db | Tx,
  me: string,
  other: string,
  refusals: { blockerMessage: string; neutral: () => HttpError },
): Promise<void> {
  await q.lockPair(tx, me, other);
  refuseBlocked(await q.blockState(tx, me, other), refusals);
}

/** The refusal of `assertNotBlocked` for a block state read under the pair's lock (in the caller's own statement). */
export function refuseBlocked(
  state: { me: boolean; them: boolean },
  refusals: { blockerMessage: string; neutral: () => HttpError },
): void {
  if (state.me) throw new HttpError(409, "you_blocked", refusals.blockerMessage);
  if (state.them) throw refusals.neutral();
}

/** Outside a transaction (reads): the same answer without the lock. */
export async function blockStateWith(db: Db, me: string, other: string) {
  return q.blockState(db, me, other);
}
