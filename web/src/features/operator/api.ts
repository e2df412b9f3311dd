import type { OperatorSignInInput } from "@domain/operators.ts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@/lib/api-client.ts";

const operator = client.api.operator;

export const operatorKeys = { me: ["operator", "me"] as const };

export const operatorApi = {
  signIn: (input: OperatorSignInInput) => call(operator["sign-in"].$post({ json: input })),
  me: () => call(operator.me.$get()),
  setupTwoFactor: (password: string) => call(operator["two-factor"].setup.$post({ json: { password } })),
  confirmTwoFactor: (code: string) => call(operator["two-factor"].confirm.$post({ json: { code } })),
  signOut: () => call(client.api.accounts["sign-out"].$post()),
};

/** The signed-in operator; a 401/403 (nobody, or not an operator) is an answer here, not a retry. */
export function useOperator() {
  return useQuery({ queryKey: operatorKeys.me, queryFn: operatorApi.me, retry: false, staleTime: 30_000 });
}

export function useOperatorSignIn() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: operatorApi.signIn,
    onSuccess: (answer) => queries.setQueryData(operatorKeys.me, answer),
  });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: operatorApi.setupTwoFactor });
}

export function useConfirmTwoFactor() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: operatorApi.confirmTwoFactor,
    onSuccess: (answer) => queries.setQueryData(operatorKeys.me, answer),
  });
}

export function useOperatorSignOut() {
  const queries = useQueryClient();
  return useMutation({ mutationFn: operatorApi.signOut, onSuccess: () => queries.clear() });
}

export type AuditFilter = { action?: string; actorId?: string; targetId?: string };

/** The audit log, a page of 50 at a time (newest first); "Load older" follows the server's cursor. */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: ["operator", "audit", filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(
        operator.audit.$get({
          query: {
            ...(filter.action && { action: filter.action }),
            ...(filter.actorId && { actorId: filter.actorId }),
            ...(filter.targetId && { targetId: filter.targetId }),
            ...(pageParam && { before: pageParam }),
          },
        }),
      ),
    getNextPageParam: (page) => page.next ?? undefined,
  });
}
