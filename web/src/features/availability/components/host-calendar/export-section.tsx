import { CalendarX, Copy, Link2, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/lib/toast.ts";
import { useRevokeExport, useRotateExport } from "../../api.ts";
import { CalendarSection } from "./calendar-section.tsx";

/** The secret `.ics` link for other channels: copy, replace or revoke it. */
export function ExportSection({ listingId, exportUrl }: { listingId: string; exportUrl: string | null }) {
  const rotate = useRotateExport(listingId);
  const revoke = useRevokeExport(listingId);
  return (
    <CalendarSection title="Export to other channels" gap="gap-2">
      <p className="text-sm text-muted-foreground">
        Paste this private link into Airbnb, Booking.com or your channel manager so collaboration stays and your blocks
        close those nights there too. It shows no creator's details.
      </p>
      {exportUrl ? (
        <div className="flex flex-wrap gap-2">
          <Input
            readOnly
            aria-label="Calendar export link"
            value={exportUrl}
            className="min-w-0 flex-1 font-mono text-xs"
          />
          <Button
            size="sm"
            variant="outline"
            onClick={() => navigator.clipboard?.writeText(exportUrl).then(() => toast.success("Link copied"))}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
          <Button size="sm" variant="outline" disabled={rotate.isPending} onClick={() => rotate.mutate(undefined)}>
            <RefreshCw aria-hidden="true" />
            New link
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => toast.success("Export link revoked") })}
          >
            <CalendarX aria-hidden="true" />
            Revoke
          </Button>
        </div>
      ) : (
        <div>
          <Button size="sm" variant="outline" disabled={rotate.isPending} onClick={() => rotate.mutate(undefined)}>
            <Link2 aria-hidden="true" />
            Create export link
          </Button>
        </div>
      )}
    </CalendarSection>
  );
}
