import {
  applicationListQuerySchema,
  applicationMessages,
  applicationPageSchema,
  applicationSchema,
  applicationStatusSchema,
  applySchema,
  listingApplyStateSchema,
} from "@domain/applications.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import { abuseLimitText } from "../abuse-limits/limits.ts";
import {
  type ApplicationDeps,
  applicationWriteScope,
  apply,
  changeStatus,
  getOne,
  listMine,
  mineForListing,
} from "./service.ts";

/** `/api/applications`: creators apply and withdraw; the listing's host accepts or rejects. */
export function applicationRoutes(deps: ApplicationDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "My applications",
        description:
          "A creator's own applications, or every application to the signed-in host's listings; newest first, " +
          "paged. Hosts filter by `listingId` and `status`. Chat placeholders are never listed.",
        access: "signed-in",
        query: applicationListQuerySchema,
        responses: { 200: { description: "A page of applications", schema: applicationPageSchema } },
      }),
      async (c) => c.json(await listMine(deps, c.get("actor"), c.req.valid("query"))),
    )
    .post(
      "/",
      contract({
        summary: "Apply to a listing",
        description:
          "Creators only; not to their own listing; only to an active listing; the listing's general follower " +
          "minimum must be met; one open application per listing (concurrent requests make one row); after a " +
          "rejection the listing is closed to that creator. Publishes `application.created` to both parties. " +
          `429 with \`Retry-After\` past the creator's application limit (${abuseLimitText("application")}; ` +
          "decision 0061): nothing is stored and the host is not notified.",
        access: "creator",
        unauthenticatedMessage: applicationMessages.loginRequired,
        forbiddenMessage: applicationMessages.creatorsOnly,
        body: applySchema,
        idempotent: true,
        responses: {
          201: {
            description: "The application and the spec's confirmation text",
            schema: z.object({ application: applicationSchema, message: z.string() }),
          },
        },
        errors: [403, 404, 409, 429],
      }),
      async (c) => {
        const answer = await apply(deps, c.get("actor"), c.req.valid("json"));
        c.set("changed", applicationWriteScope);
        return c.json(answer, 201);
      },
    )
    .get(
      "/for-listing/:listingId",
      contract({
        summary: "My application to this listing",
        description: "The signed-in creator's newest application to a listing (placeholder or real), or null.",
        access: "signed-in",
        params: z.object({ listingId: z.uuid() }),
        notFoundMessage: applicationMessages.invalidListing,
        responses: {
          200: { description: "The application's id and status, or null", schema: listingApplyStateSchema },
        },
      }),
      async (c) => c.json(await mineForListing(deps, c.get("actor"), c.req.valid("param").listingId)),
    )
    .get(
      "/:id",
      contract({
        summary: "One application",
        access: "signed-in",
        owner: "the creator who applied, or the listing's host",
        params: idParams,
        notFoundMessage: applicationMessages.notFound,
        responses: { 200: { description: "The application", schema: z.object({ application: applicationSchema }) } },
        errors: [404],
      }),
      async (c) => c.json(await getOne(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .patch(
      "/:id",
      contract({
        summary: "Accept, reject or withdraw an application",
        description:
          "The listing's host moves a pending application to `accepted` or `rejected`; the creator withdraws " +
          "their pending one. Accepting also creates the collaboration (active, payment pending, deliverables " +
          "copied) and the conversation, in one transaction; of concurrent accepts exactly one wins, the others " +
          "answer 409. Publishes `application.status` to both parties.",
        access: "signed-in",
        owner: "the listing's host (accept, reject) or the creator who applied (withdraw)",
        params: idParams,
        notFoundMessage: applicationMessages.notFound,
        body: applicationStatusSchema,
        responses: {
          200: {
            description: "The application after the change",
            schema: z.object({ application: applicationSchema }),
          },
        },
        errors: [404, 409],
      }),
      async (c) => {
        const change = c.req.valid("json");
        const answer = await changeStatus(deps, c.get("actor"), c.req.valid("param").id, change);
        // An acceptance also opens a collaboration and a conversation: it keeps the default (everything forgotten).
        if (change.status !== "accepted") c.set("changed", applicationWriteScope);
        return c.json(answer);
      },
    );
}
