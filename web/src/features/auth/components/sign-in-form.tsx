import { accountMessages, signInSchema } from "@domain/accounts.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { dashboardPath, useAuth } from "@/lib/auth.tsx";
import { type AuthRole, useSignIn } from "../api.ts";
import { toastSignInError } from "../auth-toasts.ts";
import { EmailField } from "./email-field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { TextField } from "./text-field.tsx";

export const signInButtonText = {
  creator: "Sign In as Creator",
  host: "Sign In as Host",
  busy: "Signing in...",
} as const;

type SignInProps = {
  role: AuthRole;
  defaultEmail?: string;
  disabled?: boolean;
  /** Same-site page to go to after signing in (checked by `safeReturnPath`); else the dashboard. */
  returnTo?: string | null;
  onForgotPassword: () => void;
};

export function SignInForm({
  role,
  defaultEmail = "",
  disabled = false,
  returnTo = null,
  onForgotPassword,
}: SignInProps) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const signIn = useSignIn(role);
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { role, email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;
  const busy = signIn.isPending || disabled;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      toastSignInError(error);
      return;
    }
    if (role === "creator") {
      toast.success(accountMessages.welcomeBack, { description: accountMessages.welcomeBackCreator });
    } else {
      toast.success(accountMessages.welcomeBack);
    }
    const user = await refresh();
    navigate(returnTo ?? dashboardPath(user?.userType ?? role), { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset disabled={busy} className="grid gap-4">
        <EmailField error={errors.email?.message} {...form.register("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
      </fieldset>
      <SubmitButton busy={signIn.isPending} disabled={busy} busyText={signInButtonText.busy}>
        {signInButtonText[role]}
      </SubmitButton>
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-center p-0"
        onClick={onForgotPassword}
        disabled={busy}
      >
        Forgot your password?
      </Button>
    </form>
  );
}
