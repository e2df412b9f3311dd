import type { JobQueue, QueueDefinition } from "../../jobs/queue.ts";
import type { TimerDeps, TimerStep } from "../../jobs/timer-step.ts";
import { sweepIdempotencyKeys } from "../../lib/idempotency-keys.ts";
import { remindPendingApplications } from "../applications/reminders.ts";
import { completeFinishedCollaborations } from "../collaborations/auto-complete.ts";
import { approveUnreviewedDeliverables, remindContentDue } from "../deliverables/due-timers.ts";
import { remindExpiringRights, remindOpenChangeRequests } from "../deliverables/reminders.ts";
import { expireTerms } from "../negotiations/expiry.ts";
import { liftEndedSuspensions } from "../operators/suspension.ts";
import { purgeReportFiles } from "../reports/retention.ts";
import { closeReviewWindows } from "../reviews/windows.ts";
import { departStays } from "../stays/departures.ts";
import { cancelLapsedNoShows } from "../stays/no-shows.ts";
import { type NotificationMailDeps, sendNotificationMails } from "./mail-job.ts";

/**
 * The timers tick (decision 0041): one pg-boss job every 30 s, at most one per slot across all processes
 * (`singletonSeconds`), that runs every step due by the clock. Each timed rule lives with its feature and is one
 * `TimerStep` there; each is a compare-and-set or a once-only notification, so a tick that runs twice, or after a
 * restart, changes nothing twice; a step that fails is logged and the others still run.
 */
export const timersQueue: QueueDefinition = {
  name: "timers",
  retryLimit: 2,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
};
export const tickSeconds = 30;

/** One tick: every step, each on its own (a failing one is logged, the others run). */
export async function runTimers(
  deps: TimerDeps & { mail: Omit<NotificationMailDeps, "now"> },
  now: Date,
): Promise<Record<string, number>> {
  const steps: { name: string; run: TimerStep }[] = [
    { name: "terms expired", run: expireTerms },
    { name: "stays departed", run: departStays },
    // Before completion: the last item approved by the approval window completes a departed stay in this tick.
    { name: "content approved automatically", run: approveUnreviewedDeliverables },
    { name: "collaborations completed", run: completeFinishedCollaborations },
    { name: "no-shows cancelled", run: cancelLapsedNoShows },
    { name: "application reminders", run: remindPendingApplications },
    { name: "review windows closed", run: closeReviewWindows },
    { name: "change request reminders", run: remindOpenChangeRequests },
    { name: "content due reminders", run: remindContentDue },
    { name: "usage rights reminders", run: remindExpiringRights },
    { name: "suspensions ended", run: liftEndedSuspensions },
    { name: "report files past their appeal period", run: purgeReportFiles },
    { name: "idempotency keys expired", run: (d) => sweepIdempotencyKeys(d.db) },
    { name: "notification mails", run: () => sendNotificationMails({ ...deps.mail, now: () => now }) },
  ];
  const done: Record<string, number> = {};
  for (const step of steps) {
    try {
      done[step.name] = await step.run(deps, now);
    } catch (error) {
      deps.logger.error(`timers: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return done;
}

/** Sends the next tick (one per 30 s slot however many processes ask). */
export const scheduleTick = (jobs: JobQueue) =>
  jobs.send(timersQueue.name, {}, { singletonKey: "tick", singletonSeconds: tickSeconds });

/** Works the timers queue in this process: each tick runs the steps, logs what it did and schedules the next. */
export async function workTimers(jobs: JobQueue, deps: Parameters<typeof runTimers>[0]) {
  await jobs.work(timersQueue.name, async () => {
    try {
      const done = await runTimers(deps, new Date());
      const busy = Object.entries(done).filter(([, n]) => n > 0);
      if (busy.length) deps.logger.info(`timers: ${busy.map(([k, n]) => `${k} ${n}`).join(", ")}`);
    } finally {
      await scheduleTick(jobs);
    }
  });
  await scheduleTick(jobs);
}
