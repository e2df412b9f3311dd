import { termsGraph } from "@domain/negotiation-states.ts";
import { canTransition, statesLeadingTo } from "@domain/state-graph.ts";
import type { TimerDeps } from "../../jobs/timer-step.ts";
import { withNotices } from "../notifications/notify.ts";
import { termsExpiredNotices } from "./notices.ts";
import * as q from "./queries.ts";

/** What may expire: the states the graph's system edges to `expired` leave from (decision 0024). */
const expirable = statesLeadingTo(termsGraph, "expired", "system");

/**
 * Timer step (decision 0041): proposals past `expires_at` take the graph's system edge to `expired` — the edge's
 * guard decides, the status moves by compare-and-set, and both parties are told once in the same transaction, so a
 * tick that runs twice expires and notifies once. Open negotiation dialogs refresh (`negotiation.updated`).
 */
export async function expireTerms(deps: TimerDeps, now: Date): Promise<number> {
  let expired = 0;
  for (const t of await q.dueTerms(deps.db, expirable, now)) {
    if (!canTransition(termsGraph, t.status, "expired", "system", { now, expiresAt: new Date(t.expires_at) })) continue;
    const moved = await withNotices(deps, async (tx) => {
      const moved = await q.moveTerms(tx, { id: t.id, from: t.status, to: "expired", at: now });
      return { result: moved, notices: moved ? termsExpiredNotices(t) : [] };
    });
    if (!moved) continue;
    expired++;
    if (t.application_id)
      await deps.realtime.publish({
        userIds: [t.host_id, t.creator_id].filter((id): id is string => id !== null),
        type: "negotiation.updated",
        data: { applicationId: t.application_id },
      });
  }
  return expired;
}
