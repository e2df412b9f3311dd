import type { AlsoNotify } from "./events.ts";

/** At most this many notifications in one statement (payloads are small: ids, or a table's name). */
const batchMax = 500;

export type NotifyBatcher = {
  /** Queues notifications; they go out with the next statement (at once when none is on its way). */
  add(notices: AlsoNotify): void;
  /** Resolves once everything queued so far has been sent (or has failed and been reported). */
  settled(): Promise<void>;
};

/**
 * Fan-out NOTIFYs as a group commit (decision 0053): one statement on its way per process at a time, and what is
 * queued while it runs goes out together in the next one. Each NOTIFY transaction takes PostgreSQL's one
 * notification lock and wakes every listening connection, so under load a statement per change kept a pool
 * connection per chat send busy and made the sends queue for the pool; a batch costs one statement for
 * everything that happened during the previous one. Order is kept: batches go one after another, in the order
 * the notifications were queued, and PostgreSQL delivers a transaction's notifications in the order they were made.
 */
export function createNotifyBatcher(
  send: (channels: string[], payloads: string[]) => Promise<void>,
  onError: (error: unknown) => void,
): NotifyBatcher {
  const queue: (readonly [string, string])[] = [];
  let running: Promise<void> | null = null;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, batchMax);
      try {
        await send(
          batch.map(([channel]) => channel),
          batch.map(([, payload]) => payload),
        );
      } catch (error) {
        onError(error);
      }
    }
    running = null;
  }

  return {
    add(notices) {
      if (notices.length === 0) return;
      queue.push(...notices);
      running ??= drain();
    },
    async settled() {
      while (running) await running;
    },
  };
}
