import type { NotificationType } from "@domain/notifications.ts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { call, client, pathParam } from "@/lib/api-client.ts";
import { onRealtime } from "@/lib/realtime.ts";
import { refreshNotificationCount } from "./count.ts";

const listKey = ["notifications"] as const;

/** The caller's notifications, newest first, older pages on demand; re-read when one arrives. */
export function useNotifications() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtime(({ type }) => {
        if (type.startsWith("notification.") || type === "resync")
          void queryClient.invalidateQueries({ queryKey: listKey });
      }),
    [queryClient],
  );
  return useInfiniteQuery({
    queryKey: listKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call(client.api.notifications.$get({ query: pageParam ? { before: pageParam } : {} })),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.api.notifications[":id"].read.$post({ param: { id: pathParam(id) } })),
    onSettled: () => {
      void refreshNotificationCount();
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(client.api.notifications["read-all"].$post()),
    onSettled: () => {
      void refreshNotificationCount();
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

const prefsKey = ["notification-preferences"] as const;

export function useEmailPreferences() {
  return useQuery({ queryKey: prefsKey, queryFn: () => call(client.api.notifications.preferences.$get()) });
}

export function useUpdateEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: NotificationType; email?: boolean; push?: boolean }) =>
      call(client.api.notifications.preferences.$put({ json: { types: [input] } })),
    onSuccess: (answer) => queryClient.setQueryData(prefsKey, answer.preferences),
  });
}

export function useUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: ["unsubscribe", token],
    queryFn: () => call(client.api.notifications.unsubscribe.$get({ query: { token } })),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => call(client.api.notifications.unsubscribe.$post({ query: { token } })),
  });
}
