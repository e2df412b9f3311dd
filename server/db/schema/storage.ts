import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * Every stored file is written here before its bytes go to storage (server/storage/upload-journal.ts). A crash
 * between the file and the row that uses it leaves a journal entry behind; the sweep removes the file when no
 * row refers to it, so a crash never leaves an orphan file for good.
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    key: text("key").primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_uploads_created_at_idx").on(t.createdAt)],
);
