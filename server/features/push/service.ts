import {
  type PushDevice,
  type PushSubscribeInput,
  pushDevicesMax,
  pushMessages,
  tooManyDevices,
} from "@domain/push.ts";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { pushQueue } from "./deliver.ts";
import { checkPushEndpoint } from "./endpoint-check.ts";

export type PushServiceDeps = { db: Db; jobs: JobQueue | null; publicKey: string; allowPrivate: boolean };

/** "Chrome on Android": what the device list shows, from the user agent (empty when it says nothing we know). */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\/|CriOS\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "";
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Mac OS X/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  return [browser, os].filter(Boolean).join(" on ");
}

type Row = typeof pushSubscriptions.$inferSelect;
const toDevice = (row: Row, me: Actor): PushDevice => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  current: row.sessionId === me.sessionId,
});

async function devicesOf(db: Db, me: Actor): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, me.id))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.seq));
  return rows.map((row) => toDevice(row, me));
}

/** GET /api/push — the key to subscribe with and the caller's devices with push on. */
export async function pushConfig(deps: PushServiceDeps, actor: Actor | null) {
  const me = requireAccess(actor, "signed-in");
  return { publicKey: deps.publicKey, devices: await devicesOf(deps.db, me) };
}

/**
 * POST /api/push/subscriptions — keeps this device's subscription, tied to the caller's session (signing out
 * removes it). The same endpoint again (the browser re-subscribed, or another person signed in on it) takes the
 * row over: one browser gets the pushes of whoever is signed in there. At most `pushDevicesMax` per account.
 */
export async function subscribe(
  deps: PushServiceDeps,
  actor: Actor | null,
  input: PushSubscribeInput,
  userAgent: string | undefined,
) {
  const me = requireAccess(actor, "signed-in");
  await checkPushEndpoint(input.endpoint, deps.allowPrivate);
  const values = {
    userId: me.id,
    sessionId: me.sessionId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: deviceLabel(userAgent).slice(0, 100),
  };
  const row = await deps.db.transaction(async (tx) => {
    // One account's subscribes in line, so two at once cannot both pass the cap.
    await tx.execute(sql`select 1 from profiles where id = ${me.id} for update`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, me.id), sql`${pushSubscriptions.endpoint} <> ${input.endpoint}`));
    if (n >= pushDevicesMax) throw new HttpError(409, "conflict", tooManyDevices);
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...values, createdAt: sql`now()`, lastSuccessAt: null },
      })
      .returning();
    return saved as Row;
  });
  return { device: toDevice(row, me), message: pushMessages.turnedOn };
}

/** DELETE /api/push/subscriptions/:id — one of the caller's devices; anyone else's answers 404 like a missing one. */
export async function unsubscribe(deps: PushServiceDeps, actor: Actor | null, id: string) {
  const me = requireAccess(actor, "signed-in");
  const removed = await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, me.id)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(pushMessages.notFound);
  return { message: pushMessages.turnedOff };
}

/** POST /api/push/test — a test push to this device (the caller's session's subscriptions), through the queue. */
export async function sendTest(deps: PushServiceDeps, actor: Actor | null) {
  const me = requireAccess(actor, "signed-in");
  const rows = await deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, me.id), eq(pushSubscriptions.sessionId, me.sessionId)));
  if (rows.length === 0 || !deps.jobs) throw new HttpError(409, "conflict", pushMessages.noDevice);
  for (const row of rows)
    await deps.jobs.send(pushQueue.name, {
      subscriptionId: row.id,
      payload: {
        title: pushMessages.testTitle,
        body: pushMessages.testBody,
        url: "/settings?section=notifications",
        tag: "test",
      },
      ttl: 300,
      urgency: "normal",
    });
  return { message: pushMessages.testSent };
}
