import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { CreatorDiscovery } from "@/features/creators/components/creator-discovery.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /creators — creator discovery, hosts only; a creator is sent to /creator/dashboard (DECISIONS.md). */
export function Component() {
  usePageMeta("Discover Creators", "Find content creators by name, location and region, save them and invite them.");
  return (
    <RequireAuth role="host">
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <CreatorDiscovery />
      </main>
    </RequireAuth>
  );
}
