import { useParams } from "react-router";
import { PageSpinner } from "@/app/layout/require-auth.tsx";
import { PublicCreatorProfile } from "@/features/creators/components/public-creator-profile.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { useAuth } from "@/lib/auth.tsx";

/** /creator/{id} — a creator's public profile and portfolio, for everyone (DECISIONS.md route guard). */
export function Component() {
  const { id = "" } = useParams();
  const { loading } = useAuth();
  if (loading) return <PageSpinner />;
  return (
    <PublicShell>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <PublicCreatorProfile creatorId={id} />
      </main>
    </PublicShell>
  );
}
