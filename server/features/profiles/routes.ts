import {
  avatarResponseSchema,
  notificationPreferencesSchema,
  profilePrivateFields,
  profileResponseSchema,
  profileUpdateSchema,
} from "@domain/accounts.ts";
import { creatorLimits } from "@domain/creators.ts";
import { storageUsageSchema } from "@domain/storage-quota.ts";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { readMultipart, uploadLimit } from "../../lib/upload.ts";
import {
  assertAvatarRoom,
  avatarTooLarge,
  getMyProfile,
  myStorage,
  type ProfileDeps,
  profileEditScope,
  updateNotifications,
  updateOwnProfile,
  uploadAvatar,
} from "./service.ts";

const own = "the caller's own profile (there is no way to name another's)";
/** Every route here acts on the caller's own row; those answering with the profile list its private fields. */
const ownProfile = { access: "signed-in", scope: own } as const;
const ownPrivateProfile = { ...ownProfile, privateFields: profilePrivateFields } as const;

/** `/api/profile`: the signed-in user's own profile: private fields, so only ever the actor's row. */
export function profileRoutes(deps: ProfileDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "My profile",
        description: "The account's own profile with its private fields (e-mail, phone, notification settings).",
        ...ownPrivateProfile,
        responses: { 200: { description: "The profile", schema: profileResponseSchema } },
      }),
      async (c) => c.json(await getMyProfile(deps.db, c.get("actor"))),
    )
    .patch(
      "/",
      contract({
        summary: "Change my profile",
        description:
          'Any subset of `fullName`, `phone`, `location`, `bio`; `""` clears an optional one. Clearing the phone ' +
          "while SMS notifications are on is 400 with `fields.phone` (the database has the same check).",
        ...ownPrivateProfile,
        body: profileUpdateSchema,
        responses: { 200: { description: "The changed profile", schema: profileResponseSchema } },
      }),
      async (c) => {
        const changes = c.req.valid("json");
        const answer = await updateOwnProfile(deps, c.get("actor"), changes);
        c.set("changed", profileEditScope(changes));
        return c.json(answer);
      },
    )
    .patch(
      "/notifications",
      contract({
        summary: "Change my notification settings",
        description:
          "`emailUpdates` and `smsNotifications`; `phone`, when sent, is saved as the account phone. SMS on with " +
          "no phone on the account and none sent is 400 with `fields.phone`.",
        ...ownPrivateProfile,
        body: notificationPreferencesSchema,
        responses: { 200: { description: "The changed profile", schema: profileResponseSchema } },
      }),
      async (c) => {
        const answer = await updateNotifications(deps, c.get("actor"), c.req.valid("json"));
        // Notification settings and the phone: nothing a session shows.
        c.set("changed", profileEditScope({}));
        return c.json(answer);
      },
    )
    .get(
      "/storage",
      contract({
        summary: "My storage use and quota",
        description: 'For the upload widgets ("1.2 GB of 2 GB used").',
        ...ownProfile,
        responses: { 200: { description: "Bytes used and allowed", schema: storageUsageSchema } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await myStorage(deps, c.get("actor")));
      },
    )
    .post(
      "/avatar",
      contract({
        summary: "Upload my avatar",
        description:
          "One image (JPEG/PNG/WebP/GIF by magic bytes, ≤ 10 MB), stored as a 400×400 JPEG; the old file is " +
          'removed. 413 "Please upload an image smaller than 10MB" (title "File too large"), 415 "Please ' +
          'upload an image file" (title "Invalid file type"); 413 `storage_quota_exceeded` past the quota ' +
          "(the avatar being replaced does not count).",
        ...ownPrivateProfile,
        multipart: { fields: {}, files: { file: "The image (≤ 10 MB)" } },
        responses: { 200: { description: "The new avatar and profile", schema: avatarResponseSchema } },
        errors: [413, 415, 429],
      }),
      // An account already at its quota is refused before the body is read.
      async (c, next) => {
        await assertAvatarRoom(deps, c.get("actor"));
        await next();
      },
      // The upload is cut off while streaming past 10 MB.
      uploadLimit(creatorLimits.avatarBytesMax, avatarTooLarge),
      async (c) => c.json(await uploadAvatar(deps, c.get("actor"), await readMultipart(c))),
    );
}
