import {
  creatorLimits,
  creatorMessages,
  type PortfolioItem,
  portfolioMimeTypes,
  type portfolioOrderSchema,
  type portfolioTagsSchema,
  tagsSchema,
} from "@domain/creators.ts";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { isCreator } from "../../db/roles.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { displayFileName, noFileChosen, sendAsMultipart } from "../../lib/upload.ts";
import { receiveUpload, type UploadForm, type UploadPolicy } from "../../lib/upload-stream.ts";
import { parseWith } from "../../lib/validate.ts";
import { ImageError, processImage } from "../../storage/images.ts";
import { mp4StructureCheck } from "../../storage/mp4.ts";
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

/**
 * Tags arrive as one JSON array field (`tags=["a","b"]`) or as the field repeated (`tags=a&tags=b`), before or
 * after the file.
 */
export function readTags(form: Pick<UploadForm, "values" | "skippedFiles">): string[] {
  if (form.skippedFiles.includes("tags")) {
    throw new HttpError(400, "validation_failed", "Tags must be text", { tags: "Tags must be text" });
  }
  const values = form.values.tags ?? [];
  let tags: unknown = values;
  const [only] = values;
  if (values.length === 1 && only !== undefined && only.trim().startsWith("[")) {
    try {
      tags = JSON.parse(only);
    } catch {
      throw new HttpError(400, "validation_failed", "Tags must be a JSON list of text", { tags: "Invalid tags" });
    }
  }
  return parseWith(z.strictObject({ tags: tagsSchema }), { tags }).tags;
}

/**
 * JPEG/PNG/WebP ≤ 10 MB or MP4 ≤ 100 MB by magic bytes, counted as they stream in; an MP4's boxes are checked as
 * they pass (server/storage/mp4.ts). Tags sent before the file are checked before a byte of it is read.
 */
const portfolioUpload: UploadPolicy = {
  types: new Map(portfolioMimeTypes.map((mime) => [mime, mime === "video/mp4" ? "mp4" : "webp"])),
  maxBytes: (mime) =>
    mime === "video/mp4" ? creatorLimits.portfolioVideoBytesMax : creatorLimits.portfolioImageBytesMax,
  errors: {
    tooLarge: mediaTooLarge,
    wrongType: invalidFormat,
    emptyFile: invalidFormat,
    notMultipart: sendAsMultipart,
  },
  structure: (mime) => (mime === "video/mp4" ? mp4StructureCheck() : undefined),
  beforeFile: (form) => void readTags(form),
};

/** What the upload's file became while it streamed in: a video already in storage, or an image's bytes. */
type Received = { kind: "video"; key: string; bytes: number } | { kind: "image"; data: Buffer };

/** The files to write for an image: its full and card WebP (re-encoded, metadata stripped); writes nothing. */
async function prepareImage(userId: string, data: Buffer) {
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
    key,
    files: [
      { key, data: image.full.data, contentType: image.full.contentType },
      { key: variantKey(key, "card"), data: image.card.data, contentType: image.card.contentType },
    ],
  };
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** Before an upload's body is read: creators only, and an account already at its quota is refused at once. */
export async function assertCanUpload(deps: PortfolioDeps, actor: Actor | null): Promise<void> {
  await assertStorageRoom(deps.db, requireAccess(actor, "creator"), deps.quotas);
}

/**
 * Upload (spec 001 §7), streamed (server/lib/upload-stream.ts): a video goes to storage as it arrives, never held
 * whole; an image (≤ 10 MB) is collected, re-encoded and measured against the storage quota before its files are
 * written. Then one transaction re-checks the quota under a lock and inserts the row. Anything refused after the
 * first write — the form's tags, the quota, the insert — removes the files again, so neither a row without a file
 * nor a file without a row is left behind.
 */
export async function uploadMedia(deps: PortfolioDeps, actor: Actor | null, request: Request) {
  const me = requireAccess(actor, "creator");
  return withStoredFiles(deps, async (written) => {
    const received = await receiveUpload(request, portfolioUpload, async (chunks, type): Promise<Received> => {
      if (type.mime !== "video/mp4") return { kind: "image", data: await collect(chunks) };
      const key = newKey(`portfolio/${me.id}`, type.ext);
      written.push(key);
      const { bytes } = await deps.storage.putStream(key, chunks, type.mime);
      return { kind: "video", key, bytes };
    });
    const tags = readTags(received);
    if (!received.file) throw noFileChosen();
    const { name, stored } = received.file;
    let media: { key: string; fileType: string; fileSize: number; storedBytes: number; mediaType: "image" | "video" };
    if (stored.kind === "video") {
      media = {
        key: stored.key,
        fileType: "video/mp4",
        fileSize: stored.bytes,
        storedBytes: stored.bytes,
        mediaType: "video",
      };
    } else {
      const image = await prepareImage(me.id, stored.data);
      const storedBytes = image.files.reduce((sum, f) => sum + f.data.length, 0);
      // Over the quota → refused before a file is written; the locked re-check runs with the insert.
      await assertStorageFits(deps.db, me, deps.quotas, storedBytes);
      for (const f of image.files) {
        written.push(f.key);
        await deps.storage.put(f.key, f.data, f.contentType);
      }
      const [full] = image.files;
      media = {
        key: image.key,
        fileType: "image/webp",
        fileSize: full?.data.length ?? 0,
        storedBytes,
        mediaType: "image",
      };
    }
    const row = await deps.db.transaction(async (tx) => {
      await reserveStorage(tx, me, deps.quotas, media.storedBytes);
      return insertMedia(tx, {
        userId: me.id,
        storageKey: media.key,
        fileName: displayFileName(name, media.mediaType === "video" ? "video.mp4" : "image"),
        fileType: media.fileType,
        fileSize: media.fileSize,
        storedBytes: media.storedBytes,
        mediaType: media.mediaType,
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
