import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { CreatorDashboard } from "@/features/dashboard/index.ts";
import { useAuth } from "@/lib/auth.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /creator/dashboard?tab=… — creators only; a host is sent to /host/dashboard (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("Creator Dashboard", "Manage your portfolio, applications, collaborations and profile.");
  return (
    <RequireAuth role="creator">
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Dashboard />
      </main>
    </RequireAuth>
  );
}

function Dashboard() {
  const { user } = useAuth();
  if (!user) return null;
  return <CreatorDashboard creatorId={user.id} creatorName={user.fullName} />;
}
