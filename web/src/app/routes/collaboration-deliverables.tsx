import { useParams } from "react-router";
import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { WorkspacePage } from "@/features/deliverables/components/workspace-page.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /collaboration/:applicationId/deliverables — the collaboration workspace, for its two participants. */
export function Component() {
  const { applicationId = "" } = useParams();
  usePageMeta("Collaboration workspace", "Deliverables, reviews and approved content of a collaboration.");
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        <WorkspacePage applicationId={applicationId} />
      </main>
    </RequireAuth>
  );
}
