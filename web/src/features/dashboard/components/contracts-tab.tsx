import type { ApplicationActor } from "@domain/application-states.ts";
import { lazy, Suspense } from "react";
import { Spinner } from "@/components/ui/spinner.tsx";

/** The contracts (with their calendars) load when the tab opens, not with the dashboard's first chunk. */
const ContractsTabs = lazy(() => import("./contracts-tab-content.tsx"));

/** The Contracts tab of either dashboard. */
export function ContractsTab({ viewer }: { viewer: ApplicationActor }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-12">
          <Spinner label="Loading contracts" />
        </div>
      }
    >
      <ContractsTabs viewer={viewer} />
    </Suspense>
  );
}
