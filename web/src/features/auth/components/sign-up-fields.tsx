import { useEffect } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { EmailField } from "./email-field.tsx";
import { TextField } from "./text-field.tsx";

type SignUpField = "fullName" | "email" | "password";

/** Full Name, Email and Password: the fields both sign-up forms ask for, in the spec's order. */
export function SignUpFields({
  register,
  errors,
  namePlaceholder,
  passwordDescribedBy,
}: {
  register: Record<SignUpField, UseFormRegisterReturn>;
  errors: Partial<Record<SignUpField, string | undefined>>;
  namePlaceholder: string;
  /** The creator form's password strength list, read after the field. */
  passwordDescribedBy?: string;
}) {
  return (
    <>
      <TextField
        label="Full Name"
        autoComplete="name"
        placeholder={namePlaceholder}
        error={errors.fullName}
        {...register.fullName}
      />
      <EmailField error={errors.email} {...register.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        aria-describedby={passwordDescribedBy}
        error={errors.password}
        {...register.password}
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
