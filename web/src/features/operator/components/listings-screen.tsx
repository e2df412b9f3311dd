import { dateMedium } from "@domain/date-words.ts";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { type ListingQueueState, useListingSearch } from "../listings-api.ts";
import { ListingStatusBadge } from "./listing-status-badge.tsx";
import { MorePager } from "./more-pager.tsx";

const day = (iso: string) => dateMedium(new Date(iso));
const states: Record<ListingQueueState, string> = {
  all: "All listings",
  unpublished: "Unpublished",
  requested: "Re-publication requested",
};

/**
 * Listings: search by title words, host name or e-mail (or a pasted id), every status; the re-publication queue
 * is the "requested" filter. Each row opens the listing's console page.
 */
export function ListingsScreen() {
  const [params, setParams] = useSearchParams();
  const state = (params.get("state") as ListingQueueState | null) ?? "all";
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const found = useListingSearch(q, state in states ? state : "all", page);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  const onState = (next: string) => {
    setParams(next === "all" ? {} : { state: next }, { replace: true });
    setPage(1);
  };
  const open = found.data?.requestsOpen ?? 0;
  return (
    <section aria-labelledby="listings-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="listings-title" className="text-2xl font-semibold">
            Listings
          </h1>
          <p className="text-sm text-muted-foreground">
            Every listing, whatever its status. Unpublish one with a statement of reasons; re-publish it when its host
            has fixed it.
          </p>
        </div>
        {open > 0 && state !== "requested" && (
          <Button variant="outline" size="sm" onClick={() => onState("requested")}>
            {open === 1 ? "1 re-publication request" : `${open} re-publication requests`}
          </Button>
        )}
      </div>
      <form aria-label="Search listings" onSubmit={onSearch} className="grid gap-2 sm:grid-cols-[1fr_16rem_auto]">
        <Input
          aria-label="Title, host or listing id"
          placeholder="Title, host name or e-mail, or listing id"
          value={typed}
          maxLength={200}
          onChange={(e) => setTyped(e.target.value)}
        />
        <NativeSelect aria-label="Which listings" value={state} onChange={(e) => onState(e.target.value)}>
          {Object.entries(states).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {found.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Searching" />
        </div>
      ) : found.isError ? (
        <p role="alert" className="text-destructive">
          The search failed. Please try again.
        </p>
      ) : found.data.listings.length === 0 ? (
        <p className="rounded-xl border border-border bg-card px-4 py-10 text-center text-muted-foreground">
          {state === "requested" && !q
            ? "No host is waiting for re-publication."
            : q
              ? `No listing matches “${q}”.`
              : "No listings here."}
        </p>
      ) : (
        <ul className="rounded-xl border border-border bg-card">
          {found.data.listings.map((listing) => (
            <li key={listing.id} className="border-b border-border last:border-b-0">
              <Link
                to={`/operator/listings/${listing.id}`}
                className="grid gap-1 px-4 py-3 hover:bg-muted/50 sm:grid-cols-[2fr_1.5fr_auto] sm:items-center sm:gap-4"
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words">{listing.title}</span>
                  <span className="block text-sm break-words text-muted-foreground">{listing.location}</span>
                </span>
                <span className="min-w-0 text-sm">
                  <span className="block break-words">{listing.host.name}</span>
                  <span className="block break-all text-muted-foreground">{listing.host.email}</span>
                </span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <ListingStatusBadge status={listing.status} />
                  {listing.republicationRequested && <Badge variant="warning">Re-publication requested</Badge>}
                  <span className="text-muted-foreground">since {day(listing.createdAt)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {found.data && <MorePager page={page} more={found.data.more} onPage={setPage} />}
    </section>
  );
}
