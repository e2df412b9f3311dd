import { listingImageMessages } from "@domain/listings.ts";
import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { type ListingImage, removeListingImage, reorderListingImages, uploadListingImages } from "../../api.ts";
import { toastUploadError } from "./image-toasts.ts";
import { type PendingImage, toPending } from "./pending-images.ts";

export type ImagesFieldState = {
  listingId?: string | undefined;
  images: ListingImage[];
  onImagesChange: (next: ListingImage[]) => void;
  pending: PendingImage[];
  onPendingChange: (next: PendingImage[]) => void;
};

/** One image as the tiles show it, saved or pending. */
export type Tile = { key: string; src: string; name: string };

/**
 * Add, move and remove images. With `listingId` (edit) every change is saved at once (a move shows at once
 * and is undone if refused); without it (create) only the pending list changes.
 */
export function useListingImages({ listingId, images, onImagesChange, pending, onPendingChange }: ImagesFieldState) {
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const count = listingId ? images.length : pending.length;
  const tiles: Tile[] = listingId
    ? images.map((image, i) => ({ key: image.id, src: image.cardUrl, name: `Image ${i + 1}` }))
    : pending.map((p) => ({ key: p.key, src: p.previewUrl, name: p.file.name }));

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (!listingId) {
      onPendingChange([...pending, ...toPending(files)]);
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

  return { count, tiles, busy, progress, add, move, remove };
}
