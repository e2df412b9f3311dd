import { accountMessages } from "@domain/account-labels.ts";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Toasts for a failed sign-in (spec 000 §6 and §8). */
export function toastSignInError(error: unknown): void {
  if (error instanceof ApiError && error.code === "wrong_role") {
    toast.error(accountMessages.wrongLoginForm, { description: error.message });
    return;
  }
  if (error instanceof ApiError && error.code === "email_not_confirmed") {
    toast.error(accountMessages.signInFailed, { description: accountMessages.confirmEmail });
    return;
  }
  if (error instanceof ApiError && error.status === 429) {
    toast.error(accountMessages.signInFailed, { description: messageOf(error, accountMessages.tooManyAttempts) });
    return;
  }
  toast.error(accountMessages.signInFailed, { description: messageOf(error, accountMessages.invalidCredentials) });
}

/**
 * A sign-up refused because the address is taken: its message goes under the Email field (where the fix is),
 * once, instead of a box and a toast. Returns false for any other error.
 */
export function showOnField(
  error: unknown,
  setError: (name: "email", error: { type: string; message: string }) => void,
): boolean {
  if (!(error instanceof ApiError) || error.code !== "email_taken") return false;
  // Type "server": the form moves focus here once it is enabled again (it is disabled while busy).
  setError("email", { type: "server", message: error.fields?.email ?? error.message });
  return true;
}

export function toastSignUpError(error: unknown): void {
  toast.error(accountMessages.signUpFailed, { description: messageOf(error, accountMessages.signUpFailedDefault) });
}

/** The first validation error, in a toast titled 'Please fix the following errors:'. */
export function toastFirstError(messages: string[]): void {
  const first = messages[0];
  if (first) toast.error(accountMessages.fixErrorsTitle, { description: first });
}

/** Picks the error messages of the given fields, in that order. */
export function orderedErrors<K extends string>(
  errors: Partial<Record<K, { message?: string | undefined } | undefined>>,
  order: readonly K[],
): string[] {
  const out: string[] = [];
  for (const key of order) {
    const message = errors[key]?.message;
    if (message) out.push(message);
  }
  return out;
}
