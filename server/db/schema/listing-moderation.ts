import { listingStatuses } from "@domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList } from "./columns.ts";
import { listings } from "./listings.ts";

/**
 * A listing an operator unpublished (decision 0057): one row while it lasts, so ten concurrent "unpublish" clicks
 * make one (the primary key, beside the listing's row lock). `statusBefore` is what re-publishing restores. The
 * host's open re-publication request is `requestedAt` (one at a time: set only while null); a declined request
 * leaves its reason for the host. No foreign key to the operator (ids only, like the audit log); the row goes
 * with the listing.
 */
export const listingUnpublications = pgTable(
  "listing_unpublications",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    statement: text("statement").notNull(),
    statusBefore: text("status_before", { enum: listingStatuses }).notNull(),
    unpublishedBy: uuid("unpublished_by"),
    createdAt: createdAt(),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    requestNote: text("request_note"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
  },
  (t) => [
    check(
      "listing_unpublications_status_before_check",
      sql`${t.statusBefore} in ${inList(listingStatuses.filter((s) => s !== "unpublished"))}`,
    ),
    // The console's queue: open requests, oldest first.
    index("listing_unpublications_requested_idx").on(t.requestedAt).where(sql`requested_at is not null`),
  ],
);
