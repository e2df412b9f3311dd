import { canTransition } from "@domain/state-graph.ts";
import { stayGraph } from "@domain/stay-phases.ts";
import type { TimerDeps } from "../../jobs/timer-step.ts";
import { withNotices } from "../notifications/notify.ts";
import { departedNotices } from "./notices.ts";
import * as q from "./queries.ts";
import { stayContext } from "./service.ts";

/**
 * Timer step (decision 0041): an arrived stay departs by itself on its agreed check-out date, the listing's local
 * date (the graph's system edge decides). A compare-and-set, so a tick that runs twice departs once; both parties
 * are told in the same transaction.
 */
export async function departStays(deps: TimerDeps, now: Date): Promise<number> {
  let departed = 0;
  for (const row of await q.dueDepartures(deps.db, now)) {
    if (!canTransition(stayGraph, row.stay_phase, "departed", "system", stayContext(row, now))) continue;
    const moved = await withNotices(deps, async (tx) => {
      if (!(await q.moveStay(tx, { id: row.id, from: row.stay_phase, to: "departed", at: now }))) {
        return { result: false, notices: [] };
      }
      return { result: true, notices: departedNotices(row, "system") };
    });
    if (!moved) continue;
    departed++;
    await deps.realtime.publish({
      userIds: [row.host_id, row.creator_id],
      type: "collaboration.updated",
      data: { collaborationId: row.id },
    });
  }
  return departed;
}
