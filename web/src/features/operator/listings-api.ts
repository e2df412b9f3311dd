import type { UnpublishInput } from "@domain/listing-moderation.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

const listings = client.api.operator.listings;
export type ListingQueueState = "all" | "unpublished" | "requested";

/** The console's listings: `q` (title words, host, or an id), a state filter, 20 a page. */
export function useListingSearch(q: string, state: ListingQueueState, page: number) {
  return useQuery({
    queryKey: ["operator", "listings", q, state, page],
    queryFn: () =>
      call(
        listings.$get({
          query: { ...(q && { q }), ...(state !== "all" && { state }), ...(page > 1 && { page: String(page) }) },
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useOperatorListing(id: string) {
  return useQuery({
    queryKey: ["operator", "listing", id],
    queryFn: () => call(listings[":id"].$get({ param: { id: pathParam(id) } })),
    retry: false,
  });
}

function useListingChange<T, R>(send: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queries.invalidateQueries({ queryKey: ["operator"] }) });
}

export function useUnpublish(id: string) {
  return useListingChange((input: UnpublishInput) =>
    call(listings[":id"].unpublish.$post({ param: { id: pathParam(id) }, json: input })),
  );
}

export function useRepublish(id: string) {
  return useListingChange(() => call(listings[":id"].republish.$post({ param: { id: pathParam(id) } })));
}

export function useDeclineRepublication(id: string) {
  return useListingChange((reason: string) =>
    call(listings[":id"]["decline-republication"].$post({ param: { id: pathParam(id) }, json: { reason } })),
  );
}
