import {
  emailPreferencesSchema,
  notificationListQuery,
  notificationListSchema,
  notificationMessages,
  notificationSchema,
  unreadCountSchema,
  updateEmailPreferencesSchema,
} from "@domain/notifications.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import {
  describeUnsubscribe,
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  type NotificationDeps,
  unreadCount,
  unsubscribe,
  updatePreferences,
} from "./service.ts";

const tokenQuery = z.object({ token: z.string().min(1, "token is required").max(200, "token is too long") });
const unsubscribeAnswer = z.object({ scope: z.string(), message: z.string() });

/** `/api/notifications`: the bell, the list, e-mail preferences and one-click unsubscribe. */
export function notificationRoutes(deps: NotificationDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "My notifications",
        description:
          "The caller's notifications, newest first, 30 a page (`before` = the previous page's `nextBefore`), " +
          "with the unread count.",
        access: "signed-in",
        scope: "the caller's own notifications",
        query: notificationListQuery,
        responses: { 200: { description: "A page of notifications", schema: notificationListSchema } },
      }),
      async (c) => c.json(await listNotifications(deps, c.get("actor"), c.req.valid("query").before)),
    )
    .get(
      "/unread-count",
      contract({
        summary: "My unread notification count",
        description:
          "The bell's figure; re-read on the realtime events `notification.created` and `notification.read`.",
        access: "signed-in",
        scope: "the caller's own notifications",
        responses: { 200: { description: "The count", schema: unreadCountSchema } },
      }),
      async (c) => {
        const me = c.get("actor");
        return c.json({ unread: me ? await unreadCount(deps.db, me.id) : 0 });
      },
    )
    .post(
      "/read-all",
      contract({
        summary: "Mark all my notifications as read",
        access: "signed-in",
        scope: "the caller's own notifications",
        responses: {
          200: { description: "Done", schema: z.object({ unread: z.number().int(), message: z.string() }) },
        },
      }),
      async (c) => c.json(await markAllRead(deps, c.get("actor"))),
    )
    .post(
      "/:id/read",
      contract({
        summary: "Mark one notification as read",
        description: "Only the caller's own; anyone else's answers 404 like a missing one.",
        access: "signed-in",
        owner: "the notification's recipient",
        params: idParams,
        notFoundMessage: notificationMessages.notFound,
        responses: {
          200: {
            description: "The notification and the new unread count",
            schema: z.object({ notification: notificationSchema, unread: z.number().int() }),
          },
        },
        errors: [404],
      }),
      async (c) => c.json(await markRead(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .get(
      "/preferences",
      contract({
        summary: "My e-mail notification preferences",
        description: "`emailUpdates` (the account switch) and, per notification type, whether it is e-mailed.",
        access: "signed-in",
        scope: "the caller's own preferences",
        responses: { 200: { description: "The preferences", schema: emailPreferencesSchema } },
      }),
      async (c) => c.json(await getPreferences(deps, c.get("actor"))),
    )
    .put(
      "/preferences",
      contract({
        summary: "Choose which notification types are e-mailed",
        description: "Sets the listed types; unlisted ones keep their choice. In-app notifications are always shown.",
        access: "signed-in",
        scope: "the caller's own preferences",
        body: updateEmailPreferencesSchema,
        responses: {
          200: {
            description: "The preferences after the change",
            schema: z.object({ preferences: emailPreferencesSchema, message: z.string() }),
          },
        },
      }),
      async (c) => c.json(await updatePreferences(deps, c.get("actor"), c.req.valid("json"))),
    )
    .get(
      "/unsubscribe",
      contract({
        summary: "What an unsubscribe link switches off",
        description: "Reads the signed token of an e-mail's unsubscribe link; changes nothing (404 when tampered).",
        access: "anyone",
        query: tokenQuery,
        notFoundCode: "invalid_token",
        responses: {
          200: { description: "The scope", schema: z.object({ scope: z.string(), label: z.string() }) },
        },
        errors: [404],
      }),
      async (c) => c.json(await describeUnsubscribe(deps, c.req.valid("query").token)),
    )
    .post(
      "/unsubscribe",
      contract({
        summary: "One-click unsubscribe (RFC 8058)",
        description:
          "The target of every mail's `List-Unsubscribe` header (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`) " +
          "and of the unsubscribe page's button. No sign-in: the signed token names the person and the type (or " +
          "`all`, which turns `email_updates` off). A tampered token answers 404. Idempotent.",
        access: "anyone",
        query: tokenQuery,
        notFoundCode: "invalid_token",
        responses: { 200: { description: "Unsubscribed", schema: unsubscribeAnswer } },
        errors: [404],
      }),
      async (c) => c.json(await unsubscribe(deps, c.req.valid("query").token)),
    );
}
