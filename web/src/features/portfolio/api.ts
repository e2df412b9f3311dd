import type { PortfolioItem } from "@domain/creators.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

export type { PortfolioItem };

/** Same key as the dashboard's read-only view, so both share one cache entry. */
export const portfolioQueryKey = (creatorId: string) => ["portfolio", creatorId] as const;

/** GET /api/creators/:id/portfolio — anyone; items in the saved order. */
export function usePortfolio(creatorId: string) {
  return useQuery({
    queryKey: portfolioQueryKey(creatorId),
    queryFn: async () =>
      (await call(client.api.creators[":id"].portfolio.$get({ param: { id: pathParam(creatorId) } }))).items,
  });
}

/** POST /api/portfolio (multipart `file` + `tags` as a JSON list); the item is appended at the end. */
export function useUploadMedia(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, tags }: { file: File; tags: string[] }) => {
      return (await call(client.api.portfolio.$post({ form: { file, tags: JSON.stringify(tags) } }))).item;
    },
    onSuccess: (item) => {
      queryClient.setQueryData<PortfolioItem[]>(portfolioQueryKey(creatorId), (items) =>
        items ? [...items, item] : items,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioQueryKey(creatorId) }),
  });
}

/** DELETE /api/portfolio/:id (the owner's own items only). */
export function useDeleteMedia(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.api.portfolio[":id"].$delete({ param: { id: pathParam(id) } })),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<PortfolioItem[]>(portfolioQueryKey(creatorId), (items) =>
        items?.filter((item) => item.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioQueryKey(creatorId) }),
  });
}

/** PUT /api/portfolio/order with every own id in the new order; shown at once, rolled back on failure. */
export function useReorderMedia(creatorId: string) {
  const queryClient = useQueryClient();
  const key = portfolioQueryKey(creatorId);
  return useMutation({
    mutationFn: async (items: PortfolioItem[]) =>
      (await call(client.api.portfolio.order.$put({ json: { ids: items.map((item) => item.id) } }))).items,
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PortfolioItem[]>(key);
      queryClient.setQueryData(key, items);
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (items) => queryClient.setQueryData(key, items),
  });
}
