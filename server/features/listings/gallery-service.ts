import { type GalleryPhoto, galleryMessages, listingLimits } from "@domain/listings.ts";
import { requireAccess, requireOwned } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError } from "../../lib/errors.ts";
import { detectImageType, ImageError, processImage } from "../../storage/images.ts";
import { assertStorageFits, assertStorageRoom, reserveStorage } from "../../storage/quota.ts";
import { newKey, variantKey } from "../../storage/storage.ts";
import { removeFiles, withStoredFiles } from "../../storage/stored-files.ts";
import { storedBytes, type UploadFile } from "./image-batch.ts";
import * as q from "./queries.ts";
import { type ListingDeps, visibleListing } from "./service.ts";

/** The "Share Your Experience" gallery of a listing: creators add their own photos and delete only their own. */

const galleryTypes = new Set(["image/jpeg", "image/png", "image/webp"]);

export async function photosOf(deps: ListingDeps, actor: Actor | null, id: string): Promise<GalleryPhoto[]> {
  const viewer = requireAccess(actor, "signed-in");
  const row = await visibleListing(deps.db, viewer, id);
  return q.galleryOf(deps.db, row.id, viewer.id);
}

/** Cheap checks before the body is read. */
export async function assertCanAddGalleryPhoto(deps: ListingDeps, actor: Actor | null, id: string): Promise<void> {
  const creator = requireAccess(actor, "creator", galleryMessages.creatorsOnly);
  await visibleListing(deps.db, creator, id);
  await assertStorageRoom(deps.db, creator, deps.quotas);
}

export async function addGalleryPhoto(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  input: { file: UploadFile | null; rightsConfirmed: boolean; caption: string | null },
): Promise<GalleryPhoto> {
  const creator = requireAccess(actor, "creator", galleryMessages.creatorsOnly);
  const listing = await visibleListing(deps.db, creator, id);
  if (!input.rightsConfirmed) {
    throw new HttpError(
      400,
      "validation_failed",
      galleryMessages.rights,
      { rightsConfirmed: galleryMessages.rights },
      {
        title: galleryMessages.rightsTitle,
      },
    );
  }
  const invalidType = () =>
    new HttpError(415, "unsupported_media_type", galleryMessages.invalidType, undefined, {
      title: galleryMessages.invalidTypeTitle,
    });
  if (!input.file) {
    throw new HttpError(400, "validation_failed", galleryMessages.oneFile, { file: galleryMessages.oneFile });
  }
  if (input.file.size > listingLimits.galleryBytesMax) {
    throw new HttpError(413, "payload_too_large", galleryMessages.tooLarge, undefined, {
      title: galleryMessages.tooLargeTitle,
    });
  }
  const data = await input.file.bytes();
  // JPG, PNG and WebP only (spec 001 §5), decided by magic bytes.
  if (!galleryTypes.has((await detectImageType(data)) ?? "")) throw invalidType();
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(data);
  } catch (error) {
    if (error instanceof ImageError) throw invalidType();
    throw error;
  }
  const key = newKey(`gallery/${listing.id}`, "webp");
  const card = variantKey(key, "card");
  const bytes = storedBytes(image);
  // Over the quota → refused before a file is written; the files, then the row under the locked re-check; any
  // failure after the first write removes what was written.
  await assertStorageFits(deps.db, creator, deps.quotas, bytes);
  const photoId = await withStoredFiles(deps, async (stored) => {
    stored.push(key);
    await deps.storage.put(key, image.full.data, image.full.contentType);
    stored.push(card);
    await deps.storage.put(card, image.card.data, image.card.contentType);
    return deps.db.transaction(async (tx) => {
      await reserveStorage(tx, creator, deps.quotas, bytes);
      return q.insertGalleryPhoto(tx, {
        listingId: listing.id,
        creatorId: creator.id,
        storageKey: key,
        caption: input.caption,
        bytes,
      });
    });
  });
  const photo = await q.galleryPhoto(deps.db, photoId, creator.id);
  if (!photo) throw new Error("gallery photo vanished after insert");
  return photo;
}

export async function removeGalleryPhoto(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  photoId: string,
): Promise<void> {
  const viewer = requireAccess(actor, "creator");
  const listing = await visibleListing(deps.db, viewer, id);
  // DECISIONS.md: delete only your own. Someone else's photo answers like a missing one (404), as every other
  // object of another owner does, so the API has one rule for "not yours".
  const row = requireOwned(
    await q.galleryRow(deps.db, photoId),
    (photo) => photo.listingId === listing.id && photo.creatorId === viewer.id,
    galleryMessages.photoNotFound,
  );
  await q.deleteGalleryPhoto(deps.db, { photoId, listingId: listing.id, creatorId: viewer.id });
  await removeFiles(deps, [row.storageKey, variantKey(row.storageKey, "card")], "key");
}
