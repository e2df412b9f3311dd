import {
  applicationMessages,
  type ChatMessage,
  type ConversationSummary,
  conversationMessages,
  type Inbox,
  type markReadSchema,
  type openConversationSchema,
  type sendMessageSchema,
} from "@domain/applications.ts";
import { blockMessages } from "@domain/blocks.ts";
import type { z } from "zod";
import { chatChanged } from "../../cache/cached-routes.ts";
import type { Db } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { enforce, waitInWords } from "../../lib/rate-limit.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { type AbuseLimiter, returnAllowance, takeAllowance } from "../abuse-limits/allowance.ts";
import { ensureConversation, listingForApply } from "../applications/queries.ts";
import { assertNotBlocked, blockStateWith } from "../blocks/service.ts";
import { markSubjectRead } from "../notifications/notify.ts";
import { messageNotice } from "./notices.ts";
import * as q from "./queries.ts";

export type ConversationDeps = { db: Db; realtime: RealtimeHub; abuse: AbuseLimiter };

/** Messages per user: a person typing fast stays far below it; a script sending 1,000 a minute does not. */
export const messageRateLimit = { max: 30, windowSeconds: 60 };
/** How many messages a thread loads (the newest). */
export const threadLimit = 500;
const inboxPageSize = 50;

const conversationNotFound = () => notFound(conversationMessages.notFound);
const conversationClosed = () => new HttpError(409, "conversation_closed", blockMessages.conversationClosed);

async function participant(deps: ConversationDeps, actor: Actor | null, id: string) {
  const me = requireAccess(actor, "signed-in");
  const row = await q.conversationFor(deps.db, id, me.id);
  if (!row) throw conversationNotFound();
  return { me, row };
}

async function summary(deps: ConversationDeps, userId: string, id: string): Promise<ConversationSummary> {
  const [row] = await q.inbox(deps.db, userId, { limit: 1, offset: 0 }, id);
  if (!row) throw conversationNotFound();
  return row;
}

/**
 * POST /api/conversations — opens the conversation of an application (its creator or the listing's host), made
 * if missing; or, with `listingId`, a creator's question to the host without applying: their open application's
 * conversation if they have one, otherwise the spec's placeholder application (decision 0017) and its conversation.
 */
export async function openConversation(
  deps: ConversationDeps,
  actor: Actor | null,
  input: z.output<typeof openConversationSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  let applicationId: string;
  let hostId: string;
  let creatorId: string;
  if ("applicationId" in input) {
    const row = await q.applicationParties(deps.db, input.applicationId, me.id);
    if (!row) throw notFound(applicationMessages.notFound);
    ({ id: applicationId, hostId, creatorId } = row);
    // A block (decision 0068) lets an existing conversation open (to read) but starts no new one, unless a
    // collaboration of this application is running: its chat stays usable until it ends.
    const start = await q.conversationStart(deps.db, applicationId);
    if (!start.exists && !start.running) {
      const state = await blockStateWith(deps.db, me.id, me.id === hostId ? creatorId : hostId);
      if (state.me) throw new HttpError(409, "you_blocked", blockMessages.youBlockedMessage);
      if (state.them) throw conversationClosed();
    }
  } else {
    if (me.userType !== "creator")
      throw new HttpError(403, "forbidden", "Only creators can message a host about a listing.");
    const listing = await listingForApply(deps.db, input.listingId);
    if (!listing || (listing.status !== "active" && listing.host_id !== me.id)) {
      throw new HttpError(404, "not_found", applicationMessages.invalidListing);
    }
    if (listing.host_id === me.id) throw new HttpError(409, "conflict", "This is your own listing.");
    // Decision 0068: a host who blocked the creator has listings the creator cannot see (404, as discovery and the
    // listing's page); a creator who blocked the host is told so.
    const blocked = await blockStateWith(deps.db, me.id, listing.host_id);
    if (blocked.them) throw new HttpError(404, "not_found", applicationMessages.invalidListing);
    if (blocked.me) throw new HttpError(409, "you_blocked", blockMessages.youBlockedMessage);
    const existing =
      (await q.openApplication(deps.db, listing.id, me.id)) ?? (await q.placeholderOf(deps.db, listing.id, me.id));
    // Before applying, "Chat with Host" makes nothing until the first message is sent (issue 35 part 9).
    if (!input.message) {
      if (!existing) throw new HttpError(409, "conflict", conversationMessages.firstMessageFirst);
    } else {
      // A first message to a host the creator has never collaborated with counts against their abuse limit
      // (decision 0061), in the transaction that makes the placeholder: refused, nothing is made.
      const stranger = !existing && !(await q.haveCollaborated(deps.db, listing.host_id, me.id));
      const id =
        existing ??
        (await deps.db.transaction(async (tx) => {
          // Under the pair's lock: a block committed meanwhile is seen, one still running waits for this one.
          await assertNotBlocked(tx, me.id, listing.host_id, {
            blockerMessage: blockMessages.youBlockedMessage,
            neutral: () => new HttpError(404, "not_found", applicationMessages.invalidListing),
          });
          if (stranger) await takeAllowance(tx, deps.abuse, "stranger-conversation", me.id);
          const made = await q.ensurePlaceholder(tx, listing.id, me.id, applicationMessages.placeholderMessage);
          if (!made) throw new HttpError(409, "conflict", conversationMessages.startFailed);
          return made;
        }));
      const conversationId = await ensureConversation(deps.db, {
        applicationId: id,
        hostId: listing.host_id,
        creatorId: me.id,
      });
      try {
        await sendMessage(deps, actor, conversationId, input.message);
      } catch (error) {
        // A refused first message leaves nothing behind (a placeholder made for it goes again, its count too).
        if (!existing) await q.dropEmptyPlaceholder(deps.db, id);
        if (stranger) await returnAllowance(deps.db, deps.abuse, "stranger-conversation", me.id);
        throw error;
      }
      return { conversation: await summary(deps, me.id, conversationId) };
    }
    applicationId = existing;
    hostId = listing.host_id;
    creatorId = me.id;
  }
  const conversationId = await ensureConversation(deps.db, { applicationId, hostId, creatorId });
  return { conversation: await summary(deps, me.id, conversationId) };
}

