import { SignedInPage } from "@/app/layout/signed-in-page.tsx";
import { DiscoveryPage } from "@/features/listings/components/discovery-page.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /listings — listing discovery for signed-in users (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("Discover Listings", "Discover collaboration opportunities from hosts around the world.");
  return (
    <SignedInPage>
      <DiscoveryPage />
    </SignedInPage>
  );
}
