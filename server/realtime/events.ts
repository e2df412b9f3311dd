import type { RealtimeEventType } from "@domain/realtime-events.ts";
import type { SQL } from "drizzle-orm";

/** One event for one user (its topic); `id` increases, so a reconnecting client resumes after the last it saw. */
export type RealtimeEvent = { id: number; type: RealtimeEventType | (string & {}); data: Record<string, string> };

/** What a feature publishes: the users who may read the rows, the kind, and the ids. */
export type Outgoing = { userIds: (string | null)[]; type: RealtimeEventType; data: Record<string, string> };

export type Listener = (event: RealtimeEvent) => void;

/** More notifications to send with a fan-out, after its commit: `[channel, payload]`. */
export type AlsoNotify = readonly (readonly [string, string])[];

export type InStatementPublish = {
  steps: SQL;
  column: SQL;
  /**
   * Fans the stored events out once the statement has committed. `alsoNotify`: more notifications
   * (`[channel, payload]`) sent after that commit, on PostgreSQL in the same statement as the fan-out: a writer that
   * announces its change this way need not hold PostgreSQL's notification lock through its own commit.
   */
  delivered: (value: unknown, alsoNotify?: AlsoNotify) => Promise<void>;
};

/**
 * The shared hub: a topic per user. `publish` stores one row per recipient (so a reconnect can replay) and fans
 * it out to every process; `subscribe` hears the events of one user in this process; `since` replays.
 */
export interface RealtimeHub {
  /** Several events (of several kinds) are stored and fanned out in one statement. */
  publish(event: Outgoing | Outgoing[], alsoNotify?: AlsoNotify): Promise<void>;
  /**
   * Publishing as part of a caller's own statement (the chat send: everything in one round trip). `source` is a
   * query answering `(user_id uuid, type text, data jsonb)` rows (null user ids are skipped). Put `steps` among the
   * statement's common table expressions and `column` in its final select list (it must be evaluated: it
   * carries the stored events), then hand that column's value to `delivered` once the statement has committed:
   * it fans them out (a NOTIFY of its own on PostgreSQL; the local listeners in process).
   */
  publishing(source: SQL): InStatementPublish;
  /** `onEnd` runs when the hub closes (a stopping process ends its streams so browsers reconnect elsewhere). */
  subscribe(userId: string, listener: Listener, onEnd?: () => void): () => void;
  since(userId: string, afterId: number, limit?: number): Promise<RealtimeEvent[]>;
  /**
   * Hears every event this process is told about, whoever it is for (the push dispatch wakes on
   * `notification.created`). On PostgreSQL every process hears every event: a watcher must be safe to run in each.
   */
  watch(fn: (event: RealtimeEvent & { userId: string }) => void): () => void;
  /** Open streams in this process (the `realtime_connections` gauge on /metrics). */
  connections(): number;
  /** The newest event id of a user (a new stream starts after it), 0 when none. */
  latestId(userId: string): Promise<number>;
  /** Resolves once this process hears fan-out (its LISTEN connection is up); at once in process. */
  readonly ready: Promise<void>;
  /** Resolves once every fan-out this process started has been sent (a stopping process, before its database closes). */
  settled(): Promise<void>;
  close(): Promise<void>;
}
