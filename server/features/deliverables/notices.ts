import { usageRightsLabels } from "@domain/deliverables.ts";
import type { Notice } from "../notifications/notify.ts";
import type { ChangeRequestDueRow, DeliverableRow, RightsExpiringRow, WorkspaceRow } from "./queries.ts";

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
