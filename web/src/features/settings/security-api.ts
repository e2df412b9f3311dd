import type { SecurityOverview } from "@domain/security.ts";
import { startRegistration } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

/** Settings → Password → "Sign-in and security" (decision 0062). */
const security = client.api.accounts.security;
export const securityKey = ["settings", "security"] as const;

export function useSecurity() {
  return useQuery({
    queryKey: securityKey,
    queryFn: async (): Promise<SecurityOverview> => call(security.$get()),
  });
}

/** A mutation that reloads the section once it is done (success or not: the list may have changed either way). */
function useSecurityMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKey }),
  });
}

export const useStartTwoFactor = () =>
  useSecurityMutation((password: string) => call(security["two-factor"].setup.$post({ json: { password } })));
export const useConfirmTwoFactor = () =>
  useSecurityMutation((code: string) => call(security["two-factor"].confirm.$post({ json: { code } })));
export const useDisableTwoFactor = () =>
  useSecurityMutation((code: string) => call(security["two-factor"].disable.$post({ json: { code } })));
export const useRegenerateCodes = () =>
  useSecurityMutation((password: string) =>
    call(security["two-factor"]["recovery-codes"].$post({ json: { password } })),
  );

/** Options from the server, the browser's passkey dialog, then the answer back to the server. */
export const useAddPasskey = () =>
  useSecurityMutation(async (name: string) => {
    const { challengeId, options } = await call(security.passkeys.options.$post());
    const response = await startRegistration({ optionsJSON: options as never });
    return call(
      security.passkeys.$post({
        json: { challengeId, name, response: response as never },
      }),
    );
  });
export const useRenamePasskey = () =>
  useSecurityMutation(({ id, name }: { id: string; name: string }) =>
    call(security.passkeys[":id"].$patch({ param: { id: pathParam(id) }, json: { name } })),
  );
export const useRemovePasskey = () =>
  useSecurityMutation((id: string) => call(security.passkeys[":id"].$delete({ param: { id: pathParam(id) } })));
export const useEndSession = () =>
  useSecurityMutation((id: string) => call(security.sessions[":id"].$delete({ param: { id: pathParam(id) } })));
export const useEndOtherSessions = () => useSecurityMutation(() => call(security.sessions["sign-out-others"].$post()));
