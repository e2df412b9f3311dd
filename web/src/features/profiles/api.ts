import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError, api } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import type { profileUpdateSchema } from "../../../../domain/accounts.ts";

/** The signed-in user's own profile (docs/api.md, "Profile"). */
export type MyProfile = {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  location: string | null;
  bio: string | null;
  avatarUrl: string | null;
  emailUpdates: boolean;
  smsNotifications: boolean;
  userType: "creator" | "host" | null;
  updatedAt: string;
};

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type NotificationPreferences = { emailUpdates: boolean; smsNotifications: boolean };
/** The notifications body: the switches, plus a phone when SMS is switched on by someone without one. */
export type NotificationUpdate = NotificationPreferences & { phone?: string };

export const profileQueryKey = ["profile"] as const;

type ProfileResponse = { profile: MyProfile };

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async () => (await api<ProfileResponse>("/api/profile")).profile,
    enabled: options.enabled ?? true,
  });
}

/** PATCH /api/profile. Keeps the cache fresh and refreshes the session user when the name changed. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: async (input: ProfileUpdate) =>
      (await api<ProfileResponse>("/api/profile", { method: "PATCH", body: input })).profile,
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
      (await api<ProfileResponse>("/api/profile/notifications", { method: "PATCH", body: input })).profile,
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

/**
 * The text to show for a failed request: the server's own message for a request it refused (4xx; the API's
 * messages are written for people), otherwise the caller's fallback (network failure, 5xx).
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
