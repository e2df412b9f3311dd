import type { changePasswordSchema } from "@domain/accounts.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { call, client } from "@/lib/api-client.ts";
import { useAuth } from "@/lib/auth.tsx";
import { onRealtime } from "@/lib/realtime.ts";

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /api/accounts/password: needs the current password; every other session of the user ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(client.api.accounts.password.$post({ json: input })),
  });
}

/** DELETE /api/accounts/me: removes the user and everything they own; the server clears the cookie. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => call(client.api.accounts.me.$delete()),
  });
}

/**
 * After the account is deleted: stop rendering the guarded page first (so the guard does not send the now
 * signed-out user to /auth), clear the signed-in state, go home and forget every cached answer.
 */
export function useLeaveAfterDeletion() {
  const [leaving, setLeaving] = useState(false);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = useCallback(async () => {
    setLeaving(true);
    await signOut();
    await navigate("/", { replace: true });
    queryClient.removeQueries();
  }, [signOut, navigate, queryClient]);
  return { leaving, leave };
}

const dataExportKey = ["data-export"] as const;

/**
 * The caller's latest "Download my data" export (decision 0063). While one runs it is re-read when a notification
 * arrives (the export's "ready" notice) and every 10 s in case the event stream is down.
 */
export function useDataExport() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtime(({ type }) => {
        if (type === "notification.created" || type === "resync")
          void queryClient.invalidateQueries({ queryKey: dataExportKey });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: dataExportKey,
    queryFn: () => call(client.api.accounts["data-export"].$get()),
    refetchInterval: (query) => (query.state.data?.export?.status === "running" ? 10_000 : false),
  });
}

/** POST: starts an export, or answers the running one (200) instead of a second. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(client.api.accounts["data-export"].$post()),
    onSuccess: (answer) => queryClient.setQueryData(dataExportKey, answer),
  });
}
