import { disputeCategoryKeys, disputeEffectKeys, disputeOutcomeKeys, disputeSources } from "@domain/disputes.ts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { collaborations } from "./collaboration.ts";
import { createdAt, id, inList, seq } from "./columns.ts";

/**
 * Disputes (issue 37, decision 0069). People are named by id only — no foreign key, like the audit log — so the
 * record of who opened, wrote and decided survives an account; the dispute itself goes with its collaboration
 * (which goes with either party's account, decision 0063).
 *
 * One open dispute per collaboration: the partial unique index (ten concurrent opens make one dispute) beside the
 * collaboration's `disputed_at` compare-and-set. `opened_at` and `closed_at` are the paused time: the timers'
 * clocks (the approval window, change-request reminders) add the time a collaboration spent in dispute after their
 * start (server/features/disputes/paused.ts).
 */
export const disputes = pgTable(
  "disputes",
  {
    id: id(),
    seq: seq(),
    collaborationId: uuid("collaboration_id")
      .notNull()
      .references(() => collaborations.id, { onDelete: "cascade" }),
    openedBy: uuid("opened_by"),
    openerRole: text("opener_role", { enum: ["host", "creator"] }).notNull(),
    category: text("category", { enum: disputeCategoryKeys }).notNull(),
    description: text("description").notNull(),
    source: text("source", { enum: disputeSources }).notNull().default("party"),
    status: text("status", { enum: ["open", "resolved", "withdrawn"] })
      .notNull()
      .default("open"),
    /** The collaboration's status when the dispute opened (an "active" effect restores a paused one as active). */
    statusBefore: text("status_before").notNull(),
    outcome: text("outcome", { enum: disputeOutcomeKeys }),
    effect: text("effect", { enum: disputeEffectKeys }),
    reasons: text("reasons"),
    operatorId: uuid("operator_id"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    check("disputes_category_check", sql`${t.category} in ${inList(disputeCategoryKeys)}`),
    check("disputes_status_check", sql`${t.status} in ('open', 'resolved', 'withdrawn')`),
    check("disputes_source_check", sql`${t.source} in ${inList(disputeSources)}`),
    check("disputes_outcome_check", sql`${t.outcome} is null or ${t.outcome} in ${inList(disputeOutcomeKeys)}`),
    check("disputes_effect_check", sql`${t.effect} is null or ${t.effect} in ${inList(disputeEffectKeys)}`),
    check("disputes_closed_check", sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
    check("disputes_description_check", sql`char_length(${t.description}) between 1 and 4000`),
    uniqueIndex("disputes_one_open_idx").on(t.collaborationId).where(sql`status = 'open'`),
    index("disputes_collaboration_idx").on(t.collaborationId, t.openedAt),
    // The console's queue: open first, oldest first.
    index("disputes_queue_idx").on(t.status, t.openedAt, t.seq),
    index("disputes_opened_by_idx").on(t.openedBy),
  ],
);

/** The dispute's own thread: both parties and operators (the collaboration's chat stays the parties'). */
export const disputeMessages = pgTable(
  "dispute_messages",
  {
    id: id(),
    seq: seq(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id"),
    senderRole: text("sender_role", { enum: ["host", "creator", "operator"] }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("dispute_messages_role_check", sql`${t.senderRole} in ('host', 'creator', 'operator')`),
    check("dispute_messages_body_check", sql`char_length(${t.body}) between 1 and 4000`),
    index("dispute_messages_dispute_idx").on(t.disputeId, t.createdAt, t.seq),
  ],
);

/** Evidence files (private, `disputes/<dispute id>/…`, read through 10-minute signed links). */
export const disputeEvidence = pgTable(
  "dispute_evidence",
  {
    id: id(),
    seq: seq(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id, { onDelete: "cascade" }),
    addedBy: uuid("added_by"),
    addedRole: text("added_role", { enum: ["host", "creator", "operator"] }).notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dispute_evidence_dispute_idx").on(t.disputeId, t.createdAt)],
);

/** The dispute's own events for the timeline (opened, evidence added, no-show contested, withdrawn, resolved). */
export const disputeEvents = pgTable(
  "dispute_events",
  {
    id: id(),
    seq: seq(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actorId: uuid("actor_id"),
    actorRole: text("actor_role", { enum: ["host", "creator", "operator", "system"] }).notNull(),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("dispute_events_dispute_idx").on(t.disputeId, t.createdAt, t.seq)],
);
