import type { Readable } from "node:stream";
import { type DataExport, dataExportMessages } from "@domain/data-export.ts";
import type { Db } from "../../db/client.ts";
import type { JobQueue, QueueDefinition } from "../../jobs/queue.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import type { Storage } from "../../storage/storage.ts";
import { removeFiles } from "../../storage/stored-files.ts";
import { withNotices } from "../notifications/notify.ts";
import { writeArchive } from "./archive.ts";
import { exportPagePath, exportReadyMail, exportReadyNotice } from "./mail.ts";
import * as q from "./queries.ts";

/** "Download my data" (issue 40 part 4, decision 0063). */
export const dataExportQueue: QueueDefinition = {
  name: "data-export",
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  // 1 GB of files streams through in a minute or two on a disk; S3 is slower.
  expireInSeconds: 30 * 60,
};

export type DataExportDeps = { db: Db; storage: Storage; jobs: JobQueue };
export type DataExportJobDeps = DataExportDeps & {
  logger: Logger;
  realtime: RealtimeHub;
  mailer: Mailer;
  publicUrl: string;
};

export type DataExportJob = { exportId: string; expire?: boolean };

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The answer's shape; a ready export past its week reads as expired until its expiry job has run. */
export function present(row: q.ExportRow, now = new Date()): DataExport {
  const expired = row.status === "ready" && row.expires_at !== null && new Date(row.expires_at) <= now;
  const status = expired ? "expired" : row.status;
  return {
    id: row.id,
    status,
    requestedAt: iso(row.requested_at) as string,
    readyAt: iso(row.ready_at),
    expiresAt: iso(row.expires_at),
    bytes: status === "ready" && row.bytes !== null ? Number(row.bytes) : null,
    downloadUrl: status === "ready" ? `/api/accounts/data-export/${row.id}/download` : null,
  };
}

/** GET: the caller's latest export, or null. */
export async function latestExport(deps: DataExportDeps, actor: Actor | null): Promise<DataExport | null> {
  const me = requireAccess(actor, "signed-in");
  const row = await q.latestOf(deps.db, me.id);
  return row ? present(row) : null;
}

/**
 * POST: starts an export on the job queue, or returns the one already running (one at a time per account, held
 * by the database's partial unique index even when two requests race). `created` says which.
 */
export async function requestExport(
  deps: DataExportDeps,
  actor: Actor | null,
): Promise<{ export: DataExport; created: boolean }> {
  const me = requireAccess(actor, "signed-in");
  const started = await deps.db.transaction(async (tx) => {
    await q.failStaleExports(tx as unknown as Db, me.id);
    return q.insertRunning(tx as unknown as Db, me.id);
  });
  if (!started) {
    const running = await q.runningOf(deps.db, me.id);
    if (running) return { export: present(running), created: false };
    // The running one finished between the two statements: ask again.
    return requestExport(deps, actor);
  }
  try {
    await deps.jobs.send<DataExportJob>(dataExportQueue.name, { exportId: started.id });
  } catch (error) {
    await q.deleteExport(deps.db, started.id);
    throw error;
  }
  return { export: present(started), created: true };
}

/** GET …/download: the owner's ready ZIP, streamed from storage; anything else (another's, expired, gone) is 404. */
export async function openDownload(
  deps: DataExportDeps,
  actor: Actor | null,
  id: string,
  now = new Date(),
): Promise<{ body: Readable; size: number; fileName: string }> {
  const me = requireAccess(actor, "signed-in");
  const row = await q.byId(deps.db, id);
  if (!row || row.user_id !== me.id || present(row, now).status !== "ready" || !row.storage_key) {
    throw notFound(dataExportMessages.notFound);
  }
  const file = await deps.storage.openStream(row.storage_key);
  if (!file) throw notFound(dataExportMessages.notFound);
  const day = new Date(row.ready_at ?? now).toISOString().slice(0, 10);
  return { body: file.body, size: file.size, fileName: `collabstay-data-${day}.zip` };
}

export const exportKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;
/** Every export ZIP of a person lives under this prefix (account deletion removes it whole). */
export const exportPrefix = (userId: string) => `exports/${userId}/`;

/**
 * The job: builds the ZIP into storage, then in one transaction marks the export ready, removes the person's older
 * exports and writes the bell's notice; after commit the old ZIPs go, the mail is sent and the expiry is queued. An
 * export no longer running when it is done (the account was deleted meanwhile) leaves nothing behind.
 */
export async function buildExport(deps: DataExportJobDeps, exportId: string, now = new Date()): Promise<void> {
  const row = await q.byId(deps.db, exportId);
  if (row?.status !== "running") return;
  const owner = await q.ownerOf(deps.db, row.user_id);
  if (!owner) return;
  const key = exportKey(row.user_id, exportId);
  const written = await writeArchive(deps, { id: row.user_id, email: owner.email, role: owner.role }, key, now);
  const done = await withNotices(deps, async (tx) => {
    const ready = await q.markReady(tx, exportId, { key, ...written, at: now });
    if (!ready?.expires_at) return { result: null, notices: [] };
    const oldKeys = await q.deleteOthers(tx, row.user_id, exportId);
    const expiresAt = new Date(ready.expires_at);
    return { result: { oldKeys, expiresAt }, notices: [exportReadyNotice(row.user_id, exportId, expiresAt)] };
  });
  if (!done) {
    await removeFiles(deps, [key], "key");
    return;
  }
  await removeFiles(deps, done.oldKeys, "key");
  await deps.mailer.send(
    exportReadyMail(owner.email, {
      name: owner.name,
      url: `${deps.publicUrl}${exportPagePath}`,
      expiresAt: done.expiresAt,
      ...written,
    }),
  );
  await deps.jobs.send<DataExportJob>(dataExportQueue.name, { exportId, expire: true }, { startAfter: done.expiresAt });
}

/** The expiry job: a ready export past its week loses its ZIP (the row stays, "expired"). */
export async function expireExport(deps: DataExportJobDeps, exportId: string, now = new Date()): Promise<void> {
  const key = await q.expire(deps.db, exportId, now);
  if (key) await removeFiles(deps, [key], "key");
}

/** Works the export queue in this process; the last failed attempt marks the export failed (the page says so). */
export async function workDataExports(deps: DataExportJobDeps): Promise<void> {
  await deps.jobs.work<DataExportJob>(dataExportQueue.name, async (job, meta) => {
    if (job.expire) return expireExport(deps, job.exportId);
    try {
      await buildExport(deps, job.exportId);
    } catch (error) {
      if (meta.retryCount >= dataExportQueue.retryLimit) await q.markFailed(deps.db, job.exportId);
      throw error;
    }
  });
}
