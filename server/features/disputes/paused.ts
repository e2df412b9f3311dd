import { type SQL, sql } from "drizzle-orm";

/**
 * The time a collaboration spent in dispute after `from` (decision 0069): every closed dispute's span from the later
 * of its opening and `from` to its closing. A timer whose clock started at `from` — a version's upload for the
 * approval window, a change request for its reminder — adds this to its start, so it resumes after a dispute with
 * the time it had left. While a dispute is open the timers skip the collaboration altogether (`notInDispute`).
 */
export const pausedAfter = (collaborationId: SQL, from: SQL) => sql`coalesce((
    select sum(ds.closed_at - greatest(ds.opened_at, ${from})) from disputes ds
     where ds.collaboration_id = ${collaborationId} and ds.closed_at is not null and ds.closed_at > ${from}
  ), interval '0')`;

/** A timer's start moved on by the disputes since: `from + pausedAfter(from)`. */
export const clockFrom = (collaborationId: SQL, from: SQL) => sql`(${from} + ${pausedAfter(collaborationId, from)})`;
