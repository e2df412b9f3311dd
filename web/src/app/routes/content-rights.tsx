import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { RightsPage } from "@/features/deliverables/components/rights-page.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

function Rights() {
  const { userType } = useAuth();
  return <RightsPage viewer={userType === "host" ? "host" : "creator"} />;
}

/** /content-rights — the usage-rights register of the viewer's approved content (hosts and creators). */
export function Component() {
  usePageMeta("Content Rights", "Approved content, its usage rights and when they expire.");
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        <Rights />
      </main>
    </RequireAuth>
  );
}
