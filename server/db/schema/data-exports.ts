import { dataExportStatuses } from "@domain/data-export.ts";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { id, inList } from "./columns.ts";

/**
 * "Download my data" (issue 40 part 4, decision 0063): one row per export a person asked for. The partial unique
 * index keeps one running export per account, also when two requests race; a new export replaces the old one (its
 * row and its ZIP go). The row goes with the account (cascade); the ZIP's key is under `exports/<userId>/`, which
 * account deletion removes too.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: dataExportStatuses }).notNull().default("running"),
    storageKey: text("storage_key"),
    bytes: bigint("bytes", { mode: "number" }),
    fileCount: integer("file_count"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    check("data_exports_status_check", sql`${t.status} in ${inList(dataExportStatuses)}`),
    uniqueIndex("data_exports_one_running_idx").on(t.userId).where(sql`status = 'running'`),
    index("data_exports_user_idx").on(t.userId, t.requestedAt.desc()),
  ],
);
