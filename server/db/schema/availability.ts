import { nightKinds } from "@domain/stay-dates.ts";
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { collaborations } from "./collaboration.ts";
import { createdAt, id, inList } from "./columns.ts";
import { listingRef } from "./listings.ts";

/**
 * Another channel's calendar a host imports (decision 0035): a feed URL refreshed by the job queue, or an
 * uploaded `.ics` (no URL; refreshed only by uploading again). Its nights live in `listing_nights`.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: id(),
    listingId: listingRef("listing_id"),
    name: text("name").notNull(),
    url: text("url"),
    lastRefreshedAt: timestamp("last_refreshed_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Nights of the feed that another booking already held (a double booking made elsewhere), for the host. */
    clashes: text("clashes").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index("calendar_feeds_listing_idx").on(t.listingId),
    index("calendar_feeds_refresh_idx").on(t.lastRefreshedAt).where(sql`url is not null`),
    check("calendar_feeds_name_check", sql`char_length(${t.name}) between 1 and 80`),
  ],
);

/**
 * One row per unavailable night of a listing (decision 0035). The primary key (listing_id, night) is what makes a
 * night impossible to give away twice: an accepted collaboration, a host's block and an imported booking all
 * insert here, and the database refuses a second row for the same night on PGlite and PostgreSQL alike.
 * A night is the listing's local date (check-in day), never an instant.
 */
export const listingNights = pgTable(
  "listing_nights",
  {
    listingId: listingRef("listing_id"),
    night: date("night", { mode: "string" }).notNull(),
    kind: text("kind", { enum: nightKinds }).notNull(),
    note: text("note"),
    collaborationId: uuid("collaboration_id").references(() => collaborations.id, { onDelete: "cascade" }),
    feedId: uuid("feed_id").references(() => calendarFeeds.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "listing_nights_pkey", columns: [t.listingId, t.night] }),
    check("listing_nights_kind_check", sql`${t.kind} in ${inList(nightKinds)}`),
    check(
      "listing_nights_source_check",
      sql`(${t.kind} = 'taken') = (${t.collaborationId} is not null) and (${t.kind} = 'imported') = (${t.feedId} is not null)`,
    ),
    check("listing_nights_note_check", sql`${t.note} is null or char_length(${t.note}) <= 80`),
    index("listing_nights_collaboration_idx").on(t.collaborationId).where(sql`collaboration_id is not null`),
    index("listing_nights_feed_idx").on(t.feedId).where(sql`feed_id is not null`),
  ],
);
