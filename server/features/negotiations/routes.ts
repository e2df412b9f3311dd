import {
  answerTermsResponse,
  answerTermsSchema,
  negotiationMessages,
  negotiationSchema,
  proposeTermsResponse,
  proposeTermsSchema,
} from "@domain/negotiation.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { answerTerms, getNegotiation, type NegotiationDeps, proposeTerms } from "./service.ts";

const applicationParam = z.object({ applicationId: z.uuid() });
const parties = "the creator who applied, or the listing's host";

/** `/api/negotiations/:applicationId`: the Collaboration Terms & Negotiation dialog of one application. */
export function negotiationRoutes(deps: NegotiationDeps) {
  return new Hono<AppEnv>()
    .get(
      "/:applicationId",
      contract({
        summary: "Negotiation of an application",
        description:
          "Application context, the creator's tier (base rate, multiplier, suggested payment), and every " +
          "proposal newest first with its proposer, status, expiry, what it changed from the one before, and " +
          "the viewer's possible answers. An open proposal past its expiry reads `expired`.",
        access: "signed-in",
        owner: parties,
        params: applicationParam,
        notFoundMessage: negotiationMessages.notFound,
        responses: { 200: { description: "The negotiation", schema: negotiationSchema } },
        errors: [404],
      }),
      async (c) => c.json(await getNegotiation(deps, c.get("actor"), c.req.valid("param").applicationId)),
    )
    .post(
      "/:applicationId/terms",
      contract({
        summary: "Propose terms",
        description:
          "Either party, only while the application is accepted (409 otherwise). An open proposal becomes " +
          "`counter_proposed` in the same transaction; the new one expires 7 days later. Publishes " +
          "`negotiation.updated` to both parties.",
        access: "signed-in",
        owner: parties,
        params: applicationParam,
        notFoundMessage: negotiationMessages.notFound,
        body: proposeTermsSchema,
        idempotent: true,
        responses: {
          201: {
            description: "The new proposal's id, the spec's toast and the negotiation",
            schema: proposeTermsResponse,
          },
        },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await proposeTerms(deps, c.get("actor"), c.req.valid("param").applicationId, c.req.valid("json")), 201),
    )
    .post(
      "/:applicationId/answer",
      contract({
        summary: "Accept or reject proposed terms",
        description:
          "Only the party who did not propose them, only while open and not expired by the server's clock " +
          "(409 otherwise). Accepting copies deliverables, payment and nights onto the collaboration and moves " +
          "the application to `contract` in one transaction; of concurrent answers one wins, the others get 409.",
        access: "signed-in",
        owner: parties,
        params: applicationParam,
        notFoundMessage: negotiationMessages.notFound,
        body: answerTermsSchema,
        responses: {
          200: { description: "The spec's toast and the negotiation after the answer", schema: answerTermsResponse },
        },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await answerTerms(deps, c.get("actor"), c.req.valid("param").applicationId, c.req.valid("json"))),
    );
}
