import type { NotificationType } from "@domain/notifications.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { Outgoing, RealtimeHub } from "../../realtime/events.ts";

/** One notification for one person. Text is plain (the bell shows it as text, the mail escapes it). */
export type Notice = {
  userId: string | null;
  type: NotificationType;
  title: string;
  body: string;
  /** A path inside the app. */
  link: string;
  subjectId?: string | null;
  /** Once-only notifications (reminders, expiry) carry a key; a second one with the same key is dropped. */
  onceKey?: string;
  /**
   * One entry per subject (new messages), read or unread: a newer notice refreshes it (latest text, unread again,
   * newest) instead of adding a second, so a lively chat is one line in the bell, not fifty (issue 35 part 6).
   */
  collapse?: boolean;
  /** False when the feature mails this event itself (the bell only). */
  mail?: boolean;
  /**
   * Mailed whatever the recipient's e-mail settings (a statement of reasons, decision 0060: the law asks that the
   * person is told, and a suspended person cannot read the bell).
   */
  mustMail?: boolean;
};

/** The people who got a notification, for `announce` after the transaction commits. */
export type Notified = { userIds: string[] };

/**
 * The one notification service (issue 10 part 2). Features call it with their transaction, so a notification
 * exists exactly when the change it tells about was committed; whether it is e-mailed is decided here from the
 * recipient's settings (`email_updates` and the per-type choice) and recorded as `mail_state = 'pending'`, which
 * the notification-mail job picks up (decision 0040). Nobody is notified about their own action: callers pass the
 * other party; a null user (deleted account) is skipped.
 */
export async function notify(db: Db | Tx, notices: Notice[]): Promise<Notified> {
  const userIds: string[] = [];
  for (const n of notices) {
    if (!n.userId) continue;
    const result = await db.execute<{ user_id: string }>(sql`
      with ${noticeSteps({ ...n, userId: n.userId })}
      select user_id from notice_refreshed union all select user_id from notice_added`);
    for (const row of result.rows) if (!userIds.includes(row.user_id)) userIds.push(row.user_id);
  }
  return { userIds };
}

/** A notice inside a feature's own statement: its recipient and subject may be expressions of that statement. */
export type StatementNotice = Omit<Notice, "userId" | "subjectId"> & {
  userId: string | SQL;
  subjectId?: string | SQL | null;
};

/**
 * One notice as common table expressions, for one statement: `notice_refreshed` (a collapsing notice refreshes
 * the recipient's entry about the same subject, read or not: latest title and body, unread again, newest) and
 * `notice_added` (otherwise a new row); each returns the recipient's id when it wrote. A collapsing notice also
 * removes any older entries of the subject (`notice_pruned`: rows written before issue 35 part 6, or by two
 * sends racing), so the subject is one entry again after its next notice. `guard` is a condition every step must
 * meet, so a feature can put its change and its notice in one statement ("only if the message was stored":
 * `exists (select 1 from m)`). `userId` may be an expression of that statement (the chat send picks the
 * recipient in the same statement).
 */
