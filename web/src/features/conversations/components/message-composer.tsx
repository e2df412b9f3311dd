import { applicationLimits } from "@domain/application-messages.ts";
import { Send } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";

/**
 * The chat's send box (spec 001 screen 10, §5 Message): Enter sends, Shift+Enter breaks the line, a message blank
 * after trim is not sent. `onSend` gets the trimmed text; the box empties at once (sending is optimistic).
 */
export function MessageComposer({ onSend }: { onSend: (content: string) => void }) {
  const [draft, setDraft] = useState("");

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
