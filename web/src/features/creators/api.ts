import type {
  CreatorCard,
  CreatorPage,
  CreatorProfileFormValues,
  CreatorPublicProfile,
  MyCreatorProfile,
} from "@domain/creators.ts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api.ts";
import { call, client, pathParam } from "@/lib/api-client.ts";
import { type CreatorQuery, creatorSearchParams } from "./discovery-query.ts";

export type { CreatorCard, CreatorPage, CreatorPublicProfile, CreatorQuery, MyCreatorProfile };

export const creatorsQueryKey = ["creators"] as const;
export const myCreatorQueryKey = ["creators", "me"] as const;
export const savedCreatorsQueryKey = ["saved-creators"] as const;
export const publicCreatorQueryKey = (id: string) => ["creators", "public", id] as const;

/** GET /api/creators/me — the signed-in creator's profile (defaults when never saved). */
export const myCreatorProfileQuery = queryOptions({
  queryKey: myCreatorQueryKey,
  queryFn: async () => (await call(client.api.creators.me.$get())).profile,
});

export function useMyCreatorProfile() {
  return useQuery(myCreatorProfileQuery);
}

/** PUT /api/creators/me; refreshes the profile caches and the session user (the name may have changed). */
export function useUpdateCreatorProfile(onSaved?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CreatorProfileFormValues) =>
      (await call(client.api.creators.me.$put({ json: values }))).profile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(myCreatorQueryKey, profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["profile"] }),
        onSaved?.(),
      ]);
    },
  });
}

/** GET /api/creators/:id — public fields only; a 404 means 'Creator Not Found'. */
export function usePublicCreator(id: string) {
  return useQuery({
    queryKey: publicCreatorQueryKey(id),
    queryFn: async () => (await call(client.api.creators[":id"].$get({ param: { id: pathParam(id) } }))).creator,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
}

/** GET /api/creators — one page of discovery results for hosts. */
export function useCreatorSearch(query: CreatorQuery) {
  return useQuery({
    queryKey: [...creatorsQueryKey, "search", query] as const,
    queryFn: ({ signal }) =>
      call(client.api.creators.$get({ query: creatorSearchParams(query) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

/** Marks a card saved or not in every cached discovery page, so the heart flips at once. */
function setSavedInCache(queryClient: ReturnType<typeof useQueryClient>, creatorId: string, isSaved: boolean) {
  queryClient.setQueriesData<CreatorPage>({ queryKey: [...creatorsQueryKey, "search"] }, (page) =>
    page ? { ...page, items: page.items.map((c) => (c.id === creatorId ? { ...c, isSaved } : c)) } : page,
  );
}

/** POST /api/saved-creators or DELETE /api/saved-creators/:id (the heart). A 409 already_saved still means saved. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ creatorId, save }: { creatorId: string; save: boolean }) => {
      const savedCreators = client.api["saved-creators"];
      if (save) await call(savedCreators.$post({ json: { creatorId } }));
      else await call(savedCreators[":creatorId"].$delete({ param: { creatorId: pathParam(creatorId) } }));
    },
    onSuccess: (_data, { creatorId, save }) => setSavedInCache(queryClient, creatorId, save),
    onError: (error, { creatorId }) => {
      if (isApiError(error, "already_saved")) setSavedInCache(queryClient, creatorId, true);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...creatorsQueryKey, "search"] }),
        queryClient.invalidateQueries({ queryKey: savedCreatorsQueryKey }),
      ]),
  });
}

/**
 * GET /api/saved-creators?creatorId= — is this creator in the host's saved list (the heart on a creator's page)?
 * Asked for the one creator, so it holds however long the (paged) list is.
 */
export function useIsCreatorSaved(creatorId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...savedCreatorsQueryKey, creatorId],
    queryFn: async ({ signal }) =>
      (await call(client.api["saved-creators"].$get({ query: { creatorId } }, { init: { signal } }))).total > 0,
    enabled,
  });
}
