import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api.ts";
import type { SessionUser } from "@/lib/auth.tsx";
import type { ResendConfirmationInput, SignInInput, SignUpInput } from "../../../../domain/accounts.ts";

export type SignUpResult = { status: "confirmation_required" } | { status: "signed_in"; user: SessionUser };

export const authApi = {
  signIn: (input: SignInInput) => api<{ user: SessionUser }>("/api/accounts/sign-in", { method: "POST", body: input }),
  signUp: (input: SignUpInput) => api<SignUpResult>("/api/accounts/sign-up", { method: "POST", body: input }),
  resendConfirmation: (input: ResendConfirmationInput) =>
    api<{ ok: true }>("/api/accounts/confirmation/resend", { method: "POST", body: input }),
  requestPasswordReset: (email: string) =>
    api<{ ok: true }>("/api/accounts/password-reset/request", { method: "POST", body: { email } }),
  checkResetToken: (token: string, signal?: AbortSignal) =>
    api<{ email: string }>(
      `/api/accounts/password-reset/${encodeURIComponent(token)}`,
      signal ? { method: "GET", signal } : { method: "GET" },
    ),
  resetPassword: (token: string, password: string) =>
    api<{ ok: true }>("/api/accounts/password-reset", { method: "POST", body: { token, password } }),
};

export type AuthRole = "creator" | "host";

/** Mutation keys share the prefix ["auth", role] so a card can tell whether any of its requests runs. */
export const authMutationKey = (role: AuthRole) => ["auth", role] as const;

export function useSignIn(role: AuthRole) {
  return useMutation({ mutationKey: [...authMutationKey(role), "sign-in"], mutationFn: authApi.signIn });
}

export function useSignUp(role: AuthRole) {
  return useMutation({ mutationKey: [...authMutationKey(role), "sign-up"], mutationFn: authApi.signUp });
}

export function useRequestPasswordReset(role: AuthRole) {
  return useMutation({
    mutationKey: [...authMutationKey(role), "reset-request"],
    mutationFn: authApi.requestPasswordReset,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationKey: ["auth", "reset-password"],
    mutationFn: ({ token, password }: { token: string; password: string }) => authApi.resetPassword(token, password),
  });
}

export function useResendConfirmation(role: AuthRole) {
  return useMutation({
    mutationKey: [...authMutationKey(role), "resend-confirmation"],
    mutationFn: authApi.resendConfirmation,
  });
}
