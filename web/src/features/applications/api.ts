import { applicationLimits } from "@domain/application-messages.ts";
import type { ApplicationStatus } from "@domain/application-states.ts";
import type {
  Application,
  ApplicationPage,
  ApplyInput,
  ConversationSummary,
  ListingApplyState,
} from "@domain/applications.ts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@/lib/api-client.ts";
import { sendOnce } from "@/lib/send-once.ts";

export type { Application, ApplicationPage, ApplicationStatus };

/** Everything about applications sits under one key: a realtime event refreshes it all at once. */
export const applicationsQueryKey = ["applications"] as const;
/** The host dashboard's My Listings cache (application counts live there). */
const myListingsQueryKey = ["listings", "mine"] as const;

export type ApplicationFilter = { page: number; listingId?: string; status?: ApplicationStatus };

/** GET /api/applications — the creator's own, or every application to the host's listings; newest first. */
export const applicationsListQuery = (filter: ApplicationFilter) =>
  queryOptions({
    queryKey: [...applicationsQueryKey, "list", filter],
    queryFn: async ({ signal }): Promise<ApplicationPage> =>
      await call(
        client.api.applications.$get(
          {
            query: {
              page: String(filter.page),
              pageSize: String(applicationLimits.pageSizeDefault),
              ...(filter.listingId ? { listingId: filter.listingId } : {}),
              ...(filter.status ? { status: filter.status } : {}),
            },
          },
          { init: { signal } },
        ),
      ),
  });

export function useApplications(filter: ApplicationFilter, enabled = true) {
  return useQuery({ ...applicationsListQuery(filter), placeholderData: keepPreviousData, enabled });
}

/**
 * GET /api/applications/for-listing/:id — the creator's own application to this listing, if any, and whether they
 * meet its follower minimum (checked by the server, which refuses the application too).
 */
export function useMyApplicationFor(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...applicationsQueryKey, "for-listing", listingId],
    queryFn: async ({ signal }): Promise<ListingApplyState> =>
      await call(
        client.api.applications["for-listing"][":listingId"].$get({ param: { listingId } }, { init: { signal } }),
      ),
    enabled,
  });
}

/** POST /api/conversations with a listing: Chat with Host without applying (the spec's placeholder). */
/** A question to the host before applying: the conversation starts with its first message (issue 35 part 9). */
export function useAskHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { listingId: string; message: { content: string; clientKey: string } }) =>
      ((await call(client.api.conversations.$post({ json: input }))) as { conversation: ConversationSummary })
        .conversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["conversations"] }),
  });
}

/** Opens the creator's conversation about a listing when one exists (their application's, or an earlier question). */
export function useChatWithHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (listingId: string) =>
      ((await call(client.api.conversations.$post({ json: { listingId } }))) as { conversation: ConversationSummary })
        .conversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["conversations"] }),
  });
}

/** POST /api/applications; answers the spec's confirmation text. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplyInput) =>
      (await sendOnce((header) => call(client.api.applications.$post({ json: input, header })))) as {
        application: Application;
        message: string;
      },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["listings"] }),
      ]),
  });
}

/** PATCH /api/applications/:id — accept / reject (host) or withdraw (creator). */
export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: "accepted" | "rejected" | "withdrawn" }) =>
      (
        (await call(client.api.applications[":id"].$patch({ param: { id }, json: { status } }))) as {
          application: Application;
        }
      ).application,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myListingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["conversations"] }),
      ]),
  });
}
