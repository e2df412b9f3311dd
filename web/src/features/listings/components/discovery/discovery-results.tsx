import { listingMessages } from "@domain/listing-messages.ts";
import { Search } from "lucide-react";
import { LoadError } from "@/components/load-error.tsx";
import { Pager } from "@/components/ui/pager.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import type { useDiscovery } from "../../api.ts";
import { DiscoveryCard } from "./discovery-card.tsx";

/** Loading, failure, "Showing X of Y", no results, or the page of cards with the pager under it. */
export function DiscoveryResults({
  discovery,
  page,
  onPage,
  stay,
}: {
  discovery: ReturnType<typeof useDiscovery>;
  page: number;
  onPage: (page: number) => void;
  /** The nights filtered for: each card takes them to its listing's apply dialog (issue 35 part 5). */
  stay?: { checkIn: string; checkOut: string } | undefined;
}) {
  const data = discovery.data;
  if (discovery.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading listings" />
      </div>
    );
  }
  if (discovery.isError) {
    return <LoadError message={listingMessages.loadListingsFailed} onRetry={() => discovery.refetch()} />;
  }
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="grid gap-5" aria-busy={discovery.isFetching}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {listingMessages.showing(data.items.length, data.total, data.totalCapped)}
      </p>
      {data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card px-6 py-14 text-center">
          <Search className="size-8 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{listingMessages.noListings}</h2>
          <p className="text-sm text-muted-foreground">Try other words, another category or fewer filters.</p>
        </div>
      ) : (
        <ul
          className={cn(
            "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 transition-opacity",
            discovery.isPlaceholderData && "opacity-60",
          )}
        >
          {data.items.map((item, i) => (
            <DiscoveryCard key={item.id} listing={item} position={i} stay={stay} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={onPage} capped={data.totalCapped} size="default" />
    </div>
  );
}
