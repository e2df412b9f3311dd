import type { ArrivalList } from "@domain/stay-phases.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";
import { collaborationsQueryKey } from "./api.ts";

/** Arrivals live under the collaborations key: `collaboration.updated` refreshes them with the cards. */
export const arrivalsQuery = queryOptions({
  queryKey: [...collaborationsQueryKey, "arrivals"],
  queryFn: async ({ signal }): Promise<ArrivalList> =>
    await call(client.api.stays.arrivals.$get({}, { init: { signal } })),
});

export function useArrivals(enabled = true) {
  return useQuery({ ...arrivalsQuery, enabled });
}

/** POST /api/stays/:id/arrival | departure — the host's one tap. */
export function useRecordStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, to }: { id: string; to: "arrived" | "departed" }) =>
      to === "arrived"
        ? call(client.api.stays[":id"].arrival.$post({ param: { id: pathParam(id) } }))
        : call(client.api.stays[":id"].departure.$post({ param: { id: pathParam(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaborationsQueryKey }),
  });
}

/** POST /api/stays/check-in — the code from the creator's contract. */
export function useCheckInByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => call(client.api.stays["check-in"].$post({ json: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaborationsQueryKey }),
  });
}
/** POST /api/stays/:id/no-show (host) or /contest (creator), with a note. */
export function useNoShowNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note, as }: { id: string; note: string; as: "no-show" | "contest" }) =>
      as === "no-show"
        ? call(client.api.stays[":id"]["no-show"].$post({ param: { id: pathParam(id) }, json: { note } }))
        : call(client.api.stays[":id"].contest.$post({ param: { id: pathParam(id) }, json: { note } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaborationsQueryKey }),
  });
}
