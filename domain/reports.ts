import { z } from "zod";
import { groupDigits } from "./counts.ts";
import {
  categoryKeys,
  explanationMax,
  explanationRequired,
  outcomeKeys,
  reportItemKinds,
  reportMessages,
  sectionKeys,
} from "./report-labels.ts";
import { textField } from "./text.ts";

/**
 * Reports, cases, statements of reasons and appeals (issue 36; decision 0060). Anyone who can see an item may
 * report it (visitors only a public creator profile, with their e-mail); an operator decides the case; the
 * affected person gets a statement of reasons for every restriction and may appeal once within 6 months; a second
 * operator decides the appeal. The labels and messages live in report-labels.ts (no Zod); this module adds the
 * request and answer schemas.
 */
export * from "./report-labels.ts";

const explanationField = textField("Explanation", "multiline").max(
  explanationMax,
  `Explanation must be at most ${groupDigits(explanationMax)} characters`,
);

/** POST /api/reports. */
export const createReportSchema = z
  .strictObject({
    itemKind: z.enum(reportItemKinds, { error: "Unknown kind of item" }),
    itemId: z.uuid("Not an item id"),
    category: z.enum(categoryKeys, { error: "Choose a category" }),
    explanation: explanationField.optional(),
    /** Visitors only: where the outcome goes. */
    email: z.email("Enter a valid e-mail address").max(254).optional(),
  })
  .refine((v) => !explanationRequired.includes(v.category) || (v.explanation ?? "").trim().length > 0, {
    message: reportMessages.explanationNeeded,
    path: ["explanation"],
  });
export type CreateReportInput = z.input<typeof createReportSchema>;
export const createReportResponseSchema = z.object({ report: z.object({ id: z.uuid() }), message: z.string() });

/** POST /api/operator/reports/:id/decision. */
export const decideCaseSchema = z
  .strictObject({
    outcome: z.enum(outcomeKeys, { error: "Choose a decision" }),
    termsSection: z.enum(sectionKeys, { error: reportMessages.sectionNeeded }).optional(),
    facts: textField("Facts", "multiline")
      .min(20, reportMessages.factsNeeded)
      .max(2000, "Facts must be at most 2,000 characters")
      .optional(),
    /** Suspend only: the TOTP code again (decision 0057). */
    code: z
      .string()
      .trim()
      .regex(/^(\d{6}|[A-Za-z0-9-]{8,20})$/, "Enter the 6-digit code or a recovery code")
      .optional(),
  })
  .refine((v) => v.outcome === "no_action" || v.termsSection !== undefined, {
    message: reportMessages.sectionNeeded,
    path: ["termsSection"],
  })
  .refine((v) => v.outcome === "no_action" || v.facts !== undefined, {
    message: reportMessages.factsNeeded,
    path: ["facts"],
  })
  .refine((v) => v.outcome !== "suspend" || v.code !== undefined, {
    message: reportMessages.codeNeeded,
    path: ["code"],
  });
export type DecideCaseInput = z.input<typeof decideCaseSchema>;

/** POST /api/statements/:id/appeal. */
export const appealSchema = z.strictObject({
  explanation: textField("Explanation", "multiline")
    .min(10, "Tell us why the decision is wrong, in at least 10 characters.")
    .max(explanationMax, `Explanation must be at most ${groupDigits(explanationMax)} characters`),
});

/** POST /api/operator/appeals/:id/decision. */
export const decideAppealSchema = z.strictObject({
  outcome: z.enum(["upheld", "reversed"], { error: "Choose keep or reverse" }),
  reason: textField("Reason", "multiline")
    .min(20, "Tell the person why, in at least 20 characters (they read this).")
    .max(2000, "Reason must be at most 2,000 characters"),
});

export const caseQuerySchema = z.strictObject({
  category: z.enum(categoryKeys, { error: "Unknown category" }).optional(),
  status: z.enum(["open", "decided"], { error: "Status must be open or decided" }).optional(),
  page: z.coerce.number().int().min(1).max(500).optional(),
});

/** What the item looked like: the text fields a person saw (and a kept copy of its file, if any). */
export const snapshotSchema = z.object({
  title: z.string().nullable(),
  text: z.string().nullable(),
  author: z.string().nullable(),
  fileUrl: z.string().nullable(),
  takenAt: z.string(),
  filePurged: z.boolean(),
});
export type Snapshot = z.output<typeof snapshotSchema>;

