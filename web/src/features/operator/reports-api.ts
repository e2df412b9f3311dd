import type { DecideCaseInput, ReportCategory } from "@domain/reports.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";

const operator = client.api.operator;

/** The case queue (open or decided, by category) and the open appeals. */
export function useCaseQueue(status: "open" | "decided", category: ReportCategory | "", page: number) {
  return useQuery({
    queryKey: ["operator", "reports", status, category, page],
    queryFn: () =>
      call(
        operator.reports.$get({
          query: { status, ...(category && { category }), ...(page > 1 && { page: String(page) }) },
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useCase(id: string) {
  return useQuery({
    queryKey: ["operator", "case", id],
    queryFn: () => call(operator.reports[":id"].$get({ param: { id: pathParam(id) } })),
    retry: false,
  });
}

function useConsoleChange<T, R>(send: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queries.invalidateQueries({ queryKey: ["operator"] }) });
}

export function useDecideCase(id: string) {
  return useConsoleChange((input: DecideCaseInput) =>
    call(operator.reports[":id"].decision.$post({ param: { id: pathParam(id) }, json: input })),
  );
}

export function useDecideAppeal(id: string) {
  return useConsoleChange((input: { outcome: "upheld" | "reversed"; reason: string }) =>
    call(operator.appeals[":id"].decision.$post({ param: { id: pathParam(id) }, json: input })),
  );
}
