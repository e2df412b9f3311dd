import type { CollaborationStatus } from "@domain/collaboration-states.ts";
import type { Notice } from "../notifications/notify.ts";
import type { CollaborationRow } from "./queries.ts";

/** Both parties, when the collaboration completed by itself (departed, every agreed item approved). */
export function autoCompletedNotices(row: {
  id: string;
  title: string;
  host_id: string;
  creator_id: string;
}): Notice[] {
  return [row.host_id, row.creator_id].map((userId) => ({
    userId,
    type: "collaboration.completed" as const,
    title: `Collaboration completed: ${row.title}`,
    body: `The stay is over and every agreed item for “${row.title}” is approved, so the collaboration is complete. You can now review each other for 14 days; reviews are published once both of you have submitted.`,
    link: `/reviews/${row.id}`,
    subjectId: row.id,
  }));
}

/** What the other party is told when one cancels before arrival: who, and the reason in their words. */
export function cancelledNotice(row: CollaborationRow, actorId: string, reason: string): Notice {
  const actorIsHost = row.host_id === actorId;
  const who = (actorIsHost ? row.host_name : row.creator_name) ?? "Deleted user";
  return {
    userId: actorIsHost ? row.creator_id : row.host_id,
    type: "collaboration.cancelled",
    title: `Collaboration cancelled: ${row.title}`,
    body: `${who} cancelled the collaboration for “${row.title}”: ${reason}`,
    link: `/contracts/${row.id}`,
    subjectId: row.id,
  };
}

/**
 * What the other party is told when an operator's suspension of `suspendedId` cancelled the collaboration before
 * arrival (decision 0057): not "X cancelled", since the suspended person did not act, but why it ended and what
 * follows for the one who stays.
 */
export function suspensionCancelledNotice(
  row: Pick<CollaborationRow, "id" | "title" | "host_id" | "creator_id">,
  suspendedId: string,
): Notice {
  const hostSuspended = row.host_id === suspendedId;
  return {
    userId: hostSuspended ? row.creator_id : row.host_id,
    type: "collaboration.cancelled",
    title: `Collaboration cancelled: ${row.title}`,
    body: hostSuspended
      ? `The collaboration for “${row.title}” was cancelled because the host's account was suspended. Pending payment requests are cancelled; other stays are waiting in Listings.`
      : `The collaboration for “${row.title}” was cancelled because the creator's account was suspended. Its nights are open again on your calendar and pending payment requests are cancelled.`,
    link: `/contracts/${row.id}`,
    subjectId: row.id,
  };
}

/** What the other party is told when one pauses, resumes or completes a collaboration. */
export function collaborationNotice(row: CollaborationRow, actorId: string, status: CollaborationStatus): Notice {
  const actorIsHost = row.host_id === actorId;
  const who = (actorIsHost ? row.host_name : row.creator_name) ?? "Deleted user";
  const to = actorIsHost ? row.creator_id : row.host_id;
  if (status === "completed") {
    return {
      userId: to,
      type: "collaboration.completed",
      title: `Collaboration completed: ${row.title}`,
      body: `${who} marked the collaboration for “${row.title}” as completed. You can now review each other for 14 days; reviews are published once both of you have submitted.`,
      link: `/reviews/${row.id}`,
      subjectId: row.id,
    };
  }
  const verb = status === "paused" ? "paused" : "resumed";
  return {
    userId: to,
    type: status === "paused" ? "collaboration.paused" : "collaboration.resumed",
    title: `Collaboration ${verb}: ${row.title}`,
    body: `${who} ${verb} the collaboration for “${row.title}”.`,
    link: "/contracts",
    subjectId: row.id,
  };
}
