import {
  type DeleteListingResponse,
  type DiscoveryPage,
  type DiscoveryQuery,
  type GalleryPhoto,
  galleryMessages,
  type Listing,
  type ListingDetail,
  type ListingImage,
  type ListingValues,
  listingImageMessages,
  listingLimits,
  listingMessages,
  type listingPatchSchema,
  listingRuleIssues,
  type MyListing,
  normalizeCollaboration,
  type UploadImagesResponse,
} from "../../../domain/listings.ts";
import { inferRegion } from "../../../domain/region.ts";
import { type Actor, requireActor, requireRole } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { detectImageType, ImageError, imageMessages, processImage } from "../../storage/images.ts";
import { newKey, type Storage, variantKey } from "../../storage/storage.ts";
import * as q from "./queries.ts";

export type ListingDeps = { db: Db; storage: Storage; logger: Logger };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listingNotFound = () => new HttpError(404, "not_found", listingMessages.notFound);
const hostOnly = (actor: Actor | null, message: string) => {
  const signedIn = requireActor(actor);
  if (signedIn.userType !== "host") throw new HttpError(403, "forbidden", message);
  return signedIn;
};

/** A malformed id can't name a row, so it is the same 404 as an unknown one (and never reaches SQL as a 500). */
function assertId(id: string, notFound: () => HttpError = listingNotFound): void {
  if (!uuidPattern.test(id)) throw notFound();
}

/** A listing the actor may see: active ones for everyone signed in, inactive ones only for their host. */
async function visibleListing(db: Db, actor: Actor, id: string): Promise<q.ListingRow> {
  assertId(id);
  const row = await q.findListing(db, id);
  if (!row || (row.status !== "active" && row.hostId !== actor.id)) throw listingNotFound();
  return row;
}

/** The actor's own listing; another host's listing is a 404 (its existence is not revealed). */
async function ownListing(db: Db, actor: Actor, id: string): Promise<q.ListingRow> {
  assertId(id);
  const row = await q.findListing(db, id);
  if (!row || row.hostId !== actor.id) throw listingNotFound();
  return row;
}

