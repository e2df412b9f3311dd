import { MessageCircle } from "lucide-react";
import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { InboxList } from "./inbox-list.tsx";

/**
 * The thread (messages, terms, the report menu; ~14 KB gzip) loads when a conversation is open, not with the
 * inbox list (issue 38); the server preloads it with /messages/:id (server/lib/route-hints.ts).
 */
const ConversationPanel = lazy(() => import("./thread-panel.tsx"));

/** The thread's box, the same while its code loads and after, so nothing moves. */
const threadBox = "h-[calc(100dvh-9rem)] md:h-[600px]";

/**
 * /messages and /messages/:id for both roles. From 768 px the list and the thread sit side by side; below it
 * they are separate screens (the list at /messages, the thread at /messages/:id with a back button).
 */
export function MessagesPage({ conversationId }: { conversationId: string | undefined }) {
  const navigate = useNavigate();
  return (
    <div className="grid gap-4">
      <h1 className={cn("text-2xl font-semibold tracking-tight", conversationId && "sr-only md:not-sr-only")}>
        Messages
      </h1>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
        <div
          className={cn(
            "overflow-hidden rounded-xl border border-border bg-card md:block md:h-[600px] md:overflow-y-auto",
            conversationId && "hidden",
          )}
        >
          <InboxList activeId={conversationId} />
        </div>
        {conversationId ? (
          <Suspense
            fallback={
              <div
                className={cn("flex items-center justify-center rounded-xl border border-border bg-card", threadBox)}
              >
                <Spinner label="Loading conversation" />
              </div>
            }
          >
            <ConversationPanel
              key={conversationId}
              conversationId={conversationId}
              onBack={() => navigate("/messages")}
              className={threadBox}
            />
          </Suspense>
        ) : (
          <div className="hidden h-[600px] flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border text-sm text-muted-foreground md:flex">
            <MessageCircle className="size-6" aria-hidden="true" />
            Choose a conversation
          </div>
        )}
      </div>
    </div>
  );
}
