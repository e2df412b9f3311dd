import { MutationCache, QueryClient } from "@tanstack/react-query";

/** GET /api/profile/storage, shown by the upload widgets (features/profiles StorageUsageNote). */
export const storageUsageQueryKey = ["profile", "storage"] as const;

/**
 * One retry, no refetch on window focus (spec 000 §9). Any finished mutation may have stored or deleted files
 * (uploads, deletes of listings, images, photos, portfolio items), so the storage figure is refreshed after each
 * one; invalidation refetches only while an upload widget shows it.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSettled: () => client.invalidateQueries({ queryKey: storageUsageQueryKey }),
    }),
  });
  return client;
}

export const queryClient = createQueryClient();
