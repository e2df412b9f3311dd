import { notificationMessages } from "@domain/notifications.ts";
import { MailX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { isApiError } from "@/lib/api.ts";
import { useUnsubscribe, useUnsubscribeInfo } from "../api.ts";

/**
 * /unsubscribe?token= — the page behind every mail's unsubscribe link: no sign-in; one click switches the e-mails
 * off (the page itself changes nothing on load, so link scanners cannot unsubscribe anyone).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe();
  const invalid = !token || (info.isError && isApiError(info.error) && info.error.status === 404);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-sm">
      <MailX className="size-10 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight">Unsubscribe</h1>
      {invalid ? (
        <p className="text-sm text-muted-foreground">{notificationMessages.badLink}</p>
      ) : info.isPending ? (
        <Spinner label="Checking the link" />
      ) : info.isError ? (
        <p className="text-sm text-muted-foreground">The link could not be checked. Please try again in a moment.</p>
      ) : unsubscribe.isSuccess ? (
        <p role="status" className="text-sm">
          {unsubscribe.data.message}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {info.data.scope === "all"
              ? "Stop all e-mail updates from CollabStay? You will still see notifications in the app."
              : `Stop e-mails about “${info.data.label}”? You will still see them in the app.`}
          </p>
          <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            Unsubscribe
          </Button>
          {unsubscribe.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Something went wrong. Please try again.
            </p>
          ) : null}
        </>
      )}
      <Link to="/settings?section=notifications" className="text-sm underline underline-offset-4">
        Choose which e-mails you get in Settings
      </Link>
    </div>
  );
}
