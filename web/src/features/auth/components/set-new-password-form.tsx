import { accountMessages } from "@domain/account-labels.ts";
import { Home } from "lucide-react";
import { LinkButton } from "@/components/link-button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { useNewPasswordForm } from "../use-new-password-form.ts";
import { NewPasswordCardHeader } from "./new-password-card-header.tsx";
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
  const { onSubmit } = form;
  const busy = form.pending;

  return (
    <Card role="region" aria-labelledby="set-new-password-title" className="w-full max-w-md">
      <NewPasswordCardHeader
        titleId="set-new-password-title"
        title="Update your password"
        description="Choose a new password for your CollabStay account."
      />
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <NewPasswordFields form={form} disabled={busy} />
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
