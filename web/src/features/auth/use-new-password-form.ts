import { accountMessages } from "@domain/account-labels.ts";
import { useState } from "react";
import { useAuth } from "@/lib/auth.tsx";
import { toast } from "@/lib/toast.ts";
import { useResetPassword } from "./api.ts";
import { checkNewPassword, type NewPasswordProblem } from "./new-password.ts";

/**
 * The set-a-new-password step shared by /reset and the recovery form on /auth: check the two fields
 * (the spec's toasts), spend the token, announce success with the screen's own texts, then sign out
 * locally (the server already ended every session) and hand over to the screen.
 */
export function useNewPasswordForm(options: {
  token: string;
  success: { title: string; description: string };
  onDone: () => void;
}) {
  const { signOut } = useAuth();
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkNewPassword(password, confirm);
    setProblem(found);
    if (found) {
      toast.error(found.title, { description: found.description });
      return;
    }
    try {
      await reset.mutateAsync({ token: options.token, password });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : accountMessages.failedToUpdatePassword;
      toast.error(accountMessages.errorUpdatingPassword, { description: message });
      return;
    }
    toast.success(options.success.title, { description: options.success.description });
    // Sign out first: /auth sends a still-signed-in user on to their dashboard.
    await signOut();
    options.onDone();
  };

  return { password, setPassword, confirm, setConfirm, problem, pending: reset.isPending, onSubmit };
}
