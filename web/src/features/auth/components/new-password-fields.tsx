import type { NewPasswordProblem } from "../new-password.ts";
import { TextField } from "./text-field.tsx";

type NewPasswordFieldsProps = {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  problem: NewPasswordProblem | null;
  disabled?: boolean;
};

/** New Password + Confirm Password inputs shared by /auth (recovery) and /reset. */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  problem,
  disabled,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
        error={problem?.field === "password" ? problem.description : undefined}
        hint="At least 6 characters."
        disabled={disabled}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirmChange(e.target.value)}
        error={problem?.field === "confirm" ? problem.description : undefined}
        disabled={disabled}
      />
    </>
  );
}
