/**
 * Realtime event kinds (docs/api.md "Realtime events"), one list for the server that publishes them and the
 * browser that listens for each by name. An event carries ids only: the browser re-reads the rows through the
 * ordinary API, which checks authorization again, so an event can never leak content.
 */
export const realtimeEventTypes = [
  "message.created",
  "message.read",
  "application.created",
  "application.status",
  "conversation.created",
  "negotiation.updated",
  "collaboration.updated",
  "notification.created",
  "notification.read",
  "deliverable.updated",
] as const;
export type RealtimeEventType = (typeof realtimeEventTypes)[number];
