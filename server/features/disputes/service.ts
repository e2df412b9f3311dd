import {
  type DisputeDetail,
  evidenceMaxBytes,
  evidenceMaxFiles,
  disputeMessages as messages,
  type OpenDisputeInput,
} from "@domain/disputes.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { displayFileName } from "../../lib/upload.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { detectImageType } from "../../storage/images.ts";
import { newKey, type Storage } from "../../storage/storage.ts";
import { withStoredFiles } from "../../storage/stored-files.ts";
import { recordAudit } from "../audit/record.ts";
import { collaborationsOf } from "../collaborations/queries.ts";
import { type Notice, withNotices } from "../notifications/notify.ts";
import { statementPath } from "../reports/statement-token.ts";
import { messageNotices, openedNotice, withdrawnNotice } from "./notices.ts";
import * as q from "./queries.ts";

export type DisputeDeps = { db: Db; realtime: RealtimeHub; storage: Storage; logger: Logger; statementKey: Buffer };
type RequestFacts = { requestId: string };

const conflict = (message: string) => new HttpError(409, "conflict", message);
const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
/** Evidence links live as long as the console's report snapshots' (decision 0060). */
const evidenceLinkSeconds = 10 * 60;

export async function announceCollaboration(
  deps: Pick<DisputeDeps, "realtime">,
  d: Pick<q.DisputeRow, "host_id" | "creator_id" | "collaboration_id">,
) {
  await deps.realtime.publish({
    userIds: [d.host_id, d.creator_id],
    type: "collaboration.updated",
    data: { collaborationId: d.collaboration_id },
  });
}

/**
 * Opens a dispute inside the caller's transaction: the collaboration's hold (compare-and-set on `disputed_at`, the
 * same column the status changes check), the row (a unique partial index: one open per collaboration), the audit
 * row. Throws 409 with nothing written when the collaboration is not running or already in dispute.
 */
export async function openInTx(
  tx: Db,
  input: OpenDisputeInput & {
    collaborationId: string;
    openedBy: string;
    role: "host" | "creator";
    source: "party" | "no_show_contest";
    requestId?: string | null;
  },
): Promise<q.DisputeRow> {
  const held = await q.holdCollaboration(tx, input.collaborationId);
  if (!held) {
    throw conflict((await q.openDisputeOf(tx, input.collaborationId)) ? messages.alreadyOpen : messages.notRunning);
  }
  const id = await q.insertDispute(tx, {
    collaborationId: input.collaborationId,
    openedBy: input.openedBy,
    openerRole: input.role,
    category: input.category,
    description: input.description,
    source: input.source,
    statusBefore: held.status,
  });
  await recordAudit(tx, {
    action: "dispute.opened",
    actorId: input.openedBy,
    targetId: id,
    targetKind: "dispute",
    requestId: input.requestId ?? null,
    details: { collaborationId: input.collaborationId, category: input.category, source: input.source },
  });
  const row = await q.disputeById(tx, id);
  if (!row) throw new Error("dispute vanished");
  return row;
}

/**
 * POST /api/collaborations/:id/disputes — either party of a running collaboration (404 for anyone else). One open
 * dispute per collaboration (409); ten at once make one. The other party is told.
 */
