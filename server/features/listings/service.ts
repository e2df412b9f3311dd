import { randomUUID } from "node:crypto";
import { assertListingTransition } from "@domain/listing-states.ts";
import {
  type DeleteListingResponse,
  type DiscoveryPage,
  type DiscoveryQuery,
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
} from "@domain/listings.ts";
import { inferRegion } from "@domain/region.ts";
import type { Db } from "../../db/client.ts";
import { requireAccess, requireOwned } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { assertStorageFits, assertStorageRoom, reserveStorage, type StorageQuotas } from "../../storage/quota.ts";
import { type Storage, variantKey } from "../../storage/storage.ts";
import { removeFiles, withStoredFiles } from "../../storage/stored-files.ts";
import { type AbuseLimiter, checkAllowance, takeAllowance } from "../abuse-limits/allowance.ts";
import { hiddenPeople } from "../blocks/queries.ts";
import { discoverListings } from "./discovery-queries.ts";
import {
  checkImageBatch,
  insertImageBatch,
  processImageBatch,
  storedBytes,
  tooManyImages,
  type UploadFile,
  writeImageBatch,
} from "./image-batch.ts";
import * as q from "./queries.ts";

export type { UploadFile };

export type ListingDeps = { db: Db; storage: Storage; logger: Logger; quotas: StorageQuotas; abuse: AbuseLimiter };

const listingNotFound = () => new HttpError(404, "not_found", listingMessages.notFound);
/** Ids are UUIDs here: the route's contract answers a malformed one with the same 404 as an unknown one. */
const hostOnly = (actor: Actor | null, message: string = listingMessages.hostsOnly) =>
  requireAccess(actor, "host", message);

/** A listing the actor may see: active ones for everyone signed in, inactive ones only for their host. */
export async function visibleListing(db: Db, actor: Actor, id: string): Promise<q.ListingRow> {
  return requireOwned(await q.findListing(db, id), (row) => mayView(row, actor), listingMessages.notFound);
}
// A host-less listing (kept archived for a contract, decision 0063) is never active, so nobody views it here.
const mayView = (row: q.ListingRow, actor: Actor) =>
  row.status === "active" || (row.hostId !== null && row.hostId === actor.id);

