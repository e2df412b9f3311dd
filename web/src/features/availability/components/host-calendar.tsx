import { LoadError } from "@/components/load-error.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useAvailability } from "../api.ts";
import { ExportSection } from "./host-calendar/export-section.tsx";
import { ImportSection } from "./host-calendar/import-section.tsx";
import { NightsEditor } from "./host-calendar/nights-editor.tsx";
import { RulesForm } from "./host-calendar/rules-form.tsx";

/**
 * The host's calendar of one listing (issue 11): stay rules, a month calendar showing open, taken, blocked and
 * imported nights, block or open a picked range, the secret `.ics` export and the imported calendars.
 */
export function HostCalendar({ listingId }: { listingId: string }) {
  const availability = useAvailability(listingId);
  if (availability.isPending) return <Spinner label="Loading calendar" />;
  if (availability.isError || !availability.data.host)
    return <LoadError message="Failed to load the calendar." onRetry={() => availability.refetch()} />;
  return (
    <div className="grid gap-6">
      <RulesForm listingId={listingId} data={availability.data} />
      <NightsEditor listingId={listingId} data={availability.data} />
      <ExportSection listingId={listingId} exportUrl={availability.data.host.exportUrl} />
      <ImportSection listingId={listingId} feeds={availability.data.host.feeds} />
    </div>
  );
}
