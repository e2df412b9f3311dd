import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./lib/logger.ts";
import { relayMetricsInPrimary } from "./metrics/cluster.ts";

/** How long the primary waits for stopping workers (their own deadline plus time to close the database). */
const primaryDeadlineMs = 15_000;
/** More crashes than this within the window means the workers cannot start: stop instead of looping. */
const crashLimit = { count: 5, windowMs: 60_000 };

/**
 * `WEB_CONCURRENCY=N`: this process becomes the primary of N workers that share its port (node:cluster hands
 * each new connection to a worker in turn). It opens no database and serves nothing itself. It restarts a worker
 * that dies unasked, and on SIGTERM/SIGINT passes SIGTERM on to every worker (each finishes its requests in
 * flight, server/main.ts) and exits once all have stopped.
 */
export function runPrimary(workers: number, logger: Logger): void {
  let stopping = false;
  let exitCode = 0;
  const crashes: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.on("exit", (code, signal) => onExit(worker, code, signal));
  };

  const onExit = (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("All workers stopped.");
        process.exit(exitCode);
      }
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while ((crashes[0] ?? now) < now - crashLimit.windowMs) crashes.shift();
    logger.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`);
    if (crashes.length > crashLimit.count) {
      logger.error(
        `Workers stopped ${crashes.length} times within ${crashLimit.windowMs / 1000} s: giving up (see the errors above).`,
      );
      stopAll("crash loop", 1);
      return;
    }
    fork();
  };

  const stopAll = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info(`${reason}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const living = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    if (living.length === 0) process.exit(code);
    for (const worker of living) worker.process.kill("SIGTERM");
    // A worker that does not stop in time is killed; the primary then reports the failure.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, primaryDeadlineMs).unref();
  };

  relayMetricsInPrimary();
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stopAll(signal, 0));
  logger.info(`Starting ${workers} worker processes on one port`);
  for (let i = 0; i < workers; i++) fork();
}
