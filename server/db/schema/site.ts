import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, seq } from "./columns.ts";

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
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
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
