import { Hono } from "hono";
import { notificationPreferencesSchema, profileUpdateSchema } from "../../../domain/accounts.ts";
import { creatorLimits } from "../../../domain/creators.ts";
import type { StorageUsage } from "../../../domain/storage-quota.ts";
import { type AppEnv, requireActor } from "../../auth/session.ts";
import { notFound } from "../../lib/errors.ts";
import { readMultipart, uploadLimit } from "../../lib/upload.ts";
import { readJson } from "../../lib/validate.ts";
import { assertStorageRoom, quotaFor, storageUsed } from "../../storage/quota.ts";
import { loadMyProfile } from "./queries.ts";
import { avatarTooLarge, type ProfileDeps, updateNotifications, updateOwnProfile, uploadAvatar } from "./service.ts";

/** The signed-in user's own profile: private fields, so only ever the actor's row. */
export function profileRoutes(deps: ProfileDeps) {
  const app = new Hono<AppEnv>();

  const mine = async (userId: string) => {
    const profile = await loadMyProfile(deps.db, userId);
    if (!profile) throw notFound("Profile not found");
    return { profile };
  };

  app.get("/", async (c) => c.json(await mine(requireActor(c.var.actor).id)));

  app.patch("/", async (c) => {
    const actor = requireActor(c.var.actor);
    const changes = await readJson(c, profileUpdateSchema);
    await updateOwnProfile(deps.db, actor.id, changes);
    return c.json(await mine(actor.id));
  });

  app.patch("/notifications", async (c) => {
    const actor = requireActor(c.var.actor);
    const prefs = await readJson(c, notificationPreferencesSchema);
    await updateNotifications(deps.db, actor.id, prefs);
    return c.json(await mine(actor.id));
  });

  // The account's storage use and quota, for the upload widgets ("1.2 GB of 2 GB used").
  app.get("/storage", async (c) => {
    const me = requireActor(c.var.actor);
    c.header("Cache-Control", "no-store");
    return c.json({
      usedBytes: await storageUsed(deps.db, me.id),
      quotaBytes: quotaFor(deps.quotas, me),
    } satisfies StorageUsage);
  });

  app.post(
    "/avatar",
    // Signed-in check before the body is read; then the upload is cut off while streaming past 10 MB.
    async (c, next) => {
      const me = requireActor(c.var.actor);
      // Replacing the avatar frees its bytes, so only the other files count before the body is read.
      await assertStorageRoom(deps.db, me, deps.quotas, { excludeAvatar: true });
      await next();
    },
    uploadLimit(creatorLimits.avatarBytesMax, avatarTooLarge),
    async (c) => c.json(await uploadAvatar(deps, c.var.actor, await readMultipart(c))),
  );

  return app;
}
