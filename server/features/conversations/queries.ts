import type { ApplicationStatus } from "@domain/application-states.ts";
import type { ChatMessage, ConversationSummary } from "@domain/applications.ts";
import type { RealtimeEventType } from "@domain/realtime-events.ts";
import { removedMessageText } from "@domain/reports.ts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { chatChanged } from "../../cache/cached-routes.ts";
import type { Db, Tx } from "../../db/client.ts";
import { pageWithTotal } from "../../db/page-with-total.ts";
import { executePrepared } from "../../db/prepared.ts";
import { applications, conversations, messages } from "../../db/schema/index.ts";
import { type Consumed, type ConsumedRow, consumedFrom, consumeStep } from "../../lib/rate-limit.ts";
import type { InStatementPublish } from "../../realtime/events.ts";
import { fileUrl } from "../../storage/storage.ts";
import { blockedByMe, conversationClosed } from "../blocks/queries.ts";
import { type Notice, noticeSteps } from "../notifications/notify.ts";

type Executor = Db | Tx;

/** A conversation as one of its two participants sees it; null for anyone else (the caller answers 404). */
export async function conversationFor(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({ id: conversations.id, hostId: conversations.hostId, creatorId: conversations.creatorId })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        sql`(${conversations.hostId} = ${userId} or ${conversations.creatorId} = ${userId})`,
      ),
    );
  return row ?? null;
}

/** An application's two parties, when `userId` is one of them. */
export async function applicationParties(db: Executor, applicationId: string, userId: string) {
  const result = await db.execute<{ id: string; creator_id: string; host_id: string }>(sql`
    select a.id, a.creator_id, l.host_id from applications a join listings l on l.id = a.listing_id
     where a.id = ${applicationId} and (a.creator_id = ${userId} or l.host_id = ${userId})`);
  const row = result.rows[0];
  return row ? { id: row.id, creatorId: row.creator_id, hostId: row.host_id } : null;
}

/** Whether an application has its conversation yet, and whether a collaboration of it is running (not ended). */
export async function conversationStart(db: Executor, applicationId: string) {
  const result = await db.execute<{ exists: boolean; running: boolean }>(sql`
    select exists (select 1 from conversations where application_id = ${applicationId}) as exists,
           exists (select 1 from collaborations where application_id = ${applicationId}
                      and status not in ('completed', 'cancelled')) as running`);
  const row = result.rows[0];
  return { exists: row?.exists === true, running: row?.running === true };
}

/** Whether a host and a creator have (or had) a collaboration: a message between them is not to a stranger. */
export async function haveCollaborated(db: Executor, hostId: string, creatorId: string): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`
    select exists (select 1 from collaborations where host_id = ${hostId} and creator_id = ${creatorId}) as found`);
  return result.rows[0]?.found === true;
}

/** The creator's placeholder for a listing, made once (its partial unique index makes racing requests share it). */
export async function ensurePlaceholder(db: Executor, listingId: string, creatorId: string, message: string) {
  await db
    .insert(applications)
    .values({ listingId, creatorId, message, isPlaceholder: true, contentDeliverables: {} })
    .onConflictDoNothing({ target: [applications.listingId, applications.creatorId], where: sql`is_placeholder` });
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.listingId, listingId),
        eq(applications.creatorId, creatorId),
        eq(applications.isPlaceholder, true),
      ),
    );
  return row?.id ?? null;
}

/** The creator's placeholder for a listing, if they have one (it is made with the first message). */
export async function placeholderOf(db: Executor, listingId: string, creatorId: string) {
  const result = await db.execute<{ id: string }>(sql`
    select id from applications where listing_id = ${listingId} and creator_id = ${creatorId} and is_placeholder`);
  return result.rows[0]?.id ?? null;
}

/**
 * Takes back a placeholder made for a first message that was then refused (rate limit, a reused key): its
 * conversation while it holds no message, then the placeholder while it has no conversation left.
 */
