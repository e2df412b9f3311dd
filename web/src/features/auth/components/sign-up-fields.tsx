import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { EmailField } from "./email-field.tsx";
import { TextField } from "./text-field.tsx";

/** What the fields need from either sign-up form (the two differ only in their fixed `role`). */
type SignUpForm = Pick<UseFormReturn<{ fullName: string; email: string; password: string }>, "register" | "formState">;

/** Full Name, Email and Password: the fields both sign-up forms ask for, in the spec's order. */
export function SignUpFields({
  form,
  namePlaceholder,
  passwordDescribedBy,
}: {
  form: SignUpForm;
  namePlaceholder: string;
  /** The creator form's password strength list, read after the field. */
  passwordDescribedBy?: string;
}) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Full Name"
        autoComplete="name"
        placeholder={namePlaceholder}
        error={errors.fullName?.message}
        {...register("fullName")}
      />
      <EmailField error={errors.email?.message} {...register("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        aria-describedby={passwordDescribedBy}
        error={errors.password?.message}
        {...register("password")}
      />
    </>
  );
}

/** A taken address lands under Email (a server error on that field); focus follows once the form is enabled again. */
export function useFocusTakenEmail(emailTaken: boolean, busy: boolean, setFocus: (name: "email") => void) {
  useEffect(() => {
    if (emailTaken && !busy) setFocus("email");
  }, [emailTaken, busy, setFocus]);
}
