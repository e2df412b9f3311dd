import { blockListSchema, blockMessages, blockResponseSchema, blockSchema } from "@domain/blocks.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { block, listBlocked, unblock } from "./service.ts";

const own = "the caller's own blocks (a block someone else made is never named here)";

/** `/api/blocks`: the people the signed-in member blocked (issue 37 part 1, decision 0068). */
export function blockRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "People I blocked",
        description: "Everyone the signed-in member blocked, newest first (Settings → Blocked people).",
        access: "signed-in",
        scope: own,
        responses: { 200: { description: "The blocked people", schema: blockListSchema } },
      }),
      async (c) => c.json(await listBlocked(deps.db, c.get("actor"))),
    )
    .post(
      "/",
      contract({
        summary: "Block a person",
        description:
          "From then on, between the two: no new conversations, no messages outside a running collaboration, no " +
          "applications, no invitations, and neither sees the other in discovery or on their pages. Pending " +
          "applications and invitations between them are withdrawn in the same transaction. The blocked person is " +
          "not told. Idempotent: blocking someone already blocked answers 200 with the existing block (201 when " +
          "new). Yourself is 400, an operator 400, an unknown id 404.",
        access: "signed-in",
        scope: own,
        body: blockSchema,
        responses: {
          201: { description: "Blocked", schema: blockResponseSchema },
          200: { description: "Already blocked", schema: blockResponseSchema },
        },
        errors: [404, 409],
      }),
      async (c) => {
        const { block: row, created } = await block(deps.db, c.get("actor"), c.req.valid("json"));
        return c.json({ block: row }, created ? 201 : 200);
      },
    )
    .delete(
      "/:userId",
      contract({
        summary: "Unblock a person",
        description: "Idempotent: unblocking someone who is not blocked still succeeds. Nothing withdrawn comes back.",
        access: "signed-in",
        scope: own,
        params: z.object({ userId: z.uuid() }),
        notFoundMessage: blockMessages.personNotFound,
        responses: { 204: { description: "Not blocked any more" } },
      }),
      async (c) => {
        await unblock(deps.db, c.get("actor"), c.req.valid("param").userId);
        return c.body(null, 204);
      },
    );
}
