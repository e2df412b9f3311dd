import cronParser from "cron-parser";
import { and, eq, gte } from "drizzle-orm";
import { backupRuns } from "../db/schema/index.ts";
import type { JobQueue, QueueDefinition } from "../jobs/queue.ts";
import type { Logger } from "../lib/logger.ts";
import { backupInstance, type InstanceDeps, pruneBackups } from "./instance.ts";
import { BackupBusyError } from "./lock.ts";

/**
 * Scheduled backups (BACKUP_CRON; decision 0064) on the job queue. Each slot of the schedule is one pg-boss job sent
 * for that time; every process sends the next slot's job at start and the one that ran a slot sends the following,
 * so the schedule survives restarts. A slot runs once: duplicates (several processes started) find the backup lock
 * taken or the slot's backup already recorded, and end without a second archive.
 */
export const backupQueue: QueueDefinition = {
  name: "backups",
  retryLimit: 0,
  retryDelay: 60,
  retryBackoff: false,
  expireInSeconds: 6 * 3600,
};

export function nextBackupAt(cron: string, after: Date): Date {
  try {
    return cronParser.parseExpression(cron, { currentDate: after }).next().toDate();
  } catch (error) {
    throw new Error(`BACKUP_CRON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type Settings = { cron: string; dir: string; keep: number; passphrase?: string };

async function sendNext(jobs: JobQueue, cron: string, after: Date) {
  const at = nextBackupAt(cron, after);
  await jobs.send(backupQueue.name, { slot: at.toISOString() }, { startAfter: at });
}

export async function workBackups(
  jobs: JobQueue,
  deps: InstanceDeps & { logger: Logger },
  settings: Settings,
): Promise<void> {
  nextBackupAt(settings.cron, new Date()); // a bad expression stops the start with its message
  await jobs.work<{ slot: string }>(backupQueue.name, async ({ slot }) => {
    const since = new Date(slot);
    const [done] = await deps.database.db
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(and(eq(backupRuns.trigger, "schedule"), gte(backupRuns.startedAt, since)))
      .limit(1);
    if (done) return;
    try {
      const result = await backupInstance(deps, {
        out: settings.dir,
        passphrase: settings.passphrase,
        trigger: "schedule",
        log: (line) => deps.logger.info(`backup: ${line}`),
      });
      const removed = await pruneBackups(settings.dir, settings.keep);
      deps.logger.info(
        `backup: ${result.file} (${result.bytes} bytes, ${result.manifest.warnings.length} warnings); ${removed.length} older removed`,
      );
    } catch (error) {
      if (error instanceof BackupBusyError) {
        deps.logger.info("backup: another backup is running; this slot's job ends");
        return;
      }
      throw error;
    } finally {
      await sendNext(jobs, settings.cron, new Date(Math.max(Date.now(), since.getTime()) + 1000));
    }
  });
  await sendNext(jobs, settings.cron, new Date());
}
