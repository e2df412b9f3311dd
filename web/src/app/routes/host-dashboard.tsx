import { SignedInPage } from "@/app/layout/signed-in-page.tsx";
import { HostDashboard } from "@/features/dashboard/index.ts";
import { ProfilePanel } from "@/features/profiles/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /host/dashboard — hosts only; a creator is sent to /creator/dashboard (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("Host Dashboard", "Manage your listings, applications, collaborations and profile.");
  return (
    <SignedInPage role="host">
      {(user) => (
        <HostDashboard
          hostId={user.id}
          hostName={user.fullName}
          profilePanel={<ProfilePanel description="How creators see you: your name, bio, location and phone." />}
        />
      )}
    </SignedInPage>
  );
}