function ruleError(issues: { path: string; message: string }[]): HttpError | null {
  const first = issues[0];
  if (!first) return null;
  return new HttpError(
    400,
    "validation_failed",
    first.message,
    Object.fromEntries(issues.map((i) => [i.path, i.message])),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Listings

/** Checks routes run before reading a body, so a visitor or a wrong role never gets a validation answer. */
export function assertHost(actor: Actor | null): void {
  hostOnly(actor, listingMessages.hostsOnly);
}

export async function assertOwnListing(deps: ListingDeps, actor: Actor | null, id: string): Promise<void> {
  await ownListing(deps.db, hostOnly(actor, listingMessages.hostsOnly), id);
}

export async function createListing(deps: ListingDeps, actor: Actor | null, input: ListingValues): Promise<Listing> {
  const host = hostOnly(actor, listingMessages.hostsOnly);
  const values = normalizeCollaboration(input);
  const row = await q.insertListing(deps.db, {
    ...values,
    // Derived by the server, never read from the client (DECISIONS.md).
    hostId: host.id,
    status: "active",
    region: values.region ?? inferRegion(values.location),
    category: values.category ?? values.propertyType,
    country: values.country ?? null,
    externalPropertyUrl: values.externalPropertyUrl ?? null,
    collaborationType: values.collaborationType ?? null,
    expectedDuration: values.expectedDuration ?? null,
    exceptions: values.exceptions ?? null,
    discountPercent: values.discountPercent ?? null,
  });
  return q.toListing(row, []);
}

type Patch = ReturnType<typeof listingPatchSchema.parse>;

export async function updateListing(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  patch: Patch,
): Promise<Listing> {
  const host = hostOnly(actor, listingMessages.hostsOnly);
  const row = await ownListing(deps.db, host, id);
  if (row.status === "archived") {
    throw new HttpError(409, "conflict", "This listing is archived and can no longer be changed.");
  }

  const changes: Partial<q.ListingInsert> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }

  // Region: an explicit choice wins; empty means "infer". When only the location changes, a region that was
  // inferred (or missing) follows it, while one the host picked by hand stays.
  if ("region" in patch && patch.region !== undefined) {
    changes.region = patch.region ?? inferRegion(patch.location ?? row.location);
  } else if (patch.location !== undefined && patch.location !== row.location) {
    const wasInferred = row.region === null || row.region === inferRegion(row.location);
    if (wasInferred) changes.region = inferRegion(patch.location) ?? row.region;
  }
  // Category follows the property type unless the host set it apart.
  if (patch.category === null) changes.category = patch.propertyType ?? row.propertyType;
  else if (patch.category === undefined && patch.propertyType && row.category === row.propertyType) {
    changes.category = patch.propertyType;
  }
  // Dropping the Discounted Stay offer drops its percent, unless the patch sets one (then it's an error below).
  const offerTypes = patch.offerTypes ?? row.offerTypes;
  if (patch.discountPercent === undefined && !offerTypes.includes("Discounted Stay") && row.discountPercent !== null) {
    changes.discountPercent = null;
  }

  const merged = { ...row, ...changes };
  const invalid = ruleError(listingRuleIssues(merged));
  if (invalid) throw invalid;
  const collaboration = normalizeCollaboration(merged);
  if (collaboration.postPlatforms !== merged.postPlatforms) changes.postPlatforms = collaboration.postPlatforms;
  if (collaboration.postingTypes !== merged.postingTypes) changes.postingTypes = collaboration.postingTypes;

  const updated = await q.updateListing(deps.db, row.id, changes);
  return q.toListing(updated, await q.imagesOf(deps.db, row.id));
}

/** DECISIONS.md: a real delete when nobody applied, otherwise archived (kept for the applications). */
export async function deleteListing(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
): Promise<DeleteListingResponse> {
  const host = hostOnly(actor, listingMessages.hostsOnly);
  await ownListing(deps.db, host, id);
  const result = await deps.db.transaction(async (tx) => {
    // The row lock makes a concurrent application wait (its foreign key check needs a share lock on the row).
    const row = await q.lockListing(tx, id);
    if (!row) throw listingNotFound();
    if ((await q.applicationCount(tx, id)) > 0) {
      if (row.status !== "archived") await q.updateListing(tx, id, { status: "archived" });
      return "archived" as const;
    }
    await q.deleteListingRow(tx, id);
    return "deleted" as const;
  });
  if (result === "deleted") {
    await removeFiles(deps, [`listings/${id}/`, `gallery/${id}/`], "prefix");
    return { result, message: listingMessages.deleted };
  }
  return { result, message: listingMessages.archived };
}

export async function myListings(deps: ListingDeps, actor: Actor | null): Promise<MyListing[]> {
  const host = hostOnly(actor, "Only hosts have listings");
  return q.hostListings(deps.db, host.id);
}

export async function listingDetail(deps: ListingDeps, actor: Actor | null, id: string): Promise<ListingDetail> {
  const viewer = requireActor(actor);
  const row = await visibleListing(deps.db, viewer, id);
  const [images, host, applicationCount, gallery, hostActiveListings] = await Promise.all([
    q.imagesOf(deps.db, row.id),
    q.hostCard(deps.db, row.hostId),
    q.applicationCount(deps.db, row.id),
    q.galleryOf(deps.db, row.id, viewer.id),
    q.activeListingCount(deps.db, row.hostId),
  ]);
  const listedDays = Math.max(0, Math.floor((Date.now() - row.createdAt.getTime()) / 86_400_000));
  return {
    ...q.toListing(row, images),
    host,
    isOwner: row.hostId === viewer.id,
    gallery,
    stats: { applicationCount, galleryPhotoCount: gallery.length, listedDays, hostActiveListings },
  };
}

export async function discover(deps: ListingDeps, actor: Actor | null, query: DiscoveryQuery): Promise<DiscoveryPage> {
  requireActor(actor);
  return q.discoverListings(deps.db, query);
}

// ---------------------------------------------------------------------------------------------------------------
// Listing images

export type UploadFile = { name: string; size: number; bytes: () => Promise<Buffer> };

/** Shown in messages; a file name is the client's text, so keep it short. */
const displayName = (name: string) => {
  const trimmed = name.trim() || "File";
  return trimmed.length > 80 ? `${trimmed.slice(0, 77)}...` : trimmed;
};

/** Cheap checks before the body is read: who, which listing, and is there room at all. */
export async function assertCanUploadImages(deps: ListingDeps, actor: Actor | null, id: string): Promise<void> {
  const host = hostOnly(actor, listingMessages.hostsOnly);
  const row = await ownListing(deps.db, host, id);
  if (row.status === "archived") {
    throw new HttpError(409, "conflict", "This listing is archived and can no longer be changed.");
  }
  if ((await q.imageCount(deps.db, id)) >= listingLimits.imagesMax) throw tooManyImages();
}

const tooManyImages = () =>
  new HttpError(400, "validation_failed", listingImageMessages.tooMany, undefined, {
    title: listingImageMessages.tooManyTitle,
  });

/**
 * Stores every file of one request or none: files are checked and re-encoded first, stored, then the rows are
 * inserted in one transaction that re-checks the 10-image limit under a row lock; any failure deletes
 * what was stored.
 */
export async function uploadImages(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  files: UploadFile[],
  rightsConfirmed: boolean,
): Promise<UploadImagesResponse> {
  const host = hostOnly(actor, listingMessages.hostsOnly);
  await ownListing(deps.db, host, id);
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
  if ((await q.imageCount(deps.db, id)) + files.length > listingLimits.imagesMax) throw tooManyImages();

  // One at a time: sharp already uses both cores for one image, and memory stays bounded.
  const processed = [];
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

  const stored: string[] = [];
  try {
    const rows: { key: string; width: number; height: number }[] = [];
    for (const image of processed) {
      const key = newKey(`listings/${id}`, "webp");
      stored.push(key, variantKey(key, "card"));
      await deps.storage.put(key, image.full.data, image.full.contentType);
      await deps.storage.put(variantKey(key, "card"), image.card.data, image.card.contentType);
      rows.push({ key, width: image.full.width, height: image.full.height });
    }
    await deps.db.transaction(async (tx) => {
      const row = await q.lockListing(tx, id);
      if (!row || row.hostId !== host.id) throw listingNotFound();
      const existing = await q.imageCount(tx, id);
      if (existing + rows.length > listingLimits.imagesMax) throw tooManyImages();
      await q.insertImages(
        tx,
        rows.map((r, i) => ({
          listingId: id,
          storageKey: r.key,
          position: existing + i,
          width: r.width,
          height: r.height,
        })),
      );
      await q.updateListing(tx, id, {});
    });
  } catch (error) {
    await removeFiles(deps, stored, "key");
    throw error;
  }
  return {
    images: await q.imagesOf(deps.db, id),
    uploaded: processed.length,
    message: listingImageMessages.uploaded(processed.length),
  };
}

export async function reorderImages(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  imageIds: string[],
): Promise<ListingImage[]> {
  const host = hostOnly(actor, listingMessages.hostsOnly);
  await ownListing(deps.db, host, id);
  await deps.db.transaction(async (tx) => {
    await q.lockListing(tx, id);
    const current = (await q.imageRowsOf(tx, id)).map((r) => r.id);
    const asked = new Set(imageIds);
    const isPermutation =
      imageIds.length === current.length && asked.size === current.length && current.every((i) => asked.has(i));
    if (!isPermutation) {
      throw new HttpError(400, "validation_failed", listingImageMessages.badOrder, {
        imageIds: listingImageMessages.badOrder,
      });
    }
    await q.setImagePositions(tx, imageIds);
    await q.updateListing(tx, id, {});
  });
  return q.imagesOf(deps.db, id);
}

export async function removeImage(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  imageId: string,
): Promise<ListingImage[]> {
  const host = hostOnly(actor, listingMessages.hostsOnly);
  await ownListing(deps.db, host, id);
  const imageNotFound = () => new HttpError(404, "not_found", listingImageMessages.imageNotFound);
  assertId(imageId, imageNotFound);
  const key = await deps.db.transaction(async (tx) => {
    await q.lockListing(tx, id);
    const rows = await q.imageRowsOf(tx, id);
    const target = rows.find((r) => r.id === imageId);
    if (!target) throw imageNotFound();
    await q.deleteImage(tx, imageId);
    // Keep positions dense so position 0 is always the cover.
    await q.setImagePositions(
      tx,
      rows.filter((r) => r.id !== imageId).map((r) => r.id),
    );
    await q.updateListing(tx, id, {});
    return target.storageKey;
  });
  await removeFiles(deps, [key, variantKey(key, "card")], "key");
  return q.imagesOf(deps.db, id);
}

// ---------------------------------------------------------------------------------------------------------------
// Gallery ("Share Your Experience")

const galleryTypes = new Set(["image/jpeg", "image/png", "image/webp"]);

export async function gallery(deps: ListingDeps, actor: Actor | null, id: string): Promise<GalleryPhoto[]> {
  const viewer = requireActor(actor);
  const row = await visibleListing(deps.db, viewer, id);
  return q.galleryOf(deps.db, row.id, viewer.id);
}

/** Cheap checks before the body is read. */
export async function assertCanAddGalleryPhoto(deps: ListingDeps, actor: Actor | null, id: string): Promise<void> {
  const creator = requireRole(actor, "creator");
  await visibleListing(deps.db, creator, id);
}

export async function addGalleryPhoto(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  input: { file: UploadFile | null; rightsConfirmed: boolean; caption: string | null },
): Promise<GalleryPhoto> {
  const creator = requireActor(actor);
  if (creator.userType !== "creator") throw new HttpError(403, "forbidden", galleryMessages.creatorsOnly);
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
  const keys = [key, variantKey(key, "card")];
  let photoId: string;
  try {
    await deps.storage.put(key, image.full.data, image.full.contentType);
    await deps.storage.put(variantKey(key, "card"), image.card.data, image.card.contentType);
    photoId = await q.insertGalleryPhoto(deps.db, {
      listingId: listing.id,
      creatorId: creator.id,
      storageKey: key,
      caption: input.caption,
    });
  } catch (error) {
    await removeFiles(deps, keys, "key");
    throw error;
  }
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
  const viewer = requireActor(actor);
  const listing = await visibleListing(deps.db, viewer, id);
  const photoNotFound = () => new HttpError(404, "not_found", galleryMessages.photoNotFound);
  assertId(photoId, photoNotFound);
  const row = await q.galleryRow(deps.db, photoId);
  if (!row || row.listingId !== listing.id) throw photoNotFound();
  // Everyone may see the photo, so refusing is a 403, not a 404 (DECISIONS.md: delete only own).
  if (row.creatorId !== viewer.id) throw new HttpError(403, "forbidden", "You can only delete your own photos.");
  await q.deleteGalleryPhoto(deps.db, photoId);
  await removeFiles(deps, [row.storageKey, variantKey(row.storageKey, "card")], "key");
}

// ---------------------------------------------------------------------------------------------------------------

/** File clean-up after the database changed: a failure here leaves an orphan file, never a broken row. */
async function removeFiles(deps: ListingDeps, targets: string[], kind: "key" | "prefix"): Promise<void> {
  for (const target of targets) {
    try {
      if (kind === "key") await deps.storage.delete(target);
      else await deps.storage.deletePrefix(target);
    } catch (error) {
      deps.logger.error(`could not remove stored ${kind} ${target}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
