import type { PortfolioItem } from "@domain/creators.ts";
import type { MyListing } from "@domain/listings.ts";
import { useQuery } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

export type { MyListing, PortfolioItem };

export const myListingsQueryKey = ["listings", "mine"] as const;
export const portfolioQueryKey = (creatorId: string) => ["portfolio", creatorId] as const;

/** GET /api/listings/mine — the host's own listings in every status, with their real application counts. */
export function useMyListings() {
  return useQuery({
    queryKey: myListingsQueryKey,
    queryFn: async () => (await call(client.api.listings.mine.$get())).listings,
  });
}

/** GET /api/creators/:id/portfolio — the creator's portfolio in saved order. */
export function useCreatorPortfolio(creatorId: string) {
  return useQuery({
    queryKey: portfolioQueryKey(creatorId),
    queryFn: async () =>
      (await call(client.api.creators[":id"].portfolio.$get({ param: { id: pathParam(creatorId) } }))).items,
  });
}
