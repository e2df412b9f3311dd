import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client.ts";
import { executePrepared } from "../db/prepared.ts";
import type { Logger } from "../lib/logger.ts";
import type { AlsoNotify, InStatementPublish, Listener, Outgoing, RealtimeEvent, RealtimeHub } from "./events.ts";
import { createNotifyBatcher } from "./notify-batcher.ts";

/** The NOTIFY channel every process LISTENs on (decision 0018). */
export const realtimeChannel = "collabstay_realtime";
/** Events are kept a day for replay; a client away longer re-reads everything anyway. */
const retentionSql = sql`now() - interval '1 day'`;
const pruneEveryMs = 10 * 60 * 1000;
/** Publishes of at most this many rows run as prepared statements (one per row count, per connection). */
const preparedRowsMax = 4;

type Delivered = RealtimeEvent & { userId: string };

/**
 * The realtime hub (decision 0018): a topic per user. `publish` stores one row per recipient (the replay log)
 * and then fans out — in process on the embedded PGlite (one process), through PostgreSQL `NOTIFY` when
 * `listenUrl` is given (every process LISTENs on a dedicated connection, its own notifications included, so
 * local and remote subscribers are served the same way). Payloads carry ids only.
 */
export function createRealtimeHub(options: {
  db: Db;
  listenUrl?: string | undefined;
  logger: Logger;
  /** More channels on the same LISTEN connection (the session cache's `collabstay_auth`), each with its handler. */
  channels?: Record<string, (payload: string) => void>;
  /** Told when the LISTEN link comes up (true) and whenever it is lost or closed (false). */
  onLink?: (up: boolean) => void;
}): RealtimeHub {
  const extraChannels = options.channels ?? {};
  const { db, logger } = options;
  const listeners = new Map<string, Set<Listener>>();
  /** Per subscribed user, the newest event id handed out here: what to replay after the LISTEN link was down. */
  const lastDelivered = new Map<string, number>();
  const enders = new Set<() => void>();
  let closed = false;
  /**
   * Fan-out NOTIFYs (PostgreSQL), sent in batches after the changes they announce have committed. Alone such a
   * statement writes nothing worth a flush (notifications are not kept across a restart anyway), so it commits
   * without waiting for the disk. The events are already in the log for a reconnecting client; when it fails, other
   * processes' read caches keep what the change touched until their answers expire (30 s).
   */
  const fanOut = createNotifyBatcher(
    async (channels, payloads) => {
      await executePrepared(
        db,
        sql`select set_config('synchronous_commit', 'off', true), pg_notify(n.channel, n.payload)
              from unnest(${sql.param(channels)}::text[], ${sql.param(payloads)}::text[]) n (channel, payload)`,
      );
    },
    (error) => logger.error(`realtime: fan-out failed: ${error instanceof Error ? error.message : String(error)}`),
  );

  const watchers = new Set<(event: Delivered) => void>();

  const dispatch = (event: Delivered) => {
    for (const watcher of watchers) {
      try {
        watcher(event);
      } catch (error) {
        logger.error(`realtime watcher failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const set = listeners.get(event.userId);
    if (!set) return;
    lastDelivered.set(event.userId, Math.max(lastDelivered.get(event.userId) ?? 0, event.id));
    const { userId: _, ...plain } = event;
    for (const listener of set) {
      try {
        listener(plain);
      } catch (error) {
        logger.error(`realtime listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const since = async (userId: string, afterId: number, limit = 500): Promise<RealtimeEvent[]> => {
    const result = await db.execute<{ id: string | number; type: string; data: Record<string, string> }>(sql`
      select id, type, data from realtime_events
       where user_id = ${userId} and id > ${afterId} order by id limit ${limit}`);
    return result.rows.map((r) => ({ id: Number(r.id), type: r.type, data: r.data }));
  };

  const listener = options.listenUrl ? startListener(options.listenUrl) : null;

  function startListener(url: string) {
    let client: pg.Client | null = null;
    let attempt = 0;
    let timer: NodeJS.Timeout | null = null;
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on("notification", (message) => {
        const extra = extraChannels[message.channel];
        if (extra) {
          extra(message.payload ?? "");
          return;
        }
        if (message.channel !== realtimeChannel || !message.payload) return;
        try {
          for (const event of JSON.parse(message.payload) as Delivered[]) dispatch(event);
        } catch (error) {
          logger.error(`realtime: bad notification: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
      next.on("error", (error) => {
        logger.error(`realtime: LISTEN connection lost (reconnecting): ${error.message}`);
        retry(next);
      });
      next.on("end", () => retry(next));
      try {
        await next.connect();
        await next.query(`listen ${realtimeChannel}`);
        for (const channel of Object.keys(extraChannels)) await next.query(`listen ${channel}`);
        client = next;
        options.onLink?.(true);
        const resumed = attempt > 0;
        attempt = 0;
        // While the link was down NOTIFYs went past us: hand out what the log holds for each subscriber.
        if (resumed) await resync();
      } catch (error) {
        logger.error(`realtime: LISTEN failed (retrying): ${error instanceof Error ? error.message : String(error)}`);
        retry(next);
      }
    };
    const retry = (failed: pg.Client) => {
      if (closed || timer || (client && client !== failed)) return;
      client = null;
      options.onLink?.(false);
      failed.end().catch(() => undefined);
      attempt += 1;
      const delay = Math.min(30_000, 250 * 2 ** Math.min(attempt, 7));
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, delay);
      timer.unref();
    };
    const ready = connect();
    return {
      ready,
      async close() {
        if (timer) clearTimeout(timer);
        options.onLink?.(false);
        await client?.end().catch(() => undefined);
      },
    };
  }

  async function resync() {
    for (const userId of listeners.keys()) {
      for (const event of await since(userId, lastDelivered.get(userId) ?? 0)) dispatch({ ...event, userId });
    }
  }

  const pruner = setInterval(() => {
    db.execute(sql`delete from realtime_events where created_at < ${retentionSql}`).catch((error: unknown) => {
      logger.error(`realtime: prune failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, pruneEveryMs);
  pruner.unref();

  /**
   * Stores the events (the replay log) within the caller's statement; the column answers them as JSON, and
   * `delivered` fans them out once that statement has committed: on PostgreSQL with a NOTIFY (every process, this
   * one included, hears it through its LISTEN connection), in process (PGlite) to this process's listeners.
   */
  function publishing(source: SQL): InStatementPublish {
    const steps = sql`published as (
        insert into realtime_events (user_id, type, data)
        select s.user_id, s.type, s.data from (${source}) s where s.user_id is not null
        returning id, user_id, type, data)`;
    const payload = sql`(select json_agg(json_build_object(
        'id', p.id, 'userId', p.user_id, 'type', p.type, 'data', p.data) order by p.id)::text from published p)`;
    if (listener) {
      return {
        steps,
        column: payload,
        // The NOTIFY is a statement of its own, after the caller's has committed. Inside the caller's transaction it
        // would hold PostgreSQL's one notification lock through that commit's WAL flush, so every send in every
        // process waited in line for the others' disk writes (measured: stalls of 100–250 ms at 200 sends a
        // second). The caller's answer does not wait for it: the change is stored and this process already forgot
        // what it changed (decisions 0045, 0051), so the NOTIFY only tells the others, a moment later (a chat
        // send's p99 under the mixed load: ~80 → ~50 ms). It goes with the others queued meanwhile (decision 0053);
        // `settled` waits for them (a stopping process). Also while the hub is closing: a request still in flight
        // (a send during a rolling restart) announces its change to the other processes; only this process's own
        // streams have ended.
        async delivered(value, alsoNotify = []) {
          fanOut.add([...(typeof value === "string" ? [[realtimeChannel, value] as const] : []), ...alsoNotify]);
        },
      };
    }
    return {
      steps,
      column: payload,
      async delivered(value, alsoNotify = []) {
        if (closed) return;
        if (typeof value === "string") for (const event of JSON.parse(value) as Delivered[]) dispatch(event);
        await announce(alsoNotify);
      },
    };
  }

  /** A committed change's announcements without events of its own: queued for the next batch on PostgreSQL. */
  async function announce(notices: AlsoNotify) {
    if (notices.length === 0) return;
    if (listener) return fanOut.add(notices);
    if (closed) return;
    const calls = notices.map(([channel, payload]) => sql`pg_notify(${channel}, ${payload})`);
    await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
  }

  return {
    async publish(outgoing: Outgoing | Outgoing[], alsoNotify = []) {
      // Several kinds at once (a message and its notification) are one statement: one round trip.
      const rows = (Array.isArray(outgoing) ? outgoing : [outgoing]).flatMap((event) => {
        const data = JSON.stringify(event.data);
        return [...new Set(event.userIds.filter((id): id is string => Boolean(id)))].map(
          (userId) => sql`(${userId}::uuid, ${event.type}, ${data}::jsonb)`,
        );
      });
      if (rows.length === 0 || closed) {
        // No events to fan out (or no one here to hear them any more); a change's announcement still goes.
        await announce(alsoNotify);
        return;
      }
      const step = publishing(sql`select * from (values ${sql.join(rows, sql`, `)}) v (user_id, type, data)`);
      const statement = sql`with ${step.steps} select ${step.column} as published`;
      // The text depends only on the number of rows: a few recipients (the common case) make a prepared statement.
      const result = await (rows.length <= preparedRowsMax
        ? executePrepared<{ published: unknown }>(db, statement)
        : db.execute<{ published: unknown }>(statement));
      await step.delivered(result.rows[0]?.published, alsoNotify);
    },
    publishing,
    subscribe(userId, fn, onEnd) {
      // A stream opened after the hub closed (a stopping process still answering a kept-alive connection) ends at
      // once, as those open at the close did: it would otherwise hold the process until its deadline.
      if (closed) {
        onEnd?.();
        return () => undefined;
      }
      if (onEnd) enders.add(onEnd);
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(fn);
      return () => {
        if (onEnd) enders.delete(onEnd);
        set.delete(fn);
        if (set.size === 0) {
          listeners.delete(userId);
          lastDelivered.delete(userId);
        }
      };
    },
    since,
    watch(fn) {
      watchers.add(fn);
      return () => void watchers.delete(fn);
    },
    connections() {
      let open = 0;
      for (const set of listeners.values()) open += set.size;
      return open;
    },
    ready: listener ? listener.ready : Promise.resolve(),
    settled: () => fanOut.settled(),
    async latestId(userId) {
      const result = await db.execute<{ id: string | number | null }>(
        sql`select max(id) as id from realtime_events where user_id = ${userId}`,
      );
      return Number(result.rows[0]?.id ?? 0);
    },
    async close() {
      closed = true;
      clearInterval(pruner);
      for (const end of [...enders]) end();
      enders.clear();
      listeners.clear();
      watchers.clear();
      await listener?.close();
    },
  };
}
