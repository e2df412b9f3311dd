import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt, updatedAt } from "./columns.ts";

/** better-auth's twoFactor plugin table (its property names): the encrypted TOTP secret and recovery codes. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: uuid("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId)],
);

/**
 * TOTP codes already used, per account, for as long as the plugin would still accept them (a 30 s step and one
 * step either side): the primary key is the claim, so a code sent twice — also at once — works only once.
 */
export const totpUsedCodes = pgTable(
  "totp_used_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * The audit log (decision 0057): one row per operator action or security event. Ids only — no foreign key to
 * accounts and no e-mail or name, so a deleted account's rows stay and name nobody; the console joins names in
 * while the account exists. A trigger refuses UPDATE, DELETE and TRUNCATE (migration 0016): append-only.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    action: text("action").notNull(),
    targetId: uuid("target_id"),
    targetKind: text("target_kind"),
    reason: text("reason"),
    requestId: text("request_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.seq.desc()),
    index("audit_log_target_idx").on(t.targetId, t.at.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    index("audit_log_action_idx").on(t.action, t.at.desc()),
  ],
);

/**
 * A suspended account (decision 0057): one row while it lasts, so ten concurrent "suspend" clicks make one (the
 * primary key). `listingStatuses` keeps each listing's status from before, for reinstating; `endsAt` is lifted by
 * the timers. No foreign key to the operator who suspended (ids only, like the audit log).
 */
export const accountSuspensions = pgTable("account_suspensions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  category: text("category").notNull(),
  message: text("message").notNull(),
  suspendedBy: uuid("suspended_by"),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  listingStatuses: jsonb("listing_statuses").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});
