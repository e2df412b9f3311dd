import { galleryMessages, listingLimits } from "@domain/listing-messages.ts";
import { Camera, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ReportMenu } from "@/components/report-menu.tsx";
import { StorageUsageNote } from "@/components/storage-usage-note.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { toast } from "@/lib/toast.ts";
import { type GalleryPhoto, UploadError, useAddGalleryPhoto, useDeleteGalleryPhoto } from "../api.ts";
import { ListingImage } from "./listing-image.tsx";

/** Creators' photos of a listing, each with its caption and author; the author may delete their own. */
export function GalleryPhotos({ listingId, photos }: { listingId: string; photos: GalleryPhoto[] }) {
  const remove = useDeleteGalleryPhoto(listingId);
  if (photos.length === 0) {
    return <p className="text-sm text-muted-foreground">No creator photos yet.</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos by creators">
      {photos.map((photo) => (
        <li key={photo.id} className="overflow-hidden rounded-lg border border-border bg-card">
          <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block aspect-square bg-muted">
            <ListingImage src={photo.cardUrl} alt={photo.caption ?? `Photo by ${photo.creatorName}`} />
          </a>
          <div className="grid gap-1 p-2.5">
            {photo.caption ? <p className="text-sm break-words">{photo.caption}</p> : null}
            <div className="flex items-center justify-between gap-2">
              <p className="truncate text-xs text-muted-foreground">by {photo.creatorName}</p>
              {photo.canDelete ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0 text-destructive hover:text-destructive"
                  aria-label={`Delete photo${photo.caption ? ` "${photo.caption}"` : ""}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(photo.id, {
                      onSuccess: () => toast.success(galleryMessages.deleted),
                      onError: () => toast.error("Error", { description: galleryMessages.deleteFailed }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : (
                <ReportMenu itemKind="gallery_photo" itemId={photo.id} itemName={`photo by ${photo.creatorName}`} />
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Share Your Experience' (creators only, spec 001 §2 screen 3, §5): the rights checkbox, one image
 * (JPG, PNG, WebP) of at most 5MB, a caption of at most 200 characters.
 */
export function ShareExperience({ listingId, photos }: { listingId: string; photos: GalleryPhoto[] }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [rights, setRights] = useState(false);
  const add = useAddGalleryPhoto(listingId);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      toast.error(galleryMessages.invalidTypeTitle, { description: galleryMessages.invalidType });
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    if (chosen.size > listingLimits.galleryBytesMax) {
      toast.error(galleryMessages.tooLargeTitle, { description: galleryMessages.tooLarge });
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setFile(chosen);
  };

  const upload = () => {
    if (!rights) {
      toast.error(galleryMessages.rightsTitle, { description: galleryMessages.rights });
      return;
    }
    if (!file) {
      toast.error(galleryMessages.invalidTypeTitle, { description: galleryMessages.invalidType });
      return;
    }
    add.mutate(
      { file, caption: caption.trim() },
      {
        onSuccess: () => {
          toast.success(galleryMessages.uploadedTitle);
          setFile(null);
          setCaption("");
          setRights(false);
          if (fileInput.current) fileInput.current.value = "";
        },
        onError: (error) =>
          toast.error(error instanceof UploadError && error.title ? error.title : galleryMessages.uploadFailedTitle, {
            description:
              error instanceof UploadError && error.status !== 0 && error.status < 500
                ? error.message
                : galleryMessages.uploadFailed,
          }),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <Camera className="size-5 text-primary" aria-hidden="true" />
          {galleryMessages.cardTitle}
        </h2>
        <p className="text-sm text-muted-foreground">Been here? Add your photos of this place for other creators.</p>
      </div>
      <GalleryPhotos listingId={listingId} photos={photos} />
      <div className="grid gap-4 rounded-lg bg-surface p-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-file`}>Photo</Label>
          <Input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${id}-formats`}
            className="h-auto cursor-pointer py-1.5"
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <p id={`${id}-formats`} className="text-xs text-muted-foreground">
            {galleryMessages.formats} · max 5MB
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-caption`}>Caption (optional)</Label>
          <Textarea
            id={`${id}-caption`}
            rows={2}
            value={caption}
            maxLength={listingLimits.galleryCaptionMax}
            aria-describedby={`${id}-count`}
            onChange={(e) => setCaption(e.target.value)}
          />
          <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
            {caption.length}/{listingLimits.galleryCaptionMax}
          </p>
        </div>
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-rights`}
            checked={rights}
            onCheckedChange={(v) => setRights(v === true)}
            className="mt-0.5"
          />
          <Label htmlFor={`${id}-rights`} className="block cursor-pointer leading-snug font-normal">
            {galleryMessages.rightsText}
          </Label>
        </div>
        <Button onClick={upload} disabled={add.isPending} className="w-full sm:w-fit">
          <Upload aria-hidden="true" />
          {add.isPending ? "Uploading…" : "Upload Photo"}
        </Button>
        <StorageUsageNote className="max-w-xs" />
      </div>
    </section>
  );
}
