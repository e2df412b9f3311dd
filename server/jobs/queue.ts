import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";

/**
 * Background jobs on PostgreSQL with pg-boss (decision 0023): jobs live in the database (schema `pgboss`), so they
 * survive restarts and run once however many processes work the queue (`SKIP LOCKED`); failures retry with
 * backoff and end in a dead-letter queue that is logged. On the embedded PGlite default the same library runs over
 * PGlite's one connection through pg-boss's `db` adapter, so both engines run the same code.
 */

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export type QueueDefinition = {
  name: string;
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (with jitter) when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job running longer than this is failed (and retried). */
  expireInSeconds: number;
};

export type JobQueue = {
  /** Queues a job; resolves with its id. `startAfter` delays it (seconds or a date). */
  send<T extends object>(
    queue: string,
    data: T,
    options?: { startAfter?: number | Date; singletonKey?: string; singletonSeconds?: number },
  ): Promise<string | null>;
  /** Processes jobs of `queue` in this process (one at a time per worker), until `stop`. */
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Runs `work` in one transaction of the queue's database: `query` runs statements in it and `send` queues jobs in
   * it, so the jobs exist exactly when the statements' changes do — a failure or a process dying midway leaves
   * neither (decision 0065: the push outbox's claim and its jobs).
   */
  transaction<R>(work: (tx: JobTransaction) => Promise<R>): Promise<R>;
  /** Jobs waiting per queue (for /metrics and tests). */
  depth(queue: string): Promise<number>;
  /** Stops taking jobs, lets the ones running finish (up to `timeoutMs`), and closes pg-boss's connections. */
  stop(timeoutMs?: number): Promise<void>;
};

export type JobTransaction = {
  query<Row extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  send<T extends object>(queue: string, data: T): Promise<string | null>;
};

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** pg-boss's `db` adapter over PGlite: one connection; scripts without parameters run as multi-statement `exec`. */
function pgliteAdapter(database: Database) {
  const client = database.pglite;
  if (!client) throw new Error("PGlite adapter needs the PGlite client");
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results.at(-1);
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

export async function createJobQueue(deps: {
  database: Database;
  logger: Logger;
  queues: QueueDefinition[];
  /** Polling interval of workers (seconds, ≥ 0.5). New jobs are usually picked up within this time. */
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const common = {
    schema: "pgboss",
    // Finished jobs (mail holds reset links) leave the database within minutes, not the default days.
    archiveCompletedAfterSeconds: 60,
    archiveFailedAfterSeconds: 3600,
    deleteAfterSeconds: 60,
    // Scheduling (cron) is not used yet; supervision (expiry, archiving) runs in every process, safely.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 60,
  };
  const boss = deps.database.url
    ? new PgBoss({ ...common, connectionString: deps.database.url, max: 3 })
    : new PgBoss({ ...common, db: pgliteAdapter(deps.database) });
  boss.on("error", (error) => deps.logger.error(`job queue: ${error.message}`));
  // Under the start-up lock (server/db/client.ts): processes starting together on a fresh database otherwise
  // deadlock in pg-boss's schema install and createQueue (found by server/db/startup-lock.test.ts).
  await deps.database.exclusive(async () => {
    await boss.start();
    for (const queue of deps.queues) {
      const deadLetter = `${queue.name}.dead`;
      await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 0 });
      await boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelay,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
        deadLetter,
      });
    }
  });
  const pollingIntervalSeconds = deps.pollingIntervalSeconds ?? 2;
  let stopped = false;
  /** This process's workers per queue: a job sent here wakes them at once instead of at their next poll. */
  const localWorkers = new Map<string, string[]>();

  return {
    async send(queue, data, options = {}) {
      const id = await boss.send(queue, data, {
        ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        // A throttled job (one per time slot, e.g. the timers tick): a slot already taken moves it to the next.
        ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds, singletonNextSlot: true } : {}),
      });
      if (options.startAfter === undefined)
        for (const worker of localWorkers.get(queue) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async work(queue, handler) {
      const workerId = await boss.work(
        queue,
        { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          const started = Date.now();
          try {
            await handler(job.data as never, { id: job.id, retryCount: job.retryCount });
            deps.logger.info(`job ${queue} ${job.id} done`, { ms: Date.now() - started });
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const last = job.retryCount >= job.retryLimit;
            deps.logger.error(
              last
                ? `job ${queue} ${job.id} gave up after ${job.retryCount + 1} attempts (kept in ${queue}.dead): ${message}`
                : `job ${queue} ${job.id} failed, attempt ${job.retryCount + 1} of ${job.retryLimit + 1}: ${message}`,
            );
            throw error;
          }
        },
      );
      localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), workerId]);
    },
    async transaction(work) {
      const sent = new Set<string>();
      const inside = (db: Executor): JobTransaction => ({
        query: async (text, values = []) => (await db.executeSql(text, values)).rows as never,
        async send(queue, data) {
          sent.add(queue);
          return boss.send(queue, data, { db: db as never });
        },
      });
      let result: Awaited<ReturnType<typeof work>>;
      const { pool, pglite } = deps.database;
      if (pglite) {
        result = await pglite.transaction((tx) =>
          work(
            inside({ executeSql: async (text, values) => ({ rows: (await tx.query(text, values)).rows as never }) }),
          ),
        );
      } else if (pool) {
        const client = await pool.connect();
        try {
          await client.query("begin");
          result = await work(inside({ executeSql: (text, values) => client.query(text, values) }));
          await client.query("commit");
        } catch (error) {
          await client.query("rollback").catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      } else throw new Error("job queue: no database connection for a transaction");
      // Committed: this process's workers need not wait for their next poll.
      for (const queue of sent) for (const worker of localWorkers.get(queue) ?? []) boss.notifyWorker(worker);
      return result;
    },
    depth: (queue) => boss.getQueueSize(queue),
    async stop(timeoutMs = 10_000) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
