import type { SessionEntry } from "@domain/security.ts";
import { Monitor, Smartphone } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useEndOtherSessions, useEndSession } from "../security-api.ts";
import { when } from "./when.ts";

const failed = "Could not sign out. Please try again.";
const mobile = (system: string) => system === "iOS" || system === "Android";

/** Where the person is signed in: this device first, sign out one or all others. */
export function SessionList({ sessions }: { sessions: SessionEntry[] }) {
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current).length;

  return (
    <section aria-labelledby="sessions-title" className="grid gap-3">
      <h3 id="sessions-title" className="text-base font-semibold">
        Where you're signed in
      </h3>
      <ul className="grid gap-2" aria-label="Your sessions">
        {ordered.map((session) => {
          const Icon = mobile(session.system) ? Smartphone : Monitor;
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
              data-testid="session-row"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                <div className="grid min-w-0 gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {session.browser} on {session.system}
                    {session.current && <Badge variant="success">This device</Badge>}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    Signed in {when(session.signedInAt)} · Last seen {when(session.lastSeenAt)}
                  </span>
                </div>
              </div>
              {!session.current && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={endOne.isPending}
                  onClick={() =>
                    endOne.mutate(session.id, {
                      onSuccess: () => toast.success(`Signed out ${session.browser} on ${session.system}`),
                      onError: (e) => toast.error(failureText(e, failed)),
                    })
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 && (
        <ConfirmDialog
          title="Sign out all other sessions?"
          description={`Every other browser and device (${others}) will have to sign in again. You stay signed in here.`}
          confirmLabel="Sign out others"
          destructive
          onConfirm={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) =>
                toast.success(`Signed out of ${ended} other ${ended === 1 ? "session" : "sessions"}`),
              onError: (e) => toast.error(failureText(e, failed)),
            })
          }
          trigger={
            <Button variant="outline" className="w-fit">
              Sign out all other sessions
            </Button>
          }
        />
      )}
    </section>
  );
}
