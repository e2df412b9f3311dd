import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { desc } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { backupRuns } from "../db/schema/index.ts";
import type { Storage } from "../storage/storage.ts";
import type { OpenOutput } from "./archive-writer.ts";
import { type BackupResult, createBackup } from "./backup.ts";
import { archivePattern } from "./format.ts";
import { withBackupLock } from "./lock.ts";
import { pgliteSnapshot, postgresSnapshot } from "./snapshot.ts";

export type InstanceDeps = { config: Config; database: Database; storage: Storage; secret: string };

export type BackupRequest = {
  out: string;
  withSecrets?: boolean;
  passphrase?: string;
  trigger: "command" | "schedule";
  log?: (line: string) => void;
  scryptLogN?: number;
  openOutput?: OpenOutput;
};

/**
 * Backs up an instance whose database is open here: the server process on the embedded default (asked by
 * `npm run backup`, or by the schedule), or `npm run backup` itself on PostgreSQL or on a data directory no server
 * runs on. One at a time (server/backup/lock.ts); the finished backup is recorded for /metrics and the console.
 */
export async function backupInstance(deps: InstanceDeps, request: BackupRequest): Promise<BackupResult> {
  const { config, database, storage } = deps;
  return withBackupLock({ databaseUrl: database.url, dataDir: config.dataDir }, async () => {
    const pglite = database.pglite;
    const url = database.url;
    const result = await createBackup({
      out: request.out,
      storage,
      secret: deps.secret,
      withSecrets: request.withSecrets,
      passphrase: request.passphrase,
      scryptLogN: request.scryptLogN,
      openOutput: request.openOutput,
      log: request.log,
      snapshot: (dir) => (pglite ? pgliteSnapshot(pglite, dir) : postgresSnapshot(url as string, dir)),
    });
    await database.db.insert(backupRuns).values({
      startedAt: result.startedAt,
      bytes: result.bytes,
      fileName: path.basename(result.file),
      files: result.manifest.files.length,
      warnings: result.manifest.warnings.length,
      trigger: request.trigger,
    });
    return result;
  });
}

/** The last finished backup (any process, any trigger), for /metrics and the console overview. */
export async function lastBackup(db: Database["db"]): Promise<{ finishedAt: Date; bytes: number } | null> {
  const [row] = await db
    .select({ finishedAt: backupRuns.finishedAt, bytes: backupRuns.bytes })
    .from(backupRuns)
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return row ?? null;
}

/** Keeps the newest `keep` archives in `dir` (only files named like ours), deletes the older ones. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => archivePattern.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

export { backupToken, serverFile } from "./local-server.ts";
