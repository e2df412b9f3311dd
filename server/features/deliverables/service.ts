import { type CaptionRequirements, captionChecks, needsDisclosure, requestedTags } from "@domain/caption-checks.ts";
import { agreedCounts, agreedDeliverablesText, checkOutDate } from "@domain/collaborations.ts";
import { autoApprovalAt, contentDueDate, contentDueDays, departedOn, dueItems, dueLabel } from "@domain/content-due.ts";
import { assertDeliverableTransition, deliverableActions } from "@domain/deliverable-states.ts";
import {
  type ClosedStatus,
  closedStatus,
  type Deliverable,
  type DeliverableKind,
  deliverableLinkSeconds,
  deliverableMessages,
  type feedbackSchema,
  kindOfMedia,
  rightsExpiry,
  shownStatus,
  uploadFieldsSchema,
  type Workspace,
} from "@domain/deliverables.ts";
import type { DisputeCategory } from "@domain/disputes.ts";
import { todayIn } from "@domain/stay-dates.ts";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { displayFileName } from "../../lib/upload.ts";
import { receiveUpload } from "../../lib/upload-stream.ts";
import { parseWith } from "../../lib/validate.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { fileUrl, type Storage, variantKey } from "../../storage/storage.ts";
import { withStoredFiles } from "../../storage/stored-files.ts";
import { withNotices } from "../notifications/notify.ts";
import { reviewNotice, uploadNotice } from "./notices.ts";
import { deliverableKey, makePreview } from "./preview.ts";
import * as q from "./queries.ts";
import { deliverableUpload } from "./upload-policy.ts";

/** The collaboration's latest dispute and the spans of its closed ones (the approval window's paused time). */
async function latestDispute(db: Db, collaborationId: string) {
  const { rows } = await db.execute<{
    id: string;
    status: "open" | "resolved" | "withdrawn";
    category: DisputeCategory;
    opener_role: "host" | "creator";
    opened_at: string | Date;
    closed_at: string | Date | null;
    paused_after: { opened_at: string; closed_at: string }[];
  }>(sql`
    select d.id, d.status, d.category, d.opener_role, d.opened_at, d.closed_at,
           coalesce((select json_agg(json_build_object('opened_at', o.opened_at, 'closed_at', o.closed_at))
                       from disputes o where o.collaboration_id = d.collaboration_id and o.closed_at is not null),
                    '[]'::json) as paused_after
      from disputes d where d.collaboration_id = ${collaborationId}
     order by d.opened_at desc, d.seq desc limit 1`);
  return rows[0] ?? null;
}

export type DeliverableDeps = { db: Db; storage: Storage; realtime: RealtimeHub; logger: Logger };

export const iso = (v: string | Date | null | undefined) =>
  v === null || v === undefined ? null : (v instanceof Date ? v : new Date(v)).toISOString();

const workspaceNotFound = () => notFound(deliverableMessages.notFound);
const deliverableNotFound = () => notFound(deliverableMessages.deliverableNotFound);

const closedForUploads = (status: ClosedStatus) =>
  new HttpError(409, "conflict", deliverableMessages.closedForUploads(status));
const closedForReviews = (status: ClosedStatus) =>
  new HttpError(409, "conflict", deliverableMessages.closedForReviews(status));

/** Refuses a write when the workspace has become read-only, checked under the collaboration's lock. */
async function assertStillOpen(tx: Db, applicationId: string, refusal: (status: ClosedStatus) => HttpError) {
  const now = await q.lockWorkspaceStatus(tx, applicationId);
  const closed = closedStatus(now.application_status, now.collaboration_status);
  if (closed) throw refusal(closed);
}

/** The workspace row for a participant, or the spec's 404 "Collaboration not found or not accessible". */
async function loadWorkspace(deps: DeliverableDeps, applicationId: string, userId: string) {
  const row = await q.workspaceFor(deps.db, applicationId, userId);
  if (!row) throw workspaceNotFound();
  return row;
}

