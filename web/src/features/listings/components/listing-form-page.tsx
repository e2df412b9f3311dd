import { listingMessages } from "@domain/listings.ts";
import { inferRegion } from "@domain/region.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { HostCalendar } from "@/features/availability/host-calendar.ts";
import { useListing } from "../api.ts";
import { listingToForm } from "../form-payload.ts";
import { BackToDashboard } from "./back-button.tsx";
import { ListingForm } from "./listing-form.tsx";
import { ListingLoadError } from "./listing-load-error.tsx";
import { UnpublishedBanner } from "./unpublished-banner.tsx";

/** The form page: heading per mode, Back to Dashboard, and (edit) the listing loaded first. */
export function ListingFormPage({ id }: { id?: string | undefined }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <BackToDashboard />
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {id ? listingMessages.editTitle : listingMessages.createTitle}
        </h1>
        <p className="text-muted-foreground">{id ? listingMessages.editSubtitle : listingMessages.createSubtitle}</p>
      </div>
      {id ? <EditForm id={id} /> : <ListingForm />}
    </div>
  );
}

function EditForm({ id }: { id: string }) {
  const listing = useListing(id);
  if (listing.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading listing" />
      </div>
    );
  }
  if (listing.isError || !listing.data.isOwner) {
    return (
      <ListingLoadError error={listing.isError ? listing.error : null} onRetry={() => listing.refetch()} level={2} />
    );
  }
  const data = listing.data;
  return (
    <>
      {data.status === "unpublished" && <UnpublishedBanner listingId={data.id} />}
      <ListingForm listing={data} initial={listingToForm(data, inferRegion(data.location))} />
      {/* The calendar saves on its own (each block, rule or feed is one request), apart from the form's Save. */}
      <Card>
        <CardHeader>
          <CardTitle>Stay dates and availability</CardTitle>
          <CardDescription>
            Flexible or fixed dates, nights per stay, and the nights you block or import from other channels.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <HostCalendar listingId={data.id} />
        </CardContent>
      </Card>
    </>
  );
}
