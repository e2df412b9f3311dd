import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/** Another backup holds the lock: this one does not start. */
export class BackupBusyError extends Error {
  constructor() {
    super("Another backup is running; this one did not start. Try again when it has finished.");
    this.name = "BackupBusyError";
  }
}

/** Any fixed number, the same in every process: the key of "one backup at a time" on PostgreSQL ("CS" + "backup"). */
export const backupLockKey = 4_353_098_021_117n;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * One backup at a time. PostgreSQL: a session-level advisory lock tried (not waited for) on a dedicated connection,
 * the same kind as the start-up lock (server/db/client.ts), so every process and every `npm run backup` on the
 * database share it and a crashed holder releases it. Embedded: a lock file in DATA_DIR made with O_EXCL, holding
 * the holder's pid (a dead holder's file is taken over): one data directory, one machine.
 */
export async function withBackupLock<T>(
  target: { databaseUrl?: string; dataDir: string },
  work: () => Promise<T>,
): Promise<T> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
        backupLockKey.toString(),
      ]);
      if (!rows[0]?.ok) throw new BackupBusyError();
      return await work();
    } finally {
      await client.end().catch(() => {});
    }
  }
  const file = path.join(target.dataDir, "backup.lock");
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, "wx", 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new BackupBusyError();
        throw error;
      }
      const holder = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
      if (holder && alive(holder)) throw new BackupBusyError();
      await rm(file, { force: true });
    }
  }
  try {
    return await work();
  } finally {
    await rm(file, { force: true });
  }
}
