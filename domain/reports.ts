import { z } from "zod";
import { textField } from "./text.ts";

/**
 * Reports, cases, statements of reasons and appeals (issue 36; decision 0060). Anyone who can see an item may
 * report it (visitors only a public creator profile, with their e-mail); an operator decides the case; the
 * affected person gets a statement of reasons for every restriction and may appeal once within 6 months; a second
 * operator decides the appeal.
 */
export const reportItemKinds = [
  "listing",
  "creator",
  "host",
  "message",
  "review",
  "gallery_photo",
  "deliverable",
] as const;
export type ReportItemKind = (typeof reportItemKinds)[number];
export const reportItemLabels: Record<ReportItemKind, string> = {
  listing: "Listing",
  creator: "Creator profile",
  host: "Host profile",
  message: "Message",
  review: "Review",
  gallery_photo: "Gallery photo",
  deliverable: "Deliverable",
};

export const reportCategories = {
  spam: "Spam",
  scam: "Scam or fraud",
  off_platform: "Asks to pay or talk outside CollabStay",
  harassment: "Harassment or hate",
  sexual_violent: "Sexual or violent content",
  ip: "Intellectual property",
  impersonation: "Impersonation",
  other: "Other",
} as const;
export type ReportCategory = keyof typeof reportCategories;
const categoryKeys = Object.keys(reportCategories) as [ReportCategory, ...ReportCategory[]];
/** The categories whose report needs an explanation (what is wrong is not said by the category alone). */
export const explanationRequired: readonly ReportCategory[] = ["other", "ip"];
export const explanationMax = 2000;

/**
 * The sections of `/terms` a decision cites (the page's headings; `anchor` is the section's id on the page, so a
 * statement links straight to it).
 */
export const termsSections = {
  "2": { title: "2. User responsibilities", anchor: "user-responsibilities" },
  "3": { title: "3. Content guidelines", anchor: "content-guidelines" },
  "4": { title: "4. Payments and disputes", anchor: "payments-and-disputes" },
  "5": { title: "5. Privacy and data", anchor: "privacy-and-data" },
  "7": { title: "7. Termination", anchor: "termination" },
} as const;
export type TermsSection = keyof typeof termsSections;
const sectionKeys = Object.keys(termsSections) as [TermsSection, ...TermsSection[]];
export const termsLink = (section: string) =>
  `/terms#${(termsSections as Record<string, { anchor: string }>)[section]?.anchor ?? ""}`;

/** What an operator can decide. Which ones fit depends on the item (`outcomesFor`). */
export const decisionOutcomes = {
  no_action: "No action",
  remove: "Remove the item",
  unpublish: "Unpublish the listing",
  warn: "Warn the author",
  suspend: "Suspend the author",
} as const;
export type DecisionOutcome = keyof typeof decisionOutcomes;
const outcomeKeys = Object.keys(decisionOutcomes) as [DecisionOutcome, ...DecisionOutcome[]];
/** A message, review, photo or deliverable can be removed; a listing unpublished; a profile is warned or suspended. */
export const removableKinds: readonly ReportItemKind[] = ["message", "review", "gallery_photo", "deliverable"];
export function outcomesFor(kind: ReportItemKind): DecisionOutcome[] {
  const base: DecisionOutcome[] = ["no_action"];
  if (removableKinds.includes(kind)) base.push("remove");
  if (kind === "listing") base.push("unpublish");
  return [...base, "warn", "suspend"];
}
/** What the statement says was restricted. */
export const restrictionLabels: Record<Exclude<DecisionOutcome, "no_action">, string> = {
  remove: "The item was removed: nobody sees it any more; CollabStay keeps it for the record.",
  unpublish: "The listing was unpublished: creators cannot find or open it.",
  warn: "A warning on your account: nothing was taken down this time.",
  suspend: "Your account was suspended.",
};

/** What the affected person's statement calls a decision (the console's words are the operator's). */
export const statementOutcomeLabels: Record<string, string> = {
  remove: "Content removed",
  unpublish: "Listing unpublished",
  warn: "Warning",
  suspend: "Account suspended",
  upheld: "Decision kept",
  reversed: "Decision reversed",
};

/** Appeals: once per decision, within this many months of it. */
export const appealMonths = 6;
/** Art. 23: this many "no action" reports in `misuseWindowDays` warns the reporter; later reports queue last. */
export const misuseThreshold = 5;
export const misuseWindowDays = 90;

/** What a removed message shows in its thread, to both parties (the text is kept for the record). */
export const removedMessageText = "This message was removed by CollabStay.";

export const reportMessages = {
  received: "Thanks, we received your report. We'll review it and let you know the outcome.",
  already: "You already reported this. We'll let you know the outcome.",
  own: "You can't report your own content.",
  notFound: "We couldn't find that item.",
  visitorKind: "Sign in to report this. Visitors can report public creator profiles.",
  visitorEmail: "Enter your e-mail so we can tell you the outcome.",
  explanationNeeded: "Tell us what is wrong (needed for “Other” and intellectual property).",
  caseNotFound: "Case not found",
  decided: "This case is already decided.",
  outcomeNotFor: "That decision does not fit this item.",
  sectionNeeded: "Choose the section of the terms it breaks.",
  factsNeeded: "Tell the person the facts, in at least 20 characters (they read this).",
  codeNeeded: "Enter the code from your authenticator app to suspend.",
  decisionMade: (outcome: DecisionOutcome) =>
    outcome === "no_action"
      ? "Decided: no action. The reporters have been told."
      : "Decision made. The author got a statement of reasons; the reporters have been told.",
  statementNotFound: "Statement not found",
  appealed: "Your appeal was sent. Another operator will review it and let you know.",
  alreadyAppealed: "You already appealed this decision: each decision can be appealed once.",
  appealTooLate: `The appeal period is over: a decision can be appealed within ${appealMonths} months.`,
  appealNotFound: "Appeal not found",
  appealDecided: "This appeal is already decided.",
  appealNotYours: "You made the decision under appeal: another operator decides it.",
  appealDone: (reversed: boolean) =>
    reversed
      ? "Appeal upheld: the decision is reversed. The person has been told."
      : "Decision kept. The person has been told.",
} as const;

const explanationField = textField("Explanation", "multiline").max(
  explanationMax,
  `Explanation must be at most ${explanationMax.toLocaleString("en")} characters`,
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
    .max(explanationMax, `Explanation must be at most ${explanationMax.toLocaleString("en")} characters`),
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

export const categoryLabelOf = (category: string) => (reportCategories as Record<string, string>)[category] ?? category;
export const outcomeLabelOf = (outcome: string) =>
  (decisionOutcomes as Record<string, string>)[outcome] ??
  (outcome === "upheld" ? "Decision kept" : outcome === "reversed" ? "Decision reversed" : outcome);
