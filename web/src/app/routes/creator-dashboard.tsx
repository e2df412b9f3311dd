import { SignedInPage } from "@/app/layout/signed-in-page.tsx";
import { CreatorDashboard } from "@/features/dashboard/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /creator/dashboard?tab=… — creators only; a host is sent to /host/dashboard (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("Creator Dashboard", "Manage your portfolio, applications, collaborations and profile.");
  return (
    <SignedInPage role="creator">
      {(user) => <CreatorDashboard creatorId={user.id} creatorName={user.fullName} />}
    </SignedInPage>
  );
}
