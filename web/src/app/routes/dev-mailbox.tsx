import { useQuery } from "@tanstack/react-query";
import { Inbox, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { api } from "@/lib/api.ts";

export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
};

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

const tokenKey = "collabstay.devMailboxToken";

/**
 * The operator's token: it arrives in the fragment of the link the server prints at start (`#token=…`), is kept
 * for this tab in sessionStorage and taken out of the address bar, so it is not left in history or screenshots.
 */
function useMailboxToken(): string | null {
  const [token] = useState(() => {
    const fromHash = new URLSearchParams(window.location.hash.slice(1)).get("token");
    if (fromHash) {
      sessionStorage.setItem(tokenKey, fromHash);
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      return fromHash;
    }
    return sessionStorage.getItem(tokenKey);
  });
  return token;
}

/** Development outbox (GET /api/dev/mailbox): every mail the app "sent", newest first; operator only. */
export function Component() {
  const token = useMailboxToken();
  const mailbox = useQuery({
    queryKey: ["dev", "mailbox", token],
    enabled: token !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api<{ messages: MailboxMessage[] }>("/api/dev/mailbox", {
        signal,
        headers: { Authorization: `Bearer ${token}` },
      }),
  });
  const messages = mailbox.data?.messages ?? [];

  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Inbox className="size-6 text-primary" aria-hidden="true" />
            Dev mailbox
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">E-mails sent by the app while no SMTP server is set.</p>
        </div>
        <Button
          variant="outline"
          onClick={() => void mailbox.refetch()}
          disabled={token === null || mailbox.isFetching}
        >
          <RefreshCw className={mailbox.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <div className="mt-8 space-y-4">
        {token === null && (
          <p role="alert" className="rounded-md bg-accent-soft p-4 text-sm text-accent-strong">
            The dev mailbox is for the person running the server: open the “Dev mailbox” link that the server printed in
            its log at start (it carries the mailbox token).
          </p>
        )}
        {token !== null && mailbox.isPending && <Spinner label="Loading messages" />}
        {mailbox.isError && (
          <p role="alert" className="rounded-md bg-accent-soft p-4 text-sm text-accent-strong">
            {mailbox.error.message}
          </p>
        )}
        {mailbox.isSuccess && messages.length === 0 && (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            No messages yet.
          </p>
        )}
        {messages.map((m) => (
          <Card key={m.id} className="gap-3">
            <CardHeader>
              <CardTitle level={2} className="text-lg">
                {m.subject}
              </CardTitle>
              <CardDescription>
                To <span className="font-medium text-foreground">{m.to}</span> · {formatDate(m.created_at)}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              <pre className="max-h-48 overflow-auto rounded-md bg-muted p-3 font-sans text-sm break-words whitespace-pre-wrap">
                {m.text}
              </pre>
              {m.links.length > 0 && (
                <ul className="space-y-1">
                  {m.links.map((link) => (
                    <li key={link}>
                      <a
                        href={link}
                        className="text-sm font-medium break-all text-primary underline underline-offset-2"
                      >
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </main>
  );
}
