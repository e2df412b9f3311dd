import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "./auth.ts";
import { createdAt, id } from "./columns.ts";

/**
 * A person's passkeys (WebAuthn credentials, decision 0062), checked with SimpleWebAuthn. The credential id is
 * unique across accounts (an authenticator makes a new one per account); the public key is the COSE key as
 * base64url. `counter` is the authenticator's signature counter (0 for most platform passkeys, which keep none).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    credentialId: text("credential_id").notNull().unique(),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports"),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_id_idx").on(t.userId)],
);

/**
 * A WebAuthn challenge waiting for its answer: made by the options step, deleted by the answer (used once), kept
 * five minutes. `user_id` is set when adding a passkey (the answer must come from that account's session).
 */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  id: id(),
  challenge: text("challenge").notNull(),
  purpose: text("purpose", { enum: ["register", "sign-in"] }).notNull(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * When a session was last used, written at most every few minutes (session.ts), apart from `sessions` so the
 * write does not fire its change trigger (decision 0045: every process would forget the person's cached session).
 */
export const sessionActivity = pgTable("session_activity", {
  sessionId: uuid("session_id")
    .primaryKey()
    .references(() => sessions.id, { onDelete: "cascade" }),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});
