import { conversationMessages } from "@domain/application-messages.ts";
import { format, isToday } from "date-fns";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { type ConversationSummary, useInbox } from "../api.ts";

function when(iso: string): string {
  const date = new Date(iso);
  return isToday(date) ? format(date, "HH:mm") : format(date, "MMM d");
}

/** The inbox (issue 9 item 4): conversations by latest message, with listing, other party, preview and unread. */
export function InboxList({ activeId, className }: { activeId?: string | undefined; className?: string }) {
  const inbox = useInbox();
  if (inbox.isPending) {
    return (
      <div className={cn("flex justify-center py-10", className)}>
        <Spinner label="Loading conversations" />
      </div>
    );
  }
  if (inbox.isError) {
    return (
      <div role="alert" className={cn("flex flex-col items-center gap-3 py-10 text-sm", className)}>
        {conversationMessages.loadFailed}
        <Button variant="outline" size="sm" onClick={() => inbox.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (inbox.data.items.length === 0) {
    return (
      <div className={cn("flex flex-col items-center gap-2 px-6 py-12 text-center", className)}>
        <MessageCircle className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{conversationMessages.noConversations}</p>
        <p className="text-sm text-muted-foreground">
          Conversations start from an application or with Chat with Host on a listing.
        </p>
      </div>
    );
  }
  return (
    <ul className={cn("divide-y divide-border", className)} aria-label="Conversations">
      {inbox.data.items.map((c) => (
        <InboxRow key={c.id} conversation={c} active={c.id === activeId} />
      ))}
    </ul>
  );
}

function InboxRow({ conversation: c, active }: { conversation: ConversationSummary; active: boolean }) {
  const name = c.other?.name || conversationMessages.deletedUser;
  return (
    <li>
      <Link
        to={`/messages/${c.id}`}
        aria-current={active ? "page" : undefined}
        className={cn(
          "flex items-start gap-3 px-4 py-3 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none",
          active && "bg-primary-soft",
        )}
      >
        <ProfileAvatar name={name} avatarUrl={c.other?.avatarUrl ?? null} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex items-baseline justify-between gap-2">
            <span className={cn("min-w-0 truncate", c.unread > 0 ? "font-semibold" : "font-medium")}>{name}</span>
            {c.lastMessage ? (
              <time dateTime={c.lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground">
                {when(c.lastMessage.createdAt)}
              </time>
            ) : null}
          </div>
          <span className="truncate text-xs text-muted-foreground">
            {c.otherSuspended ? <span className="font-medium text-destructive">Suspended account · </span> : null}
            {c.listing?.title ?? "Unknown Listing"}
          </span>
          <div className="flex items-center justify-between gap-2">
            <span
              className={cn("min-w-0 truncate text-sm", c.unread > 0 ? "text-foreground" : "text-muted-foreground")}
            >
              {c.lastMessage ? `${c.lastMessage.mine ? "You: " : ""}${c.lastMessage.content}` : "No messages yet"}
            </span>
            {c.unread > 0 ? (
              <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-accent-foreground tabular-nums">
                {c.unread}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}