export async function openDispute(
  deps: DisputeDeps,
  actor: Actor | null,
  collaborationId: string,
  input: OpenDisputeInput,
  request: RequestFacts,
) {
  const me = requireAccess(actor, "signed-in");
  const [collaboration] = await collaborationsOf(deps.db, me.id, collaborationId);
  if (!collaboration) throw notFound(messages.collaborationNotFound);
  if (collaboration.disputed_at) throw conflict(messages.alreadyOpen);
  if (collaboration.status !== "active" && collaboration.status !== "paused") throw conflict(messages.notRunning);
  const role = collaboration.host_id === me.id ? "host" : "creator";
  let row: q.DisputeRow;
  try {
    row = await withNotices(deps, async (tx) => {
      const opened = await openInTx(tx, {
        ...input,
        collaborationId,
        openedBy: me.id,
        role,
        source: "party",
        requestId: request.requestId,
      });
      return { result: opened, notices: [openedNotice(opened)] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.alreadyOpen);
    throw error;
  }
  await announceCollaboration(deps, row);
  return { dispute: await detailOf(deps, row, me.id), message: messages.opened };
}

async function partyRow(deps: DisputeDeps, actor: Actor | null, id: string) {
  const me = requireAccess(actor, "signed-in");
  const row = await q.disputeById(deps.db, id, me.id);
  if (!row) throw notFound(messages.notFound);
  return { me, row, role: (row.host_id === me.id ? "host" : "creator") as "host" | "creator" };
}

/** The dispute as its parties (and, with `viewerId` null, the operator) read it: thread, evidence, decision. */
export async function detailOf(deps: DisputeDeps, row: q.DisputeRow, viewerId: string | null): Promise<DisputeDetail> {
  const viewer = viewerId === null ? null : row.host_id === viewerId ? "host" : "creator";
  const [thread, evidence] = await Promise.all([q.threadOf(deps.db, row.id), q.evidenceOf(deps.db, row.id)]);
  return {
    dispute: {
      id: row.id,
      status: row.status,
      category: row.category,
      openedBy: row.opener_role,
      openedAt: iso(row.opened_at),
      closedAt: row.closed_at ? iso(row.closed_at) : null,
      description: row.description,
      source: row.source,
      collaborationId: row.collaboration_id,
      applicationId: row.application_id,
      listingTitle: row.title,
      host: { id: row.host_id, name: row.host_name ?? "Deleted user" },
      creator: { id: row.creator_id, name: row.creator_name ?? "Deleted user" },
      collaborationStatus: row.collaboration_status,
      resolution: row.outcome
        ? {
            outcome: row.outcome,
            effect: row.effect,
            reasons: row.reasons,
            statementLink: row.status === "resolved" ? statementPath(deps.statementKey, row.id) : null,
          }
        : null,
    },
    viewer,
    canWithdraw: viewer !== null && viewer === row.opener_role && row.status === "open",
    evidence: await Promise.all(
      evidence.map(async (e) => ({
        id: e.id,
        name: e.file_name,
        contentType: e.content_type,
        bytes: e.bytes,
        addedBy: e.added_role,
        addedAt: iso(e.created_at),
        url: await deps.storage.signedUrl(e.file_key, evidenceLinkSeconds),
      })),
    ),
    thread: thread.map((m) => ({
      id: m.id,
      from: m.sender_role,
      name: m.sender_role === "operator" ? "CollabStay" : (m.sender_name ?? "Deleted user"),
      body: m.body,
      at: iso(m.created_at),
    })),
  };
}

/** GET /api/disputes/:id — for the collaboration's two parties only (404 otherwise). */
export async function partyDispute(deps: DisputeDeps, actor: Actor | null, id: string) {
  const { me, row } = await partyRow(deps, actor, id);
  return detailOf(deps, row, me.id);
}

/** A message in the dispute's thread from a party or an operator, while it is open; everyone else in it is told. */
export async function postToThread(
  deps: DisputeDeps,
  row: q.DisputeRow,
  sender: { id: string; role: q.Role },
  body: string,
) {
  if (row.status !== "open") throw conflict(messages.closed);
  await withNotices(deps, async (tx) => {
    await q.addMessage(tx, { disputeId: row.id, senderId: sender.id, senderRole: sender.role, body });
    return { result: null, notices: messageNotices(row, sender.role) };
  });
  return { message: messages.sent };
}

/** POST /api/disputes/:id/messages — a party. */
export async function partyMessage(deps: DisputeDeps, actor: Actor | null, id: string, body: string) {
  const { me, row, role } = await partyRow(deps, actor, id);
  return postToThread(deps, row, { id: me.id, role }, body);
}

/** What an evidence file is, from its bytes (never the name or the declared type). */
async function evidenceType(data: Buffer): Promise<{ type: string; ext: string } | null> {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return { type: "application/pdf", ext: "pdf" };
  const image = await detectImageType(data);
  if (image === "image/jpeg") return { type: image, ext: "jpg" };
  if (image === "image/png") return { type: image, ext: "png" };
  if (image === "image/webp") return { type: image, ext: "webp" };
  return null;
}

export const evidenceTooLarge = () =>
  new HttpError(413, "payload_too_large", messages.evidenceTooLarge, { file: messages.evidenceTooLarge });

/**
 * POST /api/disputes/:id/evidence — a party adds one file (image or PDF, ≤ 10 MB, at most 5 per dispute) while the
 * dispute is open. Stored privately under `disputes/<id>/`; the file goes again if its row cannot be written.
 */
export async function addEvidence(
  deps: DisputeDeps,
  actor: Actor | null,
  id: string,
  file: { name: string; data: Buffer },
) {
  const { me, row, role } = await partyRow(deps, actor, id);
  if (row.status !== "open") throw conflict(messages.closed);
  if (file.data.length > evidenceMaxBytes) throw evidenceTooLarge();
  const kind = await evidenceType(file.data);
  if (!kind) throw new HttpError(400, "validation_failed", messages.evidenceType, { file: messages.evidenceType });
  await withStoredFiles(deps, async (stored) => {
    const key = newKey(`disputes/${row.id}`, kind.ext);
    await deps.storage.put(key, file.data, kind.type);
    stored.push(key);
    const result = await deps.db.transaction((tx) =>
      q.insertEvidence(tx, {
        disputeId: row.id,
        addedBy: me.id,
        addedRole: role,
        key,
        name: displayFileName(file.name, `evidence.${kind.ext}`),
        contentType: kind.type,
        bytes: file.data.length,
        max: evidenceMaxFiles,
      }),
    );
    if (result === "closed") throw conflict(messages.closed);
    if (result === "full") throw conflict(messages.evidenceTooMany);
  });
  return { dispute: await detailOf(deps, row, me.id), message: messages.evidenceAdded };
}

/**
 * POST /api/disputes/:id/withdraw — the opener, before a decision (403 for the other party, 409 once closed). The
 * collaboration goes back to where it was (its status never changed) and its timers count on.
 */
export async function withdrawDispute(deps: DisputeDeps, actor: Actor | null, id: string, request: RequestFacts) {
  const { me, row, role } = await partyRow(deps, actor, id);
  if (role !== row.opener_role) throw new HttpError(403, "forbidden", messages.onlyOpener);
  if (row.status !== "open") throw conflict(messages.closed);
  await withNotices(deps, async (tx) => {
    const closed = await q.closeDispute(tx, {
      id: row.id,
      status: "withdrawn",
      outcome: "withdrawn",
      effect: null,
      reasons: null,
      operatorId: null,
    });
    if (!closed) throw conflict(messages.closed);
    await q.addEvent(tx, { disputeId: row.id, kind: "withdrawn", actorId: me.id, actorRole: role });
    await recordAudit(tx, {
      action: "dispute.withdrawn",
      actorId: me.id,
      targetId: row.id,
      targetKind: "dispute",
      requestId: request.requestId,
      details: { collaborationId: row.collaboration_id },
    });
    return { result: null, notices: [withdrawnNotice(row)] as Notice[] };
  });
  await announceCollaboration(deps, row);
  return { message: messages.withdrawn };
}
