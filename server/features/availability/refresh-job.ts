import type { JobQueue, QueueDefinition } from "../../jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import * as q from "./queries.ts";
import { type AvailabilityDeps, refreshFeedById } from "./service.ts";

/**
 * Imported calendar feeds refresh on the job queue (decision 0023): a `calendar.refresh` job refreshes the feeds
 * not fetched for an hour, then queues the next round an interval later. The singleton key per round means
 * however many processes start, one round is queued, and pg-boss runs each job once.
 */
export const calendarRefreshQueue: QueueDefinition = {
  name: "calendar.refresh",
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  // Each feed is cut off at 10 s; a round does at most `batch` of them.
  expireInSeconds: 15 * 60,
};

export const refreshEveryMinutes = 60;
const batch = 50;

const roundKey = (at: Date) => `round-${Math.floor(at.getTime() / (refreshEveryMinutes * 60_000))}`;

/** One round: refresh what is due (oldest first); errors are kept on each feed, never thrown. */
export async function refreshDueFeeds(deps: AvailabilityDeps): Promise<number> {
  const due = await q.dueFeeds(deps.db, refreshEveryMinutes, batch);
  for (const id of due) await refreshFeedById(deps, id);
  return due.length;
}

export async function workCalendarRefresh(queue: JobQueue, deps: AvailabilityDeps, logger: Logger) {
  await queue.work<{ round: string }>(calendarRefreshQueue.name, async () => {
    const count = await refreshDueFeeds(deps);
    if (count > 0) logger.info(`calendar feeds refreshed: ${count}`);
    const next = new Date(Date.now() + refreshEveryMinutes * 60_000);
    await queue.send(
      calendarRefreshQueue.name,
      { round: roundKey(next) },
      { startAfter: next, singletonKey: roundKey(next) },
    );
  });
  // The first round now (or the one already queued by another process for this interval).
  await queue.send(calendarRefreshQueue.name, { round: roundKey(new Date()) }, { singletonKey: roundKey(new Date()) });
}
