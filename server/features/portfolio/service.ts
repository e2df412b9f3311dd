import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";
import {
  creatorLimits,
  creatorMessages,
  type PortfolioItem,
  portfolioMimeTypes,
  type portfolioOrderSchema,
  type portfolioTagsSchema,
  tagsSchema,
} from "../../../domain/creators.ts";
import type { Actor } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { isCreator } from "../../db/roles.ts";
import { requireAccess } from "../../lib/access.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { displayFileName, fileField } from "../../lib/upload.ts";
import { parseWith } from "../../lib/validate.ts";
import { ImageError, processImage } from "../../storage/images.ts";
import { isWellFormedMp4 } from "../../storage/mp4.ts";
import { assertStorageFits, assertStorageRoom, reserveStorage, type StorageQuotas } from "../../storage/quota.ts";
import { newKey, type Storage, variantKey } from "../../storage/storage.ts";
import { removeFiles, withStoredFiles } from "../../storage/stored-files.ts";
import { deleteMedia, insertMedia, listMedia, reorderMedia, toItem, updateTags } from "./queries.ts";

export type PortfolioDeps = { db: Db; storage: Storage; logger: Logger; quotas: StorageQuotas };

export const invalidFormat = () =>
  new HttpError(415, "unsupported_media_type", creatorMessages.invalidFormatText, undefined, {
    title: creatorMessages.invalidFormatTitle,
  });
export const mediaTooLarge = () =>
  new HttpError(413, "payload_too_large", creatorMessages.mediaTooLargeText, undefined, {
    title: creatorMessages.mediaTooLargeTitle,
  });

export const mediaNotFoundMessage = "Media not found";
const mediaNotFound = () => notFound(mediaNotFoundMessage);

/** Public: anyone may see a creator's portfolio (DECISIONS.md). Non-creators are "Creator Not Found". */
export async function publicPortfolio(db: Db, creatorId: string): Promise<{ items: PortfolioItem[] }> {
  if (!(await isCreator(db, creatorId))) {
    throw notFound(creatorMessages.creatorNotFound);
  }
  return { items: (await listMedia(db, creatorId)).map(toItem) };
}

/** Tags arrive as one JSON array field (`tags=["a","b"]`) or as the field repeated (`tags=a&tags=b`). */
export function readTags(form: FormData): string[] {
  const values = form.getAll("tags");
  if (values.some((v) => typeof v !== "string")) {
    throw new HttpError(400, "validation_failed", "Tags must be text", { tags: "Tags must be text" });
  }
  let tags: unknown = values;
  const [only] = values as string[];
  if (values.length === 1 && only !== undefined && only.trim().startsWith("[")) {
    try {
      tags = JSON.parse(only);
    } catch {
      throw new HttpError(400, "validation_failed", "Tags must be a JSON list of text", { tags: "Invalid tags" });
    }
  }
  return parseWith(z.strictObject({ tags: tagsSchema }), { tags }).tags;
}

/** A checked upload ready to store: the files to write (the original MP4, or an image's full and card WebP). */
type Prepared = {
  files: { key: string; data: Buffer; contentType: string }[];
  key: string;
  fileType: string;
  fileSize: number;
  mediaType: "image" | "video";
};

