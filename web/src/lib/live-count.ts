import { useEffect, useState } from "react";
import { onRealtime } from "@/lib/realtime.ts";

/**
 * A count shown in the header (unread messages, unread notifications), shared by every badge on the page: one
 * request per change, not one per badge, and kept fresh by the realtime stream. Lives outside TanStack Query so
 * the header does not pull the query library into the first load.
 */
export function createLiveCount(read: () => Promise<number>, refreshesOn: (eventType: string) => boolean) {
  let count = 0;
  let inflight: Promise<void> | null = null;
  const subscribers = new Set<(n: number) => void>();

  function refresh(): Promise<void> {
    inflight ??= read()
      .then((next) => {
        count = next;
        for (const fn of subscribers) fn(count);
      })
      .catch(() => undefined)
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  onRealtime(({ type }) => {
    if (subscribers.size > 0 && refreshesOn(type)) void refresh();
  });

  return {
    refresh,
    current: () => count,
    subscribe(fn: (n: number) => void): () => void {
      subscribers.add(fn);
      return () => {
        subscribers.delete(fn);
      };
    },
  };
}

export type LiveCount = ReturnType<typeof createLiveCount>;

/** The current count; `readOnMount` asks the server at once instead of waiting for the stream's "connected". */
export function useLiveCount(store: LiveCount, { readOnMount }: { readOnMount: boolean }): number {
  const [n, setN] = useState(store.current);
  useEffect(() => {
    const unsubscribe = store.subscribe(setN);
    if (readOnMount) void store.refresh();
    return unsubscribe;
  }, [store, readOnMount]);
  return n;
}
