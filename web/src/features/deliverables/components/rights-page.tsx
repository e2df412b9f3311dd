import { usageRightsLabels } from "@domain/deliverable-labels.ts";
import type { RightsItem } from "@domain/deliverables.ts";
import { format } from "date-fns";
import { FileText, Film } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { useContentRights } from "../api.ts";

const stateTone: Record<RightsItem["state"], string> = {
  active: "bg-green-100 text-green-800",
  expiring: "bg-yellow-100 text-yellow-800",
  expired: "bg-red-100 text-red-800",
};
const stateLabel: Record<RightsItem["state"], string> = {
  active: "Active",
  expiring: "Expiring within 30 days",
  expired: "Expired",
};

function Thumb({ item }: { item: RightsItem }) {
  if (item.thumbnailUrl) {
    return (
      <img
        src={item.thumbnailUrl}
        alt={`${item.fileName ?? "Asset"} by ${item.creatorName}`}
        className="size-16 shrink-0 rounded-md bg-muted object-cover"
        loading="lazy"
      />
    );
  }
  const Icon = item.mediaType === "video" ? Film : FileText;
  return (
    <div className="flex size-16 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
      <Icon className="size-6" aria-hidden="true" />
    </div>
  );
}

/**
 * Content Rights (issue 17 part 6): every approved deliverable of the viewer's collaborations with its usage
 * rights and when they end; filter by state, sort by expiry, approval, creator or listing.
 */
export function RightsPage({ viewer }: { viewer: "host" | "creator" }) {
  const [status, setStatus] = useState("");
  const [sort, setSort] = useState("expires");
  const query = useContentRights({ status: status || undefined, sort });
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Content Rights</h1>
        <p className="text-sm text-muted-foreground">
          {viewer === "host"
            ? "Approved content from your collaborations, what you may use it for and until when."
            : "Your approved work, the rights you granted and when they end."}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 sm:max-w-lg">
        <div className="grid gap-1.5">
          <Label htmlFor="rights-status">Status</Label>
          <NativeSelect id="rights-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="expiring">Expiring within 30 days</option>
            <option value="expired">Expired</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="rights-sort">Sort by</Label>
          <NativeSelect id="rights-sort" value={sort} onChange={(e) => setSort(e.target.value)}>
            <option value="expires">Expires soonest</option>
            <option value="approved">Newest approval</option>
            <option value="creator">Creator</option>
            <option value="listing">Listing</option>
          </NativeSelect>
        </div>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : query.isError ? (
        <LoadError message="Failed to load content rights." onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {status ? "No content matches this filter." : "No approved content yet. Approved deliverables appear here."}
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="rights-list">
          {query.data.items.map((item) => (
            <li
              key={item.deliverableId}
              data-testid="rights-item"
              className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-3 text-sm sm:flex-row sm:items-center"
            >
              <div className="flex w-full min-w-0 flex-1 items-center gap-3">
                <Thumb item={item} />
                <div className="min-w-0">
                  <p className="truncate font-medium">{item.fileName ?? "Caption"}</p>
                  {item.removedByCollabStay ? (
                    <p className="text-xs font-medium text-destructive">Removed by CollabStay</p>
                  ) : null}
                  <p className="truncate text-muted-foreground">
                    <Link
                      className="underline-offset-2 hover:underline"
                      to={`/collaboration/${item.applicationId}/deliverables`}
                    >
                      {item.listingTitle}
                    </Link>
                  </p>
                  <p className="truncate text-muted-foreground">
                    {viewer === "host" ? `by ${item.creatorName}` : `for ${item.hostName}`}
                  </p>
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-3 text-xs sm:w-[26rem] sm:shrink-0 sm:grid-cols-3">
                <div>
                  <dt className="text-muted-foreground">Rights</dt>
                  <dd className="font-medium">{usageRightsLabels[item.usageRights]}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Expires on</dt>
                  <dd className="font-medium" data-testid="rights-expires">
                    {item.expiresAt ? format(new Date(item.expiresAt), "MMM d, yyyy") : "Never"}
                  </dd>
                </div>
                <div className="col-span-2 sm:col-span-1">
                  <dt className="sr-only">Status</dt>
                  <dd>
                    <span
                      className={cn(
                        "inline-block rounded-full px-2 py-0.5 font-medium whitespace-nowrap",
                        stateTone[item.state],
                      )}
                    >
                      {stateLabel[item.state]}
                    </span>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
