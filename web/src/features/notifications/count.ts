import { useEffect, useState } from "react";
import { call, client } from "@/lib/api-client.ts";
import { onRealtime } from "@/lib/realtime.ts";

/** The bell's unread count, shared by every bell on the page and kept fresh by the realtime stream. */
let count = 0;
let inflight: Promise<void> | null = null;
const subscribers = new Set<(n: number) => void>();

export function refreshNotificationCount() {
  inflight ??= call(client.api.notifications["unread-count"].$get())
    .then((answer) => {
      count = answer.unread;
      for (const fn of subscribers) fn(count);
    })
    .catch(() => undefined)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

onRealtime(({ type }) => {
  if (subscribers.size === 0) return;
  if (type.startsWith("notification.") || type === "resync" || type === "connected") void refreshNotificationCount();
});

export function useNotificationCount(): number {
  const [n, setN] = useState(count);
  useEffect(() => {
    subscribers.add(setN);
    void refreshNotificationCount();
    return () => {
      subscribers.delete(setN);
    };
  }, []);
  return n;
}
