import type { AppDeps } from "./app.ts";
import { type Auth, createAuth, resolveAuthSecret } from "./auth/auth.ts";
import { lastBackup } from "./backup/instance.ts";
import { backupQueue, workBackups } from "./backup/schedule.ts";
import type { Config } from "./config.ts";
import { type Database, migrateDatabase, openDatabase } from "./db/client.ts";
import { calendarRefreshQueue, workCalendarRefresh } from "./features/availability/refresh-job.ts";
import { dataExportQueue, workDataExports } from "./features/data-export/service.ts";
import { resolveDevMailboxToken } from "./features/dev/mailbox-token.ts";
import { timersQueue, workTimers } from "./features/notifications/timers.ts";
import { unsubscribeKeyFrom } from "./features/notifications/unsubscribe-token.ts";
import { type PushSendDeps, pushQueue, workPush } from "./features/push/deliver.ts";
import { createPushPump, type PushPump } from "./features/push/dispatch.ts";
import { resolveVapidKeys, type VapidKeys } from "./features/push/vapid.ts";
import { createJobQueue, type JobQueue } from "./jobs/queue.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { createMailer, type Mailer, mailQueue, workMail } from "./mail/mailer.ts";
import type { MetricsRegistry } from "./metrics/registry.ts";
import { standardMetrics } from "./metrics/standard.ts";
import type { RealtimeHub } from "./realtime/events.ts";
import { createRealtimeHub } from "./realtime/hub.ts";
import { createS3Storage } from "./storage/s3.ts";
import { fileLinkKey } from "./storage/signed-url.ts";
import { createStorage, type Storage } from "./storage/storage.ts";

export type Services = {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
  /** This process's Prometheus figures (GET /metrics); features add gauges with `metrics.gauge`. */
  metrics: MetricsRegistry;
  /** Background jobs (pg-boss); workers start in main.ts (`startWorkers`), not in every process that opens services. */
  jobs: JobQueue;
  /** Token for reading the dev outbox over HTTP; null when there is no outbox (SMTP set, or production). */
  devMailboxToken: string | null;
  /** Signs the one-click unsubscribe links of notification mails (derived from the app secret). */
  unsubscribeKey: Buffer;
  /** Web Push (decision 0065): the VAPID keys and the pump that queues pushes for announced notifications. */
  push: { vapid: VapidKeys; pump: PushPump };
};

/** The app's dependencies from the opened services: main and the test harness build the app from the same wiring. */
export function appDepsOf(services: Services): Omit<AppDeps, "webDir" | "realtime"> {
  return {
    config: services.config,
    db: services.database.db,
    dbKind: services.database.kind,
    auth: services.auth,
    mailer: services.mailer,
    storage: services.storage,
    logger: services.logger,
    jobs: services.jobs,
    metrics: services.metrics,
    devMailboxToken: services.devMailboxToken,
    unsubscribeKey: services.unsubscribeKey,
    push: { publicKey: services.push.vapid.publicKey, jobs: services.jobs, pump: services.push.pump },
  };
}

/** S3 when S3_BUCKET is set (checked now: a bad bucket or key stops the start with a clear message), else disk. */
async function openStorage(config: Config, secret: string): Promise<Storage> {
  if (!config.s3) return createStorage(config, fileLinkKey(secret));
  const s3 = await createS3Storage(config.s3);
  await s3.check();
  return s3;
}

/** Every queue of the app (created at start; the test template is made with them in place). */
export const jobQueues = [mailQueue, timersQueue, calendarRefreshQueue, backupQueue, dataExportQueue, pushQueue];

