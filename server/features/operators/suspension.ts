import { type SuspendInput, suspensionMessages } from "@domain/operators.ts";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import { roleOf } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import {
  accountSuspensions,
  applications,
  hostInvitations,
  listings,
  sessions,
  userRoles,
} from "../../db/schema/index.ts";
import type { TimerStep } from "../../jobs/timer-step.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { recordAudit } from "../audit/record.ts";
import { suspensionCancelledNotice } from "../collaborations/notices.ts";
import { notYetArrivedOf } from "../collaborations/queries.ts";
import { cancelBeforeArrival } from "../collaborations/service.ts";
import { type Notice, withNotices } from "../notifications/notify.ts";
import { checkCode } from "./code-check.ts";

export type SuspensionDeps = { auth: Auth; db: Db; realtime: RealtimeHub };
type RequestFacts = { headers: Headers; requestId: string };

/** Each creator whose pending application a suspended host's listing held hears the listing is gone. */
function listingGoneNotice(row: { id: string; creatorId: string | null; title: string }): Notice {
  return {
    userId: row.creatorId,
    type: "application.rejected",
    title: `Listing no longer available: ${row.title}`,
    body: `“${row.title}” is no longer available, so your application was closed. Other stays are waiting in Listings.`,
    link: "/creator/dashboard?tab=applications",
    subjectId: row.id,
  };
}

async function refuseTarget(db: Db, me: Actor, userId: string): Promise<void> {
  if (userId === me.id) throw new HttpError(409, "conflict", suspensionMessages.self);
  const role = await roleOf(db, userId);
  if (!role) throw notFound("Account not found");
  // Said before the code is asked for; the insert below is what makes concurrent clicks one suspension.
  if (await suspensionOf(db, userId)) throw new HttpError(409, "conflict", suspensionMessages.already);
  if (role !== "operator") return;
  const [active] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.role, "operator"),
        sql`not exists (select 1 from account_suspensions s where s.user_id = ${userRoles.userId})`,
      ),
    );
  if ((active?.n ?? 0) <= 1) throw new HttpError(409, "conflict", suspensionMessages.lastOperator);
}

/**
 * Suspends an account (decision 0057), after the operator's TOTP code again. In one transaction: the suspension
 * row (its primary key makes ten concurrent clicks one suspension: the others get 409), every session deleted (the
 * session triggers tell every process's cache at commit: signed out within a request), active listings paused and
 * remembered, the person's pending applications withdrawn, pending applications to their listings rejected with
 * a notice to each creator, open invitations either way withdrawn, collaborations not yet arrived cancelled with
 * the reason "account suspended" (the participant's own cancel step: nights reopen, pending payments end; the
 * other party is told), and the audit row. Arrived ones stay for an operator to decide.
 */
export async function suspend(
  deps: SuspensionDeps,
  actor: Actor | null,
  userId: string,
  input: Omit<SuspendInput, "code"> & { code: string },
  request: RequestFacts,
): Promise<void> {
  const me = requireAccess(actor, "operator");
  await refuseTarget(deps.db, me, userId);
  await checkCode(deps, me.id, input.code, request.headers);
  const cancelledNow = await withNotices(deps, async (tx) => {
    const { cancelled, notices } = await applySuspension(tx, me, userId, input, request.requestId);
    return { result: cancelled, notices };
  });
  await announceCancelled(deps.realtime, cancelledNow);
}

/** Open collaboration views refresh, as after a participant's own cancel (after the suspension's commit). */
export async function announceCancelled(
  realtime: RealtimeHub,
  cancelled: { id: string; userIds: (string | null)[] }[],
) {
  for (const { id, userIds } of cancelled) {
    await realtime.publish({ userIds, type: "collaboration.updated", data: { collaborationId: id } });
  }
}

/**
 * The checks a suspension makes before the code is asked (oneself, an unknown account, already suspended, the last
 * operator): for a caller that suspends as part of another decision (a report case, decision 0060).
 */
export const refuseSuspensionTarget = refuseTarget;

/**
 * The suspension's writes, in the caller's transaction (`tx`): the row, sessions, listings, applications,
 * invitations, collaborations not yet arrived, the audit row. Returns the notices to write and the collaborations
 * cancelled (to announce after commit). The caller has checked the operator's code.
 */
