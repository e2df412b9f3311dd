import { accountMessages } from "@domain/account-labels.ts";
import { creatorSignUpSchema } from "@domain/accounts.ts";
import { isCreatorPasswordValid } from "@domain/password.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { type FieldErrors, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { dashboardPath, useAuth } from "@/lib/auth.tsx";
import { toast } from "@/lib/toast.ts";
import { useSignUp } from "../api.ts";
import { orderedErrors, showOnField, toastFirstError, toastSignUpError } from "../auth-toasts.ts";
import { PasswordStrength } from "./password-strength.tsx";
import { RegistrationProgress, type SignUpStep } from "./registration-progress.tsx";
import { SignUpFields, useFocusTakenEmail } from "./sign-up-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";

type CreatorSignUpValues = { role: "creator"; fullName: string; email: string; password: string };
const fieldOrder = ["fullName", "email", "password"] as const;

/** Advances the visible step while the single sign-up request runs. */
function useProgressSteps(running: boolean, setStep: (s: SignUpStep) => void) {
  useEffect(() => {
    if (!running) return;
    const timers = [
      window.setTimeout(() => setStep("assigning-role"), 400),
      window.setTimeout(() => setStep("completing"), 900),
    ];
    return () => {
      for (const t of timers) window.clearTimeout(t);
    };
  }, [running, setStep]);
}

type CreatorSignUpProps = {
  /** Called when the account needs e-mail confirmation (the card shows its check-your-inbox panel). */
  onConfirmationRequired: (email: string, fullName: string) => void;
  /** Same-site page to return to after sign-up (already checked with `safeReturnPath`). */
  returnTo?: string | null;
  defaultFullName?: string;
};

export function CreatorSignUpForm({
  onConfirmationRequired,
  returnTo = null,
  defaultFullName = "",
}: CreatorSignUpProps) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const signUp = useSignUp("creator");
  const [step, setStep] = useState<SignUpStep>("idle");
  const [messages, setMessages] = useState<string[]>([]);
  const strengthId = useId();

  const form = useForm<CreatorSignUpValues>({
    resolver: zodResolver(creatorSignUpSchema),
    defaultValues: { role: "creator", fullName: defaultFullName, email: "", password: "" },
  });
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const { errors } = form.formState;
  const busy = signUp.isPending;
  useFocusTakenEmail(errors.email?.type === "server", busy, form.setFocus);
  useProgressSteps(busy, setStep);

  const onInvalid = (fieldErrors: FieldErrors<CreatorSignUpValues>) => {
    const list = orderedErrors(fieldErrors, fieldOrder);
    setMessages(list);
    toastFirstError(list);
  };

  const onValid = async (values: CreatorSignUpValues) => {
    setMessages([]);
    setStep("creating-user");
    try {
      const result = await signUp.mutateAsync(returnTo ? { ...values, returnTo } : values);
      setStep("success");
      if (result.status === "confirmation_required") {
        toast.success(accountMessages.accountCreated, { description: accountMessages.confirmEmail });
        form.reset();
        setStep("idle");
        onConfirmationRequired(values.email, values.fullName);
        return;
      }
      toast.success(accountMessages.accountCreated, { description: accountMessages.accountCreatedSignedIn("creator") });
      const user = await refresh();
      navigate(returnTo ?? dashboardPath(user?.userType ?? "creator"), { replace: true });
    } catch (error) {
      setStep("error");
      // One place per error: a taken address under its field, anything else in the spec's toast.
      if (!showOnField(error, form.setError)) toastSignUpError(error);
    }
  };

  const passwordValid = isCreatorPasswordValid(password);

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
      <fieldset disabled={busy} className="grid gap-4">
        <SignUpFields form={form} namePlaceholder="Alex Rivera" passwordDescribedBy={strengthId} />
        <PasswordStrength id={strengthId} password={password} />
      </fieldset>

      {messages.length > 0 && (
        <div role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3">
          <ul className="list-disc space-y-1 pl-5 text-sm text-destructive">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}

      {busy && <RegistrationProgress step={step} />}

      <SubmitButton busy={busy} disabled={busy || !passwordValid} busyText="Creating account...">
        Create Creator Account
      </SubmitButton>
      {!passwordValid && password.length > 0 && (
        <p className="text-xs text-muted-foreground">{accountMessages.creatorPassword}</p>
      )}
    </form>
  );
}
