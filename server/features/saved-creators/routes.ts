import {
  creatorMessages,
  listPageQuerySchema,
  listPageSchema,
  saveCreatorResponseSchema,
  saveCreatorSchema,
  savedCreatorSchema,
} from "@domain/creators.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { listSavedCreators, saveCreator, unsaveCreator } from "./service.ts";

/** `/api/saved-creators`: a host's saved list (hosts only). */
export function savedCreatorRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "The host's saved creators",
        description:
          "One page of the signed-in host's saved creators as discovery cards, newest save first. With `creatorId`, " +
          "the page holds that creator only if saved (the heart on a creator's page).",
        access: "host",
        query: listPageQuerySchema,
        responses: { 200: { description: "A page of saved creators", schema: listPageSchema(savedCreatorSchema) } },
      }),
      async (c) => c.json(await listSavedCreators(deps.db, c.get("actor"), c.req.valid("query"))),
    )
    .post(
      "/",
      contract({
        summary: "Save a creator",
        description: "Adds a creator to the host's saved list. Saving one already saved answers 409 `already_saved`.",
        access: "host",
        unauthenticatedMessage: creatorMessages.saveLoginRequired,
        body: saveCreatorSchema,
        responses: {
          201: { description: "Saved", schema: saveCreatorResponseSchema },
        },
        errors: [409],
      }),
      async (c) => c.json(await saveCreator(deps.db, c.get("actor"), c.req.valid("json")), 201),
    )
    .delete(
      "/:creatorId",
      contract({
        summary: "Unsave a creator",
        description: "Idempotent: removing a creator that is not saved still succeeds.",
        access: "host",
        params: z.object({ creatorId: z.uuid() }),
        notFoundMessage: creatorMessages.creatorNotFound,
        responses: { 204: { description: "Not in the list any more" } },
      }),
      async (c) => {
        await unsaveCreator(deps.db, c.get("actor"), c.req.valid("param").creatorId);
        return c.body(null, 204);
      },
    );
}
