import { listingLimits } from "@domain/listings.ts";
import { ImagePlus, Upload } from "lucide-react";
import { useId } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { StorageUsageNote } from "@/components/storage-usage-note.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Label } from "@/components/ui/label.tsx";
import { cn } from "@/lib/cn.ts";
import type { ListingImage } from "../api.ts";
import { ImageTiles } from "./listing-images/image-tiles.tsx";
import { acceptFiles, toastRightsRequired } from "./listing-images/image-toasts.ts";
import type { PendingImage } from "./listing-images/pending-images.ts";
import { UploadProgress } from "./listing-images/upload-progress.tsx";
import { useListingImages } from "./listing-images/use-listing-images.ts";

export type ListingImagesFieldProps = {
  listingId?: string;
  /** What the listing is ("boat", "tour"): the upload's accessible name follows it. */
  noun?: string;
  images: ListingImage[];
  onImagesChange: (next: ListingImage[]) => void;
  pending: PendingImage[];
  onPendingChange: (next: PendingImage[]) => void;
  rightsConfirmed: boolean;
  onRightsChange: (next: boolean) => void;
};

/**
 * Property Images (spec 001 §5): rights confirmation first, up to 10 images of ≤ 10 MB, drag-and-drop or the
 * picker, upload progress, reorder with Move left / Move right (the first is the cover), remove.
 * With `listingId` (edit) every change is saved at once; without it (create) the chosen files wait in
 * `pending` and the form sends them with the listing, in one request that saves both or neither.
 */
export function ListingImagesField(props: ListingImagesFieldProps) {
  const { rightsConfirmed, onRightsChange, noun = "property" } = props;
  const rightsId = useId();
  const { count, tiles, busy, progress, add, move, remove } = useListingImages(props);

  const onDrop = (files: File[], rejected: FileRejection[]) => {
    if (!rightsConfirmed) {
      toastRightsRequired();
      return;
    }
    void add(acceptFiles(files, rejected, count));
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: { "image/*": [] },
    noClick: true,
    noKeyboard: true,
    disabled: busy,
  });

  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3 rounded-lg border border-border bg-surface p-4">
        <Checkbox
          id={rightsId}
          checked={rightsConfirmed}
          onCheckedChange={(v) => onRightsChange(v === true)}
          className="mt-0.5"
        />
        <Label htmlFor={rightsId} className="block cursor-pointer leading-snug font-normal">
          I confirm that I own these images or have the right to use them, and that CollabStay may show them to creators
          with this listing.
        </Label>
      </div>

      <div
        {...getRootProps({
          className: cn(
            "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-surface px-4 py-8 text-center transition-colors",
            isDragActive && "border-primary bg-primary-soft",
          ),
        })}
      >
        <input {...getInputProps({ "aria-label": `Upload ${noun} images` })} />
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <ImagePlus className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm font-medium">{isDragActive ? "Drop the images here" : "Drag and drop images here"}</p>
        <p className="text-xs text-muted-foreground">
          Up to {listingLimits.imagesMax} images, 10MB each. The first image is the cover.
        </p>
        <Button
          type="button"
          variant="outline"
          disabled={busy || count >= listingLimits.imagesMax}
          onClick={() => {
            if (!rightsConfirmed) {
              toastRightsRequired();
              return;
            }
            open();
          }}
        >
          <Upload aria-hidden="true" />
          Choose Images
        </Button>
        {progress !== null ? <UploadProgress value={progress} /> : null}
      </div>

      {tiles.length > 0 ? (
        <ImageTiles
          tiles={tiles}
          busy={busy}
          onMove={(from, to) => void move(from, to)}
          onRemove={(index) => void remove(index)}
        />
      ) : null}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {count} of {listingLimits.imagesMax} images
      </p>
      <StorageUsageNote className="max-w-xs" />
    </div>
  );
}
