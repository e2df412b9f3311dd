import type { ResolveDisputeInput } from "@domain/disputes.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

const operator = client.api.operator;

/** The disputes queue: open ones oldest first, or closed ones newest first. */
export function useDisputeQueue(status: "open" | "closed", page: number) {
  return useQuery({
    queryKey: ["operator", "disputes", status, page],
    queryFn: () => call(operator.disputes.$get({ query: { status, ...(page > 1 && { page: String(page) }) } })),
    placeholderData: (previous) => previous,
  });
}

export function useOperatorDispute(id: string) {
  return useQuery({
    queryKey: ["operator", "dispute", id],
    queryFn: () => call(operator.disputes[":id"].$get({ param: { id: pathParam(id) } })),
    retry: false,
  });
}

function useConsoleChange<T, R>(send: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queries.invalidateQueries({ queryKey: ["operator"] }) });
}

export const useOperatorDisputeMessage = (id: string) =>
  useConsoleChange((body: string) =>
    call(operator.disputes[":id"].messages.$post({ param: { id: pathParam(id) }, json: { body } })),
  );

export const useResolveDispute = (id: string) =>
  useConsoleChange((input: ResolveDisputeInput) =>
    call(operator.disputes[":id"].resolution.$post({ param: { id: pathParam(id) }, json: input })),
  );
