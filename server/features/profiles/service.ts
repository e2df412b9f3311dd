import type { z } from "zod";
import { type notificationPreferencesSchema, type profileUpdateSchema, smsMessages } from "../../../domain/accounts.ts";
import { creatorLimits, creatorMessages } from "../../../domain/creators.ts";
import { type Actor, requireActor } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { fileField } from "../../lib/upload.ts";
import { ImageError, toAvatarJpeg } from "../../storage/images.ts";
import { assertStorageFits, reserveStorage, type StorageQuotas } from "../../storage/quota.ts";
import { fileUrl, newKey, type Storage } from "../../storage/storage.ts";
import { type ContactState, loadMyProfile, replaceAvatar, updateProfile } from "./queries.ts";

const smsRefused = (message: string) => new HttpError(400, "validation_failed", message, { phone: message });

/** SMS needs a number to text: after the change, SMS on must have a phone (also a database check). */
function assertSmsHasPhone(next: ContactState, clearingPhone: boolean) {
  if (next.smsNotifications && !next.phone) {
    throw smsRefused(clearingPhone ? smsMessages.phoneInUse : smsMessages.phoneRequired);
  }
}

/** Account form / host profile panel: removing the phone while SMS is on is refused, not silently accepted. */
export async function updateOwnProfile(db: Db, userId: string, changes: z.output<typeof profileUpdateSchema>) {
  await updateProfile(db, userId, changes, (current) => {
    if (changes.phone === undefined) return;
    assertSmsHasPhone({ ...current, phone: changes.phone }, true);
  });
}

/** Notifications tab: SMS on needs a phone, on file or sent along (the switch asks for one). */
export async function updateNotifications(
  db: Db,
  userId: string,
  prefs: z.output<typeof notificationPreferencesSchema>,
) {
  const { phone, ...switches } = prefs;
  await updateProfile(db, userId, { ...switches, ...(phone ? { phone } : {}) }, (current) => {
    assertSmsHasPhone({ smsNotifications: switches.smsNotifications, phone: phone || current.phone }, false);
  });
}

export type ProfileDeps = { db: Db; storage: Storage; logger: Logger; quotas: StorageQuotas };

export const avatarTooLarge = () =>
  new HttpError(413, "payload_too_large", creatorMessages.avatarTooLargeText, undefined, {
    title: creatorMessages.avatarTooLargeTitle,
  });
const avatarInvalidType = () =>
  new HttpError(415, "unsupported_media_type", creatorMessages.avatarInvalidTypeText, undefined, {
    title: creatorMessages.avatarInvalidTypeTitle,
  });

/**
 * Avatar upload for any signed-in user (spec 001 §5/§7): type by magic bytes, ≤ 10 MB, stored as the cropper's
 * 400×400 JPEG under avatars/<userId>/. The old file is removed only after the new key is committed, so a
 * failure at any step leaves the previous picture working.
 */
export async function uploadAvatar(deps: ProfileDeps, actor: Actor | null, form: FormData) {
  const me = requireActor(actor);
  const { data } = await fileField(form);
  if (data.length > creatorLimits.avatarBytesMax) throw avatarTooLarge();
  let avatar: Awaited<ReturnType<typeof toAvatarJpeg>>;
  try {
    avatar = await toAvatarJpeg(data);
  } catch (error) {
    if (error instanceof ImageError) {
      if (error.status === 415) throw avatarInvalidType();
      if (error.status === 413) throw avatarTooLarge();
      throw new HttpError(400, "validation_failed", error.message, undefined, {
        title: creatorMessages.avatarInvalidTypeTitle,
      });
    }
    throw error;
  }
  const key = newKey(`avatars/${me.id}`, "jpg");
  const bytes = avatar.data.length;
  // The avatar being replaced frees its bytes, so only the rest of the account's files count. Over the quota →
  // refused before the file is written; the check is repeated under the row lock when the row changes.
  await assertStorageFits(deps.db, me, deps.quotas, bytes, { excludeAvatar: true });
  await deps.storage.put(key, avatar.data, avatar.contentType);
  let oldKey: string | null;
  try {
    oldKey = await replaceAvatar(deps.db, me.id, { key, bytes }, (tx) =>
      reserveStorage(tx, me, deps.quotas, bytes, { excludeAvatar: true }),
    );
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  if (oldKey && oldKey !== key) {
    await deps.storage.delete(oldKey).catch((e) => deps.logger.error(`old avatar not removed: ${String(e)}`));
  }
  const profile = await loadMyProfile(deps.db, me.id);
  if (!profile) throw notFound("Profile not found");
  return { avatarUrl: fileUrl(key), profile };
}
