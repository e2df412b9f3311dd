import { invitationStatuses, mediaTypes } from "@domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, inList, seq, updatedAt } from "./columns.ts";
import { listingRef } from "./listings.ts";
import { profileRef } from "./profiles.ts";

/** A creator's portfolio; `position` is the saved display order. */
export const portfolioMedia = pgTable(
  "portfolio_media",
  {
    id: id(),
    userId: profileRef("user_id"),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    /** A human caption for the lightbox and alt text; null shows a title made from the file name. */
    caption: text("caption"),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    /** Bytes this item takes in storage (the file and its card variant): what counts against the quota. */
    storedBytes: integer("stored_bytes").notNull().default(0),
    mediaType: text("media_type", { enum: mediaTypes }).notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("portfolio_media_type_check", sql`${t.mediaType} in ${inList(mediaTypes)}`),
    check("portfolio_media_size_check", sql`${t.fileSize} >= 0 and ${t.storedBytes} >= 0`),
    check("portfolio_media_caption_check", sql`${t.caption} is null or char_length(${t.caption}) <= 200`),
    index("portfolio_media_user_idx").on(t.userId, t.position, t.createdAt),
  ],
);

export const savedCreators = pgTable(
  "saved_creators",
  {
    id: id(),
    seq: seq(),
    hostId: profileRef("host_id"),
    creatorId: profileRef("creator_id"),
    createdAt: createdAt(),
  },
  (t) => [
    // One saved row per host and creator: a duplicate is the spec's 23505 "Already Saved".
    uniqueIndex("saved_creators_host_creator_idx").on(t.hostId, t.creatorId),
    check("saved_creators_not_self_check", sql`${t.hostId} <> ${t.creatorId}`),
  ],
);

export const hostInvitations = pgTable(
  "host_invitations",
  {
    id: id(),
    seq: seq(),
    hostId: profileRef("host_id"),
    creatorId: profileRef("creator_id"),
    listingId: listingRef("listing_id"),
    message: text("message"),
    status: text("status", { enum: invitationStatuses }).notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("host_invitations_status_check", sql`${t.status} in ${inList(invitationStatuses)}`),
    uniqueIndex("host_invitations_one_pending_idx").on(t.listingId, t.creatorId).where(sql`status = 'pending'`),
    index("host_invitations_host_idx").on(t.hostId, t.createdAt.desc()),
    index("host_invitations_creator_idx").on(t.creatorId, t.createdAt.desc()),
  ],
);
