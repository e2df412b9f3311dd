import { listingImageMessages, listingLimits } from "@domain/listings.ts";
import type { FileRejection } from "react-dropzone";
import { toast } from "@/lib/toast.ts";
import { UploadError } from "../../api.ts";

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
export function acceptFiles(files: File[], rejected: FileRejection[], current: number): File[] {
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
