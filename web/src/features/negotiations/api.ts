import type { Negotiation, ProposeTermsInput } from "@domain/negotiation.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";
import { sendOnce } from "@/lib/send-once.ts";

export type { Negotiation };

/** Everything about negotiations sits under one key: the `negotiation.updated` event refreshes it. */
export const negotiationsQueryKey = ["negotiations"] as const;

/** GET /api/negotiations/:applicationId — context, tier and history (newest first). */
export function useNegotiation(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...negotiationsQueryKey, applicationId],
    queryFn: async ({ signal }): Promise<Negotiation> =>
      await call(
        client.api.negotiations[":applicationId"].$get(
          { param: { applicationId: pathParam(applicationId) } },
          { init: { signal } },
        ),
      ),
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: negotiationsQueryKey }),
      queryClient.invalidateQueries({ queryKey: ["applications"] }),
      queryClient.invalidateQueries({ queryKey: ["collaborations"] }),
    ]);
}

/** POST /api/negotiations/:applicationId/terms. */
export function useProposeTerms(applicationId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ProposeTermsInput) =>
      sendOnce((header) =>
        call(
          client.api.negotiations[":applicationId"].terms.$post({
            param: { applicationId: pathParam(applicationId) },
            json: input,
            header,
          }),
        ),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/negotiations/:applicationId/answer. */
export function useAnswerTerms(applicationId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { termsId: string; status: "accepted" | "rejected" }) =>
      call(
        client.api.negotiations[":applicationId"].answer.$post({
          param: { applicationId: pathParam(applicationId) },
          json: input,
        }),
      ),
    onSuccess: refresh,
  });
}