export function noticeSteps(n: StatementNotice, guard: SQL = sql`true`): SQL {
  const wantsMail = n.mustMail
    ? sql`true`
    : sql`${n.mail !== false} and p.email_updates and not exists (
      select 1 from email_muted_types muted where muted.user_id = p.id and muted.type = ${n.type})`;
  // Push (issue 42): pending when the recipient has a device with push on and has not switched the type off.
  const wantsPush = sql`exists (select 1 from push_subscriptions s where s.user_id = p.id) and not exists (
      select 1 from push_muted_types pm where pm.user_id = p.id and pm.type = ${n.type})`;
  const collapsing = n.collapse && n.subjectId;
  const same = sql`user_id = ${n.userId} and type = ${n.type} and subject_id = ${n.subjectId ?? null}`;
  const kept = collapsing
    ? sql`notice_kept as (
        select id from notifications where ${same} and ${guard} order by created_at desc, seq desc limit 1
      ), notice_pruned as (
        delete from notifications where ${same} and ${guard} and id not in (select id from notice_kept)
      ), `
    : sql``;
  const refreshed = collapsing
    ? sql`update notifications
           set title = ${n.title.slice(0, 200)}, body = ${n.body.slice(0, 1000)}, link = ${n.link},
               created_at = now(), read_at = null,
               mail_state = case when (select ${wantsMail} from profiles p where p.id = ${n.userId})
                                 then 'pending' else mail_state end,
               push_state = case when (select ${wantsPush} from profiles p where p.id = ${n.userId})
                                 then 'pending' else push_state end
         where id in (select id from notice_kept)
        returning user_id`
    : sql`select null::uuid as user_id where false`;
  return sql`${kept}notice_refreshed as (${refreshed}), notice_added as (
      insert into notifications (user_id, type, title, body, link, subject_id, once_key, mail_state, push_state)
      select ${n.userId}, ${n.type}, ${n.title.slice(0, 200)}, ${n.body.slice(0, 1000)}, ${n.link},
             ${n.subjectId ?? null}, ${n.onceKey ?? null}, case when ${wantsMail} then 'pending' else 'none' end,
             case when ${wantsPush} then 'pending' else 'none' end
        from profiles p where p.id = ${n.userId} and ${guard} and not exists (select 1 from notice_refreshed)
      on conflict (user_id, once_key) where once_key is not null do nothing
      returning user_id)`;
}

/** The realtime event that tells the recipients' open tabs to re-read their unread count (no content). */
export const notificationEvent = (notified: Notified): Outgoing => ({
  userIds: notified.userIds,
  type: "notification.created",
  data: {},
});

/** After commit: tells the recipients' open tabs to re-read their unread count (the event carries no content). */
export async function announce(realtime: RealtimeHub, notified: Notified): Promise<void> {
  if (notified.userIds.length === 0) return;
  await realtime.publish(notificationEvent(notified));
}

/**
 * Runs a change and the notifications it produces in one transaction, then announces them after commit. The
 * change gets the transaction as its database handle: a query function that opens its own transaction gets a
 * savepoint inside this one (drizzle nests them), so "changed but not notified" cannot happen.
 */
export async function withNotices<T>(
  deps: { db: Db; realtime: RealtimeHub },
  change: (tx: Db) => Promise<{ result: T; notices: Notice[] }>,
  /** The change's own realtime events, published after the commit in the announcement's statement. */
  events: Outgoing[] = [],
): Promise<T> {
  let notified: Notified = { userIds: [] };
  const result = await deps.db.transaction(async (tx) => {
    const { result, notices } = await change(tx as unknown as Db);
    notified = await notify(tx, notices);
    return result;
  });
  if (events.length === 0) await announce(deps.realtime, notified);
  else await deps.realtime.publish([...(notified.userIds.length > 0 ? [notificationEvent(notified)] : []), ...events]);
  return result;
}

/**
 * Notices with no change of their own (the timers' reminders): written in one transaction, so the notices of one
 * item reach all their recipients or none, and announced after commit.
 */
export async function notifyNow(deps: { db: Db; realtime: RealtimeHub }, notices: Notice[]): Promise<void> {
  await withNotices(deps, async () => ({ result: undefined, notices }));
}

/** Marks the reader's unread notifications about a subject read (e.g. on reading the conversation). */
export async function markSubjectRead(
  deps: { db: Db; realtime: RealtimeHub },
  userId: string,
  subjectId: string,
): Promise<void> {
  const result = await deps.db.execute<{ id: string }>(sql`
    update notifications set read_at = now()
     where user_id = ${userId} and subject_id = ${subjectId} and read_at is null returning id`);
  if (result.rows.length > 0) await deps.realtime.publish({ userIds: [userId], type: "notification.read", data: {} });
}
