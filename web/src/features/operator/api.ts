import type { OperatorSignInInput, SuspendInput, TwoFactorResetInput } from "@domain/operators.ts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

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

/** Accounts whose name or e-mail contains `q`, a page of 20 at a time. */
export function useUserSearch(q: string, page: number) {
  return useQuery({
    queryKey: ["operator", "users", q, page],
    queryFn: () => call(operator.users.$get({ query: { ...(q && { q }), ...(page > 1 && { page: String(page) }) } })),
    placeholderData: (previous) => previous,
  });
}

/** A person's page (each opening is one audit row on the server). */
export function useUserDetail(id: string) {
  return useQuery({
    queryKey: ["operator", "user", id],
    queryFn: () => call(operator.users[":id"].$get({ param: { id: pathParam(id) } })),
    retry: false,
  });
}

function useUserChange<T, R>(id: string, send: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queries.invalidateQueries({ queryKey: ["operator"] }),
    mutationKey: ["operator", "user", id],
  });
}

export function useSuspend(id: string) {
  return useUserChange(id, (input: SuspendInput) =>
    call(operator.users[":id"].suspension.$post({ param: { id: pathParam(id) }, json: input })),
  );
}

export function useReinstate(id: string) {
  return useUserChange(id, (code: string) =>
    call(operator.users[":id"].reinstatement.$post({ param: { id: pathParam(id) }, json: { code } })),
  );
}

/** "Sign out everywhere": answers how many sessions ended. */
export function useSignOutEverywhere(id: string) {
  return useUserChange(id, () =>
    call(operator.users[":id"]["sign-out-everywhere"].$post({ param: { id: pathParam(id) } })),
  );
}

/** The forgot-password mail, sent on the person's behalf: answers the address it went to. */
export function useSendResetMail(id: string) {
  return useUserChange(id, () => call(operator.users[":id"]["password-reset"].$post({ param: { id: pathParam(id) } })));
}

/** A colleague operator's lost two-factor sign-in: answers how many of their sessions ended. */
export function useResetTwoFactor(id: string) {
  return useUserChange(id, (input: TwoFactorResetInput) =>
    call(operator.users[":id"]["two-factor-reset"].$post({ param: { id: pathParam(id) }, json: input })),
  );
}

type SupportStatus = "open" | "answered" | "closed";

export function useSupportInbox(status: SupportStatus | "", page: number) {
  return useQuery({
    queryKey: ["operator", "support", status, page],
    queryFn: () =>
      call(operator.support.$get({ query: { ...(status && { status }), ...(page > 1 && { page: String(page) }) } })),
    placeholderData: (previous) => previous,
  });
}

export function useSupportThread(id: string) {
  return useQuery({
    queryKey: ["operator", "support-thread", id],
    queryFn: () => call(operator.support[":id"].$get({ param: { id: pathParam(id) } })),
  });
}

export function useSupportChange(id: string) {
  return useUserChange(id, (input: { status?: SupportStatus; assignToMe?: boolean }) =>
    call(operator.support[":id"].$patch({ param: { id: pathParam(id) }, json: input })),
  );
}

export function useSupportReply(id: string) {
  return useUserChange(id, (body: string) =>
    call(operator.support[":id"].replies.$post({ param: { id: pathParam(id) }, json: { body } })),
  );
}

export function useOverview() {
  return useQuery({ queryKey: ["operator", "overview"], queryFn: () => call(operator.overview.$get()) });
}
