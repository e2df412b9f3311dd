import { collaborationMessages } from "@domain/collaboration-wording.ts";
import { Handshake } from "lucide-react";
import { EmptyState } from "@/components/empty-state.tsx";
import { QueryFallback } from "@/components/query-fallback.tsx";
import { useRenderInSlices } from "@/lib/use-render-in-slices.ts";
import { useRevealCount } from "@/lib/use-reveal-count.ts";
import { useCollaborations } from "../api.ts";
import { contractsMessages as m } from "../messages.ts";
import { CollaborationCard } from "./collaboration-card.tsx";

/** Contract Overview (spec 001 screen 8): counts of Active and Completed, then one card per collaboration. */
export function ContractOverview({ viewer }: { viewer: "host" | "creator" }) {
  const collaborations = useCollaborations();
  // The cards render in slices once the list arrives (a long list was one long task on a phone).
  const ready = useRenderInSlices(collaborations.isSuccess);
  const revealed = useRevealCount(ready && collaborations.data ? collaborations.data.items.length : 0);
  if (!ready || collaborations.isPending || collaborations.isError)
    return (
      <QueryFallback
        query={{
          isPending: collaborations.isPending || (!ready && !collaborations.isError),
          isError: collaborations.isError,
          refetch: collaborations.refetch,
        }}
        loading="Loading collaborations"
        failed={collaborationMessages.loadFailed}
      />
    );
  const { items, counts } = collaborations.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        {(
          [
            ["Active", counts.active, "count-active"],
            ["Completed", counts.completed, "count-completed"],
          ] as const
        ).map(([label, count, testId]) => (
          <div key={label} className="rounded-xl border bg-card p-3">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="text-2xl font-semibold" data-testid={testId}>
              {count}
            </p>
          </div>
        ))}
      </div>
      {items.length === 0 ? (
        <EmptyState icon={Handshake} title={m.noCollaborations} />
      ) : (
        <div className="grid gap-3">
          {items.slice(0, revealed).map((c) => (
            <CollaborationCard key={c.id} collaboration={c} viewer={viewer} />
          ))}
        </div>
      )}
    </div>
  );
}
