import type { StayPhase } from "@domain/stay-phases.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";

type Executor = Db | Tx;

export type StayRow = {
  id: string;
  application_id: string | null;
  status: string;
  stay_phase: StayPhase;
  start_date: string | null;
  total_nights: number | null;
  time_zone: string;
  title: string;
  host_id: string;
  creator_id: string;
  creator_name: string | null;
  creator_avatar: string | null;
};

/** The columns and joins every stay query reads (its `where` follows). */
const staysFrom = sql`
  select c.id, c.application_id, c.status, c.stay_phase, c.start_date::text as start_date, c.total_nights,
         l.time_zone, l.title, c.host_id, c.creator_id, cr.full_name as creator_name, cr.avatar_key as creator_avatar
    from collaborations c
    join listings l on l.id = c.listing_id
    left join profiles cr on cr.id = c.creator_id`;

/** One collaboration's stay, for its host only (null for anyone else: the caller answers 404). */
export async function stayOf(db: Executor, id: string, hostId: string): Promise<StayRow | null> {
  const result = await db.execute<StayRow>(sql`
    ${staysFrom}
     where c.id = ${id} and c.host_id = ${hostId}`);
  return result.rows[0] ?? null;
}

/** The host's running collaborations whose creator has not arrived yet (the caller keeps today's), 200 at most. */
export async function awaitedArrivals(db: Executor, hostId: string): Promise<StayRow[]> {
  const result = await db.execute<StayRow>(sql`
    ${staysFrom}
     where c.host_id = ${hostId} and c.status = 'active' and c.stay_phase = 'upcoming'
     order by c.start_date nulls last, c.created_at, c.seq
     limit 200`);
  return result.rows;
}

/** The host's awaited arrivals whose check-in code is `code` (codes are unique by chance only, so a list). */
export async function awaitedByCode(db: Executor, hostId: string, code: string): Promise<StayRow[]> {
  const result = await db.execute<StayRow>(sql`
    ${staysFrom}
     where c.host_id = ${hostId} and c.status = 'active' and c.stay_phase = 'upcoming'
       and c.check_in_code = ${code}
     limit 20`);
  return result.rows;
}

/** Arrived stays of active collaborations whose check-out date has come where the listing is, 200 a round. */
export async function dueDepartures(db: Executor, now: Date): Promise<StayRow[]> {
  const result = await db.execute<StayRow>(sql`
    ${staysFrom}
     where c.stay_phase = 'arrived' and c.status = 'active' and c.start_date is not null
       and c.start_date + coalesce(c.total_nights, 0) <= (${now.toISOString()}::timestamptz at time zone l.time_zone)::date
     order by c.start_date
     limit 200`);
  return result.rows;
}

/** Compare-and-set on the phase (and its time); false when someone moved it first, with nothing written. */
export async function moveStay(
  tx: Executor,
  input: { id: string; from: StayPhase; to: StayPhase; at: Date },
): Promise<boolean> {
  const at = input.at.toISOString();
  const result = await tx.execute<{ id: string }>(sql`
    update collaborations
       set stay_phase = ${input.to},
           ${input.to === "arrived" ? sql`arrived_at = ${at}::timestamptz,` : sql``}
           ${input.to === "departed" ? sql`departed_at = ${at}::timestamptz,` : sql``}
           updated_at = now()
     where id = ${input.id} and stay_phase = ${input.from} and status = 'active'
     returning id`);
  return result.rows.length > 0;
}

/** upcoming → no_show with the host's note (compare-and-set); false when it moved meanwhile. */
export async function markNoShow(tx: Executor, input: { id: string; note: string; at: Date }): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    update collaborations
       set stay_phase = 'no_show', no_show_note = ${input.note}, no_show_at = ${input.at.toISOString()}::timestamptz,
           updated_at = now()
     where id = ${input.id} and stay_phase = 'upcoming' and status = 'active'
     returning id`);
  return result.rows.length > 0;
}

/** The creator's contest, only while the no-show is uncontested and younger than `since`. */
export async function contestNoShow(
  tx: Executor,
  input: { id: string; note: string; at: Date; since: Date },
): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    update collaborations
       set contest_note = ${input.note}, contested_at = ${input.at.toISOString()}::timestamptz, updated_at = now()
     where id = ${input.id} and stay_phase = 'no_show' and contested_at is null and status = 'active'
       and no_show_at > ${input.since.toISOString()}::timestamptz
     returning id`);
  return result.rows.length > 0;
}

export type NoShowRow = {
  id: string;
  host_id: string;
  creator_id: string;
  title: string;
  creator_name: string | null;
  stay_phase: StayPhase;
  no_show_at: string | Date | null;
  contested_at: string | Date | null;
  no_show_note: string | null;
};

/** A collaboration of the creator (null otherwise), with its no-show state. */
export async function noShowOf(db: Executor, id: string, creatorId: string): Promise<NoShowRow | null> {
  const result = await db.execute<NoShowRow>(sql`
    select c.id, c.host_id, c.creator_id, l.title, cr.full_name as creator_name, c.stay_phase, c.no_show_at,
           c.contested_at, c.no_show_note
      from collaborations c
      join listings l on l.id = c.listing_id
      left join profiles cr on cr.id = c.creator_id
     where c.id = ${id} and c.creator_id = ${creatorId}`);
  return result.rows[0] ?? null;
}

/** Uncontested no-shows recorded before `before`, still running: the timer cancels them. */
export async function lapsedNoShows(db: Executor, before: Date): Promise<StayRow[]> {
  const result = await db.execute<StayRow>(sql`
    ${staysFrom}
     where c.stay_phase = 'no_show' and c.contested_at is null and c.status = 'active' and c.disputed_at is null
       and c.no_show_at <= ${before.toISOString()}::timestamptz
     limit 200`);
  return result.rows;
}

/** The uncontested no-show ends the collaboration (compare-and-set); false when it was contested meanwhile. */
export async function cancelForNoShow(tx: Executor, id: string, reason: string): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    update collaborations
       set status = 'cancelled', cancel_reason = ${reason}, cancelled_by = 'host', cancelled_at = now(),
           updated_at = now()
     where id = ${id} and stay_phase = 'no_show' and contested_at is null and status = 'active'
       and disputed_at is null
     returning id`);
  return result.rows.length > 0;
}
