import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt, id } from "./columns.ts";

/**
 * Idempotency keys of creates (decision 0055): one row per (account, operation, key), claimed before the create
 * runs so that of N identical requests exactly one makes the effect. `status` is `in_progress` while that request
 * runs and `done` once its answer is stored; the others replay the stored answer. Rows older than 24 h are expired.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The operation's id in the API document (`postPayments`): a key is scoped to one route. */
    operation: text("operation").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request's path parameters and body as validated: the same key with another body is a 422. */
    requestHash: text("request_hash").notNull(),
    status: text("status", { enum: ["in_progress", "done"] }).notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_operation_key_idx").on(t.userId, t.operation, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
