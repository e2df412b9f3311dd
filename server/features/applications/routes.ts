import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../auth/session.ts";
import { readJson } from "../../lib/validate.ts";
import { type ApplicationDeps, apply, changeStatus, getOne, listMine, mineForListing } from "./service.ts";

/** `/api/applications`: creators apply and withdraw; the listing's host accepts or rejects. */
export function applicationRoutes(deps: ApplicationDeps) {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => c.json(await listMine(deps, c.var.actor, c.req.query())));

  app.post("/", async (c) => {
    // The body is read after the role check inside `apply`: a visitor gets the spec's sign-in message first.
    const body = c.var.actor?.userType === "creator" ? await readJson(c, z.unknown()) : undefined;
    return c.json(await apply(deps, c.var.actor, body), 201);
  });

  app.get("/for-listing/:listingId", async (c) =>
    c.json(await mineForListing(deps, c.var.actor, c.req.param("listingId"))),
  );

  app.get("/:id", async (c) => c.json(await getOne(deps, c.var.actor, c.req.param("id"))));

  app.patch("/:id", async (c) =>
    c.json(await changeStatus(deps, c.var.actor, c.req.param("id"), await readJson(c, z.unknown()))),
  );

  return app;
}
