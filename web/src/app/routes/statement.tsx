import { useParams, useSearchParams } from "react-router";
import { StatementPage } from "@/features/reports/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /statements/:id — the person a decision is about: signed in, or with the link's token (issue 36). */
export function Component() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  usePageMeta("Statement of reasons", "Why CollabStay restricted your content or account, and how to appeal.");
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <StatementPage key={id} id={id} token={params.get("t")} />
    </main>
  );
}
