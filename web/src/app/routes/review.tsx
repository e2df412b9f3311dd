import { useParams } from "react-router";
import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { ReviewPage } from "@/features/reviews/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /reviews/:collaborationId — the collaboration's two parties (the server answers 404 to anyone else). */
export function Component() {
  const { collaborationId = "" } = useParams();
  usePageMeta("Review", "Review your collaboration partner.");
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
        <ReviewPage collaborationId={collaborationId} />
      </main>
    </RequireAuth>
  );
}
