import { twoFactorResetMessages } from "@domain/operators.ts";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useResetTwoFactor } from "../api.ts";
import { CodeAgain } from "./suspend-form.tsx";

/**
 * A colleague operator's lost two-factor sign-in (decision 0057): why, the acting operator's code again, then the
 * shared confirmation dialog. The server removes their authenticator and recovery codes, signs them out everywhere
 * and mails them; the toast says what happens next.
 */
export function TwoFactorResetForm({ user }: { user: { id: string; name: string } }) {
  const reset = useResetTwoFactor(user.id);
  const [reason, setReason] = useState("");
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState("");
  const [confirming, setConfirming] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    if (reason.trim().length < 5) return setFailure("Say why, in at least 5 characters.");
    if (!code.trim()) return setFailure("Enter your authenticator code.");
    setConfirming(true);
  };
  const onConfirm = () =>
    reset.mutate(
      { reason, code },
      {
        onSuccess: () => {
          toast.success(twoFactorResetMessages.done(user.name));
          setReason("");
          setCode("");
          setConfirming(false);
        },
        onError: (error) => {
          setFailure(failureText(error, "Two-factor sign-in could not be reset. Please try again."));
          setCode("");
          setConfirming(false);
        },
      },
    );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextareaField
        id="two-factor-reset-reason"
        label="Reason"
        hint="Kept in the audit log and told to them by e-mail, e.g. “lost phone, confirmed by video call”."
        value={reason}
        onChange={setReason}
        maxLength={500}
        rows={2}
      />
      <CodeAgain value={code} onChange={setCode} hint="Your authenticator code again: this reset is checked twice." />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" variant="destructive" disabled={reset.isPending}>
        Reset two-factor authentication
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !reset.isPending && setConfirming(open)}
        title={`Reset ${user.name}'s two-factor authentication?`}
        description="Their authenticator and recovery codes stop working and they are signed out everywhere now. At their next sign-in (with their password) they must set up two-factor authentication again. They get an e-mail saying so, with your reason."
        confirmLabel={reset.isPending ? "Resetting..." : "Reset two-factor authentication"}
        destructive
        pending={reset.isPending}
        onConfirm={onConfirm}
      />
    </form>
  );
}
