import { reportItemKinds } from "@domain/reports.ts";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, seq } from "./columns.ts";

/**
 * Reports (issue 36; decision 0060). Ids only towards accounts and items — no foreign keys — like the audit log:
 * the record of how a notice was handled outlives the item, its author and the reporter.
 *
 * A case groups the open reports of one item (one open case per item: the partial unique index, so ten
 * concurrent first reports make one case). `low_priority` while every report of it came from reporters whose
 * reports were often unfounded (Art. 23): the queue shows those last.
 */
export const reportCases = pgTable(
  "report_cases",
  {
    id: id(),
    seq: seq(),
    itemKind: text("item_kind", { enum: reportItemKinds }).notNull(),
    itemId: uuid("item_id").notNull(),
    authorId: uuid("author_id"),
    status: text("status", { enum: ["open", "decided"] })
      .notNull()
      .default("open"),
    lowPriority: boolean("low_priority").notNull().default(false),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("report_cases_kind_check", sql`${t.itemKind} in ${inList(reportItemKinds)}`),
    check("report_cases_status_check", sql`${t.status} in ('open', 'decided')`),
    uniqueIndex("report_cases_one_open_idx").on(t.itemKind, t.itemId).where(sql`status = 'open'`),
    // The queue: open cases, normal before low priority, oldest first.
    index("report_cases_queue_idx").on(t.status, t.lowPriority, t.createdAt, t.seq),
    index("report_cases_author_idx").on(t.authorId, t.createdAt.desc()),
  ],
);

/**
 * What the item looked like when it was first reported: its text (kept for the record) and a copy of its file
 * (`file_key`, under `reports/`), which the timers delete once the case and its appeal period are over
 * (`file_purged_at`). The exception to "deletion removes everything" (DECISIONS.md "Deletion vs records").
 */
export const reportSnapshots = pgTable("report_snapshots", {
  caseId: uuid("case_id")
    .primaryKey()
    .references(() => reportCases.id, { onDelete: "cascade" }),
  content: jsonb("content").$type<{ title: string | null; text: string | null; author: string | null }>().notNull(),
  fileKey: text("file_key"),
  fileType: text("file_type"),
  takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
  filePurgedAt: timestamp("file_purged_at", { withTimezone: true }),
});

/**
 * One report: who (an account, or a visitor's e-mail), why, and in which case. One per person per open case
 * (the unique indexes: "already reported", also for ten at once).
 */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    seq: seq(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => reportCases.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id"),
    reporterEmail: text("reporter_email"),
    category: text("category").notNull(),
    explanation: text("explanation"),
    lowPriority: boolean("low_priority").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("reports_reporter_check", sql`(${t.reporterId} is null) <> (${t.reporterEmail} is null)`),
    check("reports_explanation_check", sql`${t.explanation} is null or char_length(${t.explanation}) <= 2000`),
    uniqueIndex("reports_one_per_reporter_idx").on(t.caseId, t.reporterId).where(sql`reporter_id is not null`),
    uniqueIndex("reports_one_per_visitor_idx").on(t.caseId, t.reporterEmail).where(sql`reporter_email is not null`),
    index("reports_case_idx").on(t.caseId, t.createdAt),
    index("reports_reporter_idx").on(t.reporterId, t.createdAt.desc()),
  ],
);

/**
 * An operator's decision on a case, or on an appeal (`kind = 'appeal'`, `answers_id` the decision appealed). Any
 * decision but "no action" is also the statement of reasons the affected person reads: what was restricted,
 * the section of /terms, the facts; no automated means are used (`automated` false, said on the statement).
 */
export const reportDecisions = pgTable(
  "report_decisions",
  {
    id: id(),
    seq: seq(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => reportCases.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["case", "appeal"] })
      .notNull()
      .default("case"),
    outcome: text("outcome").notNull(),
    termsSection: text("terms_section"),
    facts: text("facts"),
    automated: boolean("automated").notNull().default(false),
    operatorId: uuid("operator_id"),
    affectedId: uuid("affected_id"),
    answersId: uuid("answers_id"),
    createdAt: createdAt(),
  },
  (t) => [
    check("report_decisions_kind_check", sql`${t.kind} in ('case', 'appeal')`),
    check(
      "report_decisions_outcome_check",
      sql`${t.outcome} in ('no_action', 'remove', 'unpublish', 'warn', 'suspend', 'upheld', 'reversed')`,
    ),
    // One decision per case (the compare-and-set on the case is the other half), one per appeal.
    uniqueIndex("report_decisions_one_per_case_idx").on(t.caseId).where(sql`kind = 'case'`),
    uniqueIndex("report_decisions_one_per_appeal_idx").on(t.answersId).where(sql`kind = 'appeal'`),
    index("report_decisions_affected_idx").on(t.affectedId, t.createdAt.desc()),
  ],
);

/** The affected person's one appeal of a decision (the primary key), decided by another operator when there is one. */
export const reportAppeals = pgTable(
  "report_appeals",
  {
    id: id(),
    decisionId: uuid("decision_id")
      .notNull()
      .unique()
      .references(() => reportDecisions.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    explanation: text("explanation").notNull(),
    status: text("status", { enum: ["open", "decided"] })
      .notNull()
      .default("open"),
    assignedTo: uuid("assigned_to"),
    resultId: uuid("result_id"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("report_appeals_status_check", sql`${t.status} in ('open', 'decided')`),
    index("report_appeals_open_idx").on(t.createdAt).where(sql`status = 'open'`),
  ],
);

/**
 * Items a decision removed (message, review, gallery photo, deliverable): hidden from everyone and kept for the
 * record; an appeal that reverses the decision deletes the row (the item is back).
 */
export const removedItems = pgTable(
  "removed_items",
  {
    itemKind: text("item_kind", { enum: reportItemKinds }).notNull(),
    itemId: uuid("item_id").notNull(),
    decisionId: uuid("decision_id").references(() => reportDecisions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("removed_items_item_idx").on(t.itemId, t.itemKind)],
);

/** Art. 23: when a reporter (account id or `email:` + address) was warned for reports decided "no action". */
export const reporterWarnings = pgTable("reporter_warnings", {
  reporterKey: text("reporter_key").primaryKey(),
  warnedAt: timestamp("warned_at", { withTimezone: true }).notNull().defaultNow(),
});
