import type { DisputeDetail, OpenDisputeInput } from "@domain/disputes.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api.ts";
import { call, client, pathParam } from "@/lib/api-client.ts";
import { sendOnce } from "@/lib/send-once.ts";

const disputeKey = (id: string) => ["disputes", id] as const;

/** GET /api/disputes/:id — the dispute as its parties read it. */
export function useDispute(id: string) {
  return useQuery({
    queryKey: disputeKey(id),
    queryFn: async ({ signal }): Promise<DisputeDetail> =>
      call(client.api.disputes[":id"].$get({ param: { id: pathParam(id) } }, { init: { signal } })),
    retry: false,
  });
}

/** Evidence goes as multipart with fetch (the typed client sends JSON), one file a request. */
export async function uploadEvidence(disputeId: string, file: File) {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch(`/api/disputes/${disputeId}/evidence`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(res.status, body?.error?.code ?? "error", body?.error?.message ?? "The upload failed");
  }
}

/**
 * POST /api/collaborations/:id/disputes (with an Idempotency-Key), then each evidence file. The files that could not
 * be added are returned with their reason: the dispute is open either way.
 */
export function useOpenDispute(collaborationId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, files }: { input: OpenDisputeInput; files: File[] }) => {
      const opened = await sendOnce((header) =>
        call(
          client.api.collaborations[":id"].disputes.$post({
            param: { id: pathParam(collaborationId) },
            json: input,
            header,
          }),
        ),
      );
      const failed: string[] = [];
      for (const file of files) {
        await uploadEvidence(opened.dispute.dispute.id, file).catch((error: unknown) =>
          failed.push(`${file.name}: ${error instanceof Error ? error.message : "not added"}`),
        );
      }
      return { ...opened, failed };
    },
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: ["collaborations"] }),
        queries.invalidateQueries({ queryKey: ["workspaces"] }),
      ]),
  });
}

function useDisputeChange<T, R>(id: string, send: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: disputeKey(id) }),
        queries.invalidateQueries({ queryKey: ["collaborations"] }),
      ]),
  });
}

export const useDisputeMessage = (id: string) =>
  useDisputeChange(id, (body: string) =>
    call(client.api.disputes[":id"].messages.$post({ param: { id: pathParam(id) }, json: { body } })),
  );

export const useAddEvidence = (id: string) => useDisputeChange(id, (file: File) => uploadEvidence(id, file));

export const useWithdrawDispute = (id: string) =>
  useDisputeChange(id, () => call(client.api.disputes[":id"].withdraw.$post({ param: { id: pathParam(id) } })));
