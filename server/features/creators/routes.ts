import { Hono } from "hono";
import { z } from "zod";
import { type AppEnv, requireRole } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { readJson } from "../../lib/validate.ts";
import { discoverCreators, getOwnCreatorProfile, getPublicCreator, updateOwnCreatorProfile } from "./service.ts";

/** `/api/creators`: discovery (hosts), the creator's own profile, and public creator profiles. */
export function creatorRoutes(deps: { db: Db }) {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => c.json(await discoverCreators(deps.db, c.var.actor, c.req.query())));

  // Registered before `/:id`, so "me" is never taken for an id.
  app.get("/me", async (c) => c.json(await getOwnCreatorProfile(deps.db, c.var.actor)));
  app.put("/me", async (c) => {
    // Authorization before reading the body: a host or visitor gets 403/401 whatever they send.
    requireRole(c.var.actor, "creator");
    const body = await readJson(c, z.unknown());
    return c.json(await updateOwnCreatorProfile(deps.db, c.var.actor, body));
  });

  app.get("/:id", async (c) => c.json(await getPublicCreator(deps.db, c.req.param("id"))));

  return app;
}
