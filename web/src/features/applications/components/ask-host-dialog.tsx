import { applicationLimits, conversationMessages } from "@domain/application-messages.ts";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { isApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useAskHost } from "../api.ts";

/**
 * "Chat with Host" before applying (issue 35 part 9): the question is written here, and the conversation starts
 * with it — nothing is made until it is sent. Sent, the person lands in the thread.
 */
export function AskHostDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: { id: string; hostName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const ask = useAskHost();
  const [draft, setDraft] = useState("");
  // One key per question: a retry after a lost answer stores the message once.
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | undefined>();

  const send = () => {
    const content = draft.trim();
    if (!content) {
      setError(conversationMessages.empty);
      return;
    }
    ask.mutate(
      { listingId: listing.id, message: { content, clientKey } },
      {
        onSuccess: (conversation) => {
          setDraft("");
          setClientKey(crypto.randomUUID());
          onOpenChange(false);
          navigate(`/messages/${conversation.id}`);
        },
        onError: (e) =>
          toast.error("Error", {
            description: isApiError(e) && e.status < 500 ? e.message : conversationMessages.startFailedHost,
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Message {listing.hostName}</DialogTitle>
          <DialogDescription>
            Ask about dates, the stay or the content before you apply. The conversation starts when you send this.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <TextareaField
            id={`${id}-message`}
            label="Your message"
            rows={4}
            maxLength={applicationLimits.chatMessageMax}
            value={draft}
            error={error}
            onChange={(value) => {
              setDraft(value);
              setError(undefined);
            }}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={ask.isPending}>
              <Send aria-hidden="true" />
              {ask.isPending ? "Sending..." : "Send message"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
