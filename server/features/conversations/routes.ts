import {
  chatMessageSchema,
  conversationMessages,
  conversationSummarySchema,
  inboxQuerySchema,
  inboxSchema,
  markReadSchema,
  openConversationSchema,
  sendMessageSchema,
} from "@domain/applications.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { busyGate } from "../../lib/busy-gate.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import { abuseLimitText } from "../abuse-limits/limits.ts";
import {
  type ConversationDeps,
  listInbox,
  markRead,
  openConversation,
  sendMessage,
  thread,
  unreadCount,
} from "./service.ts";

const participants = "the conversation's host or creator";

/** `/api/conversations`: one conversation per application; its two participants read and write it. */
export function conversationRoutes(deps: ConversationDeps & { sendsInFlight: number }) {
  // Past this many sends at once in this process, a send is refused at once (429 server_busy; decision 0070).
  const sendGate = busyGate(deps.sendsInFlight);
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "My inbox",
        description:
          "The signed-in user's conversations (either role), newest activity first, 50 a page, each with the " +
          "listing, the other party, the last message and its unread count; plus the total unread.",
        access: "signed-in",
        query: inboxQuerySchema,
        responses: { 200: { description: "The inbox", schema: inboxSchema } },
      }),
      async (c) => c.json(await listInbox(deps, c.get("actor"), c.req.valid("query").page)),
    )
    .post(
      "/",
      contract({
        summary: "Open a conversation",
        description:
          "With `applicationId`: that application's conversation (made if missing), for its creator or the " +
          "listing's host. With `listingId` (creators): a question to the host without applying — the creator's " +
          "open application's conversation, or a placeholder application (never counted, never blocking a real " +
          "application) and its conversation. Nothing is made without a first `message`: `listingId` alone opens " +
          "only a conversation that exists (409 otherwise); with `message` it is made and the message sent. A " +
          "new conversation with a host the creator has no collaboration with counts against their limit " +
          `(${abuseLimitText("stranger-conversation")}; decision 0061): past it 429 with \`Retry-After\`, nothing made.`,
        access: "signed-in",
        owner: "the application's creator or the listing's host",
        body: openConversationSchema,
        responses: {
          200: {
            description: "The conversation's summary",
            schema: z.object({ conversation: conversationSummarySchema }),
          },
        },
        errors: [403, 404, 409, 429],
      }),
      async (c) => c.json(await openConversation(deps, c.get("actor"), c.req.valid("json"))),
    )
    .get(
      "/unread-count",
      contract({
        summary: "Unread messages",
        description: "How many messages from others the signed-in user has not read (the header's badge).",
        access: "signed-in",
        responses: { 200: { description: "The count", schema: z.object({ count: z.number().int() }) } },
      }),
      async (c) => c.json(await unreadCount(deps, c.get("actor"))),
    )
    .get(
      "/:id",
      contract({
        summary: "A conversation thread",
        description: "The summary and the newest 500 messages, oldest first, with each sender's name and avatar.",
        access: "signed-in",
        owner: participants,
        params: idParams,
        notFoundMessage: conversationMessages.notFound,
        responses: {
          200: {
            description: "The thread",
            schema: z.object({ conversation: conversationSummarySchema, messages: z.array(chatMessageSchema) }),
          },
        },
        errors: [404],
      }),
      async (c) => c.json(await thread(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .post(
      "/:id/messages",
      contract({
        summary: "Send a message",
        description:
          "Text up to 5,000 characters (blank after trim refused). `clientKey` (a UUID the client makes per " +
          "message) makes retries safe: the same key answers the stored message with 200 instead of a second " +
          "one. At most 30 messages a minute per user (429 `rate_limited` with `Retry-After`). When the server " +
          "already works on as many sends as it can (`CHAT_SENDS_IN_FLIGHT` per process), 429 `server_busy` with " +
          "`Retry-After: 1` at once, nothing stored: send again with the same `clientKey`. Publishes " +
          "`message.created`.",
        access: "signed-in",
        owner: participants,
        params: idParams,
        notFoundMessage: conversationMessages.notFound,
        body: sendMessageSchema,
        responses: {
          201: { description: "Stored", schema: z.object({ message: chatMessageSchema }) },
          200: { description: "Already stored with this key", schema: z.object({ message: chatMessageSchema }) },
        },
        errors: [404, 409, 429],
      }),
      sendGate,
      async (c) => {
        const { message, created } = await sendMessage(
          deps,
          c.get("actor"),
          c.req.valid("param").id,
          c.req.valid("json"),
        );
        return c.json({ message }, created ? 201 : 200);
      },
    )
    .post(
      "/:id/read",
      contract({
        summary: "Mark messages read",
        description:
          "Sets `read_at` on the other party's unread messages (up to `upTo` when given); your own messages are " +
          'never marked. Publishes `message.read` (the sender\'s "Seen").',
        access: "signed-in",
        owner: participants,
        params: idParams,
        notFoundMessage: conversationMessages.notFound,
        body: markReadSchema,
        responses: {
          200: { description: "How many messages were marked", schema: z.object({ updated: z.number().int() }) },
        },
        errors: [404, 409],
      }),
      async (c) => c.json(await markRead(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"))),
    );
}
