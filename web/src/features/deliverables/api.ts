import type { Deliverable, FeedbackInput, RightsItem, Workspace } from "@domain/deliverables.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, networkErrorMessage, toApiError } from "@/lib/api.ts";
import { call, client, pathParam } from "@/lib/api-client.ts";

export const workspacesQueryKey = ["workspaces"] as const;
export const contentRightsQueryKey = ["content-rights"] as const;

/** GET /api/workspaces/:applicationId — re-read on `deliverable.updated` (web/src/app/layout/query-layout.tsx). */
export function useWorkspace(applicationId: string) {
  return useQuery({
    queryKey: [...workspacesQueryKey, applicationId],
    queryFn: async ({ signal }): Promise<Workspace> =>
      await call(
        client.api.workspaces[":applicationId"].$get(
          { param: { applicationId: pathParam(applicationId) } },
          { init: { signal } },
        ),
      ),
    // A 404 is an answer (Collaboration Not Found), not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 1,
  });
}

export function useReview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: FeedbackInput }) =>
      (await call(client.api.deliverables[":id"].feedback.$post({ param: { id: pathParam(id) }, json: input }))) as {
        deliverable: Deliverable;
        message: string;
      },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...workspacesQueryKey, applicationId] });
      void queryClient.invalidateQueries({ queryKey: contentRightsQueryKey });
    },
  });
}

export type UploadHandle = { promise: Promise<{ deliverable: Deliverable; message: string }>; cancel: () => void };

/**
 * The upload with XMLHttpRequest, because fetch cannot report upload progress: text fields first, then the file
 * (the server streams it to storage and checks it as it arrives). `cancel` aborts the request; nothing is kept.
 */
export function uploadDeliverable(
  applicationId: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<{ deliverable: Deliverable; message: string }>((resolve, reject) => {
    xhr.open("POST", `/api/workspaces/${pathParam(applicationId)}/deliverables`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = async () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { "content-type": xhr.getResponseHeader("content-type") ?? "application/json" },
      });
      if (xhr.status >= 200 && xhr.status < 300)
        resolve((await response.json()) as { deliverable: Deliverable; message: string });
      else reject(await toApiError(response));
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", networkErrorMessage));
    xhr.onabort = () => reject(new ApiError(0, "aborted", "Upload cancelled."));
    xhr.send(form);
  });
  return { promise, cancel: () => xhr.abort() };
}

export function useContentRights(params: { status?: string; sort: string }) {
  return useQuery({
    queryKey: [...contentRightsQueryKey, params],
    queryFn: async ({ signal }): Promise<{ items: RightsItem[] }> =>
      await call(
        client.api["content-rights"].$get(
          {
            query: {
              sort: params.sort as "expires",
              ...(params.status ? { status: params.status as "active" } : {}),
            },
          },
          { init: { signal } },
        ),
      ),
  });
}
