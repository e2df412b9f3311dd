import type { CollaborationList } from "@domain/collaborations.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

/** Everything about collaborations sits under one key: `collaboration.updated` refreshes it. */
export const collaborationsQueryKey = ["collaborations"] as const;

/** GET /api/collaborations — the viewer's own, with the Active / Completed counts. */
export function useCollaborations() {
  return useQuery({
    queryKey: [...collaborationsQueryKey, "list"],
    queryFn: async ({ signal }): Promise<CollaborationList> =>
      await call(client.api.collaborations.$get({}, { init: { signal } })),
  });
}

/** PATCH /api/collaborations/:id — Pause, Resume, Mark Complete. */
export function useChangeCollaborationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: "active" | "paused" | "completed" }) =>
      call(client.api.collaborations[":id"].$patch({ param: { id: pathParam(id) }, json: { status } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["applications"] }),
      ]),
  });
}

/** POST /api/collaborations/:id/cancel — either party, before arrival, with a reason. */
export function useCancelCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      call(client.api.collaborations[":id"].cancel.$post({ param: { id: pathParam(id) }, json: { reason } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["applications"] }),
      ]),
  });
}
