// creatorLimits from the messages module: @domain/creators.ts builds every creator schema when it loads (~40 ms of a
// phone's CPU on the dashboard's first load, issue 38).
import { creatorLimits } from "@domain/creator-messages.ts";
import type { CreateInvitationInput, Invitation, ListPage } from "@domain/creators.ts";
import type { InvitationStatus } from "@domain/invitation-states.ts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";
import { sendOnce } from "@/lib/send-once.ts";

export type { Invitation };

export const invitationsQueryKey = ["invitations"] as const;
/** Same key as the host dashboard's My Listings, so both share one cache entry. */
const myListingsQueryKey = ["listings", "mine"] as const;

/** GET /api/invitations — one page of a host's sent invitations or a creator's received ones, newest first. */
export const invitationsPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...invitationsQueryKey, "page", page],
    queryFn: ({ signal }) =>
      call(
        client.api.invitations.$get(
          { query: { page: String(page), pageSize: String(creatorLimits.listPageSizeDefault) } },
          { init: { signal } },
        ),
      ),
  });

export function useInvitations(page = 1, enabled = true) {
  return useQuery({ ...invitationsPageQuery(page), placeholderData: keepPreviousData, enabled });
}

/** The host's listings a creator can be invited to: active ones only (GET /api/listings/mine). */
export function useInvitableListings(enabled: boolean) {
  return useQuery({
    queryKey: myListingsQueryKey,
    queryFn: async () => (await call(client.api.listings.mine.$get())).listings,
    select: (listings) =>
      listings
        .filter((listing) => listing.status === "active")
        .map((listing) => ({ id: listing.id, title: listing.title, location: listing.location })),
    enabled,
  });
}

/** POST /api/invitations. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateInvitationInput) =>
      (await sendOnce((header) => call(client.api.invitations.$post({ json: input, header })))).invitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}

/** PATCH /api/invitations/:id — accept/decline (creator) or withdraw (host). */
export function useUpdateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: Exclude<InvitationStatus, "pending"> }) =>
      (await call(client.api.invitations[":id"].$patch({ param: { id: pathParam(id) }, json: { status } }))).invitation,
    onSuccess: (invitation) => {
      // Only the list pages hold invitations (the same key also holds the "sent-to" marks and the pending count).
      queryClient.setQueriesData<ListPage<Invitation>>({ queryKey: [...invitationsQueryKey, "page"] }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item.id === invitation.id ? invitation : item)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
    },
  });
}

/**
 * Which of these creators the host already invited, for the cards' "Invited" and the dialog's
 * "Already invited". Under the invitations key, so sending an invitation refreshes it.
 */
export function useSentInvitationMarks(creatorIds: string[], enabled = true) {
  const ids = [...new Set(creatorIds)].sort();
  return useQuery({
    queryKey: [...invitationsQueryKey, "sent-to", ids],
    queryFn: async () =>
      (await call(client.api.invitations["sent-to"].$get({ query: { creatorIds: ids.join(",") } }))).items,
    enabled: enabled && ids.length > 0,
    staleTime: 30_000,
  });
}

/** A creator's invitations waiting for an answer (badge on the Applications tab, dashboard card). */
export const pendingInvitationCountQuery = queryOptions({
  queryKey: [...invitationsQueryKey, "pending-count"],
  queryFn: async () => (await call(client.api.invitations["pending-count"].$get())).count,
});

export function usePendingInvitationCount(enabled = true) {
  return useQuery({ ...pendingInvitationCountQuery, enabled });
}
