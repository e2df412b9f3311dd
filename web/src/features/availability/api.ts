import type { Availability, NightsChangeInput, StayRulesInput } from "@domain/availability.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api.ts";
import { call, client } from "@/lib/api-client.ts";

export type { Availability };

/** A listing's calendar under one key per listing: every change refreshes it (and applications see it next read). */
export const availabilityKey = (listingId: string) => ["availability", listingId] as const;

/** GET /api/listings/:id/availability — closed nights from the listing's today to its horizon. */
export function useAvailability(listingId: string, enabled = true) {
  return useQuery({
    queryKey: availabilityKey(listingId),
    queryFn: async ({ signal }): Promise<Availability> =>
      await call(
        client.api.listings[":id"].availability.$get({ param: { id: listingId }, query: {} }, { init: { signal } }),
      ),
    enabled,
  });
}

function useCalendarMutation<T>(listingId: string, run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKey(listingId) }),
  });
}

export const useSaveRules = (listingId: string) =>
  useCalendarMutation(listingId, async (rules: StayRulesInput) =>
    call(client.api.listings[":id"].availability.rules.$patch({ param: { id: listingId }, json: rules })),
  );

export const useChangeNights = (listingId: string) =>
  useCalendarMutation(listingId, async (input: NightsChangeInput) =>
    call(client.api.listings[":id"].availability.nights.$post({ param: { id: listingId }, json: input })),
  );

export const useRotateExport = (listingId: string) =>
  useCalendarMutation(listingId, async (_: undefined) =>
    call(client.api.listings[":id"].calendar.export.$post({ param: { id: listingId } })),
  );

export const useRevokeExport = (listingId: string) =>
  useCalendarMutation(listingId, async (_: undefined) =>
    call(client.api.listings[":id"].calendar.export.$delete({ param: { id: listingId } })),
  );

export const useAddFeed = (listingId: string) =>
  useCalendarMutation(listingId, async (input: { name: string; url: string }) =>
    call(client.api.listings[":id"].calendar.feeds.$post({ param: { id: listingId }, json: input })),
  );

/** POST /api/listings/:id/calendar/import — multipart, sent with fetch (the typed client sends JSON). */
export const useImportFile = (listingId: string) =>
  useCalendarMutation(listingId, async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    const res = await fetch(`/api/listings/${listingId}/calendar/import`, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
      throw new ApiError(res.status, body?.error?.code ?? "error", body?.error?.message ?? "The upload failed");
    }
    return res.json();
  });

export const useRefreshFeed = (listingId: string) =>
  useCalendarMutation(listingId, async (feedId: string) =>
    call(client.api["calendar-feeds"][":feedId"].refresh.$post({ param: { feedId } })),
  );

export const useRemoveFeed = (listingId: string) =>
  useCalendarMutation(listingId, async (feedId: string) =>
    call(client.api["calendar-feeds"][":feedId"].$delete({ param: { feedId } })),
  );
