import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api.ts";
import type { PortfolioItem } from "../../../../domain/creators.ts";
import type { MyListing, MyListingsResponse } from "../../../../domain/listings.ts";

export type { MyListing, PortfolioItem };

export const myListingsQueryKey = ["listings", "mine"] as const;
export const portfolioQueryKey = (creatorId: string) => ["portfolio", creatorId] as const;

/** GET /api/listings/mine — the host's own listings in every status, with their real application counts. */
export function useMyListings() {
  return useQuery({
    queryKey: myListingsQueryKey,
    queryFn: async () => (await api<MyListingsResponse>("/api/listings/mine")).listings,
  });
}

/** GET /api/creators/:id/portfolio — the creator's portfolio in saved order. */
export function useCreatorPortfolio(creatorId: string) {
  return useQuery({
    queryKey: portfolioQueryKey(creatorId),
    queryFn: async () =>
      (await api<{ items: PortfolioItem[] }>(`/api/creators/${encodeURIComponent(creatorId)}/portfolio`)).items,
  });
}
