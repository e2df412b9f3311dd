import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

/** A statement of reasons: by the person signed in, or with the link's token (`t`) for one who cannot sign in. */
export function useStatement(id: string, token: string | null) {
  return useQuery({
    queryKey: ["statement", id, token],
    queryFn: () =>
      call(client.api.statements[":id"].$get({ param: { id: pathParam(id) }, query: token ? { t: token } : {} })),
    retry: false,
  });
}

export function useAppeal(id: string, token: string | null) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (explanation: string) =>
      call(
        client.api.statements[":id"].appeal.$post({
          param: { id: pathParam(id) },
          query: token ? { t: token } : {},
          json: { explanation },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["statement", id] }),
  });
}

export function useMyReports() {
  return useQuery({ queryKey: ["reports", "mine"], queryFn: () => call(client.api.reports.mine.$get()) });
}
