import { Hono } from "hono";
import { notificationPreferencesSchema, profileUpdateSchema } from "../../../domain/accounts.ts";
import { type AppEnv, requireActor } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { readJson } from "../../lib/validate.ts";
import { loadMyProfile, updateProfile } from "./queries.ts";

/** The signed-in user's own profile: private fields, so only ever the actor's row. */
export function profileRoutes(deps: { db: Db }) {
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
    await updateProfile(deps.db, actor.id, changes);
    return c.json(await mine(actor.id));
  });

  app.patch("/notifications", async (c) => {
    const actor = requireActor(c.var.actor);
    const changes = await readJson(c, notificationPreferencesSchema);
    await updateProfile(deps.db, actor.id, changes);
    return c.json(await mine(actor.id));
  });

  return app;
}
