import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { dashboardPath, useAuth } from "@/lib/auth.tsx";
import { accountMessages, hostSignUpSchema } from "../../../../../domain/accounts.ts";
import { useSignUp } from "../api.ts";
import { orderedErrors, showOnField, toastFirstError, toastSignUpError } from "../auth-toasts.ts";
import { BusyIcon } from "./busy-icon.tsx";
import { TextField } from "./text-field.tsx";

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
  const { errors } = form.formState;
  const busy = signUp.isPending;
  // A taken address lands under Email; focus follows once the form is enabled again.
  const emailTaken = errors.email?.type === "server";
  useEffect(() => {
    if (emailTaken && !busy) form.setFocus("email");
  }, [emailTaken, busy, form]);

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
        <TextField
          label="Full Name"
          autoComplete="name"
          placeholder="Jordan Lee"
          error={errors.fullName?.message}
          {...form.register("fullName")}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
      </fieldset>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? (
          <>
            <BusyIcon />
            Creating account...
          </>
        ) : (
          "Create Host Account"
        )}
      </Button>
    </form>
  );
}
