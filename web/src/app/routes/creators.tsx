import { SignedInPage } from "@/app/layout/signed-in-page.tsx";
import { CreatorDiscovery } from "@/features/creators/components/creator-discovery.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /creators — creator discovery, hosts only; a creator is sent to /creator/dashboard (DECISIONS.md). */
export function Component() {
  usePageMeta("Discover Creators", "Find content creators by name, location and region, save them and invite them.");
  return (
    <SignedInPage role="host">
      <CreatorDiscovery />
    </SignedInPage>
  );
}
