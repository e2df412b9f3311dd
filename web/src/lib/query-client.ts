import { MutationCache, QueryClient } from "@tanstack/react-query";

/** GET /api/profile/storage, shown by the upload widgets (features/profiles StorageUsageNote). */
export const storageUsageQueryKey = ["profile", "storage"] as const;

/**
 * One retry, no refetch on window focus (spec 000 §9), cached answers kept 30 min (issue 38: coming back is instant). Any finished mutation may have stored or deleted files
 * (uploads, deletes of listings, images, photos, portfolio items), so the storage figure is refreshed after each
 * one; invalidation refetches only while an upload widget shows it.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // Coming back to a screen shows its last data at once and refreshes it behind; the data is kept for half an
      // hour after its screen closes instead of five minutes. An answer younger than 3 s is not asked for again
      // when another part of the screen mounts (a route loader asked for it alongside the code: decision 0067);
      // a return later re-reads, and realtime events mark answers stale whatever their age.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 3_000, gcTime: 30 * 60_000 },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSettled: () => client.invalidateQueries({ queryKey: storageUsageQueryKey }),
    }),
  });
  return client;
}

export const queryClient = createQueryClient();
