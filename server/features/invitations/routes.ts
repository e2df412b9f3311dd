import { Hono } from "hono";
import { z } from "zod";
import { creatorMessages } from "../../../domain/creators.ts";
import { type AppEnv, requireActor, requireRole } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { readJson } from "../../lib/validate.ts";
import {
  changeInvitationStatus,
  type InvitationNotifier,
  listMyInvitations,
  pendingInvitationCount,
  sendInvitation,
  sentInvitationMarks,
} from "./service.ts";

/** `/api/invitations`: hosts invite creators to their active listings; creators accept or decline. */
export function invitationRoutes(deps: { db: Db; notifier?: InvitationNotifier }) {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => c.json(await listMyInvitations(deps.db, c.var.actor, c.req.query())));

  app.get("/pending-count", async (c) => c.json(await pendingInvitationCount(deps.db, c.var.actor)));

  app.get("/sent-to", async (c) => c.json(await sentInvitationMarks(deps.db, c.var.actor, c.req.query("creatorIds"))));

  app.post("/", async (c) => {
    if (!c.var.actor) throw new HttpError(401, "unauthenticated", creatorMessages.invitationLoginRequired);
    requireRole(c.var.actor, "host");
    return c.json(await sendInvitation(deps.db, c.var.actor, await readJson(c, z.unknown())), 201);
  });

  app.patch("/:id", async (c) => {
    requireActor(c.var.actor);
    return c.json(
      await changeInvitationStatus(
        deps.db,
        c.var.actor,
        c.req.param("id"),
        await readJson(c, z.unknown()),
        deps.notifier,
      ),
    );
  });

  return app;
}