export const caseRowSchema = z.object({
  id: z.uuid(),
  itemKind: z.enum(reportItemKinds),
  itemId: z.uuid(),
  title: z.string().nullable(),
  status: z.enum(["open", "decided"]),
  categories: z.array(z.string()),
  reports: z.number(),
  openedAt: z.string(),
  /** Every report came from reporters whose reports were often unfounded (Art. 23): queued last. */
  lowPriority: z.boolean(),
});
export type CaseRow = z.output<typeof caseRowSchema>;

export const appealRowSchema = z.object({
  id: z.uuid(),
  caseId: z.uuid(),
  decisionId: z.uuid(),
  outcome: z.string(),
  itemKind: z.enum(reportItemKinds),
  person: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  createdAt: z.string(),
  assignedTo: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
});
export type AppealRow = z.output<typeof appealRowSchema>;

export const casePageSchema = z.object({
  cases: z.array(caseRowSchema),
  more: z.boolean(),
  page: z.number(),
  appeals: z.array(appealRowSchema),
});

const decisionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["case", "appeal"]),
  outcome: z.string(),
  outcomeLabel: z.string(),
  termsSection: z.string().nullable(),
  facts: z.string().nullable(),
  operator: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  at: z.string(),
  appeal: z
    .object({
      id: z.uuid(),
      explanation: z.string(),
      createdAt: z.string(),
      status: z.enum(["open", "decided"]),
      outcome: z.string().nullable(),
      reason: z.string().nullable(),
      assignedTo: z.uuid().nullable(),
    })
    .nullable(),
});
export type CaseDecision = z.output<typeof decisionSchema>;

export const caseDetailSchema = caseRowSchema.extend({
  author: z.object({ id: z.uuid().nullable(), name: z.string().nullable(), suspended: z.boolean() }),
  snapshot: snapshotSchema,
  /** The item as it is now: null when it was deleted (or its account was). */
  current: z.object({ title: z.string().nullable(), text: z.string().nullable(), removed: z.boolean() }).nullable(),
  reportList: z.array(
    z.object({
      id: z.uuid(),
      category: z.string(),
      categoryLabel: z.string(),
      explanation: z.string().nullable(),
      reporter: z.object({ id: z.uuid().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
      createdAt: z.string(),
      lowPriority: z.boolean(),
    }),
  ),
  outcomes: z.array(z.enum(outcomeKeys)),
  decisions: z.array(decisionSchema),
  /** The author's earlier decisions on other cases, newest first. */
  authorHistory: z.array(
    z.object({ caseId: z.uuid(), itemKind: z.enum(reportItemKinds), outcome: z.string(), at: z.string() }),
  ),
});
export type CaseDetail = z.output<typeof caseDetailSchema>;

/** What the affected person reads on `/statements/:id`. */
export const statementSchema = z.object({
  id: z.uuid(),
  /** "collaboration": a decided dispute's statement (decision 0069), to both parties; no terms section, no appeal. */
  itemKind: z.enum([...reportItemKinds, "collaboration"]),
  itemLabel: z.string(),
  itemTitle: z.string().nullable(),
  outcome: z.string(),
  restriction: z.string(),
  termsSection: z.object({ key: z.string(), title: z.string(), link: z.string() }).nullable(),
  facts: z.string(),
  automated: z.string(),
  decidedAt: z.string(),
  /** An appeal decision's statement: the decision it answered. */
  onAppeal: z.object({ reversed: z.boolean(), originalId: z.uuid() }).nullable(),
  appeal: z
    .object({
      possible: z.boolean(),
      until: z.string().nullable(),
      sent: z
        .object({
          at: z.string(),
          status: z.enum(["open", "decided"]),
          outcome: z.string().nullable(),
          resultId: z.uuid().nullable(),
        })
        .nullable(),
    })
    .describe("How to appeal (once, within 6 months), or what became of the appeal"),
});
export type Statement = z.output<typeof statementSchema>;
export const automatedText =
  "No automated means took part: a person reported the item and a CollabStay operator reviewed it and decided.";

/** The reporter's own reports and their outcome (never the statement's details). */
export const myReportSchema = z.object({
  id: z.uuid(),
  itemKind: z.enum(reportItemKinds),
  category: z.string(),
  createdAt: z.string(),
  status: z.enum(["open", "decided"]),
  outcome: z.string().nullable(),
});
