import { cn } from "@/lib/cn.ts";
import { useUnreadCount } from "@/lib/unread-messages.ts";

/**
 * The header's unread-message count beside Messages (issue 9 item 4). Lives outside TanStack Query so the header
 * does not pull it into the first load; kept fresh by the realtime stream.
 */
export function UnreadBadge({ className }: { className?: string }) {
  const n = useUnreadCount();
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
