import { applicationsListQuery } from "@/features/applications/index.ts";
import { arrivalsQuery } from "@/features/contracts/index.ts";
import { myCreatorProfileQuery } from "@/features/creators/index.ts";
import { invitationsPageQuery, pendingInvitationCountQuery } from "@/features/invitations/index.ts";
import { myListingsQuery } from "@/features/listings/my-listings-query.ts";
import { queryClient } from "@/lib/query-client.ts";

/** Answers younger than this are not asked for again by a loader run. */
const fresh = 10_000;

/**
 * Route data asked for alongside the route's code (issue 38): a route's `loader` (router.tsx) starts these reads
 * while its lazy module downloads, instead of after the module has loaded and rendered (a request waterfall of
 * ~3 s on a throttled phone). Same query options as the screens' hooks, so the screens render from the cache.
 * Fire and forget: the loader never waits for them and a failure is the screen's own to show. The loader runs
 * again on each tab change: answers younger than `fresh` are not asked for again.
 */
export function prefetchCreatorDashboard(url: string): null {
  const tab = new URL(url).searchParams.get("tab");
  void queryClient.prefetchQuery({ ...myCreatorProfileQuery, staleTime: fresh });
  void queryClient.prefetchQuery({ ...pendingInvitationCountQuery, staleTime: fresh });
  if (tab === "applications") {
    void queryClient.prefetchQuery({ ...applicationsListQuery({ page: 1 }), staleTime: fresh });
    void queryClient.prefetchQuery({ ...invitationsPageQuery(1), staleTime: fresh });
  }
  return null;
}

/** The host dashboard: today's arrivals (above the tabs) and the host's listings (My Listings, the listing filter). */
export function prefetchHostDashboard(url: string): null {
  const tab = new URL(url).searchParams.get("tab");
  void queryClient.prefetchQuery({ ...arrivalsQuery, staleTime: fresh });
  void queryClient.prefetchQuery({ ...myListingsQuery, staleTime: fresh });
  if (tab === "applications") {
    void queryClient.prefetchQuery({ ...applicationsListQuery({ page: 1 }), staleTime: fresh });
    void queryClient.prefetchQuery({ ...invitationsPageQuery(1), staleTime: fresh });
  }
  return null;
}
