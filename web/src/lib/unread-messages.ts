import { call, client } from "@/lib/api-client.ts";
import { createLiveCount, useLiveCount } from "@/lib/live-count.ts";

const unreadMessages = createLiveCount(
  async () => (await call(client.api.conversations["unread-count"].$get())).count,
  (type) => type.startsWith("message.") || type === "resync" || type === "connected",
);

/** Re-reads the unread-message count (after this tab marked messages read). */
export const refreshUnreadCount = () => unreadMessages.refresh();

/** The unread-message count; it comes with the realtime stream's first "connected" (once the page is idle). */
export const useUnreadCount = () => useLiveCount(unreadMessages, { readOnMount: false });
