import { notificationTypes } from "@domain/notifications.ts";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions } from "./auth.ts";
import { createdAt, id, seq } from "./columns.ts";
import { profileRef } from "./profiles.ts";

/**
 * Web Push subscriptions (issue 42, decision 0065): one row per device (browser profile) that turned push on.
 * The row belongs to the session that made it, so signing out on that device (the session row is deleted)
 * removes it; deleting the account removes them all (the profile cascade).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    seq: seq(),
    userId: profileRef("user_id"),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for the payload encryption (RFC 8291). */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the person sees in the device list ("Chrome on Android"), from the user agent; may be empty. */
    label: text("label").notNull().default(""),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

/** Per-user push choice per notification type: only the types switched off are stored (as `email_muted_types`). */
export const pushMutedTypes = pgTable(
  "push_muted_types",
  {
    userId: profileRef("user_id"),
    type: text("type", { enum: notificationTypes }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * The conversation each open tab shows (told over its event stream): no push about that conversation goes to
 * its reader while the row is fresh. One row per stream; removed when the stream ends, ignored when stale.
 */
export const realtimeViewing = pgTable(
  "realtime_viewing",
  {
    streamId: uuid("stream_id").primaryKey(),
    userId: profileRef("user_id"),
    conversationId: uuid("conversation_id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("realtime_viewing_user_idx").on(t.userId, t.conversationId)],
);
