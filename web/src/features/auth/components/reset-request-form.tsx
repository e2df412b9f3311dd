import { accountMessages } from "@domain/account-labels.ts";
import { resetRequestSchema } from "@domain/accounts.ts";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/lib/toast.ts";
import { type AuthRole, useRequestPasswordReset } from "../api.ts";
import { EmailField } from "./email-field.tsx";
import { SubmitButton } from "./submit-button.tsx";

type ResetRequestProps = {
  role: AuthRole;
  defaultEmail?: string;
  onBack: () => void;
};

/** "Forgot your password?" view: asks for the e-mail and sends the reset link. */
export function ResetRequestForm({ role, defaultEmail = "", onBack }: ResetRequestProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | undefined>();
  const request = useRequestPasswordReset(role);
  const busy = request.isPending;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === "") {
      setError(accountMessages.resetEmailRequired);
      toast.error(accountMessages.resetEmailRequiredTitle, { description: accountMessages.resetEmailRequired });
      return;
    }
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? accountMessages.emailInvalid;
      setError(message);
      toast.error("Error", { description: message });
      return;
    }
    setError(undefined);
    try {
      await request.mutateAsync(parsed.data.email);
      toast.success(accountMessages.resetEmailSent, { description: accountMessages.resetEmailSentText });
      onBack();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : accountMessages.resetEmailFailed;
      toast.error("Error", { description: message });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div>
        <h3 className="text-base font-semibold">Reset Password</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Enter your email address and we'll send you a link to set a new password.
        </p>
      </div>
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={error} disabled={busy} />
      <SubmitButton busy={busy} busyText="Sending...">
        Send Reset Link
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onBack} disabled={busy} className="w-full">
        <ArrowLeft aria-hidden="true" />
        Back to Login
      </Button>
    </form>
  );
}