function requirementsOf(row: q.WorkspaceRow): CaptionRequirements {
  const expectations = Array.isArray(row.content_expectations)
    ? (row.content_expectations as { description?: string; customType?: string }[])
    : [];
  const tags = requestedTags([
    row.collaboration_details,
    row.special_requirements,
    ...expectations.flatMap((e) => [e.description, e.customType]),
  ]);
  const appTerms =
    row.application_deliverables && typeof row.application_deliverables === "object"
      ? (row.application_deliverables as { compensation_type?: string })
      : {};
  const from = row.start_date ?? iso(row.collaboration_created_at);
  // The posting window: from the stay's start to 30 days after its last night (decision 0032).
  let to: string | null = null;
  if (row.start_date) {
    const end = new Date(`${row.start_date}T23:59:59Z`);
    end.setUTCDate(end.getUTCDate() + (row.total_nights ?? 0) + 30);
    to = end.toISOString();
  }
  return {
    ...tags,
    disclosureRequired: needsDisclosure(row.compensation_type ?? appTerms.compensation_type, row.offer_types ?? []),
    window: { from, to },
  };
}

/** A signed link for a private key (never the public /files/ URL); `download` names the saved file (disk links). */
export async function signed(
  deps: DeliverableDeps,
  key: string | null,
  download?: string | null,
): Promise<string | null> {
  if (!key) return null;
  const url = await deps.storage.signedUrl(key, deliverableLinkSeconds);
  return download && url.startsWith("/files/signed/") ? `${url}&download=${encodeURIComponent(download)}` : url;
}

type LatestDispute = Awaited<ReturnType<typeof latestDispute>> & {};

/** Milliseconds the collaboration spent in its disputes after `from` (the same rule as the timers' `pausedAfter`). */
const pausedSince = (dispute: LatestDispute | null, from: string | Date) =>
  (dispute?.paused_after ?? []).reduce((total, span) => {
    const start = Math.max(new Date(span.opened_at).getTime(), new Date(from).getTime());
    const end = new Date(span.closed_at).getTime();
    return end > start ? total + end - start : total;
  }, 0);

async function toDeliverable(
  deps: DeliverableDeps,
  row: q.DeliverableRow,
  feedback: q.FeedbackRow[],
  role: "host" | "creator",
  requirements: CaptionRequirements,
  closed: ClosedStatus | null,
  dispute: LatestDispute | null,
): Promise<Deliverable> {
  const mine = feedback.filter((f) => f.deliverable_id === row.id);
  const status = shownStatus(
    row.status,
    mine.map((f) => ({ feedbackType: f.feedback_type })),
  );
  const checked = row.media_type === "caption" || row.kind === "post";
  return {
    id: row.id,
    applicationId: row.application_id,
    creatorId: row.creator_id,
    mediaType: row.media_type,
    kind: row.kind,
    fileName: row.file_name,
    fileType: row.file_type,
    fileSize: row.file_size,
    caption: row.caption,
    usageRights: row.usage_rights,
    scheduledDate: iso(row.scheduled_date),
    status,
    version: row.version,
    previousId: row.previous_id,
    replacedById: row.replaced_by_id,
    fileUrl: await signed(deps, row.storage_key),
    previewUrl: await signed(deps, row.preview_key),
    downloadUrl: role === "host" && status === "approved" ? await signed(deps, row.storage_key, row.file_name) : null,
    approvedAt: iso(row.approved_at),
    rightsExpireAt: iso(row.rights_expire_at),
    autoApproved: row.auto_approved_at !== null,
    // Stopped while in dispute; after one, later by the time spent in dispute (decision 0069).
    autoApprovesAt:
      !closed && status === "pending" && dispute?.status !== "open"
        ? autoApprovalAt(
            new Date(new Date(iso(row.created_at) ?? 0).getTime() + pausedSince(dispute, row.created_at)),
          ).toISOString()
        : null,
    feedback: mine.map((f) => ({
      id: f.id,
      feedbackType: f.feedback_type,
      comment: f.comment,
      rating: f.rating,
      hostName: f.host_name ?? "Deleted user",
      createdAt: iso(f.created_at) ?? "",
    })),
    captionChecks: checked ? captionChecks(requirements, row.caption, iso(row.scheduled_date)) : [],
    canReview: !closed && role === "host" && status === "pending",
    canRevise: !closed && role === "creator" && status === "needs_changes" && !row.replaced_by_id,
    createdAt: iso(row.created_at) ?? "",
  };
}

