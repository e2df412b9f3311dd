import { applicationLimits } from "@domain/application-messages.ts";
import { Send } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";

/**
 * The chat's send box (spec 001 screen 10, §5 Message): Enter sends, Shift+Enter breaks the line, a message blank
 * after trim is not sent. `onSend` gets the trimmed text; the box empties at once (sending is optimistic).
 * `blockedReason`: why nothing can be sent (the other account is suspended, or the conversation is closed by a block):
 * the box is disabled and says so.
 */
export function MessageComposer({
  onSend,
  blockedReason,
  blockedAction,
}: {
  onSend: (content: string) => void;
  blockedReason?: string | undefined;
  /** Beside the reason: the way to lift it when the reader can (Unblock, decision 0068). */
  blockedAction?: ReactNode;
}) {
  const [draft, setDraft] = useState("");
  if (blockedReason) {
    return (
      <div className="grid gap-2 border-t border-border p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id="composer-blocked" className="text-sm text-muted-foreground">
            {blockedReason}
          </p>
          {blockedAction}
        </div>
        <div className="flex items-end gap-2">
          <Textarea
            aria-label="Message"
            aria-describedby="composer-blocked"
            rows={1}
            value=""
            disabled
            placeholder="Messages can't be sent here"
            className="max-h-32 min-h-10 resize-none"
          />
          <Button type="button" size="icon" disabled aria-label="Send message">
            <Send aria-hidden="true" />
          </Button>
        </div>
      </div>
    );
  }

  const send = () => {
    const content = draft.trim();
    if (!content) return;
    setDraft("");
    onSend(content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An Enter that confirms an input method's composition (Japanese, Chinese…) is not a send.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        aria-label="Message"
        rows={1}
        value={draft}
        maxLength={applicationLimits.chatMessageMax}
        placeholder="Type a message…"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-32 min-h-10 resize-none"
      />
      <Button type="submit" size="icon" disabled={draft.trim() === ""} aria-label="Send message">
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
