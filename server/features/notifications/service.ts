import {
  type EmailPreferences,
  type Notification,
  type NotificationList,
  notificationMessages,
  notificationPageSize,
  notificationTypeLabels,
  notificationTypes,
  requestedMailTypes,
  type updateEmailPreferencesSchema,
} from "@domain/notifications.ts";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { emailMutedTypes, notifications, profiles, pushMutedTypes } from "../../db/schema/index.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

export type NotificationDeps = { db: Db; realtime: RealtimeHub; unsubscribeKey: Buffer };

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: iso(row.createdAt),
    readAt: row.readAt ? iso(row.readAt) : null,
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** GET /api/notifications — the caller's own, newest first, a page at a time. */
export async function listNotifications(
  deps: NotificationDeps,
  actor: Actor | null,
  before?: string,
): Promise<NotificationList> {
  const me = requireAccess(actor, "signed-in");
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, me.id), before ? lt(notifications.createdAt, new Date(before)) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(notificationPageSize + 1);
  const items = rows.slice(0, notificationPageSize).map(toNotification);
  return {
    items,
    unread: await unreadCount(deps.db, me.id),
    nextBefore: rows.length > notificationPageSize ? (items.at(-1)?.createdAt ?? null) : null,
  };
}

/** Other tabs of the same person re-read their count. */
const announceRead = (deps: NotificationDeps, userId: string) =>
  deps.realtime.publish({ userIds: [userId], type: "notification.read", data: {} });

/** POST /api/notifications/:id/read — only the caller's own (another's answers 404, like a missing one). */
export async function markRead(deps: NotificationDeps, actor: Actor | null, id: string) {
  const me = requireAccess(actor, "signed-in");
  const [row] = await deps.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, me.id)))
    .returning();
  if (!row) throw notFound(notificationMessages.notFound);
  await announceRead(deps, me.id);
  return { notification: toNotification(row), unread: await unreadCount(deps.db, me.id) };
}

/** POST /api/notifications/read-all */
export async function markAllRead(deps: NotificationDeps, actor: Actor | null) {
  const me = requireAccess(actor, "signed-in");
  await deps.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt)));
  await announceRead(deps, me.id);
  return { unread: 0, message: notificationMessages.allRead };
}

async function preferencesOf(db: Db, userId: string): Promise<EmailPreferences> {
  const [profile] = await db
    .select({ emailUpdates: profiles.emailUpdates })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const muted = new Set(
    (
      await db.select({ type: emailMutedTypes.type }).from(emailMutedTypes).where(eq(emailMutedTypes.userId, userId))
    ).map((r) => r.type),
  );
  const pushMuted = new Set(
    (await db.select({ type: pushMutedTypes.type }).from(pushMutedTypes).where(eq(pushMutedTypes.userId, userId))).map(
      (r) => r.type,
    ),
  );
  return {
    emailUpdates: profile?.emailUpdates ?? false,
    types: notificationTypes
      .filter((type) => !requestedMailTypes.includes(type))
      .map((type) => ({
        type,
        label: notificationTypeLabels[type],
        email: !muted.has(type),
        push: !pushMuted.has(type),
      })),
  };
}

/** GET /api/notifications/preferences — the caller's e-mail choice per type. */
export async function getPreferences(deps: NotificationDeps, actor: Actor | null) {
  const me = requireAccess(actor, "signed-in");
  return preferencesOf(deps.db, me.id);
}

/** PUT /api/notifications/preferences — sets the e-mail choice of the listed types (others stay as they are). */
export async function updatePreferences(
  deps: NotificationDeps,
  actor: Actor | null,
  input: z.output<typeof updateEmailPreferencesSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  await deps.db.transaction(async (tx) => {
    for (const { type, email, push } of input.types) {
      if (email === true)
        await tx.delete(emailMutedTypes).where(and(eq(emailMutedTypes.userId, me.id), eq(emailMutedTypes.type, type)));
      else if (email === false) await tx.insert(emailMutedTypes).values({ userId: me.id, type }).onConflictDoNothing();
      if (push === true)
        await tx.delete(pushMutedTypes).where(and(eq(pushMutedTypes.userId, me.id), eq(pushMutedTypes.type, type)));
      else if (push === false) await tx.insert(pushMutedTypes).values({ userId: me.id, type }).onConflictDoNothing();
    }
  });
  return { preferences: await preferencesOf(deps.db, me.id), message: notificationMessages.saved };
}

function readToken(deps: NotificationDeps, token: string) {
  const parsed = readUnsubscribeToken(deps.unsubscribeKey, token);
  if (!parsed) throw new HttpError(404, "invalid_token", notificationMessages.badLink);
  return parsed;
}

/** GET /api/notifications/unsubscribe?token= — what the link would switch off (changes nothing). */
export async function describeUnsubscribe(deps: NotificationDeps, token: string) {
  const { scope } = readToken(deps, token);
  return { scope, label: scope === "all" ? "All e-mail updates" : notificationTypeLabels[scope] };
}

/**
 * POST /api/notifications/unsubscribe?token= — RFC 8058 one-click: no session, the signed token says who and what.
 * Idempotent (a second click answers the same).
 */
export async function unsubscribe(deps: NotificationDeps, token: string) {
  const { userId, scope } = readToken(deps, token);
  if (scope === "all") {
    await deps.db.update(profiles).set({ emailUpdates: false, updatedAt: new Date() }).where(eq(profiles.id, userId));
    return { scope, message: notificationMessages.unsubscribedAll };
  }
  // A deleted account's link has nobody to switch off; the insert's foreign key would refuse it, so check first.
  const [exists] = await deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (exists) await deps.db.insert(emailMutedTypes).values({ userId, type: scope }).onConflictDoNothing();
  return { scope, message: notificationMessages.unsubscribed(notificationTypeLabels[scope]) };
}