/**
 * What is due when (issue 33 part 3): the agreed items are due on the check-out's local date + N (a flexible stay:
 * the recorded departure's date + N); an item counts as delivered when a newest version of its kind is not
 * rejected. Today is the listing's date; a closed collaboration has nothing overdue.
 */
function dueOf(row: q.WorkspaceRow, current: Deliverable[], closed: ClosedStatus | null, now = new Date()) {
  const days = row.content_due_days ?? contentDueDays.default;
  const start = row.start_date ? String(row.start_date).slice(0, 10) : null;
  const date = contentDueDate({
    checkOut: checkOutDate(start, row.total_nights),
    departedOn: departedOn(row.departed_at ? new Date(row.departed_at) : null, row.time_zone),
    dueDays: days,
  });
  const counts = agreedCounts(row.agreed_deliverables ?? row.application_deliverables);
  const delivered = (kind: DeliverableKind) => current.filter((d) => d.kind === kind && d.status !== "rejected").length;
  const items = dueItems(
    { post: counts.posts, story: counts.stories, video: counts.videos },
    { post: delivered("post"), story: delivered("story"), video: delivered("video") },
    date,
    todayIn(row.time_zone, now),
  ).map((item) => (closed ? { ...item, overdue: false } : item));
  return { days, date, label: dueLabel(date, days), items, overdue: items.filter((i) => i.overdue).length };
}

/** GET /api/workspaces/:applicationId — header, counters, deliverables with feedback and signed links. */
export async function openWorkspace(deps: DeliverableDeps, actor: Actor | null, applicationId: string) {
  const me = requireAccess(actor, "signed-in");
  const row = await loadWorkspace(deps, applicationId, me.id);
  const role = row.host_id === me.id ? "host" : "creator";
  const requirements = requirementsOf(row);
  const closed = closedStatus(row.application_status, row.collaboration_status);
  const { rows, feedback } = await q.deliverablesOf(deps.db, applicationId);
  const dispute = row.collaboration_id ? await latestDispute(deps.db, row.collaboration_id) : null;
  const deliverables = await Promise.all(
    rows.map((r) => toDeliverable(deps, r, feedback, role, requirements, closed, dispute)),
  );
  const agreed = row.agreed_deliverables ?? row.application_deliverables;
  const counts = agreedCounts(agreed);
  // Only the newest version of each piece counts: a revision replaces, it does not add.
  const current = deliverables.filter((d) => !d.replacedById);
  const tally = (kind: DeliverableKind, agreedN: number) => ({
    agreed: agreedN,
    delivered: current.filter((d) => d.kind === kind).length,
    approved: current.filter((d) => d.kind === kind && d.status === "approved").length,
  });
  const due = dueOf(row, current, closed);
  const statusCounts = { pending: 0, approved: 0, needs_changes: 0, rejected: 0 };
  for (const d of current) statusCounts[d.status] += 1;
  const partner =
    role === "host"
      ? { id: row.creator_id, name: row.creator_name ?? "Deleted user", avatarUrl: fileUrl(row.creator_avatar) }
      : { id: row.host_id, name: row.host_name ?? "Deleted user", avatarUrl: fileUrl(row.host_avatar) };
  const workspace: Workspace = {
    applicationId,
    collaborationId: row.collaboration_id,
    viewerRole: role,
    listing: { id: row.listing_id, title: row.title, location: row.location },
    partner,
    agreedDeliverables: agreed ?? null,
    agreedText: agreedDeliverablesText(agreed),
    counters: {
      posts: tally("post", counts.posts),
      stories: tally("story", counts.stories),
      videos: tally("video", counts.videos),
    },
    statusCounts,
    captionRequirements: requirements,
    due,
    deliverables,
    zipUrl: role === "host" && statusCounts.approved > 0 ? `/api/workspaces/${applicationId}/approved.zip` : null,
    closed,
    dispute: dispute
      ? {
          id: dispute.id,
          status: dispute.status,
          category: dispute.category,
          openedBy: dispute.opener_role,
          openedAt: iso(dispute.opened_at) ?? "",
          closedAt: iso(dispute.closed_at),
        }
      : null,
  };
  return workspace;
}

