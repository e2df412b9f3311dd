import type { CreatePaymentInput, PaymentList } from "@domain/payments.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";
import { sendOnce } from "@/lib/send-once.ts";
import { collaborationsQueryKey } from "./api.ts";

/** Payments live under the collaborations key: `collaboration.updated` refreshes both. */
const paymentsQueryKey = [...collaborationsQueryKey, "payments"] as const;

/** GET /api/payments — payments of the viewer's own collaborations, with totals. */
export function usePayments() {
  return useQuery({
    queryKey: paymentsQueryKey,
    queryFn: async ({ signal }): Promise<PaymentList> => await call(client.api.payments.$get({}, { init: { signal } })),
  });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreatePaymentInput) =>
      sendOnce((header) => call(client.api.payments.$post({ json: input, header }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaborationsQueryKey }),
  });
}

export function useChangePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: "approved" | "paid" | "cancelled" }) =>
      call(client.api.payments[":id"].$patch({ param: { id: pathParam(id) }, json: { status } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaborationsQueryKey }),
  });
}
