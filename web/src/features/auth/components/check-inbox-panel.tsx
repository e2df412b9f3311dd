import { accountMessages } from "@domain/account-labels.ts";
import { ArrowLeft, MailCheck, RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { ApiError } from "@/lib/api.ts";
import { type AuthRole, useResendConfirmation } from "../api.ts";
import { afterConfirmText } from "../check-inbox.ts";
import { BusyIcon } from "./busy-icon.tsx";

/** After a resend, the button rests this long: a new mail needs a moment to arrive anyway. */
const cooldownSeconds = 30;

type CheckInboxProps = {
  role: AuthRole;
  email: string;
  returnTo: string | null;
  onUseDifferentEmail: () => void;
  onSignIn: () => void;
};

/**
 * What a new account sees until it confirms its e-mail (issue 12 item 11): the address, a throttled
 * "Resend confirmation e-mail", "Use a different e-mail", and sign-in for when the link has been opened
 * elsewhere. It stays until the person chooses; the card keeps it across a reload (see role-auth-card).
 */
export function CheckInboxPanel({ role, email, returnTo, onUseDifferentEmail, onSignIn }: CheckInboxProps) {
  const resend = useResendConfirmation(role);
  const [status, setStatus] = useState<{ kind: "sent" | "error"; text: string } | null>(null);
  const [cooldown, setCooldown] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  // The panel replaces the form the focus was in: move focus to its heading so it is read out.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const onResend = () => {
    setStatus(null);
    resend.mutate(returnTo ? { email, returnTo } : { email }, {
      onSuccess: () => {
        setStatus({
          kind: "sent",
          text: `${accountMessages.confirmationResent}. ${accountMessages.confirmationResentText}`,
        });
        setCooldown(cooldownSeconds);
      },
      onError: (error) => {
        const text = error instanceof ApiError ? error.message : accountMessages.signUpFailedDefault;
        setStatus({ kind: "error", text });
        if (error instanceof ApiError && error.retryAfterSeconds) setCooldown(Math.min(error.retryAfterSeconds, 3600));
      },
    });
  };

  const waiting = cooldown > 0;
  return (
    <section aria-labelledby={`check-inbox-${role}`} className="grid gap-4" data-testid="check-inbox">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success/10 text-success">
          <MailCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h3 id={`check-inbox-${role}`} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
            Check your inbox
          </h3>
          <p className="text-sm text-muted-foreground">
            We sent a confirmation link to <strong className="break-all text-foreground">{email}</strong>. Open it to
            activate your account; you'll be signed in {afterConfirmText(returnTo)}.
          </p>
          <p className="text-xs text-muted-foreground">
            Nothing there after a few minutes? Look in your spam folder, or send the link again.
          </p>
        </div>
      </div>

      {status ? (
        <p
          role={status.kind === "error" ? "alert" : "status"}
          className={status.kind === "error" ? "text-sm text-destructive" : "text-sm text-success"}
        >
          {status.text}
        </p>
      ) : null}

      {/* One above the other: side by side in the sign-up card at 1280 px, "Resend confirmation e-mail" was cut. */}
      <div className="grid gap-2">
        <Button type="button" onClick={onResend} disabled={resend.isPending || waiting}>
          {resend.isPending ? <BusyIcon /> : <RotateCw aria-hidden="true" />}
          {resend.isPending ? "Sending..." : "Resend confirmation e-mail"}
        </Button>
        <Button type="button" variant="outline" onClick={onUseDifferentEmail}>
          <ArrowLeft aria-hidden="true" />
          Use a different e-mail
        </Button>
      </div>
      {waiting ? (
        <p className="text-xs text-muted-foreground">
          You can ask again in {cooldown >= 120 ? `${Math.ceil(cooldown / 60)} minutes` : `${cooldown} s`}.
        </p>
      ) : null}
      <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onSignIn}>
        Already confirmed? Sign in
      </Button>
    </section>
  );
}