/** Decides the type by magic bytes and re-encodes images (metadata stripped, card variant); writes nothing. */
async function prepareMedia(userId: string, data: Buffer): Promise<Prepared> {
  const detected = data.length > 0 ? await fileTypeFromBuffer(data) : undefined;
  const mime = detected?.mime ?? "";
  if (!(portfolioMimeTypes as readonly string[]).includes(mime)) throw invalidFormat();

  if (mime === "video/mp4") {
    if (data.length > creatorLimits.portfolioVideoBytesMax) throw mediaTooLarge();
    if (!isWellFormedMp4(data)) throw invalidFormat();
    const key = newKey(`portfolio/${userId}`, "mp4");
    return {
      files: [{ key, data, contentType: "video/mp4" }],
      key,
      fileType: "video/mp4",
      fileSize: data.length,
      mediaType: "video",
    };
  }

  if (data.length > creatorLimits.portfolioImageBytesMax) throw mediaTooLarge();
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(data);
  } catch (error) {
    if (error instanceof ImageError) {
      if (error.status === 415) throw invalidFormat();
      throw new HttpError(
        error.status,
        error.status === 413 ? "payload_too_large" : "validation_failed",
        error.message,
      );
    }
    throw error;
  }
  const key = newKey(`portfolio/${userId}`, "webp");
  return {
    files: [
      { key, data: image.full.data, contentType: image.full.contentType },
      { key: variantKey(key, "card"), data: image.card.data, contentType: image.card.contentType },
    ],
    key,
    fileType: image.full.contentType,
    fileSize: image.full.data.length,
    mediaType: "image",
  };
}

/**
 * Upload (spec 001 §7): checked, re-encoded and measured against the storage quota first (over it, nothing is
 * written); then the files, then one transaction that re-checks the quota under a lock and inserts the row. If
 * anything after the first write fails, the files are removed again, so neither a row without a file nor a file
 * without a row is left behind.
 */
/** Before an upload's body is read: creators only, and an account already at its quota is refused at once. */
export async function assertCanUpload(deps: PortfolioDeps, actor: Actor | null): Promise<void> {
  await assertStorageRoom(deps.db, requireAccess(actor, "creator"), deps.quotas);
}

export async function uploadMedia(deps: PortfolioDeps, actor: Actor | null, form: FormData) {
  const me = requireAccess(actor, "creator");
  const tags = readTags(form);
  const { file, data } = await fileField(form);
  const prepared = await prepareMedia(me.id, data);
  const storedBytes = prepared.files.reduce((sum, f) => sum + f.data.length, 0);
  // Over the quota → refused before a file is written; the locked re-check runs with the insert.
  await assertStorageFits(deps.db, me, deps.quotas, storedBytes);
  return withStoredFiles(deps, async (written) => {
    for (const f of prepared.files) {
      written.push(f.key);
      await deps.storage.put(f.key, f.data, f.contentType);
    }
    const row = await deps.db.transaction(async (tx) => {
      await reserveStorage(tx, me, deps.quotas, storedBytes);
      return insertMedia(tx, {
        userId: me.id,
        storageKey: prepared.key,
        fileName: displayFileName(file.name, prepared.mediaType === "video" ? "video.mp4" : "image"),
        fileType: prepared.fileType,
        fileSize: prepared.fileSize,
        storedBytes,
        mediaType: prepared.mediaType,
        tags,
      });
    });
    return { item: toItem(row) };
  });
}

export async function setTags(
  db: Db,
  actor: Actor | null,
  mediaId: string,
  { tags }: z.output<typeof portfolioTagsSchema>,
) {
  const me = requireAccess(actor, "creator");
  const row = await updateTags(db, me.id, mediaId, tags);
  if (!row) throw mediaNotFound();
  return { item: toItem(row) };
}

export async function removeMedia(deps: PortfolioDeps, actor: Actor | null, mediaId: string): Promise<void> {
  const me = requireAccess(actor, "creator");
  const row = await deleteMedia(deps.db, me.id, mediaId);
  if (!row) throw mediaNotFound();
  // The row is gone first: a failed file removal leaves an unreachable file, never a broken tile.
  const keys = row.mediaType === "image" ? [row.storageKey, variantKey(row.storageKey, "card")] : [row.storageKey];
  await removeFiles(deps, keys, "key");
}

export async function saveOrder(db: Db, actor: Actor | null, { ids }: z.output<typeof portfolioOrderSchema>) {
  const me = requireAccess(actor, "creator");
  const ok = await reorderMedia(db, me.id, ids);
  if (!ok) {
    throw new HttpError(
      400,
      "validation_failed",
      "The new order must list each of your portfolio items exactly once.",
      {
        ids: "Must be exactly your portfolio items",
      },
    );
  }
  return { items: (await listMedia(db, me.id)).map(toItem) };
}
