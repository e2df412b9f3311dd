import { dateTimeMedium } from "@domain/date-words.ts";
import type { SupportMessage } from "@domain/operators.ts";
import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { cn } from "@/lib/cn.ts";
import { failureText } from "@/lib/failure-text.ts";
import { useSupportChange, useSupportInbox, useSupportReply, useSupportThread } from "../api.ts";
import { MorePager } from "./more-pager.tsx";

type Status = SupportMessage["status"];
const statusLabel: Record<Status, string> = { open: "Open", answered: "Answered", closed: "Closed" };
const statusVariant = { open: "warning", answered: "success", closed: "secondary" } as const;
const when = (iso: string) => dateTimeMedium(new Date(iso));

/** One message: the question, the replies so far, status and assignee, and the reply form (sent by mail). */
function Thread({ id }: { id: string }) {
  const thread = useSupportThread(id);
  const change = useSupportChange(id);
  const reply = useSupportReply(id);
  const [body, setBody] = useState("");
  const [failure, setFailure] = useState("");
  if (thread.isPending) return <Spinner label="Loading the message" />;
  if (thread.isError) return <FormAlert>{failureText(thread.error, "The message could not be loaded.")}</FormAlert>;
  const { message, replies } = thread.data;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      await reply.mutateAsync(body);
      setBody("");
    } catch (error) {
      setFailure(failureText(error, "The reply could not be sent. Please try again."));
    }
  };
  return (
    <article aria-label={`Message from ${message.fullName}`} className="grid gap-4">
      <header className="grid gap-1">
        <h2 className="text-lg font-semibold">{message.fullName}</h2>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          {message.email} · {when(message.createdAt)}
        </p>
      </header>
      <p className="rounded-md bg-muted px-3 py-2 whitespace-pre-wrap">{message.message}</p>
      {replies.map((r) => (
        <div key={r.id} className="rounded-md border border-border px-3 py-2">
          <p className="text-xs text-muted-foreground">
            {r.by ?? "A former operator"} replied · {when(r.createdAt)}
          </p>
          <p className="whitespace-pre-wrap">{r.body}</p>
        </div>
      ))}
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1 text-sm">
          <label htmlFor={`status-${id}`}>Status</label>
          <NativeSelect
            id={`status-${id}`}
            value={message.status}
            disabled={change.isPending}
            onChange={(e) => change.mutate({ status: e.target.value as Status })}
          >
            {Object.entries(statusLabel).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="outline"
          disabled={change.isPending}
          onClick={() => change.mutate({ assignToMe: !message.assignee })}
        >
          {message.assignee ? `Unassign ${message.assignee.name ?? ""}`.trim() : "Assign to me"}
        </Button>
      </div>
      <form onSubmit={send} noValidate className="grid gap-3">
        <TextareaField
          id={`reply-${id}`}
          label="Reply (sent by e-mail)"
          value={body}
          onChange={setBody}
          maxLength={10_000}
          rows={4}
        />
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" disabled={reply.isPending || body.trim() === ""}>
          {reply.isPending ? "Sending..." : "Send reply"}
        </Button>
      </form>
    </article>
  );
}

/** The support inbox: the contact form's messages by status; one opens beside the list (below it on a phone). */
export function SupportScreen() {
  const [status, setStatus] = useState<Status | "">("open");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useSupportInbox(status, page);
  return (
    <section aria-labelledby="support-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="support-title" className="text-2xl font-semibold">
          Support inbox
        </h1>
        <div className="grid gap-1 text-sm sm:w-56">
          <label htmlFor="support-status">Show</label>
          <NativeSelect
            id="support-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | "");
              setPage(1);
            }}
          >
            <option value="open">Open</option>
            <option value="answered">Answered</option>
            <option value="closed">Closed</option>
            <option value="">Everything</option>
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <div className="grid content-start gap-3">
          {inbox.isPending ? (
            <Spinner label="Loading the inbox" />
          ) : inbox.isError ? (
            <FormAlert>The inbox could not be loaded. Please try again.</FormAlert>
          ) : inbox.data.messages.length === 0 ? (
            <p className="rounded-xl border border-border bg-card px-4 py-10 text-center text-muted-foreground">
              No messages here.
            </p>
          ) : (
            <ul className="rounded-xl border border-border bg-card">
              {inbox.data.messages.map((m) => (
                <li key={m.id} className="border-b border-border last:border-b-0">
                  <button
                    type="button"
                    onClick={() => setOpenId(m.id)}
                    aria-current={openId === m.id ? "true" : undefined}
                    className={cn(
                      "grid w-full gap-1 px-4 py-3 text-left hover:bg-muted/50",
                      openId === m.id && "bg-muted",
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-medium">{m.fullName}</span>
                      <Badge variant={statusVariant[m.status]}>{statusLabel[m.status]}</Badge>
                    </span>
                    <span className="line-clamp-2 text-sm text-muted-foreground">{m.message}</span>
                    <span className="text-xs text-muted-foreground">
                      {when(m.createdAt)}
                      {m.assignee ? ` · ${m.assignee.name ?? "assigned"}` : ""}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {inbox.data && <MorePager page={page} more={inbox.data.more} onPage={setPage} />}
        </div>
        <div className="rounded-xl border border-border bg-card p-4 sm:p-6">
          {openId ? (
            <Thread key={openId} id={openId} />
          ) : (
            <p className="text-muted-foreground">Choose a message to read and answer it.</p>
          )}
        </div>
      </div>
    </section>
  );
}
