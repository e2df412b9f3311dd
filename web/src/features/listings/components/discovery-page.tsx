import { ChevronLeft, ChevronRight, MapPin, Search, SlidersHorizontal, Users, X } from "lucide-react";
import { type FormEvent, useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { categories, offerTypes, regions } from "../../../../../domain/constants.ts";
import { formatFollowers } from "../../../../../domain/followers.ts";
import { listingMessages } from "../../../../../domain/listing-messages.ts";
import type { ListingCard as ListingCardData } from "../../../../../domain/listings.ts";
import { useDiscovery } from "../api.ts";
import { truncate } from "../format.ts";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import { useDiscoveryParams } from "../hooks/use-discovery-params.ts";
import { ListingImage } from "./listing-image.tsx";

/** The spec's follower bands (spec 000 §9: 0-50k, 50k+, 100k+) over the listing's general minimum. */
const followerBands = [
  { value: "", label: "Any requirement", min: "", max: "" },
  { value: "upto50k", label: "Up to 50k followers", min: "", max: "50000" },
  { value: "50k", label: "50k+ followers", min: "50000", max: "" },
  { value: "100k", label: "100k+ followers", min: "100000", max: "" },
] as const;

const guestChoices = Array.from({ length: 20 }, (_, i) => i + 1);

/** Listing discovery (spec 000 §2): search, filters, category chips, count, cards, pages; all state in the URL. */
export function DiscoveryPage() {
  const { apiParams, get, update, clear } = useDiscoveryParams();
  // The page of cards renders as a transition, in slices, so it does not block input (Total Blocking Time).
  const discovery = useDeferredValue(useDiscovery(apiParams));
  const filtersId = useId();
  const searchId = useId();
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

  // Search box: typed text goes to the URL after a pause (replace, so typing doesn't flood the history).
  const urlQ = get("q");
  const [text, setText] = useState(urlQ);
  const debounced = useDebouncedValue(text, 300);
  const pushed = useRef(urlQ);
  useEffect(() => {
    const q = debounced.trim();
    if (q !== pushed.current) {
      pushed.current = q;
      update({ q }, { replace: true });
    }
  }, [debounced, update]);
  useEffect(() => {
    if (urlQ !== pushed.current) {
      pushed.current = urlQ;
      setText(urlQ);
    }
  }, [urlQ]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    pushed.current = q;
    update({ q });
  };

  const category = get("category");
  const band = followerBands.find((b) => b.min === get("minFollowers") && b.max === get("maxFollowers"))?.value ?? "";
  const activeFilters = [get("region"), get("offerType"), band, get("maxGuests"), get("checkIn")].filter(
    Boolean,
  ).length;
  const page = Math.max(1, Number(get("page")) || 1);
  const data = discovery.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
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

      <div className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <search className="relative flex-1">
            <form onSubmit={submitSearch}>
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
                value={text}
                onChange={(e) => setText(e.target.value)}
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
          <div
            id={filtersId}
            className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <FilterSelect
              id={`${filtersId}-region`}
              label="Region"
              value={get("region")}
              onChange={(v) => update({ region: v })}
            >
              <option value="">All regions</option>
              {regions.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id={`${filtersId}-offer`}
              label="Offer type"
              value={get("offerType")}
              onChange={(v) => update({ offerType: v })}
            >
              <option value="">All offers</option>
              {offerTypes.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id={`${filtersId}-followers`}
              label="Minimum followers"
              value={band}
              onChange={(v) => {
                const chosen = followerBands.find((b) => b.value === v) ?? followerBands[0];
                update({ minFollowers: chosen.min, maxFollowers: chosen.max });
              }}
            >
              {followerBands.map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id={`${filtersId}-guests`}
              label="Guests"
              value={get("maxGuests")}
              onChange={(v) => update({ maxGuests: v })}
            >
              <option value="">Any number</option>
              {guestChoices.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? "1 guest" : `${n}+ guests`}
                </option>
              ))}
            </FilterSelect>
            <div className="grid gap-1.5">
              <Label htmlFor={`${filtersId}-check-in`}>Available from (check-in)</Label>
              <Input
                id={`${filtersId}-check-in`}
                type="date"
                value={get("checkIn")}
                onChange={(e) => {
                  const checkIn = e.target.value;
                  const checkOut = get("checkOut");
                  // Both dates or neither reach the API: a check-out not after the new check-in is cleared.
                  update({ checkIn, checkOut: checkIn && checkOut > checkIn ? checkOut : "", page: "" });
                }}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${filtersId}-check-out`}>Until (check-out)</Label>
              <Input
                id={`${filtersId}-check-out`}
                type="date"
                min={get("checkIn") || undefined}
                disabled={!get("checkIn")}
                value={get("checkOut")}
                onChange={(e) => update({ checkOut: e.target.value, page: "" })}
              />
            </div>
            {activeFilters > 0 || urlQ || category ? (
              <Button
                variant="ghost"
                size="sm"
                className="w-fit sm:col-span-2 lg:col-span-4"
                onClick={() => {
                  pushed.current = "";
                  setText("");
                  clear();
                }}
              >
                <X aria-hidden="true" />
                Clear all
              </Button>
            ) : null}
          </div>
        ) : null}

        <fieldset className="min-w-0">
          <legend className="sr-only">Category</legend>
          <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            {["", ...categories].map((c) => {
              const selected = category === c;
              return (
                <button
                  key={c || "all"}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => update({ category: c })}
                  className={cn(
                    "shrink-0 cursor-pointer rounded-full border px-4 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none",
                    selected
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-border bg-card text-foreground hover:bg-muted",
                  )}
                >
                  {c || "All"}
                </button>
              );
            })}
          </div>
        </fieldset>
      </div>

      {discovery.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading listings" />
        </div>
      ) : discovery.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-10 text-center"
        >
          <p className="text-sm text-muted-foreground">{listingMessages.loadListingsFailed}</p>
          <Button variant="outline" onClick={() => discovery.refetch()}>
            Try Again
          </Button>
        </div>
      ) : data ? (
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
                <DiscoveryCard key={item.id} listing={item} position={i} />
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label="Pages" className="flex items-center justify-center gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {Math.min(page, pages)} of {pages}
                {data.totalCapped ? "+" : ""}
              </span>
              <Button variant="outline" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** Cards in the first row (three on wide screens) are on screen at once, so they load eagerly; the first is the LCP on a phone. */
const firstRow = 3;

function DiscoveryCard({ listing, position }: { listing: ListingCardData; position: number }) {
  const href = `/listings/${listing.id}`;
  const offers = listing.offerTypes.map((o) =>
    o === "Discounted Stay" && listing.discountPercent ? `${listing.discountPercent}% off` : o,
  );
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <ListingImage
          src={listing.coverCardUrl}
          alt=""
          loading={position < firstRow ? "eager" : "lazy"}
          priority={position === 0}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <Badge className="absolute top-3 left-3 shadow-sm">{listing.category}</Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1">
          <h2 className="text-lg leading-snug font-semibold break-words">
            <Link
              to={href}
              className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {listing.title}
            </Link>
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 truncate">{listing.location || listingMessages.locationNotSpecified}</span>
          </p>
          <p className="text-xs text-muted-foreground">Hosted by {listing.hostName || listingMessages.unknownHost}</p>
        </div>
        <p className="text-sm text-foreground/80">{truncate(listing.description, 120)}</p>
        <div className="grid gap-1 rounded-lg bg-surface p-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Collaboration</p>
          <p className="text-sm">{truncate(listing.collaborationDetails, 100)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {offers.slice(0, 3).map((o) => (
            <Badge key={o} variant="secondary">
              {o}
            </Badge>
          ))}
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Users className="size-3.5" aria-hidden="true" />
              Up to {listing.maxGuests}
            </span>
            {listing.minFollowerCount > 0 ? <span>{formatFollowers(listing.minFollowerCount)}+ followers</span> : null}
          </div>
          <Button asChild size="sm" variant="accent" className="relative z-10">
            <Link to={href}>
              Apply Now
              <span className="sr-only">: {listing.title}</span>
            </Link>
          </Button>
        </div>
      </div>
    </li>
  );
}
