import { Handshake } from "lucide-react";
import { EmptyState } from "@/components/empty-state.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { collaborationMessages } from "../../../../../domain/collaborations.ts";
import { useCollaborations } from "../api.ts";
import { contractsMessages as m } from "../messages.ts";
import { CollaborationCard } from "./collaboration-card.tsx";

/** Contract Overview (spec 001 screen 8): counts of Active and Completed, then one card per collaboration. */
export function ContractOverview({ viewer }: { viewer: "host" | "creator" }) {
  const collaborations = useCollaborations();
  if (collaborations.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading collaborations" />
      </div>
    );
  }
  if (collaborations.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
        {collaborationMessages.loadFailed}
        <Button variant="outline" size="sm" onClick={() => void collaborations.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { items, counts } = collaborations.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <div className="rounded-xl border bg-card p-3">
          <p className="text-sm text-muted-foreground">Active</p>
          <p className="text-2xl font-semibold" data-testid="count-active">
            {counts.active}
          </p>
        </div>
        <div className="rounded-xl border bg-card p-3">
          <p className="text-sm text-muted-foreground">Completed</p>
          <p className="text-2xl font-semibold" data-testid="count-completed">
            {counts.completed}
          </p>
        </div>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={Handshake} title={m.noCollaborations} />
      ) : (
        <div className="grid gap-3">
          {items.map((c) => (
            <CollaborationCard key={c.id} collaboration={c} viewer={viewer} />
          ))}
        </div>
      )}
    </div>
  );
}
