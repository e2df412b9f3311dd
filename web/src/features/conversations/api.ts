import type { ChatMessage, ConversationSummary, Inbox } from "@domain/applications.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@/lib/api-client.ts";

export type { ChatMessage, ConversationSummary, Inbox };
export type Thread = { conversation: ConversationSummary; messages: ChatMessage[] };

export const conversationsQueryKey = ["conversations"] as const;
export const threadQueryKey = (id: string) => ["conversations", "thread", id] as const;

/** GET /api/conversations — the inbox, newest activity first, with unread counts. */
export function useInbox() {
  return useQuery({
    queryKey: [...conversationsQueryKey, "inbox"],
    queryFn: async ({ signal }): Promise<Inbox> =>
      await call(client.api.conversations.$get({ query: { page: "1" } }, { init: { signal } })),
  });
}

/** GET /api/conversations/:id — the thread. */
export function useThread(id: string | undefined) {
  return useQuery({
    queryKey: threadQueryKey(id ?? ""),
    queryFn: async ({ signal }): Promise<Thread> =>
      await call(client.api.conversations[":id"].$get({ param: { id: id ?? "" } }, { init: { signal } })),
    enabled: Boolean(id),
  });
}

/** POST /api/conversations — open (or create) the conversation of an application, or ask a host about a listing. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { applicationId: string } | { listingId: string }) =>
      ((await call(client.api.conversations.$post({ json: input }))) as { conversation: ConversationSummary })
        .conversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}

/** POST /api/conversations/:id/messages with the message's idempotency key. */
export async function postMessage(id: string, content: string, clientKey: string): Promise<ChatMessage> {
  return (
    (await call(client.api.conversations[":id"].messages.$post({ param: { id }, json: { content, clientKey } }))) as {
      message: ChatMessage;
    }
  ).message;
}

/** POST /api/conversations/:id/read — the other party's messages, up to the newest one shown. */
export async function postRead(id: string, upTo: string): Promise<number> {
  return (
    (await call(client.api.conversations[":id"].read.$post({ param: { id }, json: { upTo } }))) as {
      updated: number;
    }
  ).updated;
}