/** Opens everything the app needs (database migrated, storage, mailer, auth). Used by main and by tests. */
export async function openServices(
  config: Config,
  options: { database?: Database; secret?: string; storage?: Storage } = {},
): Promise<Services> {
  const logger = createLogger(config.logLevel, config.logFormat);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) => logger.error(`PostgreSQL connection lost (the pool reconnects): ${error.message}`),
    }));
  await migrateDatabase(database);
  const jobs = await createJobQueue({
    database,
    logger,
    queues: jobQueues,
  });
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger, queue: jobs });
  const secret = options.secret ?? resolveAuthSecret(config);
  const storage = options.storage ?? (await openStorage(config, secret));
  const auth = createAuth({ config, db: database.db, mailer, logger, secret });
  const devMailboxToken = config.production ? null : resolveDevMailboxToken(config);
  const metrics = standardMetrics({ pool: database.pool });
  // The queue is shared by every process, so each reports the same figure (with WEB_CONCURRENCY, read it with max()).
  metrics.gauge("job_queue_depth", "Jobs waiting to run, by queue.", () =>
    Promise.all(jobQueues.map(async (q) => ({ labels: { queue: q.name }, value: await jobs.depth(q.name) }))),
  );
  // The last backup of the instance (any process, any trigger; decision 0064): alert when it grows old.
  const last = () => lastBackup(database.db).catch(() => null);
  metrics.gauge("backup_last_success_timestamp_seconds", "When the last backup finished (Unix time).", async () => {
    const row = await last();
    return row ? [{ labels: {}, value: Math.floor(row.finishedAt.getTime() / 1000) }] : [];
  });
  metrics.gauge("backup_last_size_bytes", "Size of the last backup's archive.", async () => {
    const row = await last();
    return row ? [{ labels: {}, value: row.bytes }] : [];
  });
  const unsubscribeKey = unsubscribeKeyFrom(secret);
  const push = { vapid: resolveVapidKeys(config), pump: createPushPump({ jobs, logger, db: database.db }) };
  return { config, database, auth, mailer, storage, logger, metrics, jobs, devMailboxToken, unsubscribeKey, push };
}

/** Stops the job workers (letting running jobs finish) and closes the database, in that order. */
export async function closeServices(services: Services): Promise<void> {
  await services.push.pump.settled();
  await services.jobs.stop();
  await services.database.close();
}

/** The workers of this process: every queue's jobs are worked in each process that serves traffic. */
export async function startWorkers(
  services: Services,
  /** The hub the timers announce over; an in-process one when omitted (tests). */
  realtime: RealtimeHub = createRealtimeHub({ db: services.database.db, logger: services.logger }),
): Promise<void> {
  await workMail(services.jobs, services.mailer);
  const { database, mailer, logger, config, unsubscribeKey } = services;
  await workTimers(services.jobs, {
    db: database.db,
    realtime,
    logger,
    storage: services.storage,
    mail: { db: database.db, mailer, logger, publicUrl: config.publicUrl, unsubscribeKey },
  });
  if (config.backup.cron) {
    await workBackups(
      services.jobs,
      { config, database, storage: services.storage, secret: resolveAuthSecret(config), logger },
      { ...config.backup, cron: config.backup.cron },
    );
  }
  await workDataExports({
    db: database.db,
    storage: services.storage,
    jobs: services.jobs,
    logger,
    realtime,
    mailer,
    publicUrl: config.publicUrl,
  });
  await workPush(services.jobs, pushSendDeps(services));
  // Pushes a stopped or crashed process left pending (its dispatch rolled back) go out now, not at the next
  // notification announced (decision 0065).
  services.push.pump.kick();
  await workCalendarRefresh(
    services.jobs,
    {
      db: services.database.db,
      publicUrl: services.config.publicUrl,
      allowPrivateFetch: services.config.calendarFetchAllowPrivate,
    },
    services.logger,
  );
}

/** What the push worker needs, from the opened services (main's workers and the tests' direct sends). */
export function pushSendDeps(services: Services): PushSendDeps {
  return {
    db: services.database.db,
    logger: services.logger,
    vapid: services.push.vapid,
    subject: services.config.push.subject,
    allowPrivate: services.config.push.allowPrivate,
    timeoutMs: services.config.push.timeoutMs,
  };
}
