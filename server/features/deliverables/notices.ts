import { approvalWindowDays } from "@domain/content-due.ts";
import { usageRightsLabels } from "@domain/deliverables.ts";
import { formatNight } from "@domain/stay-dates.ts";
import type { Notice } from "../notifications/notify.ts";
import type { ChangeRequestDueRow, DeliverableRow, RightsExpiringRow, WorkspaceRow } from "./queries.ts";
import type { AwaitingReviewRow } from "./window-queries.ts";

/** Where every deliverable notice leads: the collaboration's workspace. */
export const workspaceLink = (applicationId: string) => `/collaboration/${applicationId}/deliverables`;

const named = (row: { kind: string; file_name: string | null }) =>
  row.file_name ? `${row.kind} “${row.file_name}”` : `caption-only ${row.kind}`;

/** The host hears of a creator's upload: a first piece, or a new version answering a change request. */
export function uploadNotice(workspace: WorkspaceRow, deliverableId: string, version: number): Notice {
  const creator = workspace.creator_name ?? "Your creator";
  return {
    userId: workspace.host_id,
    type: "deliverable.uploaded",
    title:
      version > 1
        ? `${creator} uploaded version ${version} for “${workspace.title}”`
        : `${creator} uploaded content for “${workspace.title}”`,
    body:
      version > 1
        ? `${creator} answered your change request with a new version. Review it: approve it or request changes.`
        : `${creator} uploaded new content for “${workspace.title}”. Review it: approve it or request changes.`,
    link: workspaceLink(workspace.application_id),
    subjectId: deliverableId,
  };
}

/**
 * The creator hears of a decision on their content: changes requested or approved. A plain comment changes no
 * status and sends nothing (decision 0030): the workspace shows it live, and the creator's next step does not
 * depend on it.
 */
export function reviewNotice(
  workspace: WorkspaceRow,
  deliverable: Pick<DeliverableRow, "id" | "creator_id" | "kind" | "file_name">,
  feedbackType: "approve" | "request_changes" | "comment",
): Notice | null {
  if (feedbackType === "comment") return null;
  const host = workspace.host_name ?? "Your host";
  const what = named(deliverable);
  const base = {
    userId: deliverable.creator_id,
    link: workspaceLink(workspace.application_id),
    subjectId: deliverable.id,
  };
  return feedbackType === "approve"
    ? {
        ...base,
        type: "deliverable.approved",
        title: `${host} approved your content for “${workspace.title}”`,
        body: `Your ${what} was approved. Its usage rights now run from today.`,
      }
    : {
        ...base,
        type: "deliverable.changes_requested",
        title: `${host} requested changes for “${workspace.title}”`,
        body: `${host} asked for changes to your ${what}. Read the feedback and upload a new version.`,
      };
}

/** The creator is reminded, once, of a change request still open after `days` days (a timer step, decision 0041). */
export function changeRequestReminderNotice(d: ChangeRequestDueRow, days: number): Notice {
  const host = d.host_name ?? "Your host";
  return {
    userId: d.creator_id,
    type: "deliverable.change_request_reminder",
    title: `Changes still open for “${d.title}”`,
    body: `${host} asked for changes to your ${named(d)} ${days} days ago. Upload a new version so they can review it.`,
    link: workspaceLink(d.application_id),
    subjectId: d.id,
    onceKey: `change-request-reminder:${d.id}`,
  };
}

/**
 * Host and creator are reminded, once per threshold (`onceKey` + the deliverable's id), that an approved asset's
 * usage rights end in `days` days. The link is the Content Rights register, which outlives the workspace.
 */
export function rightsExpiringNotices(d: RightsExpiringRow, days: number, onceKey: string): Notice[] {
  const ends = new Date(d.rights_expire_at).toISOString().slice(0, 10);
  return [d.host_id, d.creator_id].map((userId) => ({
    userId,
    type: "deliverable.usage_rights_expiring",
    title: `Usage rights end in ${days} days: “${d.title}”`,
    body: `The ${usageRightsLabels[d.usage_rights]} usage rights for the ${named(d)} from “${d.title}” end on ${ends}. After that date it may no longer be used unless you agree new terms.`,
    link: "/content-rights",
    subjectId: d.id,
    onceKey: `${onceKey}${d.id}`,
  }));
}

/** The content-due reminder's row (the step's query) with what the creator still owes. */
type DueReminderSubject = { collaboration_id: string; application_id: string; creator_id: string; title: string };

/**
 * The creator is reminded, once per collaboration, due date and kind of reminder, that agreed content is due: 3 days
 * before ("due_soon") and on the day ("due_today"); `open` is how many agreed items have no delivered version.
 */
export function dueReminderNotice(
  row: DueReminderSubject,
  which: "soon" | "today",
  dueDate: string,
  open: number,
  agreed: number,
): Notice {
  const items = `${open} of ${agreed} agreed ${agreed === 1 ? "item" : "items"}`;
  return {
    userId: row.creator_id,
    type: which === "today" ? "deliverable.due_today" : "deliverable.due_soon",
    title:
      which === "today"
        ? `Content due today for “${row.title}”`
        : `Content due on ${formatNight(dueDate)} for “${row.title}”`,
    body:
      which === "today"
        ? `${items} for “${row.title}” ${open === 1 ? "is" : "are"} still to deliver, due today. Upload ${open === 1 ? "it" : "them"} in the workspace.`
        : `${items} for “${row.title}” ${open === 1 ? "is" : "are"} still to deliver by ${formatNight(dueDate)}. Upload ${open === 1 ? "it" : "them"} in the workspace.`,
    link: workspaceLink(row.application_id),
    subjectId: row.collaboration_id,
    onceKey: `content-due-${which}:${row.collaboration_id}:${dueDate}`,
  };
}

type AwaitingSubject = Pick<
  AwaitingReviewRow,
  "id" | "application_id" | "creator_id" | "host_id" | "kind" | "file_name" | "title"
>;

/** Both parties are told, once, that a version awaiting review will be approved automatically on `date`. */
export function autoApprovalSoonNotices(d: AwaitingSubject, date: string): Notice[] {
  const on = formatNight(date);
  const base = { link: workspaceLink(d.application_id), subjectId: d.id, onceKey: `auto-approval-soon:${d.id}` };
  return [
    {
      ...base,
      userId: d.host_id,
      type: "deliverable.auto_approval_soon",
      title: `Content will be approved automatically on ${on}: “${d.title}”`,
      body: `The ${named(d)} for “${d.title}” is waiting for your review. Approve it or request changes before ${on}; otherwise it will be approved automatically on ${on}.`,
    },
    {
      ...base,
      userId: d.creator_id,
      type: "deliverable.auto_approval_soon",
      title: `Your content will be approved automatically on ${on}: “${d.title}”`,
      body: `Your ${named(d)} for “${d.title}” has not been reviewed yet. Unless the host reviews it first, it will be approved automatically on ${on}.`,
    },
  ];
}

/** Both parties are told that the approval window approved a version (no rating: the host gave none). */
export function autoApprovedNotices(d: AwaitingSubject): Notice[] {
  const base = { link: workspaceLink(d.application_id), subjectId: d.id, onceKey: `auto-approved:${d.id}` };
  const body = `The ${named(d)} for “${d.title}” was not reviewed within ${approvalWindowDays} days of its upload, so it was approved automatically. Its usage rights now run from today.`;
  return [d.host_id, d.creator_id].map((userId) => ({
    ...base,
    userId,
    type: "deliverable.auto_approved",
    title: `Content approved automatically: “${d.title}”`,
    body,
  }));
}
