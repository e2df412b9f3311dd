import { type NotificationType, notificationTypeLabels } from "@domain/notifications.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { notificationMail } from "./mail-templates.ts";
import { type UnsubscribeScope, unsubscribeToken } from "./unsubscribe-token.ts";

export type NotificationMailDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  unsubscribeKey: Buffer;
  now?: () => Date;
};

/** At most one message mail per conversation and recipient per this many minutes (issue 10 part 3). */
export const messageMailIntervalMinutes = 15;
/** A message is mailed only if still unread this long after it arrived (a reader in the app gets no mail). */
export const messageMailDelaySeconds = 60;

type Claimed = {
  id: string;
  user_id: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  email: string | null;
  name: string | null;
  wanted: boolean;
};

function linksFor(deps: NotificationMailDeps, userId: string, type: NotificationType) {
  const base = deps.publicUrl.replace(/\/$/, "");
  const token = (scope: UnsubscribeScope) => encodeURIComponent(unsubscribeToken(deps.unsubscribeKey, userId, scope));
  return {
    unsubscribeTypeUrl: `${base}/unsubscribe?token=${token(type)}`,
    unsubscribeAllUrl: `${base}/unsubscribe?token=${token("all")}`,
    oneClickUrl: `${base}/api/notifications/unsubscribe?token=${token(type)}`,
    typeLabel: notificationTypeLabels[type],
  };
}

/** Whether the recipient still wants this mail now (settings may have changed since the notification was made). */
const wantedSql = (type: ReturnType<typeof sql>) => sql`(p.email_updates and not exists (
  select 1 from email_muted_types m where m.user_id = p.id and m.type = ${type}))`;

/**
 * Mails every pending notification except messages, one mail each. Rows are claimed with one UPDATE (`mail_state`
 * pending → sent, `skip locked`), so two processes never mail the same one; a mail the mailer could not take is
 * put back to pending for the next run.
 */
async function mailSingles(deps: NotificationMailDeps): Promise<number> {
  const claimed = await deps.db.execute<Claimed>(sql`
    with due as (
      select id from notifications
       where mail_state = 'pending' and type <> 'message.received'
       order by created_at limit 50 for update skip locked)
    update notifications n set mail_state = 'sent'
      from due, profiles p left join users u on u.id = p.id
     where n.id = due.id and p.id = n.user_id
    returning n.id, n.user_id, n.type, n.title, n.body, n.link, u.email, p.full_name as name,
              ${wantedSql(sql`n.type`)} as wanted`);
  let sent = 0;
  for (const row of claimed.rows) {
    if (!row.wanted || !row.email) {
      await deps.db.execute(sql`update notifications set mail_state = 'skipped' where id = ${row.id}`);
      continue;
    }
    try {
      await deps.mailer.send(
        notificationMail({
          to: row.email,
          name: row.name ?? "there",
          subject: row.title,
          lines: [row.body],
          actionUrl: `${deps.publicUrl.replace(/\/$/, "")}${row.link}`,
          actionLabel: "Open in CollabStay",
          ...linksFor(deps, row.user_id, row.type),
        }),
      );
      sent++;
    } catch (error) {
      await deps.db.execute(sql`update notifications set mail_state = 'pending' where id = ${row.id}`);
      deps.logger.error(`notification mail ${row.id} not queued: ${error instanceof Error ? error.message : error}`);
    }
  }
  return sent;
}

/**
 * Message mails, batched: per recipient and conversation at most one mail per 15 minutes, only while messages are
 * still unread, and not before a message has waited a minute (someone reading the chat gets no mail). The rows of
 * one batch are claimed together, so concurrent runs send one mail.
 */
async function mailMessages(deps: NotificationMailDeps, now: Date): Promise<number> {
  const groups = await deps.db.execute<{ user_id: string; conversation_id: string }>(sql`
    select n.user_id, n.subject_id as conversation_id
      from notifications n
      left join message_mail_marks mk on mk.user_id = n.user_id and mk.conversation_id = n.subject_id
     where n.mail_state = 'pending' and n.type = 'message.received' and n.subject_id is not null
     group by n.user_id, n.subject_id, mk.last_mailed_at
    having min(n.created_at) <= ${now}::timestamptz - make_interval(secs => ${messageMailDelaySeconds})
       and (mk.last_mailed_at is null
            or mk.last_mailed_at <= ${now}::timestamptz - make_interval(mins => ${messageMailIntervalMinutes}))
     limit 50`);
  let sent = 0;
  for (const g of groups.rows) {
    const claimed = await deps.db.execute<{ id: string; link: string }>(sql`
      update notifications set mail_state = 'sent'
       where user_id = ${g.user_id} and subject_id = ${g.conversation_id}
         and type = 'message.received' and mail_state = 'pending'
      returning id, link`);
    if (claimed.rows.length === 0) continue;
    const unread = await deps.db.execute<{
      content: string;
      sender: string | null;
      email: string | null;
      name: string | null;
      wanted: boolean;
    }>(sql`
      select m.content, sp.full_name as sender, u.email, p.full_name as name,
             ${wantedSql(sql`'message.received'`)} as wanted
        from profiles p
        left join users u on u.id = p.id
        join messages m on m.conversation_id = ${g.conversation_id}
                       and m.read_at is null and m.sender_id is distinct from p.id
        left join profiles sp on sp.id = m.sender_id
       where p.id = ${g.user_id}
       order by m.created_at desc, m.seq desc`);
    const first = unread.rows[0];
    const ids = claimed.rows.map((r) => r.id);
    if (!first?.wanted || !first.email) {
      await deps.db.execute(
        sql`update notifications set mail_state = 'skipped' where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      continue;
    }
    const count = unread.rows.length;
    const sender = first.sender ?? "Deleted user";
    const excerpts = unread.rows
      .slice(0, 3)
      .reverse()
      .map((m) => `“${m.content.length > 300 ? `${m.content.slice(0, 300)}…` : m.content}”`);
    await deps.db.execute(sql`
      insert into message_mail_marks (user_id, conversation_id, last_mailed_at)
      values (${g.user_id}, ${g.conversation_id}, ${now})
      on conflict (user_id, conversation_id) do update set last_mailed_at = excluded.last_mailed_at`);
    await deps.mailer.send(
      notificationMail({
        to: first.email,
        name: first.name ?? "there",
        subject: count === 1 ? `New message from ${sender}` : `${count} new messages from ${sender}`,
        lines: [
          count === 1
            ? `${sender} sent you a message on CollabStay:`
            : `${sender} sent you ${count} messages you haven't read yet:`,
          ...excerpts,
        ],
        actionUrl: `${deps.publicUrl.replace(/\/$/, "")}${claimed.rows[0]?.link ?? "/messages"}`,
        actionLabel: "Reply in CollabStay",
        ...linksFor(deps, g.user_id, "message.received"),
      }),
    );
    sent++;
  }
  return sent;
}

/** The notification-mail step of the timers tick: hands due notification mails to the mailer (itself a job). */
export async function sendNotificationMails(deps: NotificationMailDeps): Promise<number> {
  const now = (deps.now ?? (() => new Date()))();
  return (await mailSingles(deps)) + (await mailMessages(deps, now));
}
