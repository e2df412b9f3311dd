import { accountMessages } from "@domain/account-labels.ts";
import { timings } from "@domain/constants.ts";
import { ArrowLeft, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { LinkButton } from "@/components/link-button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { authApi } from "../api.ts";
import { useNewPasswordForm } from "../use-new-password-form.ts";
import { NewPasswordCardHeader } from "./new-password-card-header.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { TextField } from "./text-field.tsx";

type TokenState = { status: "validating" } | { status: "valid"; email: string } | { status: "invalid" };

/**
 * Checks the reset token: asks the server at once, rechecks every 500 ms after a transient failure and
 * gives up after 2000 ms (spec 000 §4, §9). A definite "invalid" answer ends the wait at once.
 */
function useResetToken(token: string | null): TokenState {
  const [state, setState] = useState<TokenState>({ status: "validating" });

  useEffect(() => {
    setState({ status: "validating" });
    if (!token) {
      setState({ status: "invalid" });
      return;
    }
    const controller = new AbortController();
    const started = Date.now();
    let recheck: number | undefined;
    let done = false;
    const finish = (next: TokenState) => {
      if (done) return;
      done = true;
      window.clearTimeout(recheck);
      window.clearTimeout(deadline);
      setState(next);
    };
    const deadline = window.setTimeout(() => {
      controller.abort();
      finish({ status: "invalid" });
    }, timings.resetRecoveryTimeoutMs);

    const attempt = async () => {
      try {
        const answer = await authApi.checkResetToken(token, controller.signal);
        finish({ status: "valid", email: answer.email });
      } catch (error) {
        if (done || controller.signal.aborted) return;
        const definite = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (definite || Date.now() - started + timings.resetRecheckMs >= timings.resetRecoveryTimeoutMs) {
          finish({ status: "invalid" });
          return;
        }
        recheck = window.setTimeout(attempt, timings.resetRecheckMs);
      }
    };
    void attempt();

    return () => {
      done = true;
      controller.abort();
      window.clearTimeout(recheck);
      window.clearTimeout(deadline);
    };
  }, [token]);

  return state;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex flex-1 flex-col items-center bg-gradient-to-b from-primary-soft/70 via-surface to-surface px-4 py-8 sm:py-12">
      <Link
        to="/"
        className="rounded-md text-lg font-bold tracking-tight text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        CollabStay
      </Link>
      <div className="flex w-full flex-1 items-center justify-center py-8 sm:py-12">{children}</div>
    </main>
  );
}

export function ResetPasswordScreen({ token }: { token: string | null }) {
  const state = useResetToken(token);
  const navigate = useNavigate();

  useEffect(() => {
    if (state.status !== "invalid") return;
    toast.error(accountMessages.invalidResetLinkTitle, {
      id: "invalid-reset-link",
      description: accountMessages.invalidResetLinkText,
    });
    const timer = window.setTimeout(() => navigate("/auth", { replace: true }), timings.resetRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate]);

  if (state.status === "validating") {
    return (
      <Shell>
        <div className="max-w-sm text-center">
          <Spinner size="lg" label="Validating reset link..." />
          <h1 className="mt-4 text-xl font-semibold">Validating reset link...</h1>
          <p className="mt-2 text-muted-foreground">Please wait while we verify your password reset token.</p>
        </div>
      </Shell>
    );
  }

  if (state.status === "invalid") {
    return (
      <Shell>
        <Card className="w-full max-w-md text-center">
          <CardHeader className="items-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
              <ShieldAlert className="size-6" aria-hidden="true" />
            </span>
            <CardTitle level={1} className="mt-2 text-2xl">
              {accountMessages.invalidResetLinkPageTitle}
            </CardTitle>
            <CardDescription className="text-base">{accountMessages.invalidResetLinkPageText}</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">Taking you back to the login page…</p>
            <LinkButton to="/auth" replace icon={ArrowLeft} variant="outline" className="mt-4">
              Back to Login
            </LinkButton>
          </CardContent>
        </Card>
      </Shell>
    );
  }

  return (
    <Shell>
      <ResetPasswordForm token={token ?? ""} email={state.email} />
    </Shell>
  );
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const form = useNewPasswordForm({
    token,
    success: { title: accountMessages.passwordUpdatedReset, description: accountMessages.passwordUpdatedResetText },
    onDone: () => setRedirecting(true),
  });
  const { onSubmit } = form;
  const busy = form.pending || redirecting;

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => navigate("/auth", { replace: true }), timings.resetRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate]);

  return (
    <Card role="region" aria-labelledby="reset-title" className="w-full max-w-md">
      <NewPasswordCardHeader
        titleId="reset-title"
        title="Reset your password"
        level={1}
        description="Choose a new password for your account."
      />
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField label="Email Address" type="email" value={email} readOnly disabled />
          <NewPasswordFields form={form} disabled={busy} />
          <SubmitButton busy={form.pending} disabled={busy} busyText="Updating...">
            Update Password
          </SubmitButton>
          {redirecting && (
            <p role="status" className="text-center text-sm text-muted-foreground">
              Redirecting to login…
            </p>
          )}
          <LinkButton to="/auth" icon={ArrowLeft} variant="ghost" className="w-full">
            Back to Login
          </LinkButton>
        </form>
      </CardContent>
    </Card>
  );
}
