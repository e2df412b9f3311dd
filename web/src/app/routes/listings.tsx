import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { DiscoveryPage } from "@/features/listings/components/discovery-page.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /listings — listing discovery for signed-in users (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("Discover Listings", "Discover collaboration opportunities from hosts around the world.");
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <DiscoveryPage />
      </main>
    </RequireAuth>
  );
}
