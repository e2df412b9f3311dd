import { contestWindowHours } from "@domain/stay-phases.ts";
import type { TimerDeps } from "../../jobs/timer-step.ts";
import { cancelPendingPayments, closePendingPaymentStatus } from "../collaborations/queries.ts";
import { releaseNights } from "../negotiations/queries.ts";
import type { Notice } from "../notifications/notify.ts";
import { withNotices } from "../notifications/notify.ts";
import { rollUpPaymentStatus } from "../payments/service.ts";
import * as q from "./queries.ts";

export const noShowReason = "The creator did not arrive (no-show, not contested within 72 hours).";

/**
 * Timer step (issue 33 part 2): a no-show uncontested for 72 hours cancels the collaboration — its nights reopen,
 * pending payment requests end — in one transaction with both parties' notices; a contested one stays open.
 */
export async function cancelLapsedNoShows(deps: TimerDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - contestWindowHours * 3_600_000);
  let cancelled = 0;
  for (const row of await q.lapsedNoShows(deps.db, before)) {
    const done = await withNotices(deps, async (tx) => {
      if (!(await q.cancelForNoShow(tx, row.id, noShowReason))) return { result: false, notices: [] };
      await releaseNights(tx, row.id);
      await cancelPendingPayments(tx, row.id);
      await rollUpPaymentStatus(tx, row.id);
      await closePendingPaymentStatus(tx, row.id);
      const notices: Notice[] = [row.host_id, row.creator_id].map((userId) => ({
        userId,
        type: "collaboration.cancelled",
        title: `Collaboration cancelled: ${row.title}`,
        body: `${noShowReason} The nights of “${row.title}” are open again.`,
        link: `/contracts/${row.id}`,
        subjectId: row.id,
      }));
      return { result: true, notices };
    });
    if (!done) continue;
    cancelled++;
    await deps.realtime.publish({
      userIds: [row.host_id, row.creator_id],
      type: "collaboration.updated",
      data: { collaborationId: row.id },
    });
  }
  return cancelled;
}
