import type { useNewPasswordForm } from "../use-new-password-form.ts";
import { TextField } from "./text-field.tsx";

type NewPasswordFieldsProps = {
  form: Pick<ReturnType<typeof useNewPasswordForm>, "password" | "setPassword" | "confirm" | "setConfirm" | "problem">;
  disabled?: boolean;
};

/** New Password + Confirm Password inputs shared by /auth (recovery) and /reset. */
export function NewPasswordFields({ form, disabled }: NewPasswordFieldsProps) {
  const { password, setPassword, confirm, setConfirm, problem } = form;
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={problem?.field === "password" ? problem.description : undefined}
        hint="At least 6 characters."
        disabled={disabled}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={problem?.field === "confirm" ? problem.description : undefined}
        disabled={disabled}
      />
    </>
  );
}
