import { ExternalLink } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";

// The chat loads when the dialog opens: the Applications tab that holds this dialog showed a list first, and the
// conversation panel (composer, negotiation, report menu) was ~40 % of that tab's code to evaluate on a phone
// (issue 38).
const ConversationPanel = lazy(() =>
  import("./conversation-panel.tsx").then((module) => ({ default: module.ConversationPanel })),
);
const panelHeight = "h-[min(600px,70dvh)]";

/** The Collaboration Discussion dialog (spec 001 screen 10): the chat of one application, over the dashboard. */
export function DiscussionDialog({
  conversationId,
  onOpenChange,
}: {
  conversationId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={conversationId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="gap-3 p-4 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Collaboration Discussion</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-x-2">
            Agree dates and deliverables here.
            {conversationId ? (
              <Link
                to={`/messages/${conversationId}`}
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                Open in Messages
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </Link>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {conversationId ? (
          <Suspense
            fallback={
              <div className={`flex items-center justify-center ${panelHeight}`}>
                <Spinner label="Loading conversation" />
              </div>
            }
          >
            <ConversationPanel conversationId={conversationId} className={panelHeight} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
