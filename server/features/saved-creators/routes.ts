import { Hono } from "hono";
import { z } from "zod";
import { creatorMessages } from "../../../domain/creators.ts";
import { type AppEnv, requireRole } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { readJson } from "../../lib/validate.ts";
import { listSavedCreators, saveCreator, unsaveCreator } from "./service.ts";

/** `/api/saved-creators`: a host's saved list (hosts only). */
export function savedCreatorRoutes(deps: { db: Db }) {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => c.json(await listSavedCreators(deps.db, c.var.actor, c.req.query())));

  app.post("/", async (c) => {
    if (!c.var.actor) throw new HttpError(401, "unauthenticated", creatorMessages.saveLoginRequired);
    requireRole(c.var.actor, "host");
    return c.json(await saveCreator(deps.db, c.var.actor, await readJson(c, z.unknown())), 201);
  });

  app.delete("/:creatorId", async (c) => {
    await unsaveCreator(deps.db, c.var.actor, c.req.param("creatorId"));
    return c.body(null, 204);
  });

  return app;
}