/** GET /api/conversations — the signed-in user's inbox (either role), newest activity first, with unread counts. */
export async function listInbox(deps: ConversationDeps, actor: Actor | null, page: number): Promise<Inbox> {
  const me = requireAccess(actor, "signed-in");
  return q.inboxPage(deps.db, me.id, { limit: inboxPageSize, offset: (page - 1) * inboxPageSize });
}

/** GET /api/conversations/unread-count — the header's Messages badge. */
export async function unreadCount(deps: ConversationDeps, actor: Actor | null) {
  const me = requireAccess(actor, "signed-in");
  return { count: await q.unreadTotal(deps.db, me.id) };
}

/** GET /api/conversations/:id — the thread (newest 500 messages, oldest first) and its summary. */
export async function thread(deps: ConversationDeps, actor: Actor | null, id: string) {
  const { me } = await participant(deps, actor, id);
  const [conversation, messages] = await Promise.all([
    summary(deps, me.id, id),
    q.messagesOf(deps.db, id, threadLimit),
  ]);
  return { conversation, messages };
}

/**
 * POST /api/conversations/:id/messages — participants only. The client's `clientKey` makes a retry safe: the
 * same key answers the message already stored (200) instead of storing it twice. Rate-limited per user.
 */
export async function sendMessage(
  deps: ConversationDeps,
  actor: Actor | null,
  id: string,
  input: z.output<typeof sendMessageSchema>,
): Promise<{ message: ChatMessage; created: boolean }> {
  const me = requireAccess(actor, "signed-in");
  // Everything in one statement (the hot path): checks, message, notification and realtime events.
  const outcome = await q.storeMessage(
    deps.db,
    { conversationId: id, senderId: me.id, content: input.content, clientKey: input.clientKey },
    { key: `message:${me.id}`, ...messageRateLimit },
    messageNotice(me.name, id, input.content),
    (source) => deps.realtime.publishing(source),
  );
  if (!outcome.participant) throw conversationNotFound();
  if (outcome.existing) return replay(deps, outcome.existing, id);
  // Decision 0057: a suspended account's conversations stay readable, but nothing more reaches it.
  if (outcome.recipientSuspended) throw new HttpError(409, "conflict", conversationMessages.sendToSuspended);
  // Decision 0068: the person who blocked is told so; the blocked person only that the conversation is closed.
  if (outcome.closed === "by-sender") throw new HttpError(409, "you_blocked", blockMessages.youBlockedMessage);
  if (outcome.closed) throw conversationClosed();
  enforce(outcome.consumed, messageRateLimit.max, (seconds) => conversationMessages.rateLimited(waitInWords(seconds)));
  const { message } = outcome;
  if (!message) {
    const raced = await q.messageByKey(deps.db, me.id, input.clientKey);
    if (!raced) throw new HttpError(409, "conflict", conversationMessages.sendFailed);
    return replay(deps, raced, id);
  }
  return { message, created: true };
}

async function replay(deps: ConversationDeps, existing: { id: string; conversationId: string }, id: string) {
  // A key is the sender's, for one message: reusing it for another conversation is a client bug, not a retry.
  if (existing.conversationId !== id) {
    throw new HttpError(409, "conflict", "This message key was already used for another conversation.");
  }
  const message = await q.messageById(deps.db, existing.id);
  if (!message) throw conversationNotFound();
  return { message, created: false };
}

/**
 * POST /api/conversations/:id/read — the reader marks the other party's messages read (up to `upTo` when
 * given). Naming one of your own messages is refused: `read_at` is the other party's receipt, never the sender's.
 */
export async function markRead(
  deps: ConversationDeps,
  actor: Actor | null,
  id: string,
  input: z.output<typeof markReadSchema>,
) {
  const { me, row } = await participant(deps, actor, id);
  if (input.upTo) {
    const target = await q.messageMeta(deps.db, input.upTo);
    if (!target || target.conversationId !== id) throw notFound("Message not found");
    if (target.senderId === me.id) {
      throw new HttpError(409, "conflict", "You can only mark messages from the other person as read.");
    }
  }
  const updated = await q.markRead(deps.db, id, me.id, input.upTo ?? null);
  // Reading the thread answers its "new message" notification (the bell counts what still needs the reader).
  await markSubjectRead(deps, me.id, id);
  if (updated > 0) {
    await deps.realtime.publish(
      { userIds: [row.hostId, row.creatorId], type: "message.read", data: { conversationId: id } },
      chatChanged([row.hostId, row.creatorId]),
    );
  }
  return { updated };
}
