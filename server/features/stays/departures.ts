import { canTransition } from "@domain/state-graph.ts";
import { stayGraph } from "@domain/stay-phases.ts";
import type { TimerDeps } from "../../jobs/timer-step.ts";
import * as q from "./queries.ts";
import { stayContext } from "./service.ts";

/**
 * Timer step (decision 0041): an arrived stay departs by itself on its agreed check-out date, the listing's local
 * date (the graph's system edge decides). A compare-and-set, so a tick that runs twice departs once.
 */
export async function departStays(deps: TimerDeps, now: Date): Promise<number> {
  let departed = 0;
  for (const row of await q.dueDepartures(deps.db, now)) {
    if (!canTransition(stayGraph, row.stay_phase, "departed", "system", stayContext(row, now))) continue;
    if (!(await q.moveStay(deps.db, { id: row.id, from: row.stay_phase, to: "departed", at: now }))) continue;
    departed++;
    await deps.realtime.publish({
      userIds: [row.host_id, row.creator_id],
      type: "collaboration.updated",
      data: { collaborationId: row.id },
    });
  }
  return departed;
}
