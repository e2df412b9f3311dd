import { supportStatuses } from "@domain/constants.ts";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, seq } from "./columns.ts";

/** Host waitlist addresses from /landingpage-hosts; one row per address (case-insensitive). */
export const waitlist = pgTable(
  "waitlist",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("waitlist_email_idx").on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    consent: boolean("consent").notNull(),
    ipAddress: text("ip_address"),
    /** The support inbox (decision 0057): open → answered (a reply was sent) → closed, and who is on it. */
    status: text("status", { enum: supportStatuses }).notNull().default("open"),
    assigneeId: uuid("assignee_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt.desc()),
    index("contact_messages_status_idx").on(t.status, t.createdAt.desc()),
    check("contact_messages_status_check", sql`${t.status} in ${inList(supportStatuses)}`),
  ],
);

/** A reply written in the console, sent by the mailer to the person and kept with their message. */
export const supportReplies = pgTable(
  "support_replies",
  {
    id: id(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    operatorId: uuid("operator_id"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_replies_message_idx").on(t.messageId, t.createdAt)],
);

/** Every mail the product sends; the dev outbox reads it, the SMTP driver marks `sent_at`. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    seq: seq(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    links: jsonb("links").$type<string[]>().notNull().default([]),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt.desc())],
);
