import { Search, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import type { useDiscoveryParams } from "../../hooks/use-discovery-params.ts";
import { useDiscoverySearch } from "../../hooks/use-discovery-search.ts";
import { CategoryChips } from "./category-chips.tsx";
import { FilterPanel, followerBands } from "./filter-panel.tsx";

type DiscoveryParams = ReturnType<typeof useDiscoveryParams>;

/** Search box, the Filters toggle with its count, the filter panel and the category chips; all in the URL. */
export function DiscoveryFilters({ get, update, clear }: Omit<DiscoveryParams, "apiParams">) {
  const filtersId = useId();
  const searchId = useId();
  const search = useDiscoverySearch({ get, update });
  // Open from the start when the URL already narrows the list by something inside the panel.
  const [filtersOpen, setFiltersOpen] = useState(() =>
    Boolean(
      get("region") ||
        get("offerType") ||
        get("minFollowers") ||
        get("maxFollowers") ||
        get("maxGuests") ||
        get("checkIn"),
    ),
  );
  const category = get("category");
  const band = followerBands.find((b) => b.min === get("minFollowers") && b.max === get("maxFollowers"))?.value ?? "";
  const activeFilters = [get("region"), get("offerType"), band, get("maxGuests"), get("checkIn")].filter(
    Boolean,
  ).length;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <search className="relative flex-1">
          <form onSubmit={search.submit}>
            <Label htmlFor={searchId} className="sr-only">
              Search listings
            </Label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={search.text}
              onChange={(e) => search.setText(e.target.value)}
              placeholder="Search by title, location or description"
              className="h-11 pl-9"
              maxLength={200}
            />
          </form>
        </search>
        <Button
          variant="outline"
          className="h-11"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((o) => !o)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeFilters > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{activeFilters}</span>
          ) : null}
        </Button>
      </div>

      {filtersOpen ? (
        <FilterPanel
          id={filtersId}
          get={get}
          update={update}
          band={band}
          showClear={Boolean(activeFilters > 0 || search.urlQ || category)}
          onClear={() => {
            search.reset();
            clear();
          }}
        />
      ) : null}

      <CategoryChips category={category} onChange={(c) => update({ category: c })} />
    </div>
  );
}
