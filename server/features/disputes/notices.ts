import { disputeCategories, disputeEffectStatements, disputeOutcomes } from "@domain/disputes.ts";
import type { Notice } from "../notifications/notify.ts";
import type { DisputeRow } from "./queries.ts";

const name = (n: string | null) => n ?? "Deleted user";
const link = (d: Pick<DisputeRow, "id">) => `/disputes/${d.id}`;
/** The party who is not `role`. */
const otherOf = (d: DisputeRow, role: "host" | "creator") => (role === "host" ? d.creator_id : d.host_id);
const nameOf = (d: DisputeRow, role: "host" | "creator") => name(role === "host" ? d.host_name : d.creator_name);

/** The other party learns of the dispute (the opener reads the toast). */
export function openedNotice(d: DisputeRow): Notice {
  return {
    userId: otherOf(d, d.opener_role),
    type: "dispute.opened",
    title: `Dispute opened: ${d.title}`,
    body:
      `${nameOf(d, d.opener_role)} asked CollabStay to settle the collaboration (“${disputeCategories[d.category]}”). ` +
      "Until an operator decides, neither of you can complete or cancel it and its timers stop. Add your side in the dispute's thread.",
    link: link(d),
    subjectId: d.id,
  };
}

/** A new message in the dispute's thread, to everyone in it but its author (one line per dispute in the bell). */
export function messageNotices(d: DisputeRow, from: "host" | "creator" | "operator"): Notice[] {
  const author = from === "operator" ? "CollabStay" : nameOf(d, from);
  return [
    { id: d.host_id, role: "host" as const },
    { id: d.creator_id, role: "creator" as const },
  ]
    .filter((p) => p.role !== from)
    .map((p) => ({
      userId: p.id,
      type: "dispute.message" as const,
      title: `New message in the dispute about ${d.title}`,
      body: `${author} wrote in the dispute's thread.`,
      link: link(d),
      subjectId: d.id,
      collapse: true,
    }));
}

export function withdrawnNotice(d: DisputeRow): Notice {
  return {
    userId: otherOf(d, d.opener_role),
    type: "dispute.withdrawn",
    title: `Dispute withdrawn: ${d.title}`,
    body: `${nameOf(d, d.opener_role)} withdrew the dispute. The collaboration continues where it stopped; its timers count on.`,
    link: "/contracts",
    subjectId: d.id,
  };
}

/** Both parties get the decision and its statement of reasons, by bell and by mail whatever their settings. */
export function resolvedNotices(
  d: DisputeRow,
  input: { outcome: keyof typeof disputeOutcomes; effect: keyof typeof disputeEffectStatements; link: string },
): Notice[] {
  return [d.host_id, d.creator_id].map((userId) => ({
    userId,
    type: "dispute.resolved" as const,
    title: `CollabStay decided the dispute about ${d.title}: ${disputeOutcomes[input.outcome]}`,
    body: `${disputeEffectStatements[input.effect]} Read the statement of reasons.`,
    link: input.link,
    subjectId: d.id,
    mustMail: true,
  }));
}
