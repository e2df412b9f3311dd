import { eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  collaborationDeliverables,
  creatorListingImages,
  listingImages,
  pendingUploads,
  portfolioMedia,
  profiles,
} from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import type { Storage } from "./storage.ts";

/**
 * Storage that journals every write: the key goes into `pending_uploads` before the bytes are written, so a
 * process killed between storing a file and committing the row that uses it leaves a trace, and
 * `sweepOrphanUploads` can remove the file later. Callers are unchanged (same `Storage` interface).
 */
export function journaledStorage(storage: Storage, db: Db): Storage {
  return {
    async put(key, data, contentType) {
      await db.insert(pendingUploads).values({ key }).onConflictDoNothing();
      await storage.put(key, data, contentType);
    },
    get: (key) => storage.get(key),
    async delete(key) {
      await storage.delete(key);
      await db.delete(pendingUploads).where(eq(pendingUploads.key, key));
    },
    deletePrefix: (prefix) => storage.deletePrefix(prefix),
  };
}

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
 * Settles journal entries older than `orphanAgeSeconds`: a file some row uses just loses its entry; any other
 * file is deleted. Runs at start and then hourly (server/main.ts); safe with several processes (deleting twice
 * is harmless). Returns the keys it removed.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: Storage,
  logger: Logger,
  now: Date = new Date(),
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - orphanAgeSeconds * 1000);
  const removed: string[] = [];
  for (;;) {
    const rows = await db
      .select({ key: pendingUploads.key })
      .from(pendingUploads)
      .where(lt(pendingUploads.createdAt, cutoff))
      .limit(500);
    if (rows.length === 0) break;
    const keys = rows.map((row) => row.key);
    const used = await referencedKeys(db, keys);
    for (const key of keys) {
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
    await db.delete(pendingUploads).where(inArray(pendingUploads.key, keys));
  }
  if (removed.length) logger.info(`orphan sweep: removed ${removed.length} file(s) no row refers to`);
  return removed;
}
