import { describeNights, isIsoDate, type NightKind, stayMessages } from "@domain/stay-dates.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";

type Executor = Db | Tx;

/** A SQL date[] literal; every entry is checked to be a YYYY-MM-DD date first, so nothing else reaches SQL. */
export function dateArray(nights: readonly string[]) {
  for (const n of nights) if (!isIsoDate(n)) throw new Error(`not a date: ${n}`);
  return sql.raw(`array[${nights.map((n) => `'${n}'`).join(",")}]::date[]`);
}

/** The unique key that keeps a night from being given twice (decision 0035). */
const nightsKey = "listing_nights_pkey";

function violatedConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; detail?: unknown; message?: unknown };
    if (e.code === "23505") return typeof e.constraint === "string" ? e.constraint : String(e.message ?? "");
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True when the database refused a second row for one night of a listing. */
export function isNightClash(error: unknown): boolean {
  return violatedConstraint(error)?.includes(nightsKey) ?? false;
}

/** Nights of `nights` already closed on the listing, with why. */
export async function closedAmong(db: Executor, listingId: string, nights: readonly string[]) {
  if (nights.length === 0) return [];
  const result = await db.execute<{ night: string; kind: NightKind }>(sql`
    select to_char(night, 'YYYY-MM-DD') as night, kind from listing_nights
     where listing_id = ${listingId} and night = any(${dateArray(nights)})
     order by night`);
  return result.rows;
}

const reasons: Record<NightKind, string> = {
  taken: "another collaboration",
  blocked: "blocked by the host",
  imported: "booked on another channel",
};

/** "Those nights are no longer free: 14 Mar 2027 – 15 Mar 2027 (another collaboration)." */
export function clashError(rows: readonly { night: string; kind: NightKind }[]): HttpError {
  const byKind = new Map<NightKind, string[]>();
  for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.night]);
  const named = [...byKind].map(([kind, nights]) => `${describeNights(nights)} (${reasons[kind]})`).join("; ");
  return new HttpError(409, "conflict", stayMessages.clash(named), { checkIn: stayMessages.clash(named) });
}

/**
 * Gives `nights` of the listing to a collaboration, inside the caller's transaction. Closed nights are named
 * before writing; the primary key refuses any night another transaction took meanwhile (the caller turns that
 * into the same 409 with `explainClash`).
 */
export async function claimNights(tx: Executor, listingId: string, collaborationId: string, nights: readonly string[]) {
  const closed = await closedAmong(tx, listingId, nights);
  if (closed.length > 0) throw clashError(closed);
  if (nights.length === 0) return;
  await tx.execute(sql`
    insert into listing_nights (listing_id, night, kind, collaboration_id)
    select ${listingId}, n, 'taken', ${collaborationId} from unnest(${dateArray(nights)}) as n`);
}

/** After a transaction failed on the nights key: the 409 naming what holds those nights now. */
export async function explainClash(db: Db, listingId: string, nights: readonly string[]): Promise<HttpError> {
  const closed = await closedAmong(db, listingId, nights);
  return clashError(closed.length > 0 ? closed : nights.map((night) => ({ night, kind: "taken" as const })));
}
