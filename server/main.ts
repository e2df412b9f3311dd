import cluster from "node:cluster";
import { rmSync, writeFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp, defaultWebDir } from "./app.ts";
import { resolveAuthSecret } from "./auth/auth.ts";
import { authChannel, createSessionCache } from "./auth/session-cache.ts";
import { backupToken, serverFile } from "./backup/instance.ts";
import { localBackupRoutes } from "./backup/local-route.ts";
import { createReadCache, dataChannel, forgetTopic } from "./cache/read-cache.ts";
import { runPrimary } from "./cluster.ts";
import { loadConfig } from "./config.ts";
import { DEMO_CREATOR_EMAIL, DEMO_HOST_EMAIL, DEMO_PASSWORD } from "./db/seed/demo-accounts.ts";
import { DEMO_OPERATOR_EMAIL } from "./db/seed/demo-operators.ts";
import { seedIfEmpty } from "./demo.ts";
import { devMailboxUrl } from "./features/dev/mailbox-token.ts";
import { ensureOperators } from "./features/operators/accounts.ts";
import { gracefulCloser } from "./lib/graceful-close.ts";
import { createLogger } from "./lib/logger.ts";
import { createRealtimeHub } from "./realtime/hub.ts";
import { appDepsOf, openServices, type Services, startWorkers } from "./services.ts";
import { shutdownDeadlineMs, stopGracefully } from "./shutdown.ts";
import { orphanAgeSeconds, sweepOrphanUploads } from "./storage/orphan-sweep.ts";

/** Removes files left by uploads that crashed before their row was written: now, then every hour. */
function startOrphanSweep(services: Services) {
  const sweep = () =>
    sweepOrphanUploads(services.database.db, services.storage, services.logger).catch((error: unknown) => {
      services.logger.error(`orphan sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  void sweep();
  setInterval(sweep, orphanAgeSeconds * 1000).unref();
}

/** The only entry point: config → database (migrated) → demo data → HTTP. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    runPrimary(config.webConcurrency, createLogger(config.logLevel, config.logFormat));
    return;
  }
  const services = await openServices(config);
  const { logger } = services;
  // The dev mailbox link first, before seeding and the jobs print anything (README; issue 35 part 9): a new clone's
  // log otherwise buries it under the demo data's reminder mails. With several workers only the first prints it.
  if (services.devMailboxToken && !(cluster.isWorker && cluster.worker?.id !== 1)) {
    logger.info(`Dev mailbox:  ${devMailboxUrl(config.publicUrl, services.devMailboxToken)}  (keep this link private)`);
  }
  if (config.demoData && (await seedIfEmpty(services))) logger.info("Demo data created.");
  await ensureOperators(
    { auth: services.auth, db: services.database.db, publicUrl: config.publicUrl, logger },
    config.operatorEmails,
  );
  startOrphanSweep(services);
  // Realtime fan-out: LISTEN/NOTIFY on PostgreSQL (any number of processes), in process on PGlite (decision 0018).
  // On PostgreSQL the same LISTEN connection keeps the session cache honest (decision 0045); on PGlite there is none.
  // So does the read cache (decision 0051).
  const sessionCache = services.database.url ? createSessionCache() : undefined;
  const readCache = services.database.url && config.readCache ? createReadCache() : undefined;
  const realtime = createRealtimeHub({
    db: services.database.db,
    listenUrl: services.database.url,
    logger,
    ...(sessionCache && {
      channels: {
        [authChannel]: (userId: string) => sessionCache.forgetUser(userId),
        ...(readCache && { [dataChannel]: (topic: string) => forgetTopic(readCache, topic) }),
      },
      onLink: (up: boolean) => {
        sessionCache.setLinked(up);
        readCache?.setLinked(up);
      },
    }),
  });
  // The timers job announces the notifications it makes over this hub.
  await startWorkers(services, realtime);
  let stopping = false;
  // The embedded database belongs to this process: `npm run backup` asks it for the backup (decision 0064).
  const localRoutes =
    services.database.kind === "pglite"
      ? localBackupRoutes({
          config,
          database: services.database,
          storage: services.storage,
          secret: resolveAuthSecret(config),
          token: backupToken(config),
        })
      : undefined;
  const app = createApp({
    localRoutes,
    ...appDepsOf(services),
    webDir: defaultWebDir,
    realtime,
    sessionCache,
    readCache,
    stopping: () => stopping,
  });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const where = services.database.kind === "pglite" ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL";
    const worker = cluster.isWorker ? `, worker ${process.pid}` : "";
    if (localRoutes) {
      const file = serverFile(config);
      writeFileSync(file, JSON.stringify({ pid: process.pid, port: info.port }), { mode: 0o600 });
      process.on("exit", () => rmSync(file, { force: true }));
    }
    logger.info(
      `CollabStay is running at ${config.publicUrl} (port ${info.port}, ${where}${worker}, ready in ${Date.now() - started} ms)`,
    );
    // With several workers only the first prints the demo accounts and the mailbox link.
    if (cluster.isWorker && cluster.worker?.id !== 1) return;
    if (config.demoData) {
      logger.info(`Demo host:    ${DEMO_HOST_EMAIL}`);
      logger.info(`Demo creator: ${DEMO_CREATOR_EMAIL}`);
      logger.info(`Demo operator: ${DEMO_OPERATOR_EMAIL} (at /operator/sign-in; set up two-factor on first sign-in)`);
      logger.info(`Password:     ${DEMO_PASSWORD}`);
    }
    // …and again under the banner, where a person who scrolls to "running at" looks.
    if (services.devMailboxToken) {
      logger.info(
        `Dev mailbox:  ${devMailboxUrl(config.publicUrl, services.devMailboxToken)}  (keep this link private)`,
      );
    }
  });

  // Graceful shutdown (SIGTERM from an orchestrator or the cluster primary, Ctrl-C): not ready, drain, stop
  // accepting, finish what is held, all within the deadline (server/shutdown.ts).
  const closeHttp = gracefulCloser(server as import("node:http").Server);
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // The backstop: whatever still hangs at the deadline does not keep the process (the primary, a supervisor).
    setTimeout(() => {
      logger.error(`${signal}: still stopping after ${shutdownDeadlineMs / 1000} s; exiting now`);
      process.exit(1);
    }, shutdownDeadlineMs).unref();
    const parts = { closeHttp, realtime, services, logger, delayMs: config.shutdownDelayMs };
    void stopGracefully(parts, signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`${signal}: stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
