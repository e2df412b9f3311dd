/**
 * Reports, cases, statements of reasons and appeals (issue 36; decision 0060): the kinds, labels, limits and
 * messages, with no Zod — the "…" report menu on every page with a reportable item imports only these, so those
 * pages do not build the report schemas when they load (issue 38). The schemas are in reports.ts.
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
export const categoryKeys = Object.keys(reportCategories) as [ReportCategory, ...ReportCategory[]];
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
export const sectionKeys = Object.keys(termsSections) as [TermsSection, ...TermsSection[]];
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
export const outcomeKeys = Object.keys(decisionOutcomes) as [DecisionOutcome, ...DecisionOutcome[]];
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

export const categoryLabelOf = (category: string) => (reportCategories as Record<string, string>)[category] ?? category;
export const outcomeLabelOf = (outcome: string) =>
  (decisionOutcomes as Record<string, string>)[outcome] ??
  (outcome === "upheld" ? "Decision kept" : outcome === "reversed" ? "Decision reversed" : outcome);
