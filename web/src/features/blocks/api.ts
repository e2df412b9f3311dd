import type { BlockedPerson } from "@domain/blocks.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

export type { BlockedPerson };

export const blocksQueryKey = ["blocks"] as const;

/** GET /api/blocks — the people the signed-in member blocked (Settings → Account → Blocked people). */
export function useBlockedPeople() {
  return useQuery({
    queryKey: blocksQueryKey,
    queryFn: async ({ signal }) => (await call(client.api.blocks.$get({}, { init: { signal } }))).items,
  });
}

/**
 * A block or an unblock changes what the member sees almost everywhere (search, pages, the inbox, applications):
 * every cached answer is refetched, as after signing in.
 */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /api/blocks — idempotent on the server: a second click answers the same block. */
export function useBlockPerson() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: async (userId: string) => (await call(client.api.blocks.$post({ json: { userId } }))).block,
    onSuccess: refresh,
  });
}

/** DELETE /api/blocks/:userId — idempotent. */
export function useUnblockPerson() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: async (userId: string) => {
      await call(client.api.blocks[":userId"].$delete({ param: { userId: pathParam(userId) } }));
    },
    onSuccess: refresh,
  });
}
