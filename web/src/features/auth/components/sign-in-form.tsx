import { accountMessages } from "@domain/account-labels.ts";
import { signInSchema } from "@domain/accounts.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Label } from "@/components/ui/label.tsx";
import { ApiError } from "@/lib/api.ts";
import { dashboardPath, useAuth } from "@/lib/auth.tsx";
import { toast } from "@/lib/toast.ts";
import { type AuthRole, usePasskeySignIn, useSignIn } from "../api.ts";
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
  const passkey = usePasskeySignIn(role);
  const trustId = useId();
  // Two-factor sign-in (decision 0062): the code field appears once the server asks for it.
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { role, email: defaultEmail, password: "", code: undefined, trustDevice: false },
  });
  const { errors } = form.formState;
  const busy = signIn.isPending || passkey.isPending || disabled;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = needsCode ? values : { role: values.role, email: values.email, password: values.password };
    try {
      await signIn.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.code === "code_required") {
        setNeedsCode(true);
        form.setFocus("code");
        return;
      }
      if (error instanceof ApiError && (error.code === "invalid_code" || error.code === "code_reused")) {
        form.setError("code", { message: error.message }, { shouldFocus: true });
        return;
      }
      toastSignInError(error);
      return;
    }
    await welcome();
  });

  const withPasskey = async () => {
    try {
      await passkey.mutateAsync();
    } catch (error) {
      // The person closed the browser's dialog: nothing to say.
      if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) return;
      toastSignInError(error);
      return;
    }
    await welcome();
  };

  async function welcome() {
    if (role === "creator") {
      toast.success(accountMessages.welcomeBack, { description: accountMessages.welcomeBackCreator });
    } else {
      toast.success(accountMessages.welcomeBack);
    }
    const user = await refresh();
    navigate(returnTo ?? dashboardPath(user?.userType ?? role), { replace: true });
  }

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
        {needsCode && (
          <>
            <TextField
              label="Authentication code"
              inputMode="numeric"
              autoComplete="one-time-code"
              hint="Enter the 6-digit code from your authenticator app (or a recovery code)."
              error={errors.code?.message}
              {...form.register("code")}
            />
            <div className="flex items-center gap-2.5">
              <Checkbox
                id={trustId}
                checked={form.watch("trustDevice") === true}
                onCheckedChange={(next) => form.setValue("trustDevice", next === true)}
              />
              <Label htmlFor={trustId} className="cursor-pointer font-normal">
                Trust this browser for 30 days
              </Label>
            </div>
          </>
        )}
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
      {typeof window !== "undefined" && "PublicKeyCredential" in window && (
        <Button type="button" variant="outline" onClick={withPasskey} disabled={busy}>
          <KeyRound aria-hidden />
          {passkey.isPending ? "Waiting for your passkey..." : "Sign in with a passkey"}
        </Button>
      )}
    </form>
  );
}
