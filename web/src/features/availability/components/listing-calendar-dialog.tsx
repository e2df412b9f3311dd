import { CalendarDays } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";

/** The calendar (react-day-picker, the rules and feed forms, ~25 KB gzip) is not part of My Listings' first load. */
const HostCalendar = lazy(async () => ({ default: (await import("./host-calendar.tsx")).HostCalendar }));

/** My Listings' Calendar button: the listing's calendar in a dialog (loaded only when opened). */
export function ListingCalendarButton({ listingId, title }: { listingId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CalendarDays aria-hidden="true" />
        Calendar
        <span className="sr-only"> {title}</span>
      </Button>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Calendar: {title}</DialogTitle>
          <DialogDescription>
            Nights open for collaborations, taken, blocked by you, or booked on your other channels.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner label="Loading calendar" />
              </div>
            }
          >
            <HostCalendar listingId={listingId} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