/** The actor's own listing; another host's listing is a 404 (its existence is not revealed). */
async function ownListing(db: Db, actor: Actor, id: string): Promise<q.ListingRow> {
  return requireOwned(await q.findListing(db, id), (row) => row.hostId === actor.id, listingMessages.notFound);
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

/** The row of a new listing: what the host sent plus what only the server decides. */
function newListingValues(host: Actor, input: ListingValues): q.ListingInsert {
  const values = normalizeCollaboration(input);
  return {
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
  };
}

/** Counted against the host's abuse limit in the listing's own transaction (decision 0061). */
export async function createListing(deps: ListingDeps, actor: Actor | null, input: ListingValues): Promise<Listing> {
  const host = hostOnly(actor);
  const row = await deps.db.transaction(async (tx) => {
    await takeAllowance(tx, deps.abuse, "listing", host.id);
    return q.insertListing(tx, newListingValues(host, input));
  });
  return q.toListing(row, []);
}

/**
 * A listing and its first images together or not at all (issue 4: nothing half-saved). Every file is checked and
 * re-encoded before the transaction opens, so a refused file writes nothing and the transaction stays short; then
 * one transaction inserts the listing, stores the files and inserts their rows in order (first = cover). If
 * anything in it fails, the rows roll back and every file it stored is removed.
 */
export async function createListingWithImages(
  deps: ListingDeps,
  actor: Actor | null,
  input: ListingValues,
  upload: { files: UploadFile[]; rightsConfirmed: boolean },
): Promise<Listing> {
  const host = hostOnly(actor);
  if (upload.files.length === 0) return createListing(deps, host, input);
  // Over the abuse limit: refused before any image is re-encoded (counted for real in the transaction below).
  await checkAllowance(deps.db, deps.abuse, "listing", host.id);
  checkImageBatch(upload.files, upload.rightsConfirmed);
  const images = await processImageBatch(upload.files);
  const bytes = images.reduce((sum, image) => sum + storedBytes(image), 0);
  // Refused over the quota before a file is written; re-checked under the lock in the transaction.
  await assertStorageFits(deps.db, host, deps.quotas, bytes);
  const listingId = randomUUID();
  return withStoredFiles(deps, async (stored) => {
    const rows = await writeImageBatch(deps.storage, { listingId, images, stored });
    return deps.db.transaction(async (tx) => {
      await takeAllowance(tx, deps.abuse, "listing", host.id);
      await reserveStorage(tx, host, deps.quotas, bytes);
      const row = await q.insertListing(tx, { ...newListingValues(host, input), id: listingId });
      await insertImageBatch(tx, rows, 0);
      return q.toListing(row, await q.imagesOf(tx, row.id));
    });
  });
}

type Patch = ReturnType<typeof listingPatchSchema.parse>;

export async function updateListing(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  patch: Patch,
): Promise<Listing> {
  const host = hostOnly(actor);
  const row = await ownListing(deps.db, host, id);
  // The listing's state graph (domain/listing-states.ts): an archived listing may be edited and reactivated.
  if (patch.status !== undefined) assertListingTransition(row.status, patch.status);

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

  const updated = await q.updateListing(deps.db, { id: row.id, hostId: host.id }, changes);
  return q.toListing(updated, await q.imagesOf(deps.db, row.id));
}

/** DECISIONS.md: a real delete when nobody applied, otherwise archived (kept for the applications). */
export async function deleteListing(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
): Promise<DeleteListingResponse> {
  const host = hostOnly(actor);
  await ownListing(deps.db, host, id);
  const result = await deps.db.transaction(async (tx) => {
    // The row lock makes a concurrent application wait (its foreign key check needs a share lock on the row).
    const row = await q.lockListing(tx, id);
    if (!row) throw listingNotFound();
    if ((await q.applicationCount(tx, id)) > 0) {
      if (row.status !== "archived") {
        // An unpublished listing has no host edge out (decision 0057): archiving it would be a way back.
        assertListingTransition(row.status, "archived");
        await q.updateListing(tx, { id, hostId: host.id }, { status: "archived" });
      }
      return "archived" as const;
    }
    await q.deleteListingRow(tx, id, host.id);
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
  const viewer = requireAccess(actor, "signed-in");
  // One statement brings the listing and everything around it; nothing of it is used unless the viewer may see it.
  // A block between the viewer and the host (either way round) hides the listing like a missing one (0068).
  const { row, images, host, applicationCount, gallery, hostActiveListings } = requireOwned(
    await q.listingWithDetail(deps.db, id, viewer.id),
    (found) => mayView(found.row, viewer) && !found.blocked,
    listingMessages.notFound,
  );
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
  const viewer = requireAccess(actor, "signed-in");
  // Listings of hosts the viewer blocked or was blocked by are left out (decision 0068).
  return discoverListings(deps.db, query, await hiddenPeople(deps.db, viewer.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Listing images

/** Cheap checks before the body is read: who, which listing, and is there room at all. */
export async function assertCanUploadImages(deps: ListingDeps, actor: Actor | null, id: string): Promise<void> {
  const host = hostOnly(actor);
  await ownListing(deps.db, host, id);
  if ((await q.imageCount(deps.db, id)) >= listingLimits.imagesMax) throw tooManyImages();
  await assertStorageRoom(deps.db, host, deps.quotas);
}

/** Before a multipart create's body is read: a host already at the quota is refused at once. */
export async function assertCanStoreFiles(deps: ListingDeps, actor: Actor | null): Promise<void> {
  await assertStorageRoom(deps.db, hostOnly(actor), deps.quotas);
}

/**
 * Stores every file of one request or none: files are checked and re-encoded first, then one transaction
 * re-checks the 10-image limit under a row lock, stores the files and inserts the rows; any failure removes
 * what was stored.
 */
export async function uploadImages(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  files: UploadFile[],
  rightsConfirmed: boolean,
): Promise<UploadImagesResponse> {
  const host = hostOnly(actor);
  await ownListing(deps.db, host, id);
  checkImageBatch(files, rightsConfirmed);
  if ((await q.imageCount(deps.db, id)) + files.length > listingLimits.imagesMax) throw tooManyImages();
  const images = await processImageBatch(files);
  const bytes = images.reduce((sum, image) => sum + storedBytes(image), 0);
  // Refused over the quota before a file is written; re-checked under the lock in the transaction.
  await assertStorageFits(deps.db, host, deps.quotas, bytes);

  await withStoredFiles(deps, async (stored) => {
    const rows = await writeImageBatch(deps.storage, { listingId: id, images, stored });
    await deps.db.transaction(async (tx) => {
      const row = await q.lockListing(tx, id);
      if (!row || row.hostId !== host.id) throw listingNotFound();
      const existing = await q.imageCount(tx, id);
      if (existing + images.length > listingLimits.imagesMax) throw tooManyImages();
      await reserveStorage(tx, host, deps.quotas, bytes);
      await insertImageBatch(tx, rows, existing);
      await q.updateListing(tx, { id, hostId: host.id }, {});
    });
  });
  return {
    images: await q.imagesOf(deps.db, id),
    uploaded: images.length,
    message: listingImageMessages.uploaded(images.length),
  };
}

export async function reorderImages(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  imageIds: string[],
): Promise<ListingImage[]> {
  const host = hostOnly(actor);
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
    await q.setImagePositions(tx, id, imageIds);
    await q.updateListing(tx, { id, hostId: host.id }, {});
  });
  return q.imagesOf(deps.db, id);
}

export async function removeImage(
  deps: ListingDeps,
  actor: Actor | null,
  id: string,
  imageId: string,
): Promise<ListingImage[]> {
  const host = hostOnly(actor);
  await ownListing(deps.db, host, id);
  const key = await deps.db.transaction(async (tx) => {
    await q.lockListing(tx, id);
    const removed = await q.deleteImage(tx, { imageId, listingId: id, hostId: host.id });
    if (!removed) throw new HttpError(404, "not_found", listingImageMessages.imageNotFound);
    // Keep positions dense so position 0 is always the cover.
    await q.setImagePositions(
      tx,
      id,
      (await q.imageRowsOf(tx, id)).map((r) => r.id),
    );
    await q.updateListing(tx, { id, hostId: host.id }, {});
    return removed;
  });
  await removeFiles(deps, [key, variantKey(key, "card")], "key");
  return q.imagesOf(deps.db, id);
}
