import {
  type ArrivalList,
  assertStayTransition,
  checkInCodeLimit,
  type checkInCodeSchema,
  contestWindowHours,
  type StayPhase,
  stayContextOf,
  type stayNoteSchema,
  stayPhaseMessages,
} from "@domain/stay-phases.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { consume, enforce, release } from "../../lib/rate-limit.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { fileUrl } from "../../storage/storage.ts";
import { addEvent, openDisputeOf } from "../disputes/queries.ts";
import { openInTx } from "../disputes/service.ts";
import { withNotices } from "../notifications/notify.ts";
import { arrivedNotice, contestNotice, departedNotices, noShowNotice } from "./notices.ts";
import * as q from "./queries.ts";

export type StayDeps = { db: Db; realtime: RealtimeHub; now?: () => Date };

const collaborationNotFound = () => notFound("Collaboration not found");
const changedMeanwhile = () =>
  new HttpError(409, "invalid_transition", "This stay was changed in the meantime. Please reload.");

export const stayContext = (row: q.StayRow, now: Date) =>
  stayContextOf({ timeZone: row.time_zone, startDate: row.start_date, totalNights: row.total_nights }, now);

async function announce(deps: StayDeps, row: q.StayRow) {
  await deps.realtime.publish({
    userIds: [row.host_id, row.creator_id],
    type: "collaboration.updated",
    data: { collaborationId: row.id },
  });
}

/** Moves one stay along the graph for its host: 409 when the collaboration is not running or the graph refuses. */
async function move(deps: StayDeps, row: q.StayRow, to: StayPhase, now: Date) {
  if (row.status !== "active") throw new HttpError(409, "invalid_transition", stayPhaseMessages.notRunning);
  assertStayTransition(row.stay_phase, to, "host", stayContext(row, now));
  // The phase and the other party's notice in one transaction (the host reads the toast).
  await withNotices(deps, async (tx) => {
    if (!(await q.moveStay(tx, { id: row.id, from: row.stay_phase, to, at: now }))) throw changedMeanwhile();
    return { result: null, notices: to === "arrived" ? [arrivedNotice(row)] : departedNotices(row, "host") };
  });
  await announce(deps, row);
  return {
    stayPhase: to,
    message: to === "arrived" ? stayPhaseMessages.arrived : stayPhaseMessages.departed,
  };
}

async function ownStay(deps: StayDeps, actor: Actor | null, id: string) {
  const me = requireAccess(actor, "host", "Only the host records the stay.");
  const row = await q.stayOf(deps.db, id, me.id);
  if (!row) throw collaborationNotFound();
  return row;
}

/** POST /api/stays/:id/arrival — the host's one tap from "Today's arrivals". */
export async function recordArrival(deps: StayDeps, actor: Actor | null, id: string) {
  const now = deps.now?.() ?? new Date();
  return move(deps, await ownStay(deps, actor, id), "arrived", now);
}

/** POST /api/stays/:id/departure — the host records that the creator left (early, or on a flexible stay). */
export async function recordDeparture(deps: StayDeps, actor: Actor | null, id: string) {
  const now = deps.now?.() ?? new Date();
  return move(deps, await ownStay(deps, actor, id), "departed", now);
}

/**
 * POST /api/stays/check-in — the host types the creator's code. Every attempt counts before anything is read (so
 * 20 wrong ones get a 429 with Retry-After, however many arrive at once); a right one gives its unit back.
 */
export async function checkInByCode(deps: StayDeps, actor: Actor | null, input: z.output<typeof checkInCodeSchema>) {
  const me = requireAccess(actor, "host", "Only the host records the stay.");
  const now = deps.now?.() ?? new Date();
  const key = `check-in-code:${me.id}`;
  enforce(await consume(deps.db, key, checkInCodeLimit.windowSeconds), checkInCodeLimit.max, (seconds) =>
    stayPhaseMessages.tooManyCodes(seconds),
  );
  const [row] = (await q.awaitedByCode(deps.db, me.id, input.code)).filter((r) => {
    const c = stayContext(r, now);
    return !c.checkIn || c.today >= c.checkIn;
  });
  if (!row) {
    throw new HttpError(400, "validation_failed", stayPhaseMessages.wrongCode, { code: stayPhaseMessages.wrongCode });
  }
  const result = await move(deps, row, "arrived", now);
  await release(deps.db, key);
  return { ...result, collaborationId: row.id };
}

