import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { profileRef } from "./profiles.ts";

/**
 * Realtime events (decision 0018): one row per recipient, ids only, increasing `id`. The stream replays rows
 * after the client's last event id on reconnect; rows older than a day are pruned.
 */
export const realtimeEvents = pgTable(
  "realtime_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: profileRef("user_id"),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("realtime_events_user_idx").on(t.userId, t.id), index("realtime_events_created_idx").on(t.createdAt)],
);
