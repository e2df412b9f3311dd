import { agreedCounts, checkOutDate } from "@domain/collaborations.ts";
import {
  approvalNoticeDays,
  approvalWindowDays,
  approvalWindowState,
  autoApprovalAt,
  contentDueDate,
  departedOn,
  dueReminder,
  dueReminderDays,
} from "@domain/content-due.ts";
import { rightsExpiry } from "@domain/deliverables.ts";
import { todayIn } from "@domain/stay-dates.ts";
import type { TimerDeps } from "../../jobs/timer-step.ts";
import { notifyNow, withNotices } from "../notifications/notify.ts";
import { autoApprovalSoonNotices, autoApprovedNotices, dueReminderNotice } from "./notices.ts";
import { lockWorkspaceStatus } from "./queries.ts";
import * as q from "./window-queries.ts";

const day = 86_400_000;

/**
 * Timer step (issue 33 part 3): the creator is reminded that agreed content is due, 3 days before the due date and
 * on the day (the listing's dates), once each (the once-key names the collaboration and the due date). Closed
 * collaborations, no-shows and collaborations whose agreed items all have a delivered version get nothing.
 */
export async function remindContentDue(deps: TimerDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const row of await q.contentDueSoon(deps.db, now, dueReminderDays)) {
    const dueDate = contentDueDate({
      checkOut: checkOutDate(row.start_date, row.total_nights),
      departedOn: departedOn(row.departed_at ? new Date(row.departed_at) : null, row.time_zone),
      dueDays: row.content_due_days,
    });
    const which = dueReminder(dueDate, todayIn(row.time_zone, now));
    if (!dueDate || !which) continue;
    const agreed = agreedCounts(row.agreed_deliverables);
    const open =
      Math.max(0, agreed.posts - row.delivered_posts) +
      Math.max(0, agreed.stories - row.delivered_stories) +
      Math.max(0, agreed.videos - row.delivered_videos);
    if (open === 0) continue;
    const total = agreed.posts + agreed.stories + agreed.videos;
    await notifyNow(deps, [dueReminderNotice(row, which, dueDate, open, total)]);
    sent++;
  }
  return sent;
}

/**
 * Timer step (issue 33 part 3, "the approval window"): a version awaiting the host's review for 14 days since its
 * upload is approved automatically — a compare-and-set on `pending` under the collaboration's lock, with both
 * parties' notices in the same transaction, no rating, the rights register's dates from now. Both are told once,
 * 3 days before. Closed collaborations are left alone. Runs before the automatic completion (timers.ts), so the
 * last item approved this way completes a departed stay in the same tick.
 */
export async function approveUnreviewedDeliverables(deps: TimerDeps, now: Date): Promise<number> {
  const noticeOnce = "auto-approval-soon:";
  const soon = await q.awaitingReview(deps.db, {
    uploadedBy: new Date(now.getTime() - (approvalWindowDays - approvalNoticeDays) * day),
    uploadedAfter: new Date(now.getTime() - approvalWindowDays * day),
    withoutOnceKey: noticeOnce,
  });
  let handled = 0;
  for (const d of soon) {
    const uploadedAt = new Date(d.created_at);
    if (approvalWindowState(uploadedAt, now) !== "notice") continue;
    await notifyNow(deps, autoApprovalSoonNotices(d, todayIn(d.time_zone, autoApprovalAt(uploadedAt))));
    handled++;
  }
  for (const d of await q.awaitingReview(deps.db, { uploadedBy: new Date(now.getTime() - approvalWindowDays * day) })) {
    if (approvalWindowState(new Date(d.created_at), now) !== "due") continue;
    const done = await withNotices(deps, async (tx) => {
      const status = await lockWorkspaceStatus(tx, d.application_id);
      if (status.collaboration_status === "completed" || status.collaboration_status === "cancelled") {
        return { result: false, notices: [] };
      }
      const changed = await q.approveAutomatically(tx, {
        id: d.id,
        at: now,
        rightsExpireAt: d.usage_rights ? rightsExpiry(d.usage_rights, now, d.usage_duration_months ?? 12) : null,
      });
      return { result: changed, notices: changed ? autoApprovedNotices(d) : [] };
    });
    if (!done) continue;
    handled++;
    await deps.realtime.publish({
      userIds: [d.host_id, d.creator_id],
      type: "deliverable.updated",
      data: { applicationId: d.application_id, deliverableId: d.id, change: "reviewed" },
    });
  }
  return handled;
}
