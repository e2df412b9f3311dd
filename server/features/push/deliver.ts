import { type PushPayload, pushMessages } from "@domain/push.ts";
import { eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";
import type { JobQueue, QueueDefinition } from "../../jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import { SafeFetchError, safePost } from "../../lib/safe-fetch.ts";
import type { VapidKeys } from "./vapid.ts";

/**
 * One push to one device is one job: a slow or silent push service holds a worker for at most `timeoutMs` (no
 * request ever waits for it), and a failed attempt is retried with backoff (5 s, 10 s, 20 s, 40 s).
 */
export const pushQueue: QueueDefinition = {
  name: "push",
  retryLimit: 4,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 30,
};

export type PushJob = {
  subscriptionId: string;
  payload: PushPayload;
  /** Seconds the push service keeps it for an offline device (RFC 8030 `TTL`). */
  ttl: number;
  urgency: "high" | "normal";
  /** Replaces a push still waiting at the push service with the same topic (one per conversation). */
  topic?: string;
};

export type PushSendDeps = {
  db: Db;
  logger: Logger;
  vapid: VapidKeys;
  subject: string;
  allowPrivate: boolean;
  timeoutMs: number;
};

export type Delivered = "sent" | "gone" | "dropped";

/**
 * Encrypts the payload for the device (RFC 8291 aes128gcm, by `web-push`), signs the VAPID header and POSTs it
 * through the outbound guard. 2xx: sent. 404/410: the device unsubscribed, its row goes. 400/403/413: the push
 * service will never take it (logged, not retried). Anything else, a timeout or a network error throws, so the
 * job is retried.
 */
export async function deliverPush(deps: PushSendDeps, job: PushJob): Promise<Delivered> {
  const [sub] = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscriptionId));
  if (!sub) return "gone";
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(job.payload),
    {
      vapidDetails: { subject: deps.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey },
      TTL: job.ttl,
      urgency: job.urgency,
      contentEncoding: "aes128gcm",
      ...(job.topic ? { topic: job.topic } : {}),
    },
  );
  let status: number;
  try {
    const answer = await safePost(
      details.endpoint,
      { headers: details.headers as Record<string, string>, body: details.body },
      { allowPrivate: deps.allowPrivate, timeoutMs: deps.timeoutMs, refusedMessage: pushMessages.refusedAddress },
    );
    status = answer.status;
  } catch (error) {
    // An endpoint whose name now points inside our network: never retried, the device is dropped.
    if (error instanceof SafeFetchError && error.message === pushMessages.refusedAddress) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      deps.logger.error(`push ${sub.id}: endpoint refused, subscription removed`);
      return "dropped";
    }
    throw error;
  }
  if (status >= 200 && status < 300) {
    await deps.db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()` }).where(eq(pushSubscriptions.id, sub.id));
    return "sent";
  }
  if (status === 404 || status === 410) {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    return "gone";
  }
  if (status === 400 || status === 403 || status === 413) {
    deps.logger.error(`push ${sub.id}: the push service refused it with HTTP ${status}; not retried`);
    return "dropped";
  }
  throw new Error(`the push service answered HTTP ${status}`);
}

/** Works the push queue in this process. */
export async function workPush(jobs: JobQueue, deps: PushSendDeps): Promise<void> {
  await jobs.work<PushJob>(pushQueue.name, async (job) => {
    await deliverPush(deps, job);
  });
}
