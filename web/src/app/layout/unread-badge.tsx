import { useCallback, useEffect, useState } from "react";
import { call, client } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { onRealtime } from "@/lib/realtime.ts";

/** Shared across every badge on the page: one request per change, not one per badge. */
let count = 0;
let inflight: Promise<void> | null = null;
const subscribers = new Set<(n: number) => void>();

function refresh() {
  inflight ??= call(client.api.conversations["unread-count"].$get())
    .then((answer) => {
      count = answer.count;
      for (const fn of subscribers) fn(count);
    })
    .catch(() => undefined)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

onRealtime(({ type }) => {
  if (subscribers.size > 0 && (type.startsWith("message.") || type === "resync")) void refresh();
});

/** Re-reads the unread count (after this tab marked messages read). */
export const refreshUnreadCount = () => refresh();

/**
 * The header's unread-message count beside Messages (issue 9 item 4). Lives outside TanStack Query so the header
 * does not pull it into the first load; kept fresh by the realtime stream.
 */
export function UnreadBadge({ className }: { className?: string }) {
  const [n, setN] = useState(count);
  const update = useCallback((next: number) => setN(next), []);
  useEffect(() => {
    subscribers.add(update);
    void refresh();
    return () => {
      subscribers.delete(update);
    };
  }, [update]);
  if (n <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className={cn(
        "ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-accent-foreground tabular-nums",
        className,
      )}
    >
      {n > 99 ? "99+" : n}
      <span className="sr-only"> unread</span>
    </span>
  );
}
