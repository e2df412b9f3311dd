import type { PushSubscribeInput } from "@domain/push.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

const pushKey = ["push"] as const;

/** GET /api/push: the server's VAPID key and the account's devices with push on. */
export function usePushConfig() {
  return useQuery({ queryKey: pushKey, queryFn: () => call(client.api.push.$get()) });
}

export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PushSubscribeInput) => call(client.api.push.subscriptions.$post({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKey }),
  });
}

export function useUnsubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.api.push.subscriptions[":id"].$delete({ param: { id: pathParam(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKey }),
  });
}

export function useSendTestPush() {
  return useMutation({ mutationFn: () => call(client.api.push.test.$post()) });
}
