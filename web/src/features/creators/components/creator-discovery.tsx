import { regions } from "@domain/constants.ts";
import { count, groupDigits } from "@domain/counts.ts";
import { creatorMessages } from "@domain/creator-messages.ts";
import { Filter, Heart, Search, UserCheck, Users } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Pager } from "@/components/ui/pager.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { InviteDialog, latestMarkByCreator, useSentInvitationMarks } from "@/features/invitations/index.ts";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { useCreatorSearch } from "../api.ts";
import {
  type CreatorQuery,
  discoveryPageSize,
  pageCount,
  readDiscoveryQuery,
  writeDiscoveryQuery,
} from "../discovery-query.ts";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import { useSaveCreator } from "../hooks/use-save-creator.ts";
import { CreatorCard } from "./creator-card.tsx";

const chip = (active: boolean) =>
  cn(
    "cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background hover:bg-muted",
  );

/**
 * Creator discovery for hosts (spec 000 §2): debounced search over name, location and bio, a toggleable regional
 * filter, 'Complete Profiles Only', a saved-only view, the result count, a 1/2/3-column grid and paging.
 * The whole query lives in the URL, so reload and Back keep it.
 */
export function CreatorDiscovery() {
  const id = useId();
  const { userType } = useAuth();
  const isHost = userType === "host";
  const [params, setParams] = useSearchParams();
  const query = readDiscoveryQuery(params);
  const [text, setText] = useState(query.q);
  const debounced = useDebouncedValue(text, 300);
  const [showRegions, setShowRegions] = useState(query.region !== "");
  const [inviting, setInviting] = useState<{ id: string; name: string } | null>(null);
  const save = useSaveCreator();

  const update = (patch: Partial<CreatorQuery>) =>
    setParams(writeDiscoveryQuery({ ...query, page: 1, ...patch }), { replace: true });

  // The typed search reaches the URL (and the API) once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text settles
  useEffect(() => {
    if (debounced.trim() !== query.q.trim()) update({ q: debounced });
  }, [debounced]);

  const results = useCreatorSearch(query);
  useEffect(() => {
    if (results.isError) toast.error("Error", { description: creatorMessages.creatorsLoadFailed });
  }, [results.isError]);

  const data = results.data;
  const pages = data ? pageCount(data.total, discoveryPageSize) : 1;
  const marks = useSentInvitationMarks(data?.items.map((c) => c.id) ?? [], isHost);
  const invitedBy = latestMarkByCreator(marks.data);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Discover Creators</h1>
        <p className="text-sm text-muted-foreground sm:text-base">
          Find content creators for your property, save favourites and invite them to your listings.
        </p>
      </div>

      <search className="grid gap-3" aria-label="Creator search">
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <label htmlFor={`${id}-q`} className="sr-only">
              Search creators
            </label>
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-9"
              placeholder="Search by name, location or bio"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              aria-expanded={showRegions}
              aria-controls={`${id}-regions`}
              onClick={() => setShowRegions((v) => !v)}
            >
              <Filter aria-hidden="true" />
              Regions{query.region ? `: ${query.region}` : ""}
            </Button>
            {isHost ? (
              <>
                <Button
                  variant={query.completeOnly ? "default" : "outline"}
                  aria-pressed={query.completeOnly}
                  onClick={() => update({ completeOnly: !query.completeOnly })}
                >
                  <UserCheck aria-hidden="true" />
                  {creatorMessages.completeProfilesOnly}
                </Button>
                <Button
                  variant={query.savedOnly ? "default" : "outline"}
                  aria-pressed={query.savedOnly}
                  onClick={() => update({ savedOnly: !query.savedOnly })}
                >
                  <Heart aria-hidden="true" />
                  Saved only
                </Button>
              </>
            ) : null}
          </div>
        </div>
        {showRegions ? (
          <fieldset id={`${id}-regions`} className="flex flex-wrap gap-2">
            <legend className="sr-only">Region</legend>
            <button
              type="button"
              className={chip(query.region === "")}
              aria-pressed={query.region === ""}
              onClick={() => update({ region: "" })}
            >
              All regions
            </button>
            {regions.map((region) => (
              <button
                key={region}
                type="button"
                className={chip(query.region === region)}
                aria-pressed={query.region === region}
                onClick={() => update({ region: query.region === region ? "" : region })}
              >
                {region}
              </button>
            ))}
          </fieldset>
        ) : null}
      </search>

      <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        {data ? (
          <span>
            {data.total === 0
              ? "0 creators"
              : `Showing ${(data.page - 1) * data.pageSize + 1}–${(data.page - 1) * data.pageSize + data.items.length} of ${data.totalCapped ? `${groupDigits(data.total)}+ creators` : count(data.total, "creator")}`}
          </span>
        ) : null}
        {results.isFetching ? <Spinner size="sm" label="Loading creators" /> : null}
      </div>

      {results.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading creators" />
        </div>
      ) : results.isError && !data ? (
        <LoadError message={creatorMessages.creatorsLoadFailed} onRetry={() => results.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState icon={Users} title={creatorMessages.noCreatorsFound}>
          {query.savedOnly ? "You haven't saved creators that match. " : ""}Try another search or clear the filters.
        </EmptyState>
      ) : data ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Creators">
          {data.items.map((creator) => (
            <CreatorCard
              key={creator.id}
              creator={creator}
              isHost={isHost}
              saving={save.pendingId === creator.id}
              onToggleSave={() => save.toggle(creator.id, creator.isSaved)}
              onInvite={() => setInviting({ id: creator.id, name: creator.name })}
              invitation={invitedBy.get(creator.id) ?? null}
            />
          ))}
        </ul>
      ) : null}

      {data ? (
        <Pager
          page={query.page}
          pages={pages}
          onPage={(page) => update({ page })}
          capped={data.totalCapped}
          size="default"
        />
      ) : null}

      {inviting ? <InviteDialog creator={inviting} open onOpenChange={(open) => !open && setInviting(null)} /> : null}
    </div>
  );
}
