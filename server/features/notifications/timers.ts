import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { JobQueue, QueueDefinition } from "../../jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { remindExpiringRights, remindOpenChangeRequests } from "../deliverables/reminders.ts";
import { dueWindows, publishReviews } from "../reviews/queries.ts";
import { type NotificationMailDeps, sendNotificationMails } from "./mail-job.ts";
import { announce, type Notice, notify } from "./notify.ts";

/**
 * The timers tick (decision 0041): one pg-boss job every 30 s, at most one per slot across all processes
 * (`singletonSeconds`), that does everything due by the clock. Each step is a compare-and-set or a once-only
 * notification, so a tick that runs twice, or after a restart, changes nothing twice; a step that fails is logged
 * and the others still run.
 */
export const timersQueue: QueueDefinition = {
  name: "timers",
  retryLimit: 2,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
};
export const tickSeconds = 30;

export type TimerDeps = { db: Db; realtime: RealtimeHub; logger: Logger };

const day = 86_400_000;
/** Days an application may wait before its host is reminded. */
export const applicationReminderDays = 3;

async function deliver(deps: TimerDeps, notices: Notice[]) {
  await announce(deps.realtime, await notify(deps.db, notices));
}

/** Proposed terms past `expires_at` become `expired`; both parties are told once. */
export async function expireTerms(deps: TimerDeps, now: Date): Promise<number> {
  const expired = await deps.db.execute<{
    id: string;
    application_id: string | null;
    conversation_id: string;
    host_id: string | null;
    creator_id: string | null;
    title: string | null;
  }>(sql`
    with due as (
      update negotiation_terms t set status = 'expired', responded_at = ${now}
       where t.status = 'proposed' and t.expires_at <= ${now}
      returning t.id, t.conversation_id)
    select due.id, due.conversation_id, c.application_id, c.host_id, c.creator_id, l.title
      from due join conversations c on c.id = due.conversation_id
      left join applications a on a.id = c.application_id
      left join listings l on l.id = a.listing_id`);
  for (const t of expired.rows) {
    const title = t.title ?? "your collaboration";
    await deliver(
      deps,
      [t.host_id, t.creator_id].map((userId) => ({
        userId,
        type: "terms.expired" as const,
        title: `Proposed terms expired: ${title}`,
        body: `The terms proposed for “${title}” were not answered within 7 days and have expired. Either of you can propose new terms.`,
        link: `/messages/${t.conversation_id}`,
        subjectId: t.id,
        onceKey: `terms-expired:${t.id}`,
      })),
    );
    const parties = [t.host_id, t.creator_id].filter((id): id is string => id !== null);
    if (t.application_id)
      await deps.realtime.publish({
        userIds: parties,
        type: "negotiation.updated",
        data: { applicationId: t.application_id },
      });
  }
  return expired.rows.length;
}

/** Hosts are reminded, once per application, of applications pending for 3 days. */
export async function remindPendingApplications(deps: TimerDeps, now: Date): Promise<number> {
  const due = await deps.db.execute<{ id: string; host_id: string; title: string; creator_name: string | null }>(sql`
    select a.id, l.host_id, l.title, p.full_name as creator_name
      from applications a
      join listings l on l.id = a.listing_id
      left join profiles p on p.id = a.creator_id
     where a.status = 'pending' and not a.is_placeholder
       and a.created_at <= ${new Date(now.getTime() - applicationReminderDays * day)}
       and not exists (select 1 from notifications n
                        where n.user_id = l.host_id and n.once_key = 'application-reminder:' || a.id::text)
     limit 200`);
  for (const a of due.rows) {
    const creator = a.creator_name ?? "A creator";
    await deliver(deps, [
      {
        userId: a.host_id,
        type: "application.pending_reminder",
        title: `${creator} is waiting for your answer`,
        body: `${creator} applied to “${a.title}” 3 days ago. Accept or decline the application so they can plan.`,
        link: "/host/dashboard?tab=applications",
        subjectId: a.id,
        onceKey: `application-reminder:${a.id}`,
      },
    ]);
  }
  return due.rows.length;
}

/** Review windows past their 14 days publish whatever was submitted; both parties are told when there is any. */
export async function closeReviewWindows(deps: TimerDeps, now: Date): Promise<number> {
  let closed = 0;
  for (const collaborationId of await dueWindows(deps.db, now)) {
    const published = await publishReviews(deps.db, collaborationId, now);
    if (published === null) continue;
    closed++;
    const notices: Notice[] = published.map((r) => ({
      userId: r.reviewee_id,
      type: "review.published",
      title: "A review about you was published",
      body: "The review window closed and the review about you is now public. You can post one public reply.",
      link: `/reviews/${collaborationId}`,
      subjectId: collaborationId,
      onceKey: `reviews-published:${collaborationId}`,
    }));
    await deliver(deps, notices);
  }
  return closed;
}

/** A step of the tick: does what is due at `now`, returns how many items it handled. */
export type TimerStep = (deps: TimerDeps, now: Date) => Promise<number>;

/** One tick: every step, each on its own (a failing one is logged, the others run). */
export async function runTimers(
  deps: TimerDeps & { mail: Omit<NotificationMailDeps, "now"> },
  now: Date,
): Promise<Record<string, number>> {
  const steps: { name: string; run: TimerStep }[] = [
    { name: "terms expired", run: expireTerms },
    { name: "application reminders", run: remindPendingApplications },
    { name: "review windows closed", run: closeReviewWindows },
    { name: "change request reminders", run: remindOpenChangeRequests },
    { name: "usage rights reminders", run: remindExpiringRights },
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
