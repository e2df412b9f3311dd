import { storageMessages } from "@domain/storage-quota.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import type { Actor } from "../lib/app-env.ts";
import { HttpError } from "../lib/errors.ts";

/**
 * Per-account storage quota (DESIGN.md §5 "per-user quota"; STORAGE_QUOTA_CREATOR_MB / STORAGE_QUOTA_HOST_MB).
 * Usage is summed from the byte sizes stored on the rows that own files (avatar, listing images, gallery photos,
 * portfolio items), so deleting a file — or a listing or an account, by cascade — frees its bytes with no counter
 * to keep in step.
 */
export type StorageQuotas = { creatorBytes: number; hostBytes: number };

export const quotaFor = (quotas: StorageQuotas, actor: Actor) =>
  actor.userType === "creator" ? quotas.creatorBytes : quotas.hostBytes;

/** Bytes the user's files take now; `excludeAvatar` leaves out the avatar a new one is about to replace. */
export async function storageUsed(db: Db | Tx, userId: string, options: { excludeAvatar?: boolean } = {}) {
  const avatar = options.excludeAvatar
    ? sql`0`
    : sql`coalesce((select avatar_bytes from profiles where id = ${userId}), 0)`;
  const result = await db.execute<{ used: string | number }>(sql`
    select (${avatar}
      + coalesce((select sum(i.bytes) from listing_images i join listings l on l.id = i.listing_id
                   where l.host_id = ${userId}), 0)
      + coalesce((select sum(g.bytes) from creator_listing_images g where g.creator_id = ${userId}), 0)
      + coalesce((select sum(m.stored_bytes) from portfolio_media m where m.user_id = ${userId}), 0))::bigint as used`);
  return Number(result.rows[0]?.used ?? 0);
}

const quotaExceeded = (needed: number, used: number, quota: number) =>
  new HttpError(413, "storage_quota_exceeded", storageMessages.quotaExceeded(needed, used, quota), undefined, {
    title: storageMessages.quotaExceededTitle,
  });

/** Before an upload's body is read: an account already at its quota is refused at once (nothing is streamed). */
export async function assertStorageRoom(
  db: Db,
  actor: Actor,
  quotas: StorageQuotas,
  options: { excludeAvatar?: boolean } = {},
): Promise<void> {
  const quota = quotaFor(quotas, actor);
  const used = await storageUsed(db, actor.id, options);
  if (used >= quota) throw quotaExceeded(1, used, quota);
}

/**
 * Before an upload's files are written (no lock): refuses with 413 when `bytes` more would pass the quota, so an
 * upload over the quota writes nothing. `reserveStorage` repeats the check under a lock when the rows go in.
 */
export async function assertStorageFits(
  db: Db,
  actor: Actor,
  quotas: StorageQuotas,
  bytes: number,
  options: { excludeAvatar?: boolean } = {},
): Promise<void> {
  const quota = quotaFor(quotas, actor);
  const used = await storageUsed(db, actor.id, options);
  if (used + bytes > quota) throw quotaExceeded(bytes, used, quota);
}

/**
 * Inside the transaction that inserts the uploaded files' rows: locks the account's profile row (so two uploads of
 * the same account commit one after the other and cannot both fit in the last free megabyte), then refuses with
 * 413 when `bytes` more would pass the quota; the caller then removes the files it wrote. Files are written before
 * the transaction opens (storage writes are journaled through the database: on the embedded engine a write inside
 * an open transaction would wait for it forever).
 */
export async function reserveStorage(
  tx: Tx,
  actor: Actor,
  quotas: StorageQuotas,
  bytes: number,
  options: { excludeAvatar?: boolean } = {},
): Promise<void> {
  await tx.execute(sql`select id from profiles where id = ${actor.id} for update`);
  const quota = quotaFor(quotas, actor);
  const used = await storageUsed(tx, actor.id, options);
  if (used + bytes > quota) throw quotaExceeded(bytes, used, quota);
}