export async function dropEmptyPlaceholder(db: Db, applicationId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from conversations c
       where c.application_id = ${applicationId}
         and not exists (select 1 from messages m where m.conversation_id = c.id)`);
    await tx.execute(sql`
      delete from applications a
       where a.id = ${applicationId} and a.is_placeholder
         and not exists (select 1 from conversations c where c.application_id = a.id)`);
  });
}

/** The creator's open real application to a listing (its conversation is the one to use), if any. */
export async function openApplication(db: Executor, listingId: string, creatorId: string) {
  const result = await db.execute<{ id: string }>(sql`
    select id from applications
     where listing_id = ${listingId} and creator_id = ${creatorId} and not is_placeholder
       and status in ('pending', 'accepted', 'negotiation', 'contract', 'active')
     order by created_at desc, seq desc limit 1`);
  return result.rows[0]?.id ?? null;
}

type SummaryRow = {
  id: string;
  application_id: string | null;
  status: ApplicationStatus | null;
  is_placeholder: boolean | null;
  listing_id: string | null;
  listing_title: string | null;
  other_id: string | null;
  other_name: string | null;
  other_avatar: string | null;
  other_suspended: boolean;
  closed: boolean;
  blocked_by_me: boolean;
  last_content: string | null;
  last_at: Date | string | null;
  last_sender: string | null;
  unread: number;
  updated_at: Date | string;
};

/**
 * The inbox in one query (no N+1): each conversation with its listing, the other party, the last message (one
 * index probe per row through a lateral join) and the unread count (the partial index of unread messages).
 * Sorted by the latest activity; a host does not see a creator's empty "Chat with Host" placeholder.
 */
function inboxSelect(userId: string, page: { limit: number; offset: number }, onlyId?: string) {
  return sql`
    select c.id, c.application_id, a.status, a.is_placeholder, l.id as listing_id, l.title as listing_title,
           o.id as other_id, o.full_name as other_name, o.avatar_key as other_avatar,
           exists (select 1 from account_suspensions s where s.user_id = o.id) as other_suspended,
           ${conversationClosed} as closed, ${blockedByMe(userId, sql`o.id`)} as blocked_by_me,
           lm.content as last_content, lm.created_at as last_at, lm.sender_id as last_sender,
           (select count(*)::int from messages u
             where u.conversation_id = c.id and u.read_at is null and u.sender_id is distinct from ${userId}) as unread,
           c.updated_at, c.seq
      from conversations c
      left join applications a on a.id = c.application_id
      left join listings l on l.id = a.listing_id
      left join profiles o on o.id = (case when c.host_id = ${userId} then c.creator_id else c.host_id end)
      left join lateral (
        select ${shownContent} as content, m.created_at, m.sender_id from messages m
         where m.conversation_id = c.id order by m.created_at desc, m.seq desc limit 1
      ) lm on true
     where (c.host_id = ${userId} or c.creator_id = ${userId})
       and not (coalesce(a.is_placeholder, false) and lm.created_at is null and c.host_id = ${userId})
       ${onlyId ? sql`and c.id = ${onlyId}` : sql``}
     order by c.updated_at desc, c.seq desc
     limit ${page.limit} offset ${page.offset}`;
}

function toSummary(r: SummaryRow, userId: string): ConversationSummary {
  return {
    id: r.id,
    applicationId: r.application_id,
    applicationStatus: r.status,
    placeholder: Boolean(r.is_placeholder),
    listing: r.listing_id ? { id: r.listing_id, title: r.listing_title ?? "Unknown Listing" } : null,
    other: r.other_id ? { id: r.other_id, name: r.other_name ?? "", avatarUrl: fileUrl(r.other_avatar) } : null,
    otherSuspended: r.other_suspended === true,
    closed: r.closed === true,
    blockedByMe: r.blocked_by_me === true,
    lastMessage:
      r.last_at && r.last_content !== null
        ? { content: r.last_content, createdAt: new Date(r.last_at).toISOString(), mine: r.last_sender === userId }
        : null,
    unread: Number(r.unread),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export async function inbox(
  db: Executor,
  userId: string,
  page: { limit: number; offset: number },
  onlyId?: string,
): Promise<ConversationSummary[]> {
  const result = await db.execute<SummaryRow>(inboxSelect(userId, page, onlyId));
  return result.rows.map((r) => toSummary(r, userId));
}

/** Unread messages from others over all of a user's conversations, as `n`. */
const unreadTotalSql = (userId: string) => sql`
    select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
     where (c.host_id = ${userId} or c.creator_id = ${userId})
       and m.read_at is null and m.sender_id is distinct from ${userId}`;

/** An inbox page and the unread total in one statement (`pageWithTotal`). */
export async function inboxPage(
  db: Executor,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: ConversationSummary[]; unreadTotal: number }> {
  const { rows, total } = await pageWithTotal<SummaryRow>(db, {
    count: unreadTotalSql(userId),
    page: inboxSelect(userId, page),
    order: sql`p.updated_at desc, p.seq desc`,
  });
  return { items: rows.map((r) => toSummary(r, userId)), unreadTotal: total };
}

/** Unread messages from others across all of the user's conversations (the header badge). */
export async function unreadTotal(db: Executor, userId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(unreadTotalSql(userId));
  return Number(result.rows[0]?.n ?? 0);
}

type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  sender_name: string | null;
  sender_avatar: string | null;
  content: string;
  message_type: string;
  created_at: Date | string;
  read_at: Date | string | null;
  client_key: string | null;
};

const toMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  conversationId: r.conversation_id,
  sender: r.sender_id ? { id: r.sender_id, name: r.sender_name ?? "", avatarUrl: fileUrl(r.sender_avatar) } : null,
  content: r.content,
  messageType: r.message_type,
  createdAt: new Date(r.created_at).toISOString(),
  readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
  clientKey: r.client_key,
});

/**
 * A message an operator removed after a report (decision 0060) is kept for the record but shown to nobody: its
 * place in the thread says so, with the type `removed`.
 */
const removedMessage = sql`exists (select 1 from removed_items ri where ri.item_id = m.id)`;
const shownContent = sql`case when ${removedMessage} then ${removedMessageText} else m.content end`;
const shownType = sql`case when ${removedMessage} then 'removed' else m.message_type end`;

/** The newest `limit` messages of a conversation, oldest first, with the sender's name and avatar. */
export async function messagesOf(db: Executor, conversationId: string, limit: number): Promise<ChatMessage[]> {
  const result = await db.execute<MessageRow>(sql`
    select * from (
      select m.id, m.conversation_id, m.sender_id, p.full_name as sender_name, p.avatar_key as sender_avatar,
             ${shownContent} as content, ${shownType} as message_type, m.created_at, m.read_at, m.client_key, m.seq
        from messages m left join profiles p on p.id = m.sender_id
       where m.conversation_id = ${conversationId}
       order by m.created_at desc, m.seq desc limit ${limit}
    ) recent order by created_at, seq`);
  return result.rows.map(toMessage);
}

export async function messageById(db: Executor, id: string): Promise<ChatMessage | null> {
  const result = await db.execute<MessageRow>(sql`
    select m.id, m.conversation_id, m.sender_id, p.full_name as sender_name, p.avatar_key as sender_avatar,
           ${shownContent} as content, ${shownType} as message_type, m.created_at, m.read_at, m.client_key
      from messages m left join profiles p on p.id = m.sender_id where m.id = ${id}`);
  const row = result.rows[0];
  return row ? toMessage(row) : null;
}

/** A message the sender already sent with this key (a retry), if any. */
export async function messageByKey(db: Executor, senderId: string, clientKey: string) {
  const [row] = await db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
  return row ?? null;
}

export type SendOutcome = {
  /** The sender is a party of the conversation (otherwise nothing happened: a 404). */
  participant: boolean;
  /** The message this sender already stored with the same key (a retry: nothing else happened). */
  existing: { id: string; conversationId: string } | null;
  /** The rate-limit count after this request (a retry or a stranger is not counted). */
  consumed: Consumed;
  /** The stored message; null when refused by the limit or when the same key raced in from a parallel retry. */
  message: ChatMessage | null;
  /** The recipient's account is suspended (decision 0057): nothing was stored or counted. */
  recipientSuspended: boolean;
  /** A block closed the conversation (decision 0068): who blocked, from the sender's side; nothing stored. */
  closed: "by-sender" | "by-other" | null;
};

/**
 * The whole chat send in one statement (the hot path, DESIGN.md §6; decision 0019): the participant check, the
 * retry (idempotency key) check and the rate-limit count; then — only for a participant within the limit, with a
 * new key — the message, the conversation moved to the top of both inboxes, the recipient's collapsing
 * notification, and the realtime events (`message.created` to both parties, `notification.created` to the
 * recipient when the bell changed); their fan-out follows once it has committed. One statement is atomic: a
 * message never goes without its notification or its events. The final select answers one row, whatever happened.
 * `db` is the database, not a transaction: the fan-out must not run before the commit.
 */
export async function storeMessage(
  db: Db,
  input: { conversationId: string; senderId: string; content: string; clientKey: string },
  rule: { key: string; max: number; windowSeconds: number },
  notice: Omit<Notice, "userId">,
  publishing: (source: SQL) => InStatementPublish,
): Promise<SendOutcome> {
  const { conversationId, senderId } = input;
  const stored = sql`exists (select 1 from m)`;
  const notified = sql`exists (select 1 from notice_refreshed union all select 1 from notice_added)`;
  const events = publishing(sql`
    select u.user_id, ${"message.created" satisfies RealtimeEventType}::text as type,
           jsonb_build_object('conversationId', m.conversation_id, 'messageId', m.id) as data
      from m cross join c cross join lateral (values (c.host_id), (c.creator_id)) u (user_id)
    union all
    select c.recipient_id, ${"notification.created" satisfies RealtimeEventType}::text, '{}'::jsonb
      from c where ${notified}`);
  const result = await executePrepared<
    Partial<MessageRow> & {
      participant: boolean;
      host_id: string | null;
      creator_id: string | null;
      existing_id: string | null;
      existing_conversation: string | null;
      recipient_suspended: boolean | null;
      closed: boolean | null;
      blocked_by_sender: boolean | null;
      notified: boolean;
      published: unknown;
    } & Partial<ConsumedRow>
  >(
    db,
    sql`
    with c as (
      select c.host_id, c.creator_id, m.id as existing_id, m.conversation_id as existing_conversation,
             -- This statement announces the chat change itself after it commits (below), so the read cache's
             -- triggers (migration 0013) leave it out: a NOTIFY here would hold PostgreSQL's notification lock
             -- through this commit's WAL flush, and every send in every process would queue behind it.
             set_config('collabstay.chat_announced', 'on', true) as announced,
             case when c.host_id = ${senderId} then c.creator_id else c.host_id end as recipient_id,
             exists (select 1 from account_suspensions s
                      where s.user_id = case when c.host_id = ${senderId} then c.creator_id else c.host_id end)
               as recipient_suspended,
             -- Closed by a block (decision 0068): refused like a suspended recipient, nothing stored or counted.
             ${conversationClosed} as closed,
             exists (select 1 from blocks bk where bk.blocker_id = ${senderId}
                      and bk.blocked_id = case when c.host_id = ${senderId} then c.creator_id else c.host_id end)
               as blocked_by_sender
        from conversations c
        left join messages m on m.sender_id = ${senderId} and m.client_key = ${input.clientKey}
       where c.id = ${conversationId} and (c.host_id = ${senderId} or c.creator_id = ${senderId})
    ), counted as (
      ${consumeStep(
        rule.key,
        rule.windowSeconds,
        sql`exists (select 1 from c where existing_id is null and not recipient_suspended and not closed)`,
      )}
    ), m as (
      insert into messages (conversation_id, sender_id, content, client_key)
      select ${conversationId}::uuid, ${senderId}::uuid, ${input.content}::text, ${input.clientKey}::uuid
        from c join counted on counted.count <= ${rule.max}
       where c.existing_id is null and not c.recipient_suspended and not c.closed
      on conflict (sender_id, client_key) where client_key is not null do nothing
      returning id, conversation_id, sender_id, content, message_type, created_at, read_at, client_key
    ), touched as (
      update conversations set updated_at = now() where id = ${conversationId} and ${stored}
    ), ${noticeSteps({ ...notice, userId: sql`(select recipient_id from c)` }, stored)}, ${events.steps}
    select c.host_id is not null or c.creator_id is not null as participant, c.host_id, c.creator_id, c.existing_id,
           c.existing_conversation, c.recipient_suspended, c.closed, c.blocked_by_sender, counted.count, counted.retry_after,
           m.id, m.conversation_id, m.sender_id, p.full_name as sender_name, p.avatar_key as sender_avatar,
           m.content, m.message_type, m.created_at, m.read_at, m.client_key,
           ${notified} as notified, ${events.column} as published
      from (select 1) one
      left join c on true
      left join counted on true
      left join m on true
      left join profiles p on p.id = m.sender_id`,
  );
  const row = result.rows[0];
  await events.delivered(row?.published, row?.id ? chatChanged([row.host_id, row.creator_id]) : []);
  return {
    participant: row?.participant === true,
    existing: row?.existing_id ? { id: row.existing_id, conversationId: row.existing_conversation ?? "" } : null,
    consumed: consumedFrom(row?.count == null ? undefined : (row as ConsumedRow), rule.windowSeconds),
    message: row?.id ? toMessage(row as MessageRow) : null,
    recipientSuspended: row?.recipient_suspended === true,
    closed: row?.closed === true ? (row.blocked_by_sender === true ? "by-sender" : "by-other") : null,
  };
}

/**
 * Sets `read_at` on the other party's unread messages of the conversation (never on the reader's own), up to and
 * including the message `upTo` when given. Returns how many changed.
 */
export async function markRead(db: Executor, conversationId: string, readerId: string, upToId: string | null) {
  // Compared in the database: a JavaScript Date keeps milliseconds, PostgreSQL stores microseconds.
  // Announced by the caller after the commit (with the read receipt's realtime event), so the read cache's
  // triggers leave this statement out, as they do a send (migration 0013).
  const result = await db.execute<{ id: string }>(sql`
    with announced as (select set_config('collabstay.chat_announced', 'on', true))
    update messages set read_at = now() from announced
     where conversation_id = ${conversationId} and read_at is null and sender_id is distinct from ${readerId}
       ${upToId ? sql`and created_at <= (select created_at from messages where id = ${upToId})` : sql``}
    returning id`);
  return result.rows.length;
}

export async function messageMeta(db: Executor, id: string) {
  const [row] = await db
    .select({ conversationId: messages.conversationId, senderId: messages.senderId, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.id, id));
  return row ?? null;
}
