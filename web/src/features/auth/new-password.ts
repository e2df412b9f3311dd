import { accountMessages } from "@domain/account-labels.ts";
import { limits } from "@domain/constants.ts";

export type NewPasswordProblem = { field: "password" | "confirm"; title: string; description: string };

/** Reset screens: at least 6 characters, and the confirmation must match (spec 000 §5). */
export function checkNewPassword(password: string, confirm: string): NewPasswordProblem | null {
  if (password.length < limits.resetPasswordMin) {
    return {
      field: "password",
      title: accountMessages.passwordTooShortTitle,
      description: accountMessages.passwordTooShortReset,
    };
  }
  if (password !== confirm) {
    return {
      field: "confirm",
      title: accountMessages.passwordsDontMatch,
      description: accountMessages.passwordsDontMatchReset,
    };
  }
  return null;
}

/** The toast for a 'Password Reset Error' URL (`?error=…&error_description=…`). */
export function passwordResetErrorText(error: string | null, description: string | null): string {
  const text = description?.replace(/\+/g, " ").trim() ?? "";
  const expired = /expired|invalid/i.test(text);
  if (expired) return accountMessages.passwordResetExpired;
  if (text) return text;
  if (error && /invalid_token|expired|otp/i.test(error)) return accountMessages.passwordResetExpired;
  return accountMessages.passwordResetErrorDefault;
}
