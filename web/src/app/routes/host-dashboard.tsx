import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { HostDashboard } from "@/features/dashboard/index.ts";
import { ProfilePanel } from "@/features/profiles/index.ts";
import { useAuth } from "@/lib/auth.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /host/dashboard — hosts only; a creator is sent to /creator/dashboard (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("Host Dashboard", "Manage your listings, applications, collaborations and profile.");
  return (
    <RequireAuth role="host">
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Dashboard />
      </main>
    </RequireAuth>
  );
}

function Dashboard() {
  const { user } = useAuth();
  return (
    <HostDashboard
      hostName={user?.fullName ?? ""}
      profilePanel={<ProfilePanel description="How creators see you: your name, bio, location and phone." />}
    />
  );
}
