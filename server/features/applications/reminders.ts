import type { TimerDeps } from "../../jobs/timer-step.ts";
import { notifyNow } from "../notifications/notify.ts";
import { pendingReminderNotice } from "./notices.ts";
import * as q from "./queries.ts";

const day = 86_400_000;
/** Days an application may wait before its host is reminded. */
export const applicationReminderDays = 3;

/** Timer step (decision 0041): hosts are reminded, once per application, of applications pending for 3 days. */
export async function remindPendingApplications(deps: TimerDeps, now: Date): Promise<number> {
  const due = await q.pendingUnreminded(deps.db, new Date(now.getTime() - applicationReminderDays * day));
  for (const a of due) await notifyNow(deps, [pendingReminderNotice(a)]);
  return due.length;
}
