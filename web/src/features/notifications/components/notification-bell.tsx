import { Bell } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";
import { useNotificationCount } from "../count.ts";

/**
 * The header's bell (both roles): the unread notification count, live over the realtime stream; it opens the
 * notification list.
 */
export function NotificationBell({ className }: { className?: string }) {
  const n = useNotificationCount();
  const label = n > 0 ? `Notifications, ${n} unread` : "Notifications";
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={cn(
        "relative rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      <Bell className="size-5" aria-hidden="true" />
      {n > 0 ? (
        <span
          data-testid="notification-count"
          className="absolute -top-0.5 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-accent-foreground tabular-nums"
        >
          {n > 99 ? "99+" : n}
        </span>
      ) : null}
    </Link>
  );
}
