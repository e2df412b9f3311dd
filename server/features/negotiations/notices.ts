import { termsLifetimeDays } from "@domain/negotiation.ts";
import type { Notice } from "../notifications/notify.ts";
import type { DueTermsRow } from "./queries.ts";

/** The other party hears of a new proposal (a counter-proposal too), with the days it has to answer. */
export function termsProposedNotice(
  to: string,
  proposerName: string,
  row: { id: string; title: string },
  conversationId: string,
): Notice {
  return {
    userId: to,
    type: "terms.proposed",
    title: `New terms proposed: ${row.title}`,
    body: `${proposerName} proposed collaboration terms for “${row.title}”. Review them within ${termsLifetimeDays} days, before they expire.`,
    link: `/messages/${conversationId}`,
    subjectId: row.id,
  };
}

/** The proposer hears the answer: accepted (the contract is ready) or rejected (they may propose again). */
export function termsAnsweredNotice(
  terms: { id: string; proposed_by: string | null },
  answer: "accepted" | "rejected",
  answererName: string,
  title: string,
  conversationId: string,
): Notice {
  return {
    userId: terms.proposed_by,
    type: answer === "accepted" ? "terms.accepted" : "terms.rejected",
    title: `Terms ${answer}: ${title}`,
    body:
      answer === "accepted"
        ? `${answererName} accepted your terms for “${title}”. The contract is ready on Contracts.`
        : `${answererName} rejected your terms for “${title}”. You can propose new ones.`,
    link: answer === "accepted" ? "/contracts" : `/messages/${conversationId}`,
    subjectId: terms.id,
  };
}

/** Both parties hear, once, that unanswered terms expired (the expiry step, decision 0041). */
export function termsExpiredNotices(t: DueTermsRow): Notice[] {
  const title = t.title ?? "your collaboration";
  return [t.host_id, t.creator_id].map((userId) => ({
    userId,
    type: "terms.expired",
    title: `Proposed terms expired: ${title}`,
    body: `The terms proposed for “${title}” were not answered within 7 days and have expired. Either of you can propose new terms.`,
    link: `/messages/${t.conversation_id}`,
    subjectId: t.id,
    onceKey: `terms-expired:${t.id}`,
  }));
}
