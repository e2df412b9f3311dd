// Before any screen under this layout parses with Zod (kept out of the first load of `/`).
import "@/lib/zod-jitless.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "@/lib/query-client.ts";
import { onRealtime } from "@/lib/realtime.ts";

/**
 * Realtime events name rows, not content: each one marks the cached queries about those rows stale, and the
 * screens showing them re-read through the API (with its authorization). `resync` re-reads everything.
 */
/**
 * The queries that realtime events keep fresh (below). Only the host's own listings (application counts), not the
 * discovery pages: re-reading those when the stream first connects re-rendered the whole grid of cards on every
 * visit of /listings, a long task on a phone (issue 38), and no event changes them.
 */
const realtimeFedKeys = [
  ["conversations"],
  ["applications"],
  ["collaborations"],
  ["negotiations"],
  ["listings", "mine"],
] as const;

onRealtime(({ type }) => {
  if (type === "resync") {
    void queryClient.invalidateQueries();
    return;
  }
  // The first connection of the tab opens once the page is idle: whatever the realtime-fed screens read before
  // it may have changed in between (an event sent then reached no one), so they re-read once.
  if (type === "connected") {
    for (const queryKey of realtimeFedKeys) void queryClient.invalidateQueries({ queryKey });
    return;
  }
  if (type.startsWith("message.") || type === "conversation.created") {
    void queryClient.invalidateQueries({ queryKey: ["conversations"] });
  }
  if (type.startsWith("application.")) {
    void queryClient.invalidateQueries({ queryKey: ["applications"] });
    void queryClient.invalidateQueries({ queryKey: ["listings", "mine"] });
    void queryClient.invalidateQueries({ queryKey: ["conversations"] });
  }
  // Accepting terms also moves the application to contract and changes the collaboration.
  // …and a review landing (issue 35 part 7): the other party's open review page shows them published.
  if (type === "collaboration.updated") {
    void queryClient.invalidateQueries({ queryKey: ["collaborations"] });
    void queryClient.invalidateQueries({ queryKey: ["review-state"] });
    void queryClient.invalidateQueries({ queryKey: ["applications"] });
  }
  // A new deliverable, a review or a new version: the open workspace and the rights register re-read.
  if (type === "deliverable.updated") {
    void queryClient.invalidateQueries({ queryKey: ["workspaces"] });
    void queryClient.invalidateQueries({ queryKey: ["content-rights"] });
  }
  if (type === "negotiation.updated") {
    void queryClient.invalidateQueries({ queryKey: ["negotiations"] });
    void queryClient.invalidateQueries({ queryKey: ["applications"] });
    void queryClient.invalidateQueries({ queryKey: ["collaborations"] });
  }
});

/**
 * Server-state caching for every screen but the visitor home page: loaded lazily so TanStack Query
 * stays out of the first load of `/` (DESIGN.md §6 budget). The client is a module singleton, so the
 * cache survives navigation in and out of this layout.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
