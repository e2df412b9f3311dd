import type { TimerDeps } from "../../jobs/timer-step.ts";
import { withNotices } from "../notifications/notify.ts";
import { windowClosedNotices } from "./notices.ts";
import * as q from "./queries.ts";

/**
 * Timer step (decisions 0041, 0042): review windows past their 14 days publish whatever was submitted, and the
 * people reviewed are told in the same transaction. `published_at` set from null is the compare-and-set, so a
 * tick that runs twice publishes and notifies once.
 */
export async function closeReviewWindows(deps: TimerDeps, now: Date): Promise<number> {
  let closed = 0;
  for (const collaborationId of await q.dueWindows(deps.db, now)) {
    const published = await withNotices(deps, async (tx) => {
      const published = await q.publishReviews(tx, collaborationId, now);
      return { result: published, notices: published ? windowClosedNotices(collaborationId, published) : [] };
    });
    if (published !== null) closed++;
  }
  return closed;
}
