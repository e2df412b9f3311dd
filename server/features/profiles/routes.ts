import { Hono } from "hono";
import { notificationPreferencesSchema, profileUpdateSchema } from "../../../domain/accounts.ts";
import { creatorLimits } from "../../../domain/creators.ts";
import { type AppEnv, requireActor } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { readMultipart, uploadLimit } from "../../lib/upload.ts";
import { readJson } from "../../lib/validate.ts";
import type { Storage } from "../../storage/storage.ts";
import { loadMyProfile } from "./queries.ts";
import { avatarTooLarge, updateNotifications, updateOwnProfile, uploadAvatar } from "./service.ts";

/** The signed-in user's own profile: private fields, so only ever the actor's row. */
export function profileRoutes(deps: { db: Db; storage: Storage; logger: Logger }) {
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

  app.post(
    "/avatar",
    // Signed-in check before the body is read; then the upload is cut off while streaming past 10 MB.
    async (c, next) => {
      requireActor(c.var.actor);
      await next();
    },
    uploadLimit(creatorLimits.avatarBytesMax, avatarTooLarge),
    async (c) => c.json(await uploadAvatar(deps, c.var.actor, await readMultipart(c))),
  );

  return app;
}
