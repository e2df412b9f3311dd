import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { toast } from "@/lib/toast.ts";
import { type Availability, useAddFeed, useImportFile } from "../../api.ts";
import { CalendarSection } from "./calendar-section.tsx";
import { failed } from "./calendar-text.ts";
import { FeedList } from "./feed-list.tsx";

/** Other channels' calendars: add a link or upload a file; each feed with refresh, remove and its state. */
export function ImportSection({
  listingId,
  feeds,
}: {
  listingId: string;
  feeds: NonNullable<Availability["host"]>["feeds"];
}) {
  const id = useId();
  const add = useAddFeed(listingId);
  const upload = useImportFile(listingId);
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  return (
    <CalendarSection title="Import from other channels">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(
            { name: name || "Calendar", url },
            {
              onSuccess: () => {
                toast.success("Calendar imported");
                setName("");
                setUrl("");
              },
              onError: (err) =>
                toast.error("Could not import the calendar", { description: failed(err, "Please try again.") }),
            },
          );
        }}
      >
        <div className="grid w-36 gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input id={`${id}-name`} placeholder="Airbnb" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor={`${id}-url`}>Calendar link (.ics)</Label>
          <Input
            id={`${id}-url`}
            type="url"
            placeholder="https://www.airbnb.com/calendar/ical/….ics"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <Button size="sm" type="submit" disabled={!url || add.isPending}>
          {add.isPending ? "Importing..." : "Add calendar"}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <label htmlFor={`${id}-file`} className="cursor-pointer">
            <Upload aria-hidden="true" />
            Upload .ics
          </label>
        </Button>
        <input
          id={`${id}-file`}
          type="file"
          accept=".ics,text/calendar"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            upload.mutate(file, {
              onSuccess: () => toast.success("Calendar imported", { description: file.name }),
              onError: (err) =>
                toast.error("Could not import the file", { description: failed(err, "Please try again.") }),
            });
          }}
        />
      </form>
      <FeedList listingId={listingId} feeds={feeds} />
    </CalendarSection>
  );
}
