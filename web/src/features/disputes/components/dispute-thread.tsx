import { dateTimeMedium } from "@domain/date-words.ts";
import type { ThreadMessage } from "@domain/disputes.ts";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { cn } from "@/lib/cn.ts";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";

const when = (iso: string) => dateTimeMedium(new Date(iso));
const tone = {
  operator: "border-primary/30 bg-primary/5",
  host: "border-border bg-card",
  creator: "border-border bg-muted/40",
} as const;
const roleLabel = { operator: "CollabStay", host: "Host", creator: "Creator" } as const;

/**
 * The dispute's own thread (issue 37 part 3): operator and both parties. The collaboration's chat stays theirs;
 * this one is where CollabStay asks and they answer. Shared by the parties' page and the console.
 */
export function DisputeThread({
  thread,
  open,
  send,
  pending,
  idPrefix,
}: {
  thread: ThreadMessage[];
  open: boolean;
  send: (body: string) => Promise<unknown>;
  pending: boolean;
  idPrefix: string;
}) {
  const [body, setBody] = useState("");
  const [failure, setFailure] = useState("");
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    if (!body.trim()) return setFailure("Please write a message.");
    try {
      await send(body);
      setBody("");
      toast.success("Message sent");
    } catch (error) {
      setFailure(failureText(error, "The message could not be sent. Please try again."));
    }
  };
  return (
    <section aria-labelledby={`${idPrefix}-thread`} className="grid gap-3">
      <h2 id={`${idPrefix}-thread`} className="text-lg font-semibold">
        Dispute thread
      </h2>
      {thread.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages yet.</p>
      ) : (
        <ol className="grid gap-2" data-testid="dispute-thread">
          {thread.map((m) => (
            <li key={m.id} className={cn("rounded-lg border p-3 text-sm", tone[m.from])}>
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-muted-foreground">
                <span>
                  <span className="font-medium text-foreground">{m.name}</span> · {roleLabel[m.from]}
                </span>
                <time dateTime={m.at}>{when(m.at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      {open ? (
        <form onSubmit={onSubmit} noValidate className="grid gap-2">
          <TextareaField
            id={`${idPrefix}-message`}
            label="Write in the thread"
            value={body}
            onChange={setBody}
            maxLength={4000}
            rows={3}
          />
          <FormAlert>{failure}</FormAlert>
          <Button type="submit" disabled={pending} className="w-full sm:w-fit">
            {pending ? "Sending..." : "Send"}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">The dispute is closed: the thread is read-only.</p>
      )}
    </section>
  );
}
