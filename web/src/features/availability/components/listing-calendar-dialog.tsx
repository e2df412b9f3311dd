import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { HostCalendar } from "./host-calendar.tsx";

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
        {open ? <HostCalendar listingId={listingId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
