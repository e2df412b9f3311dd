import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "@/lib/query-client.ts";

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
