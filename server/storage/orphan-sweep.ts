import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  collaborationDeliverables,
  creatorListingImages,
  dataExports,
  disputeEvidence,
  listingImages,
  portfolioMedia,
  profiles,
  reportSnapshots,
} from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import type { Storage } from "./storage.ts";

/** Uploads finish in minutes; an entry older than this whose file no row uses is left over from a crash. */
export const orphanAgeSeconds = 60 * 60;

/**
 * Keys that rows refer to, among `keys`. A resized variant (`…-card.webp`) belongs to its main key. Every table
 * that stores a storage key must be listed here (a new one, e.g. deliverables, is already).
 */
async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const candidates = [...new Set(keys.flatMap((key) => [key, mainKeyOf(key)]))];
  const columns = [
    profiles.avatarKey,
    portfolioMedia.storageKey,
    listingImages.storageKey,
    creatorListingImages.storageKey,
    collaborationDeliverables.storageKey,
    collaborationDeliverables.previewKey,
    dataExports.storageKey,
    reportSnapshots.fileKey,
    disputeEvidence.fileKey,
  ];
  const found = new Set<string>();
  for (const column of columns) {
    const rows = await db.select({ key: column }).from(column.table).where(inArray(column, candidates));
    for (const row of rows) if (row.key) found.add(row.key);
  }
  return found;
}

/** `listings/l/abc-card.webp` → `listings/l/abc.webp` (server/storage/storage.ts `variantKey`). */
const mainKeyOf = (key: string) => key.replace(/-[a-z]+(\.[A-Za-z0-9]+)$/, "$1");

/**
 * Settles the storage's journal entries older than `orphanAgeSeconds` (Storage.unsettled): a file some row uses
 * just loses its entry; any other file is deleted. Runs at start and then hourly (server/main.ts); safe with
 * several processes (deleting twice is harmless). Returns the keys it removed.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: Storage,
  logger: Logger,
  now: Date = new Date(),
): Promise<string[]> {
  const keys = await storage.unsettled(new Date(now.getTime() - orphanAgeSeconds * 1000));
  const removed: string[] = [];
  for (let start = 0; start < keys.length; start += 500) {
    const batch = keys.slice(start, start + 500);
    const used = await referencedKeys(db, batch);
    for (const key of batch) {
      if (used.has(key) || used.has(mainKeyOf(key))) continue;
      try {
        await storage.delete(key);
        removed.push(key);
      } catch (error) {
        logger.error(
          `orphan sweep: could not remove ${key}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await storage.settle(batch);
  }
  if (removed.length) logger.info(`orphan sweep: removed ${removed.length} file(s) no row refers to`);
  return removed;
}
