import { dateTimeMedium } from "@domain/date-words.ts";
import { describeNights } from "@domain/stay-dates.ts";
import { type LucideIcon, RefreshCw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { type Availability, useRefreshFeed, useRemoveFeed } from "../../api.ts";
import { nightsWord } from "./calendar-text.ts";

type Feed = NonNullable<Availability["host"]>["feeds"][number];

/** The imported calendars: name, Refresh (links only) and Remove, what each closes, its last error and clashes. */
export function FeedList({ listingId, feeds }: { listingId: string; feeds: Feed[] }) {
  const refresh = useRefreshFeed(listingId);
  const remove = useRemoveFeed(listingId);
  if (feeds.length === 0) return <p className="text-sm text-muted-foreground">No calendars imported yet.</p>;
  return (
    <ul className="grid gap-2">
      {feeds.map((feed) => (
        <li key={feed.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{feed.name}</span>
            <div className="flex gap-1">
              {feed.url ? (
                <FeedButton
                  icon={RefreshCw}
                  action="Refresh"
                  feed={feed.name}
                  disabled={refresh.isPending}
                  onClick={() => refresh.mutate(feed.id)}
                />
              ) : null}
              <FeedButton
                icon={Trash2}
                action="Remove"
                feed={feed.name}
                className="text-destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate(feed.id)}
              />
            </div>
          </div>
          <p className="text-muted-foreground">
            {feed.url ? "Link" : "Uploaded file"} · {nightsWord(feed.nights)} closed ·{" "}
            {feed.lastRefreshedAt
              ? `last refreshed ${dateTimeMedium(new Date(feed.lastRefreshedAt))}`
              : "not refreshed yet"}
          </p>
          {feed.lastError ? <p className="text-destructive">Last refresh failed: {feed.lastError}</p> : null}
          {feed.clashes.length > 0 ? (
            <p className="text-warning">Also booked here for a collaboration: {describeNights(feed.clashes)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** "Refresh" / "Remove", with the feed's name for screen readers so each button says which calendar. */
function FeedButton({
  icon: Icon,
  action,
  feed,
  className,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  action: string;
  feed: string;
  className?: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant="ghost" className={className} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" />
      {action}
      <span className="sr-only"> {feed}</span>
    </Button>
  );
}
