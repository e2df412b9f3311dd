import { listingMessages } from "@domain/listing-messages.ts";
import { useDeferredValue } from "react";
import { useDiscovery } from "../api.ts";
import { useDiscoveryParams } from "../hooks/use-discovery-params.ts";
import { DiscoveryFilters } from "./discovery/discovery-filters.tsx";
import { DiscoveryResults } from "./discovery/discovery-results.tsx";

/** The nights filtered for, both or none (the API's params drop half a stay). */
const stayOf = (params: URLSearchParams) => {
  const checkIn = params.get("checkIn");
  const checkOut = params.get("checkOut");
  return checkIn && checkOut ? { checkIn, checkOut } : undefined;
};

/** Listing discovery (spec 000 §2): search, filters, category chips, count, cards, pages; all state in the URL. */
export function DiscoveryPage() {
  const { apiParams, get, update, clear } = useDiscoveryParams();
  // The page of cards renders as a transition, in slices, so it does not block input (Total Blocking Time).
  const discovery = useDeferredValue(useDiscovery(apiParams));
  const page = Math.max(1, Number(get("page")) || 1);
  const goTo = (n: number) => {
    update({ page: n > 1 ? String(n) : "" });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          {listingMessages.discoverTitle}
        </h1>
        <p className="text-muted-foreground">Stays, tours and experiences from hosts looking for creators like you.</p>
      </header>
      <DiscoveryFilters get={get} update={update} clear={clear} />
      <DiscoveryResults discovery={discovery} page={page} onPage={goTo} stay={stayOf(apiParams)} />
    </div>
  );
}
