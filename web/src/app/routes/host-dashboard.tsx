import { lazy, Suspense } from "react";
import { SignedInPage } from "@/app/layout/signed-in-page.tsx";
import { HostDashboard } from "@/features/dashboard/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** The Profile tab's form (react-hook-form, Zod) loads when the tab opens, not with the dashboard (issue 38). */
const ProfilePanel = lazy(async () => ({
  default: (await import("@/features/profiles/components/profile-panel.tsx")).ProfilePanel,
}));

/** /host/dashboard — hosts only; a creator is sent to /creator/dashboard (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("Host Dashboard", "Manage your listings, applications, collaborations and profile.");
  return (
    <SignedInPage role="host">
      {(user) => (
        <HostDashboard
          hostId={user.id}
          hostName={user.fullName}
          profilePanel={
            <Suspense fallback={null}>
              <ProfilePanel description="How creators see you: your name, bio, location and phone." />
            </Suspense>
          }
        />
      )}
    </SignedInPage>
  );
}
