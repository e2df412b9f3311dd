import {
  declineRepublicationSchema,
  listingModerationMessages,
  operatorListingDetailSchema,
  operatorListingPageSchema,
  operatorListingSearchSchema,
  unpublishSchema,
} from "@domain/listing-moderation.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { notFound } from "../../lib/errors.ts";
import { declineRepublication, type ModerationDeps, republishListing, unpublishListing } from "./listing-moderation.ts";
import { operatorListingDetail, searchListings } from "./listing-queries.ts";

const listingParams = z.object({ id: z.uuid() });
const ok = z.object({ ok: z.literal(true), message: z.string() });
const notFoundMessage = listingModerationMessages.notFound;

/** `/api/operator/listings`: finding listings, unpublishing and re-publishing them (decision 0057). */
export function operatorListingRoutes(deps: ModerationDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "Search listings",
        tag: "operator",
        description:
          "Every status. `q`: words of the title, place or description (as prefixes), a host whose name or e-mail " +
          "contains it, or a listing id. `state`: all, unpublished, or requested (the re-publication queue, " +
          "oldest request first). 20 a page, with the count of open requests.",
        access: "operator",
        scope: "every listing (operators only)",
        query: operatorListingSearchSchema,
        responses: { 200: { description: "A page of listings", schema: operatorListingPageSchema } },
      }),
      async (c) => {
        const { q, state, page } = c.req.valid("query");
        c.header("Cache-Control", "no-store");
        return c.json(await searchListings(deps.db, { q, state, page: page ?? 1 }));
      },
    )
    .get(
      "/:id",
      contract({
        summary: "A listing in the console",
        tag: "operator",
        description: "Its facts, host, applications and unpublication (with the host's request, if any).",
        access: "operator",
        scope: "any listing (operators only)",
        params: listingParams,
        notFoundMessage,
        responses: { 200: { description: "The listing", schema: z.object({ listing: operatorListingDetailSchema }) } },
      }),
      async (c) => {
        const listing = await operatorListingDetail(deps.db, c.req.valid("param").id);
        if (!listing) throw notFound(notFoundMessage);
        c.header("Cache-Control", "no-store");
        return c.json({ listing });
      },
    )
    .post(
      "/:id/unpublish",
      contract({
        summary: "Unpublish a listing",
        tag: "operator",
        description:
          "With a reason category and a statement of reasons the host reads (by notification and e-mail, with a " +
          "link to edit it). The listing leaves discovery and its link (404 for everyone but its host); pending " +
          "applications to it are rejected (each creator is told it is no longer available) and its open " +
          "invitations withdrawn. Audited. 409 when it is already unpublished (concurrent clicks: one effect).",
        access: "operator",
        scope: "any listing (operators only)",
        params: listingParams,
        notFoundMessage,
        body: unpublishSchema,
        responses: { 200: { description: "Unpublished", schema: ok } },
        errors: [409],
      }),
      async (c) => {
        const input = c.req.valid("json");
        await unpublishListing(deps, c.get("actor"), c.req.valid("param").id, input, {
          requestId: c.get("requestId"),
        });
        return c.json({ ok: true as const, message: listingModerationMessages.unpublished });
      },
    )
    .post(
      "/:id/republish",
      contract({
        summary: "Re-publish a listing",
        tag: "operator",
        description:
          "Back to the status it had before it was unpublished (closing the host's request, if any); audited; the " +
          "host is told. 409 when the listing is not unpublished.",
        access: "operator",
        scope: "any unpublished listing (operators only)",
        params: listingParams,
        notFoundMessage,
        responses: { 200: { description: "Re-published", schema: ok } },
        errors: [409],
      }),
      async (c) => {
        await republishListing(deps, c.get("actor"), c.req.valid("param").id, { requestId: c.get("requestId") });
        return c.json({ ok: true as const, message: listingModerationMessages.republished });
      },
    )
    .post(
      "/:id/decline-republication",
      contract({
        summary: "Decline a re-publication request",
        tag: "operator",
        description:
          "Closes the host's open request with a reason the host reads (notification and e-mail); the listing " +
          "stays unpublished and the host may ask again. Audited. 409 when no request is open.",
        access: "operator",
        scope: "any unpublished listing (operators only)",
        params: listingParams,
        notFoundMessage,
        body: declineRepublicationSchema,
        responses: { 200: { description: "Declined", schema: ok } },
        errors: [409],
      }),
      async (c) => {
        const { reason } = c.req.valid("json");
        await declineRepublication(deps, c.get("actor"), c.req.valid("param").id, reason, {
          requestId: c.get("requestId"),
        });
        return c.json({ ok: true as const, message: listingModerationMessages.declined });
      },
    );
}
