import { Home, KeyRound } from "lucide-react";
import { LinkButton } from "@/components/link-button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { accountMessages } from "../../../../../domain/accounts.ts";
import { useNewPasswordForm } from "../use-new-password-form.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";

type SetNewPasswordProps = {
  token: string;
  /** Called after the password changed and the local session was cleared. */
  onDone: () => void;
};

/** Set-new-password form on /auth (`?type=recovery&token=…`). */
export function SetNewPasswordForm({ token, onDone }: SetNewPasswordProps) {
  const form = useNewPasswordForm({
    token,
    success: { title: accountMessages.passwordUpdatedAuth, description: accountMessages.passwordUpdatedAuthText },
    onDone,
  });
  const { password, setPassword, confirm, setConfirm, problem, onSubmit } = form;
  const busy = form.pending;

  return (
    <Card role="region" aria-labelledby="set-new-password-title" className="w-full max-w-md">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <CardTitle id="set-new-password-title">Update your password</CardTitle>
        </div>
        <CardDescription>Choose a new password for your CollabStay account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            problem={problem}
            disabled={busy}
          />
          <SubmitButton busy={busy} busyText="Updating...">
            Update Password
          </SubmitButton>
          <LinkButton to="/" icon={Home} variant="ghost" className="w-full">
            Back to Home
          </LinkButton>
        </form>
      </CardContent>
    </Card>
  );
}