export async function applySuspension(
  tx: Db,
  me: Actor,
  userId: string,
  input: Omit<SuspendInput, "code">,
  requestId: string,
): Promise<{ cancelled: { id: string; userIds: (string | null)[] }[]; notices: Notice[] }> {
  {
    const active = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.hostId, userId), eq(listings.status, "active")));
    const [made] = await tx
      .insert(accountSuspensions)
      .values({
        userId,
        category: input.category,
        message: input.message,
        suspendedBy: me.id,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        listingStatuses: Object.fromEntries(active.map((l) => [l.id, "active"])),
      })
      .onConflictDoNothing()
      .returning({ userId: accountSuspensions.userId });
    if (!made) throw new HttpError(409, "conflict", suspensionMessages.already);
    if (active.length) {
      await tx
        .update(listings)
        .set({ status: "paused" })
        .where(
          inArray(
            listings.id,
            active.map((l) => l.id),
          ),
        );
    }
    await tx
      .update(applications)
      .set({ status: "withdrawn" })
      .where(and(eq(applications.creatorId, userId), eq(applications.status, "pending")));
    const rejected = await tx
      .update(applications)
      .set({ status: "rejected" })
      .from(listings)
      .where(
        and(eq(applications.listingId, listings.id), eq(listings.hostId, userId), eq(applications.status, "pending")),
      )
      .returning({ id: applications.id, creatorId: applications.creatorId, title: listings.title });
    await tx
      .update(hostInvitations)
      .set({ status: "withdrawn" })
      .where(
        and(
          eq(hostInvitations.status, "pending"),
          sql`(${hostInvitations.hostId} = ${userId} or ${hostInvitations.creatorId} = ${userId})`,
        ),
      );
    // Cancelled in the name of the suspended party (cancelled_by is host | creator); the other party's notice says
    // the account was suspended (not that its owner cancelled). One that arrived meanwhile is skipped by the step.
    const cancelled: { id: string; userIds: (string | null)[] }[] = [];
    const cancelNotices: Notice[] = [];
    for (const row of await notYetArrivedOf(tx, userId)) {
      const by = row.host_id === userId ? "host" : "creator";
      if (!(await cancelBeforeArrival(tx, row, { reason: suspensionMessages.cancelReason, by }))) continue;
      cancelled.push({ id: row.id, userIds: [row.host_id, row.creator_id] });
      cancelNotices.push(suspensionCancelledNotice(row, userId));
    }
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      action: "operator.suspended",
      actorId: me.id,
      targetId: userId,
      targetKind: "user",
      reason: input.category,
      requestId,
      details: {
        message: input.message,
        endsAt: input.endsAt ?? null,
        listingsPaused: active.length,
        collaborationsCancelled: cancelled.length,
      },
    });
    return { cancelled, notices: [...rejected.map(listingGoneNotice), ...cancelNotices] };
  }
}

/**
 * Lifts a suspension: by an operator (TOTP code again) or by the timer at its end date (`by` null). Listings the
 * suspension paused and still paused go back to active; withdrawn, rejected and cancelled things stay so. Audited.
 */
export async function liftSuspension(
  db: Db,
  userId: string,
  by: { operatorId: string; requestId: string } | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lifted] = await tx
      .delete(accountSuspensions)
      .where(eq(accountSuspensions.userId, userId))
      .returning({ listingStatuses: accountSuspensions.listingStatuses });
    if (!lifted) return false;
    const ids = Object.keys(lifted.listingStatuses);
    if (ids.length) {
      await tx
        .update(listings)
        .set({ status: "active" })
        .where(and(inArray(listings.id, ids), eq(listings.status, "paused"), eq(listings.hostId, userId)));
    }
    await recordAudit(tx, {
      action: "operator.reinstated",
      actorId: by?.operatorId ?? null,
      targetId: userId,
      targetKind: "user",
      requestId: by?.requestId ?? null,
      details: { listingsRestored: ids.length, byTimer: by === null },
    });
    return true;
  });
}

export async function reinstate(
  deps: SuspensionDeps,
  actor: Actor | null,
  userId: string,
  code: string,
  request: RequestFacts,
): Promise<void> {
  const me = requireAccess(actor, "operator");
  const [row] = await deps.db
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  if (!row) throw new HttpError(409, "conflict", suspensionMessages.notSuspended);
  await checkCode(deps, me.id, code, request.headers);
  if (!(await liftSuspension(deps.db, userId, { operatorId: me.id, requestId: request.requestId }))) {
    throw new HttpError(409, "conflict", suspensionMessages.notSuspended);
  }
}

/** The suspension that refuses a sign-in, if any (its message goes to the person with how to appeal). */
export async function suspensionOf(db: Db, userId: string): Promise<{ message: string } | null> {
  const [row] = await db
    .select({ message: accountSuspensions.message })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  return row ?? null;
}

/**
 * The timers step: suspensions whose end date has passed are lifted (listings restored, audited with no actor).
 * `liftSuspension` deletes the row it lifts, so a tick that runs twice lifts each once.
 */
export const liftEndedSuspensions: TimerStep = async (deps, now) => {
  const ended = await deps.db
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(lte(accountSuspensions.endsAt, now))
    .limit(100);
  let lifted = 0;
  for (const { userId } of ended) if (await liftSuspension(deps.db, userId, null)) lifted++;
  return lifted;
};
