import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useRenderInSlices } from "@/lib/use-render-in-slices.ts";

/** What `Settled` needs of a TanStack query result: whether its first answer (or failure) is still to come. */
type Pending = { isPending: boolean };

/**
 * Renders `children` once every query in `queries` has its first answer (data or error), and one spinner in their
 * place until then. A region whose parts load separately grew part by part and pushed what was below it down
 * (CLS 0.49 on the creator dashboard); appearing whole, below what is already painted, moves nothing. The
 * children read the same queries from the cache, so they render with their data at once. Coming back to a screen
 * whose queries are cached renders the children straight away (the cache refreshes them behind the scenes). Data
 * that arrives while the region is on screen renders in slices (`useRenderInSlices`).
 */
export function Settled({ queries, label, children }: { queries: Pending[]; label: string; children: ReactNode }) {
  const ready = useRenderInSlices(!queries.some((q) => q.isPending));
  if (!ready) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={label} />
      </div>
    );
  }
  return <>{children}</>;
}
