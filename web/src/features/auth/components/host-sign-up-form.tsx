import { accountMessages } from "@domain/account-labels.ts";
import { hostSignUpSchema } from "@domain/accounts.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { dashboardPath, useAuth } from "@/lib/auth.tsx";
import { toast } from "@/lib/toast.ts";
import { useSignUp } from "../api.ts";
import { orderedErrors, showOnField, toastFirstError, toastSignUpError } from "../auth-toasts.ts";
import { PasswordStrength } from "./password-strength.tsx";
import { SignUpFields, useFocusTakenEmail } from "./sign-up-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";

type HostSignUpValues = { role: "host"; fullName: string; email: string; password: string };
const fieldOrder = ["fullName", "email", "password"] as const;

type HostSignUpProps = {
  onConfirmationRequired: (email: string, fullName: string) => void;
  returnTo?: string | null;
  defaultFullName?: string;
};

export function HostSignUpForm({ onConfirmationRequired, returnTo = null, defaultFullName = "" }: HostSignUpProps) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const signUp = useSignUp("host");
  const form = useForm<HostSignUpValues>({
    resolver: zodResolver(hostSignUpSchema),
    defaultValues: { role: "host", fullName: defaultFullName, email: "", password: "" },
  });
  // The same password rule as a creator's (issue 35 part 11), so the same live checklist.
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const strengthId = useId();
  const { errors } = form.formState;
  const busy = signUp.isPending;
  useFocusTakenEmail(errors.email?.type === "server", busy, form.setFocus);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const result = await signUp.mutateAsync(returnTo ? { ...values, returnTo } : values);
        if (result.status === "confirmation_required") {
          toast.success(accountMessages.accountCreated, { description: accountMessages.confirmEmail });
          form.reset();
          onConfirmationRequired(values.email, values.fullName);
          return;
        }
        toast.success(accountMessages.hostAccountCreated, {
          description: accountMessages.accountCreatedSignedIn("host"),
        });
        const user = await refresh();
        navigate(returnTo ?? dashboardPath(user?.userType ?? "host"), { replace: true });
      } catch (error) {
        if (!showOnField(error, form.setError)) toastSignUpError(error);
      }
    },
    (fieldErrors) => toastFirstError(orderedErrors(fieldErrors, fieldOrder)),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset disabled={busy} className="grid gap-4">
        <SignUpFields form={form} namePlaceholder="Jordan Lee" passwordDescribedBy={strengthId} />
        <PasswordStrength id={strengthId} password={password} />
      </fieldset>
      <SubmitButton busy={busy} busyText="Creating account...">
        Create Host Account
      </SubmitButton>
    </form>
  );
}