async function announce(
  deps: DeliverableDeps,
  row: { host_id: string | null; creator_id: string | null },
  data: { applicationId: string; deliverableId: string; change: "created" | "reviewed" | "revised" },
) {
  await deps.realtime.publish({ userIds: [row.host_id, row.creator_id], type: "deliverable.updated", data });
}

/**
 * POST /api/workspaces/:applicationId/deliverables — the creator streams a file (or sends only a caption). The file
 * goes to storage while it arrives; the row is written last, in one transaction, and a failure anywhere removes
 * the files written so far (no row without file, no file without row; a killed process leaves a journal entry
 * the orphan sweep settles).
 */
export async function uploadDeliverable(
  deps: DeliverableDeps,
  actor: Actor | null,
  applicationId: string,
  request: Request,
) {
  const me = requireAccess(actor, "creator", deliverableMessages.onlyCreatorUploads);
  const row = await loadWorkspace(deps, applicationId, me.id);
  if (row.creator_id !== me.id) throw workspaceNotFound();
  // Refused before a byte is stored; checked again under the lock when the row is written.
  const closed = closedStatus(row.application_status, row.collaboration_status);
  if (closed) throw closedForUploads(closed);
  return withStoredFiles(deps, async (written) => {
    const received = await receiveUpload(request, deliverableUpload, async (chunks, type) => {
      const key = deliverableKey(me.id, applicationId, type.ext);
      written.push(key);
      const { bytes } = await deps.storage.putStream(key, chunks, type.mime);
      return { key, bytes, mime: type.mime };
    });
    const fields = parseWith(uploadFieldsSchema, received.fields);
    const file = received.file;
    if (!file && !fields.caption) {
      throw new HttpError(400, "validation_failed", deliverableMessages.needsContent, {
        file: deliverableMessages.needsContent,
      });
    }
    const mediaType = file ? (file.stored.mime === "video/mp4" ? "video" : "image") : "caption";
    let previewKey: string | null = null;
    if (file && mediaType !== "caption") {
      const preview = await makePreview(deps, file.stored.key, mediaType, received.sideFiles.poster ?? null);
      if (preview) {
        previewKey = variantKey(file.stored.key, "preview").replace(/\.[a-z0-9]+$/, ".webp");
        written.push(previewKey);
        await deps.storage.put(previewKey, preview, "image/webp");
      }
    }
    const previous = fields.previousId ? await deliverableOfMine(deps, fields.previousId, applicationId, me.id) : null;
    // The row and the host's notice commit together (decision 0040): no upload without its notice.
    const id = await withNotices(deps, async (tx) => {
      await assertStillOpen(tx, applicationId, closedForUploads);
      const version = previous ? previous.version + 1 : 1;
      const newId = await q.insertDeliverable(tx, {
        applicationId,
        creatorId: me.id,
        storageKey: file?.stored.key ?? null,
        previewKey,
        fileName: file ? displayFileName(file.name) : null,
        fileType: file?.stored.mime ?? null,
        fileSize: file?.stored.bytes ?? null,
        mediaType,
        kind: previous?.kind ?? fields.kind ?? kindOfMedia(mediaType),
        caption: fields.caption ?? null,
        usageRights: fields.usageRights,
        scheduledDate: fields.scheduledDate ?? null,
        previousId: previous?.id ?? null,
        version,
      });
      // Null: another version answered the same change request first (one revision per deliverable, decision 0030).
      if (!newId) throw previousNotOpen();
      return { result: newId, notices: [uploadNotice(row, newId, version)] };
    });
    // Committed: the files belong to the row now, so a failure from here on must not remove them.
    written.length = 0;
    await announce(deps, row, { applicationId, deliverableId: id, change: previous ? "revised" : "created" });
    const ws = await openWorkspace(deps, me, applicationId);
    const deliverable = ws.deliverables.find((d) => d.id === id) as Deliverable;
    return { deliverable, message: deliverableMessages.uploaded };
  });
}

