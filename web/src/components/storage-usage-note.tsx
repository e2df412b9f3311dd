import { storageMessages } from "@domain/storage-quota.ts";
import { useQuery } from "@tanstack/react-query";
import { call, client } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { storageUsageQueryKey } from "@/lib/query-client.ts";

/** GET /api/profile/storage: the signed-in account's stored bytes and quota. */
export function useStorageUsage() {
  return useQuery({
    queryKey: storageUsageQueryKey,
    queryFn: ({ signal }) => call(client.api.profile.storage.$get(undefined, { init: { signal } })),
    staleTime: 30_000,
  });
}

/**
 * "1.2 GB of 2 GB used" with a thin bar, under an upload widget; amber from 90 %. Shows nothing until the figure
 * is known (a failed read leaves the upload widget as it was; the server still enforces the quota).
 */
export function StorageUsageNote({ className }: { className?: string }) {
  const usage = useStorageUsage();
  if (!usage.data) return null;
  const { usedBytes, quotaBytes } = usage.data;
  const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1;
  const nearlyFull = share >= 0.9;
  return (
    <div className={cn("grid gap-1", className)}>
      {/* The bar only draws the sentence below it, which is what assistive technology reads. */}
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className={cn("h-full rounded-full", nearlyFull ? "bg-warning" : "bg-primary")}
          style={{ width: `${Math.max(share * 100, usedBytes > 0 ? 1 : 0)}%` }}
        />
      </div>
      <p className={cn("text-xs", nearlyFull ? "font-medium text-warning" : "text-muted-foreground")}>
        {storageMessages.usage(usedBytes, quotaBytes)}
      </p>
    </div>
  );
}
