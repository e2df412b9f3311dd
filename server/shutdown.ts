import type { Logger } from "./lib/logger.ts";
import type { RealtimeHub } from "./realtime/events.ts";
import { closeServices, type Services } from "./services.ts";

/** From SIGTERM to exit, whatever the process holds (README: 10 s; the cluster primary waits 15 s). */
export const shutdownDeadlineMs = 10_000;
/** Kept back from the deadline to close the database after the last connection is gone. */
const closeReserveMs = 1_000;

export type Stoppable = {
  /** Stops listening and resolves once every connection is gone, cutting what is left at the deadline. */
  closeHttp: (deadlineMs: number) => Promise<void>;
  realtime: RealtimeHub;
  services: Services;
  logger: Logger;
  /** How long the process keeps taking new connections after the signal (config.shutdownDelayMs). */
  delayMs: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a serving process without losing what was sent to it (SIGTERM from an orchestrator or the cluster
 * primary, Ctrl-C). First it drains: `/api/ready` already answers 503 (the caller's `stopping` flag), and for
 * `delayMs` it keeps accepting, so connections queued to it while load balancers notice are answered instead of
 * reset when it stops listening. Then it stops listening and finishes what it holds, all against one deadline:
 * requests in flight finish, event streams end (their browsers reconnect elsewhere and resume), jobs running
 * finish or are left to pg-boss to retry elsewhere, and the database closes. Resolves when everything is closed;
 * the caller's backstop exits the process at the deadline should anything still hang.
 */
export async function stopGracefully(parts: Stoppable, signal: string): Promise<void> {
  const { closeHttp, realtime, services, logger, delayMs } = parts;
  const finishBy = Date.now() + shutdownDeadlineMs - closeReserveMs;
  logger.info(
    `${signal}: not ready; taking new connections for ${delayMs} ms, then finishing requests in flight ` +
      `(stopped within ${shutdownDeadlineMs / 1000} s)`,
  );
  if (delayMs > 0) await pause(delayMs);
  const left = () => Math.max(0, finishBy - Date.now());
  // Event streams never finish on their own: they end now, with the listener, so the browsers reconnect elsewhere.
  await Promise.all([closeHttp(left()), realtime.close(), services.jobs.stop(left())]);
  await realtime.settled();
  await closeServices(services);
}
