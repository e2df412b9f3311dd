import { ArrowLeft, ArrowRight, ImagePlus, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { toast } from "sonner";
import { StorageUsageNote } from "@/components/storage-usage-note.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Label } from "@/components/ui/label.tsx";
import { cn } from "@/lib/cn.ts";
import { listingImageMessages, listingLimits } from "../../../../../domain/listings.ts";
import {
  type ListingImage,
  removeListingImage,
  reorderListingImages,
  UploadError,
  uploadListingImages,
} from "../api.ts";

/** An image chosen before the listing exists; sent in the same request that creates it. */
export type PendingImage = { key: string; file: File; previewUrl: string };

type Tile = { key: string; src: string; name: string };

let pendingCounter = 0;

/** Shows an upload failure with the server's title when it gave one (e.g. "Too Many Images"). */
export function toastUploadError(error: unknown) {
  if (error instanceof UploadError) {
    toast.error(error.title ?? listingImageMessages.uploadFailedTitle, { description: error.message });
  } else {
    toast.error(listingImageMessages.uploadFailedTitle, {
      description: error instanceof Error ? error.message : undefined,
    });
  }
}

/** Images are only taken once the host has confirmed the rights (spec 001 §5). */
export function toastRightsRequired() {
  toast.error(listingImageMessages.rightsRequired, {
    description: "Please confirm that you own these images or have the right to share them.",
  });
}

/** Client-side checks of spec 001 §5; returns the files that may go, toasting the first problem. */
function acceptFiles(files: File[], rejected: FileRejection[], current: number): File[] {
  const firstRejected = rejected[0];
  if (firstRejected) {
    toast.error(listingImageMessages.uploadFailedTitle, {
      description: listingImageMessages.notImage(firstRejected.file.name),
    });
  }
  const images = files.filter((file) => {
    if (!file.type.startsWith("image/")) {
      toast.error(listingImageMessages.uploadFailedTitle, { description: listingImageMessages.notImage(file.name) });
      return false;
    }
    if (file.size > listingLimits.imageBytesMax) {
      toast.error(listingImageMessages.uploadFailedTitle, { description: listingImageMessages.tooLarge(file.name) });
      return false;
    }
    return true;
  });
  if (current + images.length + (images.length === 0 ? rejected.length : 0) > listingLimits.imagesMax) {
    toast.error(listingImageMessages.tooManyTitle, { description: listingImageMessages.tooMany });
    return [];
  }
  return images;
}

/**
 * Property Images (spec 001 §5): rights confirmation first, up to 10 images of ≤ 10 MB, drag-and-drop or the
 * picker, upload progress, reorder with Move left / Move right (the first is the cover), remove.
 * With `listingId` (edit) every change is saved at once; without it (create) the chosen files wait in
 * `pending` and the form sends them with the listing, in one request that saves both or neither.
 */
export function ListingImagesField({
  listingId,
  images,
  onImagesChange,
  pending,
  onPendingChange,
  rightsConfirmed,
  onRightsChange,
  noun = "property",
}: {
  listingId?: string;
  /** What the listing is ("boat", "tour"): the upload's accessible name follows it. */
  noun?: string;
  images: ListingImage[];
  onImagesChange: (next: ListingImage[]) => void;
  pending: PendingImage[];
  onPendingChange: (next: PendingImage[]) => void;
  rightsConfirmed: boolean;
  onRightsChange: (next: boolean) => void;
}) {
  const rightsId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const count = listingId ? images.length : pending.length;

  const tiles: Tile[] = listingId
    ? images.map((image, i) => ({ key: image.id, src: image.cardUrl, name: `Image ${i + 1}` }))
    : pending.map((p) => ({ key: p.key, src: p.previewUrl, name: p.file.name }));

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (!listingId) {
      onPendingChange([
        ...pending,
        ...files.map((file) => ({ key: `pending-${++pendingCounter}`, file, previewUrl: URL.createObjectURL(file) })),
      ]);
      return;
    }
    setBusy(true);
    setProgress(0);
    try {
      const answer = await uploadListingImages(listingId, files, setProgress);
      onImagesChange(answer.images);
      toast.success(listingImageMessages.uploadedTitle, {
        description: listingImageMessages.uploaded(answer.uploaded),
      });
    } catch (error) {
      toastUploadError(error);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

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

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= count) return;
    if (!listingId) {
      const next = [...pending];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      onPendingChange(next);
      return;
    }
    const ids = images.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    if (id) ids.splice(to, 0, id);
    const previous = images;
    onImagesChange(ids.map((i) => images.find((image) => image.id === i)).filter((i): i is ListingImage => !!i));
    try {
      onImagesChange((await reorderListingImages(listingId, ids)).images);
    } catch (error) {
      onImagesChange(previous);
      toastUploadError(error);
    }
  };

  const remove = async (index: number) => {
    if (!listingId) {
      const item = pending[index];
      if (item) URL.revokeObjectURL(item.previewUrl);
      onPendingChange(pending.filter((_, i) => i !== index));
      return;
    }
    const image = images[index];
    if (!image) return;
    try {
      onImagesChange((await removeListingImage(listingId, image.id)).images);
    } catch (error) {
      toastUploadError(error);
    }
  };

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
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Listing images in order">
          {tiles.map((tile, index) => (
            <li key={tile.key} className="overflow-hidden rounded-lg border border-border bg-card">
              <div className="relative aspect-[4/3] bg-muted">
                <img src={tile.src} alt={`${tile.name}, position ${index + 1}`} className="size-full object-cover" />
                {index === 0 ? (
                  <span className="absolute top-2 left-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                    Cover
                  </span>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-1 p-1.5">
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === 0 || busy}
                    onClick={() => void move(index, index - 1)}
                    aria-label={`Move image ${index + 1} left`}
                  >
                    <ArrowLeft aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === tiles.length - 1 || busy}
                    onClick={() => void move(index, index + 1)}
                    aria-label={`Move image ${index + 1} right`}
                  >
                    <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-destructive hover:text-destructive"
                  disabled={busy}
                  onClick={() => void remove(index)}
                  aria-label={`Remove image ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {count} of {listingLimits.imagesMax} images
      </p>
      <StorageUsageNote className="max-w-xs" />
    </div>
  );
}

export function UploadProgress({ value, label = "Uploading images" }: { value: number; label?: string }) {
  const percent = Math.round(value * 100);
  return (
    <div className="grid w-full max-w-xs gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {label}… {percent}%
      </p>
    </div>
  );
}

/** Frees the object URLs of pending previews when the form goes away. */
export function useRevokeOnUnmount(pending: PendingImage[]) {
  const [ref] = useState<{ current: PendingImage[] }>({ current: [] });
  ref.current = pending;
  useEffect(
    () => () => {
      for (const p of ref.current) URL.revokeObjectURL(p.previewUrl);
    },
    [ref],
  );
}
