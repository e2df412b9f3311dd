import { call, client } from "@/lib/api-client.ts";
import { createLiveCount, useLiveCount } from "@/lib/live-count.ts";

/** The bell's unread count, shared by every bell on the page and kept fresh by the realtime stream. */
const unreadNotifications = createLiveCount(
  async () => (await call(client.api.notifications["unread-count"].$get())).unread,
  (type) => type.startsWith("notification.") || type === "resync" || type === "connected",
);

export const refreshNotificationCount = () => unreadNotifications.refresh();

export const useNotificationCount = () => useLiveCount(unreadNotifications, { readOnMount: true });
