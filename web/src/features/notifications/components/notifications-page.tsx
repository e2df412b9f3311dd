import { timeShort } from "@domain/date-words.ts";
import { groupByDay, type Notification } from "@domain/notifications.ts";
import { BellOff, CheckCheck } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { useRenderInSlices } from "@/lib/use-render-in-slices.ts";
import { useMarkAllRead, useMarkRead, useNotifications } from "../api.ts";

const time = (iso: string) => timeShort(new Date(iso), true);

/** /notifications — newest first, grouped by day; opening one marks it read and goes to what it is about. */
export function NotificationsPage() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  // The list renders in slices when it arrives (a query's answer is a synchronous update: one long task on a phone).
  const listShown = useRenderInSlices(!list.isPending);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id);
    navigate(n.link);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* At least 15rem wide: whether the button wraps under it depends on the screen, not on the text loaded. */}
        <div className="min-w-60 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
          {/* The line keeps its height while the list loads and fills in once it is known: it said "all caught up"
              before the count arrived, and the link moved sideways when the text changed. */}
          <p className="min-h-5 text-sm text-muted-foreground">
            {list.isPending ? null : (
              <>
                {unread > 0 ? `${unread} unread` : "You're all caught up."}{" "}
                <Link to="/settings?section=notifications" className="underline underline-offset-4">
                  E-mail settings
                </Link>
              </>
            )}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: () => toast.error("Could not mark notifications as read. Please try again."),
            })
          }
        >
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </Button>
      </div>

      {list.isPending || !listShown ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading notifications" />
        </div>
      ) : list.isError ? (
        <LoadError message="Notifications could not be loaded." onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
            <BellOff className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No notifications yet</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Applications, messages, terms, payments and reviews will show up here.
            </p>
          </CardContent>
        </Card>
      ) : (
        groupByDay(items, new Date()).map((group) => (
          <section key={group.day} aria-label={group.day} className="grid gap-2">
            <h2 className="text-sm font-semibold text-muted-foreground">{group.day}</h2>
            <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
              {group.items.map((n) => (
                <li key={n.id} className="flex items-start gap-3 p-4" data-testid="notification">
                  <span
                    aria-hidden="true"
                    className={cn("mt-2 size-2 shrink-0 rounded-full", n.readAt ? "bg-transparent" : "bg-accent")}
                  />
                  <button
                    type="button"
                    onClick={() => open(n)}
                    className="grid min-w-0 flex-1 gap-0.5 rounded-md text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className={cn("text-sm", n.readAt ? "font-medium" : "font-semibold")}>
                      {n.title}
                      {n.readAt ? null : <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="line-clamp-2 text-sm break-words text-muted-foreground">{n.body}</span>
                    <span className="text-xs text-muted-foreground">{time(n.createdAt)}</span>
                  </button>
                  {n.readAt ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="shrink-0"
                      onClick={() => markRead.mutate(n.id)}
                      aria-label={`Mark “${n.title}” as read`}
                    >
                      Mark read
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {list.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" onClick={() => list.fetchNextPage()}>
          {list.isFetchingNextPage ? "Loading…" : "Show older"}
        </Button>
      ) : null}
    </div>
  );
}
