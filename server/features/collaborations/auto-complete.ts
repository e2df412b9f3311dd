import { agreedCounts } from "@domain/collaborations.ts";
import { sql } from "drizzle-orm";
import type { TimerDeps } from "../../jobs/timer-step.ts";
import { withNotices } from "../notifications/notify.ts";
import { openReviewWindow } from "../reviews/queries.ts";
import { autoCompletedNotices } from "./notices.ts";
import * as q from "./queries.ts";

type DoneRow = {
  id: string;
  application_id: string | null;
  host_id: string;
  creator_id: string;
  title: string;
  agreed_deliverables: unknown;
  approved_items: number;
};

/**
 * Timer step (issue 33 part 4): a running collaboration completes by itself once the stay has departed and every
 * agreed item is approved — the same change as Mark Complete (application completed, review window open), by
 * compare-and-set, both parties told in the same transaction.
 */
export async function completeFinishedCollaborations(deps: TimerDeps): Promise<number> {
  const result = await deps.db.execute<DoneRow>(sql`
    select c.id, c.application_id, c.host_id, c.creator_id, l.title, c.agreed_deliverables,
           (select count(*)::int from collaboration_deliverables d
             where d.application_id = c.application_id and d.status = 'approved') as approved_items
      from collaborations c
      join listings l on l.id = c.listing_id
     where c.status = 'active' and c.stay_phase = 'departed' and c.disputed_at is null
     order by c.updated_at
     limit 200`);
  let completed = 0;
  for (const row of result.rows) {
    const { posts, stories, videos } = agreedCounts(row.agreed_deliverables);
    const agreed = posts + stories + videos;
    if (agreed === 0 || Number(row.approved_items) < agreed) continue;
    const done = await withNotices(deps, async (tx) => {
      const changed = await q.setCollaborationStatus(tx, { id: row.id, from: "active", to: "completed" });
      if (changed) {
        if (row.application_id) await q.completeApplication(tx, row.application_id);
        await openReviewWindow(tx, row.id);
      }
      return { result: changed, notices: changed ? autoCompletedNotices(row) : [] };
    });
    if (!done) continue;
    completed++;
    await deps.realtime.publish({
      userIds: [row.host_id, row.creator_id],
      type: "collaboration.updated",
      data: { collaborationId: row.id },
    });
  }
  return completed;
}
