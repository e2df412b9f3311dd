import type { MyProfile, notificationPreferencesSchema, profileUpdateSchema } from "@domain/accounts.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call, client } from "@/lib/api-client.ts";
import { useAuth } from "@/lib/auth.tsx";

/** The signed-in user's own profile. */
export type { MyProfile };

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
/** The notifications body: the switches, plus a phone when SMS is switched on by someone without one. */
export type NotificationUpdate = z.input<typeof notificationPreferencesSchema>;
export type NotificationPreferences = Omit<NotificationUpdate, "phone">;

export const profileQueryKey = ["profile"] as const;

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async () => (await call(client.api.profile.$get())).profile,
    enabled: options.enabled ?? true,
  });
}

/** PATCH /api/profile. Keeps the cache fresh and refreshes the session user when the name changed. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: async (input: ProfileUpdate) => (await call(client.api.profile.$patch({ json: input }))).profile,
    onSuccess: async (profile, input) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      if (input.fullName !== undefined) await refresh();
    },
  });
}

/** PATCH /api/profile/notifications, applied optimistically and rolled back on failure. */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationUpdate) =>
      (await call(client.api.profile.notifications.$patch({ json: input }))).profile,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: profileQueryKey });
      const previous = queryClient.getQueryData<MyProfile>(profileQueryKey);
      if (previous) queryClient.setQueryData<MyProfile>(profileQueryKey, { ...previous, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(profileQueryKey, context.previous);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
