import { conversationMessages } from "@domain/application-messages.ts";
import { blockMessages } from "@domain/block-labels.ts";
import { useQueryClient } from "@tanstack/react-query";
import { format, isSameDay, isToday, isYesterday } from "date-fns";
import { ArrowLeft, Handshake, RotateCw } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { QueryFallback } from "@/components/query-fallback.tsx";
import { ReportMenu } from "@/components/report-menu.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ApplicationStatusBadge } from "@/features/applications/status-badge.ts";
import { PersonMenu, useUnblockPerson } from "@/features/blocks/index.ts";
import { NegotiationDialog } from "@/features/negotiations/index.ts";
import { ApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { refreshUnreadCount } from "@/lib/unread-messages.ts";
import { type ChatMessage, conversationsQueryKey, postMessage, postRead, threadQueryKey, useThread } from "../api.ts";
import { sendWithBackoff } from "../send-with-backoff.ts";
import { MessageComposer } from "./message-composer.tsx";
import { MessageText } from "./message-text.tsx";

type Pending = { clientKey: string; content: string; createdAt: string; failed: boolean };

function dayLabel(date: Date): string {
  if (isToday(date)) return "Today";
  if (isYesterday(date)) return "Yesterday";
  return format(date, "MMM d, yyyy");
}

/**
 * The conversation panel (spec 001 screen 10): message list with the sender's name and avatar, HH:mm times and
 * date separators, the send box (MessageComposer) and Negotiate Terms once accepted.
 * Sending is optimistic with a retry that reuses the message's key (nothing lost, nothing sent twice). While the
 * thread is visible, the other party's messages are marked read; the sender sees "Seen".
 */
export function ConversationPanel({
  conversationId,
  className,
  onBack,
}: {
  conversationId: string;
  className?: string;
  /** Mobile: back to the list. */
  onBack?: () => void;
}) {
  const { user, userType } = useAuth();
  const queryClient = useQueryClient();
  const thread = useThread(conversationId);
  const [negotiating, setNegotiating] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const lastMarked = useRef<string | null>(null);

  const serverMessages = thread.data?.messages ?? [];
  const shown = useMemo(() => {
    const stored = new Set(serverMessages.map((m) => m.clientKey).filter(Boolean));
    return { stored: serverMessages, pending: pending.filter((p) => !stored.has(p.clientKey)) };
  }, [serverMessages, pending]);

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of messages changes
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.stored.length, shown.pending.length]);

  // Read receipts: only while this thread is on screen, only the other party's messages.
  const markRead = useCallback(() => {
    if (document.visibilityState !== "visible" || !user) return;
    const unread = serverMessages.filter((m) => m.readAt === null && m.sender?.id !== user.id);
    const newest = unread.at(-1);
    if (!newest || lastMarked.current === newest.id) return;
    lastMarked.current = newest.id;
    postRead(conversationId, newest.id)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
        void refreshUnreadCount();
      })
      .catch((error: unknown) => {
        lastMarked.current = null;
        console.error("mark as read failed", error);
      });
  }, [serverMessages, user, conversationId, queryClient]);
  useEffect(() => {
    markRead();
    document.addEventListener("visibilitychange", markRead);
    return () => document.removeEventListener("visibilitychange", markRead);
  }, [markRead]);

  const deliver = (item: Pending) => {
    setPending((list) => list.map((p) => (p.clientKey === item.clientKey ? { ...p, failed: false } : p)));
    // A busy server (429 server_busy) is waited out with the same key while the message shows "Sending…".
    sendWithBackoff(() => postMessage(conversationId, item.content, item.clientKey))
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: threadQueryKey(conversationId) });
        void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
        setPending((list) => list.filter((p) => p.clientKey !== item.clientKey));
      })
      .catch((error: unknown) => {
        setPending((list) => list.map((p) => (p.clientKey === item.clientKey ? { ...p, failed: true } : p)));
        const detail =
          error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
        toast.error(conversationMessages.sendFailed, detail ? { description: detail } : undefined);
      });
  };

  const send = (content: string) => {
    const item: Pending = {
      clientKey: crypto.randomUUID(),
      content,
      createdAt: new Date().toISOString(),
      failed: false,
    };
    setPending((list) => [...list, item]);
    deliver(item);
  };

  const conversation = thread.data?.conversation;
  const other = conversation?.other;
  const myLast = [...shown.stored].reverse().find((m) => m.sender?.id === user?.id);

  return (
    <section
      aria-label={other ? `Conversation with ${other.name}` : "Conversation"}
      className={cn("flex min-h-0 flex-col overflow-hidden rounded-xl border border-border bg-card", className)}
    >
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        {onBack ? (
          <Button variant="ghost" size="icon" onClick={onBack} aria-label="Back to conversations" className="md:hidden">
            <ArrowLeft aria-hidden="true" />
          </Button>
        ) : null}
        {other ? <ProfileAvatar name={other.name} avatarUrl={other.avatarUrl} size="sm" /> : null}
        <div className="flex min-w-0 flex-1 flex-col">
          {/* Only a loaded conversation without the other person is theirs to call "Deleted user". */}
          <h2 className="truncate font-semibold">
            {conversation ? other?.name || conversationMessages.deletedUser : "Loading…"}
          </h2>
          <div className="flex min-w-0 items-center gap-2">
            {conversation?.listing ? (
              <Link
                to={`/listings/${conversation.listing.id}`}
                className="min-w-0 truncate text-xs text-muted-foreground hover:underline"
              >
                {conversation.listing.title}
              </Link>
            ) : null}
            {conversation?.placeholder ? (
              <span className="shrink-0 text-xs text-muted-foreground">· No application yet</span>
            ) : null}
          </div>
        </div>
        {conversation?.applicationStatus && !conversation.placeholder ? (
          <ApplicationStatusBadge status={conversation.applicationStatus} className="hidden sm:inline-flex" />
        ) : null}
        {conversation?.applicationStatus === "accepted" && conversation.applicationId ? (
          <Button variant="outline" size="sm" onClick={() => setNegotiating(true)} aria-label="Negotiate Terms">
            <Handshake aria-hidden="true" />
            <span className="hidden sm:inline">Negotiate Terms</span>
          </Button>
        ) : null}
        {conversation && other ? (
          <PersonMenu
            person={{ id: other.id, name: other.name || conversationMessages.deletedUser }}
            role={userType === "host" ? "creator" : "host"}
            blockedByMe={conversation.blockedByMe}
          />
        ) : null}
        {negotiating && conversation?.applicationId ? (
          <NegotiationDialog
            applicationId={conversation.applicationId}
            open={negotiating}
            onOpenChange={setNegotiating}
          />
        ) : null}
      </header>

      {conversation?.otherSuspended ? (
        <p role="status" className="border-b border-destructive/30 bg-destructive/5 px-4 py-2 text-sm">
          {conversationMessages.otherSuspended}
        </p>
      ) : null}
      <div ref={listRef} className="flex-1 overflow-y-auto px-4 py-3" data-testid="message-list">
        {thread.isPending || thread.isError ? (
          <QueryFallback
            query={thread}
            loading="Loading messages"
            failed={conversationMessages.messagesLoadFailed}
            retryLabel="Try Again"
          />
        ) : shown.stored.length + shown.pending.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            No messages yet. Say hello{other ? ` to ${other.name.split(" ")[0]}` : ""}!
          </p>
        ) : (
          <ol className="grid gap-2">
            {shown.stored.map((m, i) => (
              <MessageRow
                key={m.id}
                message={m}
                mine={m.sender?.id === user?.id}
                previous={shown.stored[i - 1]}
                receipt={m === myLast ? (m.readAt ? "Seen" : "Sent") : null}
              />
            ))}
            {shown.pending.map((p) => (
              <li key={p.clientKey} className="flex flex-col items-end gap-1">
                <div className="max-w-[80%] rounded-2xl rounded-br-sm bg-primary/80 px-3 py-2 text-sm text-primary-foreground">
                  <MessageText text={p.content} />
                </div>
                {p.failed ? (
                  <button
                    type="button"
                    onClick={() => deliver(p)}
                    className="flex items-center gap-1 text-xs text-destructive hover:underline"
                  >
                    <RotateCw className="size-3" aria-hidden="true" />
                    Not sent — Retry
                  </button>
                ) : (
                  <span className="text-xs text-muted-foreground">Sending…</span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>

      <MessageComposer
        onSend={send}
        blockedReason={
          conversation?.otherSuspended
            ? conversationMessages.sendToSuspended
            : conversation?.closed
              ? // Decision 0068: the person who blocked is told so; the other reads only that it is closed.
                conversation.blockedByMe
                ? blockMessages.youBlocked(other?.name || conversationMessages.deletedUser)
                : blockMessages.conversationClosed
              : undefined
        }
        blockedAction={
          conversation?.closed && conversation.blockedByMe && other ? <UnblockButton person={other} /> : undefined
        }
      />
    </section>
  );
}

function MessageRow({
  message,
  mine,
  previous,
  receipt,
}: {
  message: ChatMessage;
  mine: boolean;
  previous: ChatMessage | undefined;
  receipt: "Seen" | "Sent" | null;
}) {
  const at = new Date(message.createdAt);
  const newDay = !previous || !isSameDay(new Date(previous.createdAt), at);
  const name = message.sender?.name || conversationMessages.deletedUser;
  // Removed by CollabStay after a report (decision 0060): its place says so, for both parties.
  const removed = message.messageType === "removed";
  return (
    <>
      {newDay ? (
        <li className="my-2 text-center text-xs font-medium text-muted-foreground" aria-hidden="false">
          {dayLabel(at)}
        </li>
      ) : null}
      <li className={cn("flex items-end gap-2", mine && "flex-row-reverse")}>
        <ProfileAvatar name={name} avatarUrl={message.sender?.avatarUrl ?? null} size="xs" />
        <div className={cn("flex max-w-[80%] flex-col gap-0.5", mine ? "items-end" : "items-start")}>
          <span className="text-xs text-muted-foreground">
            {name} · <time dateTime={message.createdAt}>{format(at, "HH:mm")}</time>
          </span>
          <div className={cn("flex items-center gap-1", mine && "flex-row-reverse")}>
            <div
              className={cn(
                "rounded-2xl px-3 py-2 text-sm",
                removed
                  ? "border border-dashed border-border bg-background text-muted-foreground italic"
                  : mine
                    ? "rounded-br-sm bg-primary text-primary-foreground"
                    : "rounded-bl-sm bg-muted text-foreground",
              )}
            >
              <MessageText text={message.content} />
            </div>
            {!mine && !removed && message.sender ? (
              <ReportMenu itemKind="message" itemId={message.id} itemName={`message from ${name}`} />
            ) : null}
          </div>
          {receipt ? (
            <span className="text-xs text-muted-foreground" data-testid="receipt">
              {receipt}
            </span>
          ) : null}
        </div>
      </li>
    </>
  );
}

/** The composer's way back for the person who blocked (decision 0068): unblocking reopens the conversation. */
function UnblockButton({ person }: { person: { id: string; name: string } }) {
  const unblock = useUnblockPerson();
  const run = async () => {
    try {
      await unblock.mutateAsync(person.id);
      toast.success(blockMessages.unblocked(person.name));
    } catch (error) {
      toast.error(failureText(error, blockMessages.unblockFailed));
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void run()} disabled={unblock.isPending}>
      Unblock
    </Button>
  );
}
