import { notificationTypes } from "@domain/notifications.ts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { collaborations, conversations } from "./collaboration.ts";
import { createdAt, id, inList, seq } from "./columns.ts";
import { profileRef, profiles } from "./profiles.ts";

/**
 * In-app notifications (issue 10 part 2), written by `notify()` inside the transaction of the change they tell
 * about. `mail_state` is the e-mail outbox: `pending` rows are mailed by the notification-mail job after commit,
 * so a rolled-back change never sends a mail and a committed one is mailed even if the process dies right after.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    seq: seq(),
    userId: profileRef("user_id"),
    type: text("type", { enum: notificationTypes }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path inside the app the entry links to. */
    link: text("link").notNull(),
    /** The object it is about (application, conversation, terms, collaboration…), for batching and marking read. */
    subjectId: uuid("subject_id"),
    /** Set for once-only notifications (reminders, expiry): a second insert with the same key is dropped. */
    onceKey: text("once_key"),
    mailState: text("mail_state", { enum: ["none", "pending", "sent", "skipped"] })
      .notNull()
      .default("none"),
    /** The push outbox (issue 42): `pending` rows are handed to the push queue, one job per device. */
    pushState: text("push_state", { enum: ["none", "pending", "queued", "skipped"] })
      .notNull()
      .default("none"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    check("notifications_type_check", sql`${t.type} in ${inList(notificationTypes)}`),
    index("notifications_user_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`read_at is null`),
    index("notifications_mail_pending_idx").on(t.createdAt).where(sql`mail_state = 'pending'`),
    index("notifications_push_pending_idx").on(t.createdAt).where(sql`push_state = 'pending'`),
    uniqueIndex("notifications_once_idx").on(t.userId, t.onceKey).where(sql`once_key is not null`),
  ],
);

/** Per-user e-mail choice per notification type: only the types switched off are stored. */
export const emailMutedTypes = pgTable(
  "email_muted_types",
  {
    userId: profileRef("user_id"),
    type: text("type", { enum: notificationTypes }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** When a user was last mailed about a conversation's messages (at most one mail per 15 minutes). */
export const messageMailMarks = pgTable(
  "message_mail_marks",
  {
    userId: profileRef("user_id"),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);

/** The 14-day review window of a completed collaboration; `published_at` is set when both reviews (or the window) close. */
export const reviewWindows = pgTable(
  "review_windows",
  {
    collaborationId: uuid("collaboration_id")
      .primaryKey()
      .references(() => collaborations.id, { onDelete: "cascade" }),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [index("review_windows_due_idx").on(t.closesAt).where(sql`published_at is null`)],
);

/** Double-blind reviews: hidden (published_at null) until both are in or the window closes, then read-only. */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    seq: seq(),
    collaborationId: uuid("collaboration_id")
      .notNull()
      .references(() => collaborations.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id").references(() => profiles.id, { onDelete: "set null" }),
    revieweeId: profileRef("reviewee_id"),
    reviewerRole: text("reviewer_role", { enum: ["host", "creator"] }).notNull(),
    rating: integer("rating").notNull(),
    subRatings: jsonb("sub_ratings").$type<Record<string, number>>().notNull(),
    text: text("text").notNull(),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_role_check", sql`${t.reviewerRole} in ('host', 'creator')`),
    // One review per party per collaboration (a double submit gives 409).
    uniqueIndex("reviews_one_per_party_idx").on(t.collaborationId, t.reviewerRole),
    index("reviews_reviewee_idx").on(t.revieweeId, t.publishedAt.desc()).where(sql`published_at is not null`),
  ],
);
