import type { ResendConfirmationInput, SignInInput, SignUpInput, SignUpResult } from "@domain/accounts.ts";
import { startAuthentication } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

export type { SignUpResult };

const accounts = client.api.accounts;

export const authApi = {
  signIn: (input: SignInInput) => call(accounts["sign-in"].$post({ json: input })),
  signUp: (input: SignUpInput) => call(accounts["sign-up"].$post({ json: input })),
  resendConfirmation: (input: ResendConfirmationInput) => call(accounts.confirmation.resend.$post({ json: input })),
  requestPasswordReset: (email: string) => call(accounts["password-reset"].request.$post({ json: { email } })),
  checkResetToken: (token: string, signal?: AbortSignal) =>
    call(
      accounts["password-reset"][":token"].$get(
        { param: { token: pathParam(token) } },
        signal ? { init: { signal } } : undefined,
      ),
    ),
  resetPassword: (token: string, password: string) =>
    call(accounts["password-reset"].$post({ json: { token, password } })),
};

export type AuthRole = "creator" | "host";

/** Mutation keys share the prefix ["auth", role] so a card can tell whether any of its requests runs. */
export const authMutationKey = (role: AuthRole) => ["auth", role] as const;

export function useSignIn(role: AuthRole) {
  return useMutation({ mutationKey: [...authMutationKey(role), "sign-in"], mutationFn: authApi.signIn });
}

/** "Sign in with a passkey" on a role card (decision 0062): options, the browser's passkey dialog, the answer. */
export function usePasskeySignIn(role: AuthRole) {
  return useMutation({
    mutationKey: [...authMutationKey(role), "passkey"],
    mutationFn: async () => {
      const { challengeId, options } = await call(accounts.passkey.options.$post());
      const response = await startAuthentication({ optionsJSON: options as never });
      return call(accounts.passkey["sign-in"].$post({ json: { role, challengeId, response: response as never } }));
    },
  });
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
