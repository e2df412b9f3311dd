import { useParams } from "react-router";
import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { PublicCreatorProfile } from "@/features/creators/components/public-creator-profile.tsx";

/** /host/creator/{creatorId} — the host's view of a creator, with 'Back to Applications'; hosts only. */
export function Component() {
  const { creatorId = "" } = useParams();
  return (
    <RequireAuth role="host">
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <PublicCreatorProfile creatorId={creatorId} hostView />
      </main>
    </RequireAuth>
  );
}
