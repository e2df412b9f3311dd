import { Hono } from "hono";
import { z } from "zod";
import { creatorLimits } from "../../../domain/creators.ts";
import { type AppEnv, requireRole } from "../../auth/session.ts";
import { readMultipart, uploadLimit } from "../../lib/upload.ts";
import { readJson } from "../../lib/validate.ts";
import { assertStorageRoom } from "../../storage/quota.ts";
import {
  mediaTooLarge,
  type PortfolioDeps,
  publicPortfolio,
  removeMedia,
  saveOrder,
  setTags,
  uploadMedia,
} from "./service.ts";

/** Mounted at `/api`: the public `GET /creators/:id/portfolio` and the owner's `/portfolio` routes. */
export function portfolioRoutes(deps: PortfolioDeps) {
  const app = new Hono<AppEnv>();

  app.get("/creators/:id/portfolio", async (c) => c.json(await publicPortfolio(deps.db, c.req.param("id"))));

  app.post(
    "/portfolio",
    // Role first: a visitor or host is refused before a single upload byte is read.
    async (c, next) => {
      // An account already at its storage quota is refused before the body is read, too.
      await assertStorageRoom(deps.db, requireRole(c.var.actor, "creator"), deps.quotas);
      await next();
    },
    uploadLimit(creatorLimits.portfolioVideoBytesMax, mediaTooLarge),
    async (c) => c.json(await uploadMedia(deps, c.var.actor, await readMultipart(c)), 201),
  );

  // Before `/portfolio/:id`, so "order" is not taken for an id.
  app.put("/portfolio/order", async (c) => {
    requireRole(c.var.actor, "creator");
    return c.json(await saveOrder(deps.db, c.var.actor, await readJson(c, z.unknown())));
  });

  app.patch("/portfolio/:id", async (c) => {
    requireRole(c.var.actor, "creator");
    return c.json(await setTags(deps.db, c.var.actor, c.req.param("id"), await readJson(c, z.unknown())));
  });

  app.delete("/portfolio/:id", async (c) => {
    await removeMedia(deps, c.var.actor, c.req.param("id"));
    return c.body(null, 204);
  });

  return app;
}
