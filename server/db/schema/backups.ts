import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";

/**
 * Backups made of this instance (decision 0064): one row per finished `npm run backup` or scheduled backup, so the
 * last one's time and size reach /metrics and the console overview from any process. Written after the archive is
 * complete, so a restored database shows the backups made before its own snapshot, not the one it came from.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    /** The archive's size in bytes. */
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    fileName: text("file_name").notNull(),
    files: integer("files").notNull(),
    warnings: integer("warnings").notNull(),
    trigger: text("trigger", { enum: ["command", "schedule"] }).notNull(),
  },
  (t) => [
    index("backup_runs_finished_idx").on(t.finishedAt.desc()),
    check("backup_runs_trigger_check", sql`${t.trigger} in ('command', 'schedule')`),
  ],
);
