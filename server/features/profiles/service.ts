import { type notificationPreferencesSchema, type profileUpdateSchema, smsMessages } from "@domain/accounts.ts";
import { creatorLimits, creatorMessages } from "@domain/creators.ts";
import type { StorageUsage } from "@domain/storage-quota.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor, ChangeScope } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { fileField } from "../../lib/upload.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { ImageError, toAvatarJpeg } from "../../storage/images.ts";
import {
  assertStorageFits,
  assertStorageRoom,
  quotaFor,
  reserveStorage,
  type StorageQuotas,
  storageUsed,
} from "../../storage/quota.ts";
import { fileUrl, newKey, type Storage } from "../../storage/storage.ts";
import { removeFiles } from "../../storage/stored-files.ts";
import { type ContactState, type ProfileRow, updateProfile } from "./profile-write.ts";
import { loadOwnProfile, profileChangeNotices, replaceAvatar, toMyProfile } from "./queries.ts";

const smsRefused = (message: string) => new HttpError(400, "validation_failed", message, { phone: message });

/** SMS needs a number to text: after the change, SMS on must have a phone (also a database check). */
function assertSmsHasPhone(next: ContactState, clearingPhone: boolean) {
  if (next.smsNotifications && !next.phone) {
    throw smsRefused(clearingPhone ? smsMessages.phoneInUse : smsMessages.phoneRequired);
  }
}

const profileNotFound = () => notFound("Profile not found");

async function profileOf(db: Db, me: Actor) {
  const profile = await loadOwnProfile(db, me.id, me.userType);
  if (!profile) throw profileNotFound();
  return { profile };
}

/** An edit's answer, from the row it wrote (no re-read): what the account's next read shows too. */
function editedProfile(me: Actor, row: ProfileRow | null) {
  if (!row) throw profileNotFound();
  return { profile: toMyProfile(row, me.userType) };
}

/** GET /api/profile: only ever the caller's own row (private fields). */
export async function getMyProfile(db: Db, actor: Actor | null) {
  return profileOf(db, requireAccess(actor, "signed-in"));
}

/** Account form / host profile panel: removing the phone while SMS is on is refused, not silently accepted. */
export async function updateOwnProfile(
  deps: ProfileWriteDeps,
  actor: Actor | null,
  changes: z.output<typeof profileUpdateSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  const row = await updateProfile(deps.db, me.id, changes, (current) => {
    if (changes.phone === undefined) return;
    assertSmsHasPhone({ ...current, phone: changes.phone }, true);
  });
  if (row) await deps.realtime.publish([], profileChangeNotices(me.id, changes));
  return editedProfile(me, row);
}

/** What a profile edit needs besides the database: the hub that announces the committed change (decision 0070). */
export type ProfileWriteDeps = { db: Db; realtime: Pick<RealtimeHub, "publish"> };

/** The change scope a profile edit declares (app-env.ts): its tables; the session only when the name changed. */
export const profileEditScope = (changes: { fullName?: string | undefined }): ChangeScope => ({
  tables: ["profiles", "creator_profiles", "users"],
  session: changes.fullName !== undefined,
  // The answer is the profile as `GET /api/profile` reads it, from the row the edit wrote (`editedProfile`).
  answers: "/api/profile",
});

/** Notifications tab: SMS on needs a phone, on file or sent along (the switch asks for one). */
export async function updateNotifications(
  deps: ProfileWriteDeps,
  actor: Actor | null,
  prefs: z.output<typeof notificationPreferencesSchema>,
) {
  const me = requireAccess(actor, "signed-in");
  const { phone, ...switches } = prefs;
  const changes = { ...switches, ...(phone ? { phone } : {}) };
  const row = await updateProfile(deps.db, me.id, changes, (current) => {
    assertSmsHasPhone({ smsNotifications: switches.smsNotifications, phone: phone || current.phone }, false);
  });
  if (row) await deps.realtime.publish([], profileChangeNotices(me.id, changes));
  return editedProfile(me, row);
}

export type ProfileDeps = ProfileWriteDeps & { storage: Storage; logger: Logger; quotas: StorageQuotas };

/** The account's storage use and quota. */
export async function myStorage(deps: ProfileDeps, actor: Actor | null): Promise<StorageUsage> {
  const me = requireAccess(actor, "signed-in");
  return { usedBytes: await storageUsed(deps.db, me.id), quotaBytes: quotaFor(deps.quotas, me) };
}

/** Before an avatar's body is read: replacing the avatar frees its bytes, so only the other files count. */
export async function assertAvatarRoom(deps: ProfileDeps, actor: Actor | null): Promise<void> {
  await assertStorageRoom(deps.db, requireAccess(actor, "signed-in"), deps.quotas, { excludeAvatar: true });
}

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
  const me = requireAccess(actor, "signed-in");
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
    await removeFiles(deps, [key], "key");
    throw error;
  }
  if (oldKey && oldKey !== key) await removeFiles(deps, [oldKey], "key");
  return { avatarUrl: fileUrl(key), ...(await profileOf(deps.db, me)) };
}
