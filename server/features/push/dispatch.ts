import type { NotificationType } from "@domain/notifications.ts";
import type { PushPayload } from "@domain/push.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import { type PushJob, pushQueue } from "./deliver.ts";

/** A chat push is worth little after the message mail (15 minutes) would tell; contract news keeps 3 days. */
export const chatTtlSeconds = 15 * 60;
export const otherTtlSeconds = 3 * 24 * 3600;
/** A tab that told us its conversation counts as reading it for this long (it repeats every minute). */
export const viewingFreshSeconds = 90;

const batch = 100;

type Claimed = {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  subject_id: string | null;
  subscription_id: string | null;
  quiet: boolean;
};

/** The job of one notification for one device: what the person sees, how long it keeps, what it replaces. */
export function pushJobFor(row: Omit<Claimed, "quiet" | "subscription_id">, subscriptionId: string): PushJob {
  const chat = row.type === "message.received";
  const payload: PushPayload = { title: row.title, body: row.body, url: row.link, tag: row.subject_id ?? row.id };
  return {
    subscriptionId,
    payload,
    ttl: chat ? chatTtlSeconds : otherTtlSeconds,
    urgency: chat ? "high" : "normal",
    // RFC 8030 Topic: at most 32 URL-safe characters; a UUID without dashes is exactly that.
    ...(chat && row.subject_id ? { topic: row.subject_id.replaceAll("-", "") } : {}),
  };
}

/**
 * Hands pending notifications to the push queue: claims up to 100 (`push_state` pending → queued, `skip locked`,
 * so processes hearing the same event never queue one twice) and queues one job per device of the recipient,
 * except for types the person switched off for push and for a conversation one of their tabs shows. The claim and
 * the jobs are one transaction: a failure or a process dying before the last job is queued leaves the rows pending
 * for the next dispatch (the next announced notification, or a process starting its workers), never claimed with
 * no job. Returns how many notifications it claimed.
 */
export async function dispatchPendingPushes(deps: { jobs: JobQueue }): Promise<number> {
  return deps.jobs.transaction(async (tx) => {
    const claimed = await tx.query<Claimed>(
      `with due as (
         select id from notifications where push_state = 'pending'
          order by created_at limit $1 for update skip locked),
       claimed as (
         update notifications n set push_state = 'queued' from due where n.id = due.id
         returning n.id, n.user_id, n.type, n.title, n.body, n.link, n.subject_id)
       select c.id, c.type, c.title, c.body, c.link, c.subject_id, s.id as subscription_id,
              (exists (select 1 from push_muted_types m where m.user_id = c.user_id and m.type = c.type)
               or (c.type = 'message.received' and exists (
                 select 1 from realtime_viewing v
                  where v.user_id = c.user_id and v.conversation_id = c.subject_id
                    and v.updated_at > now() - make_interval(secs => $2)))) as quiet
         from claimed c left join push_subscriptions s on s.user_id = c.user_id`,
      [batch, viewingFreshSeconds],
    );
    const ids = new Set<string>();
    const quiet = new Set<string>();
    for (const row of claimed) {
      ids.add(row.id);
      if (row.quiet || !row.subscription_id) {
        quiet.add(row.id);
        continue;
      }
      await tx.send(pushQueue.name, pushJobFor(row, row.subscription_id));
    }
    if (quiet.size > 0)
      await tx.query(`update notifications set push_state = 'skipped' where id = any($1::uuid[])`, [[...quiet]]);
    return ids.size;
  });
}

export type PushPump = {
  /** A notification was announced: dispatch soon (calls arriving meanwhile share one run). */
  kick(): void;
  /** Resolves when no dispatch is running (tests, a stopping process). */
  settled(): Promise<void>;
};

/**
 * Whether any notification waits for its push: one statement on the pending rows' partial index, so a notification
 * for someone without a device with push on (most of them) costs the pump one round trip, not the claim's
 * transaction (three).
 */
export async function anyPushPending(db: Db): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from notifications where push_state = 'pending') as found`,
  );
  return result.rows[0]?.found === true;
}

/**
 * At most one look for pending pushes per this many milliseconds per process. Every chat send announces a
 * notification and every process hears it, so looking once per announcement cost each process one round trip per
 * send — at 300 sends a second, as many statements as the sends themselves (issue 39's chat knee). A look covers every
 * notification committed before it, so the ones announced during the pause share the next; a push reaches the phone
 * at most this much later.
 */
export const pushLookIntervalMs = 50;

/**
 * Runs `dispatchPendingPushes` after announced notifications, one run at a time, until nothing is pending. The
 * announcement is heard after the notification's commit, so the next look (at once when none was made in the last
 * `pushLookIntervalMs`, otherwise when that pause is over) sees it.
 */
export function createPushPump(deps: { jobs: JobQueue; logger: Logger; db: Db }): PushPump {
  let running: Promise<void> | null = null;
  let again = false;
  let lastLookAt = Number.NEGATIVE_INFINITY;
  const drain = async () => {
    do {
      again = false;
      // A timer may fire early by as much as the event loop's cached clock is stale (whole milliseconds under load),
      // so the pause is measured again after it.
      for (let pause = lastLookAt + pushLookIntervalMs - performance.now(); pause > 0; ) {
        await new Promise((resolve) => setTimeout(resolve, pause));
        pause = lastLookAt + pushLookIntervalMs - performance.now();
      }
      lastLookAt = performance.now();
      if (!(await anyPushPending(deps.db))) continue;
      if ((await dispatchPendingPushes(deps)) === batch) again = true;
    } while (again);
  };
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) =>
        deps.logger.error(`push dispatch failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  return { kick, settled: async () => void (await running) };
}