/**
 * GET /api/stays/arrivals — "Today's arrivals" on the host dashboard: running stays not yet arrived whose check-in
 * date has come (the listing's local date) and has not passed its check-out, and flexible stays (no dates).
 */
export async function todaysArrivals(deps: StayDeps, actor: Actor | null): Promise<ArrivalList> {
  const me = requireAccess(actor, "host", "Only hosts see arrivals.");
  const now = deps.now?.() ?? new Date();
  const rows = await q.awaitedArrivals(deps.db, me.id);
  const due = rows.filter((r) => {
    const c = stayContext(r, now);
    return !c.checkIn || (c.today >= c.checkIn && (!c.checkOut || c.today < c.checkOut));
  });
  return {
    items: due.map((r) => ({
      collaborationId: r.id,
      applicationId: r.application_id,
      listingTitle: r.title,
      creator: { id: r.creator_id, name: r.creator_name ?? "Deleted user", avatarUrl: fileUrl(r.creator_avatar) },
      checkIn: stayContext(r, now).checkIn,
      checkOut: stayContext(r, now).checkOut,
    })),
  };
}

/**
 * POST /api/stays/:id/no-show — the host, from the day after the check-in date, never on a flexible stay (the graph
 * decides); the creator is told and has 72 hours to contest.
 */
export async function recordNoShow(
  deps: StayDeps,
  actor: Actor | null,
  id: string,
  { note }: z.output<typeof stayNoteSchema>,
) {
  const now = deps.now?.() ?? new Date();
  const row = await ownStay(deps, actor, id);
  if (row.status !== "active") throw new HttpError(409, "invalid_transition", stayPhaseMessages.notRunning);
  assertStayTransition(row.stay_phase, "no_show", "host", stayContext(row, now));
  await withNotices(deps, async (tx) => {
    if (!(await q.markNoShow(tx, { id, note, at: now }))) throw changedMeanwhile();
    return { result: null, notices: [noShowNotice(row, note)] };
  });
  await announce(deps, row);
  return { stayPhase: "no_show" as const, message: stayPhaseMessages.noShowRecorded };
}

const contestDescription = (noShowNote: string | null, contestNote: string) =>
  `The host recorded a no-show: “${noShowNote ?? ""}”. The creator contests it: “${contestNote}”`;

/** POST /api/stays/:id/contest — the creator, within 72 hours of the no-show, once, with a note for the host. */
export async function contestNoShow(
  deps: StayDeps,
  actor: Actor | null,
  id: string,
  { note }: z.output<typeof stayNoteSchema>,
) {
  const me = requireAccess(actor, "creator", stayPhaseMessages.onlyCreatorContests);
  const now = deps.now?.() ?? new Date();
  const row = await q.noShowOf(deps.db, id, me.id);
  if (!row) throw collaborationNotFound();
  const conflict = (message: string) => new HttpError(409, "invalid_transition", message);
  if (row.stay_phase !== "no_show" || !row.no_show_at) throw conflict(stayPhaseMessages.notNoShow);
  if (row.contested_at) throw conflict(stayPhaseMessages.alreadyContested);
  const since = new Date(now.getTime() - contestWindowHours * 3_600_000);
  if (new Date(row.no_show_at) <= since) throw conflict(stayPhaseMessages.contestClosed);
  await withNotices(deps, async (tx) => {
    if (!(await q.contestNoShow(tx, { id, note, at: now, since }))) throw changedMeanwhile();
    // A contested no-show is a dispute by itself (decision 0069), carrying both notes; one already open gets the
    // contest as an event instead (one open dispute per collaboration).
    const open = await openDisputeOf(tx, id);
    if (open) {
      await addEvent(tx, { disputeId: open.id, kind: "contest", actorId: me.id, actorRole: "creator", detail: note });
    } else {
      await openInTx(tx, {
        collaborationId: id,
        openedBy: me.id,
        role: "creator",
        category: "stay_not_provided",
        description: contestDescription(row.no_show_note, note),
        source: "no_show_contest",
      });
    }
    return { result: null, notices: [contestNotice(row, note)] };
  });
  await deps.realtime.publish({
    userIds: [row.host_id, row.creator_id],
    type: "collaboration.updated",
    data: { collaborationId: id },
  });
  return { stayPhase: "no_show" as const, message: stayPhaseMessages.contested };
}
