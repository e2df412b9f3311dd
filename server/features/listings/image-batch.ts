import { listingImageMessages, listingLimits } from "@domain/listings.ts";
import type { Tx } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { ImageError, imageMessages, type ProcessedImage, processImage } from "../../storage/images.ts";
import { newKey, type Storage, variantKey } from "../../storage/storage.ts";
import * as q from "./queries.ts";

/**
 * One batch of listing images on its way in, shared by "add images to a listing" and "create a listing with its
 * images": the cheap checks, the re-encoding, and the write of files plus rows inside the caller's transaction.
 */

export type UploadFile = { name: string; size: number; bytes: () => Promise<Buffer> };

/** Shown in messages; a file name is the client's text, so keep it short. */
const displayName = (name: string) => {
  const trimmed = name.trim() || "File";
  return trimmed.length > 80 ? `${trimmed.slice(0, 77)}...` : trimmed;
};

export const tooManyImages = () =>
  new HttpError(400, "validation_failed", listingImageMessages.tooMany, undefined, {
    title: listingImageMessages.tooManyTitle,
  });

/** The checks that need no decoding, in the spec's order: rights, how many, how large each. */
export function checkImageBatch(files: UploadFile[], rightsConfirmed: boolean): void {
  if (!rightsConfirmed) {
    throw new HttpError(400, "validation_failed", listingImageMessages.rightsRequired, {
      rightsConfirmed: listingImageMessages.rightsRequired,
    });
  }
  if (files.length === 0) throw new HttpError(400, "validation_failed", listingImageMessages.noFiles);
  if (files.length > listingLimits.imagesMax) throw tooManyImages();
  for (const file of files) {
    if (file.size > listingLimits.imageBytesMax) {
      throw new HttpError(413, "payload_too_large", listingImageMessages.tooLarge(displayName(file.name)));
    }
  }
}

/**
 * Every file checked by its magic bytes and re-encoded (full + card WebP), before anything is written: a refused
 * file stops the batch while there is still nothing to undo.
 */
export async function processImageBatch(files: UploadFile[]): Promise<ProcessedImage[]> {
  // One at a time: sharp already uses both cores for one image, and memory stays bounded.
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    const name = displayName(file.name);
    const data = await file.bytes();
    try {
      processed.push(await processImage(data));
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      if (error.code === "image_too_large") {
        throw new HttpError(413, "payload_too_large", `${name}: ${imageMessages.tooLarge}`);
      }
      throw new HttpError(
        error.code === "unsupported_file_type" ? 415 : 400,
        error.code === "unsupported_file_type" ? "unsupported_media_type" : "validation_failed",
        listingImageMessages.notImage(name),
      );
    }
  }
  return processed;
}

/** Bytes an image takes in storage: both variants, what the storage quota counts. */
export const storedBytes = (image: ProcessedImage) => image.full.data.length + image.card.data.length;

/** The rows of a stored batch, ready to insert in the caller's transaction. */
export type StoredImageRow = {
  listingId: string;
  storageKey: string;
  width: number;
  height: number;
  bytes: number;
};

/**
 * Writes both variants of every image under the listing, in order, before any transaction opens (storage writes are
 * journaled through the database, which on the embedded engine must not happen inside an open transaction). Each
 * key is pushed to `stored` before its write starts, so the caller can remove everything this batch wrote — a
 * half-written file included — when what follows fails. Positions are given when the rows are inserted.
 */
export async function writeImageBatch(
  storage: Storage,
  batch: { listingId: string; images: ProcessedImage[]; stored: string[] },
): Promise<StoredImageRow[]> {
  const rows: StoredImageRow[] = [];
  for (const image of batch.images) {
    const key = newKey(`listings/${batch.listingId}`, "webp");
    const card = variantKey(key, "card");
    batch.stored.push(key);
    await storage.put(key, image.full.data, image.full.contentType);
    batch.stored.push(card);
    await storage.put(card, image.card.data, image.card.contentType);
    rows.push({
      listingId: batch.listingId,
      storageKey: key,
      width: image.full.width,
      height: image.full.height,
      bytes: storedBytes(image),
    });
  }
  return rows;
}

/** Inserts a written batch's rows from `firstPosition` on, in order (position 0 is the cover). */
export async function insertImageBatch(tx: Tx, rows: StoredImageRow[], firstPosition: number): Promise<void> {
  await q.insertImages(
    tx,
    rows.map((row, i) => ({ ...row, position: firstPosition + i })),
  );
}