/** The previous version a revision answers: same workspace, needs changes, not yet answered. */
async function deliverableOfMine(deps: DeliverableDeps, id: string, applicationId: string, userId: string) {
  const previous = await q.deliverableWithParties(deps.db, id);
  if (!previous || previous.application_id !== applicationId || previous.creator_id !== userId) {
    throw new HttpError(404, "not_found", deliverableMessages.deliverableNotFound, {
      previousId: deliverableMessages.deliverableNotFound,
    });
  }
  // The change request is answered by this version: needs_changes → pending on the chain (graph check).
  if (!deliverableActions(previous.status, "creator").includes("pending") || previous.replaced_by_id) {
    throw previousNotOpen();
  }
  return previous;
}

const previousNotOpen = () =>
  new HttpError(409, "invalid_transition", deliverableMessages.previousNotOpen, {
    previousId: deliverableMessages.previousNotOpen,
  });

/** POST /api/deliverables/:id/feedback — the host approves, asks for changes or comments, on pending content. */
export async function reviewDeliverable(
  deps: DeliverableDeps,
  actor: Actor | null,
  id: string,
  input: z.output<typeof feedbackSchema>,
) {
  const me = requireAccess(actor, "host", deliverableMessages.onlyHostReviews);
  const row = await q.deliverableWithParties(deps.db, id);
  if (!row || row.host_id !== me.id) throw deliverableNotFound();
  const workspace = await loadWorkspace(deps, row.application_id, me.id);
  const closed = closedStatus(workspace.application_status, workspace.collaboration_status);
  if (closed) throw closedForReviews(closed);
  const to =
    input.feedbackType === "approve" ? "approved" : input.feedbackType === "request_changes" ? "needs_changes" : null;
  if (row.status !== "pending") throw new HttpError(409, "invalid_transition", deliverableMessages.notPending);
  if (to) assertDeliverableTransition(row.status, to, "host");
  const approvedAt = to === "approved" ? new Date() : null;
  // The review and the creator's notice commit together; a lost race (someone reviewed first) notifies nobody.
  const ok = await withNotices(deps, async (tx) => {
    await assertStillOpen(tx, row.application_id, closedForReviews);
    const done = await q.markReviewed(tx, {
      deliverableId: id,
      to,
      approvedAt,
      rightsExpireAt:
        approvedAt && row.usage_rights
          ? rightsExpiry(row.usage_rights, approvedAt, workspace.usage_duration_months ?? 12)
          : null,
    });
    if (done) {
      await q.insertFeedback(tx, {
        deliverableId: id,
        hostId: me.id,
        feedbackType: input.feedbackType,
        comment: input.comment ?? null,
        // The spec sends the rating only on approve; it defaults to 5 there.
        rating: to === "approved" ? (input.rating ?? 5) : null,
      });
    }
    const notice = done ? reviewNotice(workspace, row, input.feedbackType) : null;
    return { result: done, notices: notice ? [notice] : [] };
  });
  if (!ok) throw new HttpError(409, "invalid_transition", deliverableMessages.notPending);
  await announce(
    deps,
    { host_id: me.id, creator_id: row.creator_id },
    {
      applicationId: row.application_id,
      deliverableId: id,
      change: "reviewed",
    },
  );
  const ws = await openWorkspace(deps, me, row.application_id);
  const deliverable = ws.deliverables.find((d) => d.id === id) as Deliverable;
  return {
    deliverable,
    message: input.feedbackType === "approve" ? deliverableMessages.approved : deliverableMessages.submitted,
  };
}
