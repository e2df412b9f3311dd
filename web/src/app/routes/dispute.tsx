import { useParams } from "react-router";
import { DisputePage } from "@/features/disputes/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /disputes/:id — a party's dispute: its evidence, thread and decision (issue 37). */
export function Component() {
  const { id = "" } = useParams();
  usePageMeta("Dispute", "Your dispute about a collaboration: evidence, the thread with CollabStay and its decision.");
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <DisputePage key={id} id={id} />
    </main>
  );
}
