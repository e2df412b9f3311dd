import type { TimerDeps } from "../../jobs/timer-step.ts";
import { notifyNow } from "../notifications/notify.ts";
import { changeRequestReminderNotice, rightsExpiringNotices } from "./notices.ts";
import * as q from "./queries.ts";

const day = 86_400_000;
/** Days a change request may stay open before the creator is reminded. */
export const changeRequestReminderDays = 5;
/** Days before an approved asset's usage rights end when both parties are reminded (largest first). */
export const usageRightsReminderDays = [30, 7] as const;

/**
 * Timer step (decision 0041): creators are reminded, once per change request, of one open for 5 days: the
 * deliverable still needs changes, no newer version answers it, and the collaboration's workspace is still open.
 * The once-key is the deliverable's (a version is reviewed once: it leaves `pending` with its one change request).
 */
export async function remindOpenChangeRequests(deps: TimerDeps, now: Date): Promise<number> {
  const due = await q.openChangeRequests(deps.db, new Date(now.getTime() - changeRequestReminderDays * day));
  for (const d of due) await notifyNow(deps, [changeRequestReminderNotice(d, changeRequestReminderDays)]);
  return due.length;
}

/**
 * Timer step (decision 0041): host and creator are reminded 30 and 7 days before an approved asset's usage rights
 * end, once per asset and threshold, both in one transaction. Each threshold covers the time until the next
 * smaller one, so an asset approved with less than 30 days left (or a tick missed for weeks) gets only the reminder
 * that is still true. Unlimited rights have no expiry and never match; rights already expired get nothing. The
 * link is the Content Rights register, which stays open after the collaboration (and its workspace) has ended.
 */
export async function remindExpiringRights(deps: TimerDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const [i, days] of usageRightsReminderDays.entries()) {
    const nextDays = usageRightsReminderDays[i + 1] ?? 0;
    const onceKey = `rights-expiring-${days}:`;
    const due = await q.rightsExpiringBetween(deps.db, {
      after: new Date(now.getTime() + nextDays * day),
      by: new Date(now.getTime() + days * day),
      onceKey,
    });
    for (const d of due) {
      await notifyNow(deps, rightsExpiringNotices(d, days, onceKey));
      sent++;
    }
  }
  return sent;
}
