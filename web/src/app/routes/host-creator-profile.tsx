import { useParams } from "react-router";
import { SignedInPage } from "@/app/layout/signed-in-page.tsx";
import { PublicCreatorProfile } from "@/features/creators/components/public-creator-profile.tsx";

/** /host/creator/{creatorId} — the host's view of a creator, with 'Back to Applications'; hosts only. */
export function Component() {
  const { creatorId = "" } = useParams();
  return (
    <SignedInPage role="host">
      <PublicCreatorProfile creatorId={creatorId} hostView />
    </SignedInPage>
  );
}
