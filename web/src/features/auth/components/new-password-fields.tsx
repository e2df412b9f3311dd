import type { NewPasswordProblem } from "../new-password.ts";
import type { useNewPasswordForm } from "../use-new-password-form.ts";
import { TextField } from "./text-field.tsx";

type NewPasswordFieldsProps = {
  form: Pick<ReturnType<typeof useNewPasswordForm>, "password" | "setPassword" | "confirm" | "setConfirm" | "problem">;
  disabled?: boolean;
};

/** New Password + Confirm Password inputs shared by /auth (recovery) and /reset. */
export function NewPasswordFields({ form, disabled }: NewPasswordFieldsProps) {
  const { problem } = form;
  // The two inputs differ only in label, state and hint; each shows the problem found on its own field.
  const fields: {
    name: NewPasswordProblem["field"];
    label: string;
    value: string;
    set: (v: string) => void;
    hint?: string;
  }[] = [
    {
      name: "password",
      label: "New Password",
      value: form.password,
      set: form.setPassword,
      hint: "At least 6 characters.",
    },
    { name: "confirm", label: "Confirm Password", value: form.confirm, set: form.setConfirm },
  ];
  return (
    <>
      {fields.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          type="password"
          autoComplete="new-password"
          value={f.value}
          onChange={(e) => f.set(e.target.value)}
          error={problem?.field === f.name ? problem.description : undefined}
          hint={f.hint}
          disabled={disabled}
        />
      ))}
    </>
  );
}
