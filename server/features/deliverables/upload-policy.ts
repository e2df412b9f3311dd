import { deliverableMaxBytes, deliverableMessages } from "@domain/deliverables.ts";
import { HttpError } from "../../lib/errors.ts";
import type { UploadPolicy } from "../../lib/upload-stream.ts";
import { mp4StructureCheck } from "../../storage/mp4.ts";

/**
 * What a deliverable upload takes (server/lib/upload-stream.ts streams it): JPEG, PNG, WebP or MP4 by magic bytes,
 * 1 byte … 100 MB, and the small optional `poster` (a video's first frame, made by the browser). Videos are stored
 * as sent, so like portfolio videos their boxes are checked as they stream in (server/storage/mp4.ts): a playable
 * file's movie with a video track, not an `ftyp` in front of anything.
 */
export const posterMaxBytes = 768 * 1024;

export const tooLarge = () =>
  new HttpError(413, "payload_too_large", deliverableMessages.tooLarge, { file: deliverableMessages.tooLarge });
export const wrongType = () =>
  new HttpError(415, "unsupported_media_type", deliverableMessages.wrongType, {
    file: deliverableMessages.wrongType,
  });

export const deliverableUpload: UploadPolicy = {
  types: new Map([
    ["image/jpeg", "jpg"],
    ["image/png", "png"],
    ["image/webp", "webp"],
    ["video/mp4", "mp4"],
  ]),
  maxBytes: () => deliverableMaxBytes,
  errors: {
    tooLarge,
    wrongType,
    emptyFile: () =>
      new HttpError(400, "validation_failed", deliverableMessages.emptyFile, { file: deliverableMessages.emptyFile }),
    notMultipart: () => new HttpError(400, "validation_failed", "Send the deliverable as multipart/form-data."),
  },
  structure: (mime) => (mime === "video/mp4" ? mp4StructureCheck() : undefined),
  sideFiles: { poster: posterMaxBytes },
};
