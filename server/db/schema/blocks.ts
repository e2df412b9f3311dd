import { sql } from "drizzle-orm";
import { check, index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, seq } from "./columns.ts";
import { profileRef } from "./profiles.ts";

/**
 * One person blocking another (issue 37 part 1, decision 0068). Either account's deletion takes the row with it
 * (the profile references cascade): a block is about two living accounts, and the deletion leaves nothing behind.
 */
export const blocks = pgTable(
  "blocks",
  {
    id: id(),
    seq: seq(),
    blockerId: profileRef("blocker_id"),
    blockedId: profileRef("blocked_id"),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per pair and direction: blocking twice (or two clicks racing) keeps the first.
    uniqueIndex("blocks_pair_idx").on(t.blockerId, t.blockedId),
    // "Is anyone blocking me?" reads this one (the unique index answers "whom did I block?").
    index("blocks_blocked_idx").on(t.blockedId, t.blockerId),
    check("blocks_not_self_check", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
