import {
  listingModerationMessages,
  republicationRequestSchema,
  unpublicationResponseSchema,
  unpublicationSchema,
} from "@domain/listing-moderation.ts";
import { listingMessages } from "@domain/listings.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { hostUnpublication, type ModerationDeps, requestRepublication } from "../operators/listing-moderation.ts";

const idParams = z.object({ id: z.uuid() });
const own = "the listing's host (another host's listing is a 404)";

/** The host's side of an unpublished listing (decision 0057): why, and asking for re-publication. */
export function republicationRoutes(deps: ModerationDeps) {
  return new Hono<AppEnv>()
    .get(
      "/:id/unpublication",
      contract({
        summary: "Why CollabStay unpublished my listing",
        description:
          "The reason and statement, the open re-publication request and the last declined one; null when the " +
          "listing is not unpublished.",
        access: "host",
        forbiddenMessage: listingMessages.hostsOnly,
        owner: own,
        params: idParams,
        notFoundMessage: listingMessages.notFound,
        responses: { 200: { description: "The unpublication, or null", schema: unpublicationResponseSchema } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ unpublication: await hostUnpublication(deps, c.get("actor"), c.req.valid("param").id) });
      },
    )
    .post(
      "/:id/republication-request",
      contract({
        summary: "Ask for re-publication",
        description:
          "After editing an unpublished listing: puts it in the operators' queue, with an optional note. One open " +
          "request at a time (asking again, or concurrently, is a 409 and changes nothing). 409 when the listing " +
          "is not unpublished.",
        access: "host",
        forbiddenMessage: listingMessages.hostsOnly,
        owner: own,
        params: idParams,
        notFoundMessage: listingMessages.notFound,
        body: republicationRequestSchema,
        responses: {
          200: {
            description: "Requested",
            schema: z.object({ unpublication: unpublicationSchema, message: z.string() }),
          },
        },
        errors: [409],
      }),
      async (c) => {
        const unpublication = await requestRepublication(
          deps,
          c.get("actor"),
          c.req.valid("param").id,
          c.req.valid("json").note,
          { requestId: c.get("requestId") },
        );
        return c.json({ unpublication, message: listingModerationMessages.requested });
      },
    );
}
