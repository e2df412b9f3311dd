import {
  appealMonths,
  misuseThreshold,
  misuseWindowDays,
  type ReportItemKind,
  reportItemLabels,
  termsSections,
} from "@domain/reports.ts";
import type { Mail } from "../../mail/mailer.ts";
import type { Notice } from "../notifications/notify.ts";

const itemWord = (kind: ReportItemKind) => reportItemLabels[kind].toLowerCase();
const sectionTitle = (key: string | null) =>
  key ? ((termsSections as Record<string, { title: string }>)[key]?.title ?? key) : "";

/** The reporter's confirmation, at once (the reported person is never told who reported). */
export function receivedNotice(userId: string, kind: ReportItemKind, reportId: string): Notice {
  return {
    userId,
    type: "report.received",
    title: `We received your report about a ${itemWord(kind)}`,
    body: "Thank you. A CollabStay operator will review it and we'll tell you the outcome.",
    link: "/reports",
    subjectId: reportId,
  };
}

const outcomeText = (acted: boolean, kind: ReportItemKind) =>
  acted
    ? `We reviewed the ${itemWord(kind)} you reported and took action under our terms. Thank you for telling us.`
    : `We reviewed the ${itemWord(kind)} you reported and found it does not break our terms, so no action was taken.`;

/** The reporters hear the outcome, without the statement's details. */
export function outcomeNotice(userId: string, kind: ReportItemKind, acted: boolean, reportId: string): Notice {
  return {
    userId,
    type: "report.outcome",
    title: acted ? "Your report: we took action" : "Your report: no action taken",
    body: outcomeText(acted, kind),
    link: "/reports",
    subjectId: reportId,
  };
}

/** The affected person's statement of reasons (bell and mail, whatever their mail settings). */
export function statementNotice(
  userId: string,
  input: { decisionId: string; kind: ReportItemKind; outcomeLabel: string; termsSection: string | null; link: string },
): Notice {
  return {
    userId,
    type: "report.statement",
    title: `CollabStay decision about your ${itemWord(input.kind)}: ${input.outcomeLabel}`,
    body:
      `It breaks our terms, section ${sectionTitle(input.termsSection)}. Read the statement of reasons — what was ` +
      `restricted, the facts and how to appeal within ${appealMonths} months.`,
    link: input.link,
    subjectId: input.decisionId,
    mustMail: true,
  };
}

export function appealDecidedNotice(
  userId: string,
  input: { decisionId: string; reversed: boolean; link: string },
): Notice {
  return {
    userId,
    type: "report.appeal_decided",
    title: input.reversed ? "Your appeal was upheld: the decision is reversed" : "Your appeal: the decision stands",
    body: input.reversed
      ? "Another operator reviewed your appeal and reversed the decision. Read why."
      : "Another operator reviewed your appeal and kept the decision. Read why.",
    link: input.link,
    subjectId: input.decisionId,
    mustMail: true,
  };
}

export const misuseWarning =
  `${misuseThreshold} of your reports in the last ${misuseWindowDays} days were reviewed and found not to break ` +
  "our terms. Please report only content that does: from now on, your new reports are reviewed after the others.";

export function reporterWarnedNotice(userId: string): Notice {
  return {
    userId,
    type: "report.reporter_warned",
    title: "About your reports",
    body: misuseWarning,
    link: "/reports",
    mustMail: true,
  };
}

/** Visitors (no account) hear by e-mail only. */
export const visitorReceivedMail = (to: string): Mail => ({
  to,
  subject: "We received your report",
  text:
    "Thank you for your report about a creator profile on CollabStay. An operator will review it and we will " +
    "e-mail you the outcome.",
});
export const visitorOutcomeMail = (to: string, kind: ReportItemKind, acted: boolean): Mail => ({
  to,
  subject: acted ? "Your report: we took action" : "Your report: no action taken",
  text: outcomeText(acted, kind),
});
export const visitorWarnedMail = (to: string): Mail => ({ to, subject: "About your reports", text: misuseWarning });
