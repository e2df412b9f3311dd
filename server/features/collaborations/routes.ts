import {
  cancelCollaborationSchema,
  collaborationListSchema,
  collaborationMessages,
  collaborationResponse,
  collaborationStatusSchema,
  contractDocumentSchema,
} from "@domain/collaborations.ts";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import {
  type CollaborationDeps,
  cancelCollaboration,
  changeCollaborationStatus,
  contractDocument,
  listCollaborations,
} from "./service.ts";

/** `/api/collaborations`: Contract Overview for both parties. */
export function collaborationRoutes(deps: CollaborationDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "My collaborations",
        description:
          "The signed-in user's collaborations as host or creator, newest first, with listing, partner, " +
          "status, payment status and the viewer's possible status changes; counts of Active and Completed.",
        access: "signed-in",
        scope: "the caller's own collaborations",
        responses: { 200: { description: "Collaborations and counts", schema: collaborationListSchema } },
      }),
      async (c) => c.json(await listCollaborations(deps, c.get("actor"))),
    )
    .get(
      "/:id",
      contract({
        summary: "The contract of a collaboration",
        description:
          "The printable contract: parties, listing, dates, agreed deliverables, compensation, usage rights and " +
          "duration, special requirements (from the accepted terms, null when none were negotiated) and when " +
          "each party agreed.",
        access: "signed-in",
        owner: "the collaboration's host or creator",
        params: idParams,
        notFoundMessage: collaborationMessages.notFound,
        responses: { 200: { description: "The contract document", schema: contractDocumentSchema } },
        errors: [404],
      }),
      async (c) => c.json(await contractDocument(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .patch(
      "/:id",
      contract({
        summary: "Pause, resume or complete a collaboration",
        description:
          "Either participant: active → paused | completed, paused → active (409 otherwise). Completing also " +
          "sets the application to completed, in one transaction. Publishes `collaboration.updated`.",
        access: "signed-in",
        owner: "the collaboration's host or creator",
        params: idParams,
        notFoundMessage: collaborationMessages.notFound,
        body: collaborationStatusSchema,
        responses: { 200: { description: "The collaboration and the spec's toast", schema: collaborationResponse } },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await changeCollaborationStatus(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post(
      "/:id/cancel",
      contract({
        summary: "Cancel a collaboration before arrival",
        description:
          "Either participant, with a reason (1–1000 characters), while the collaboration is active or paused and " +
          "the creator has not arrived (409 after arrival: only completion ends it then). One transaction: status " +
          "cancelled with the reason, the nights reopen on the calendar, pending payment requests are cancelled, " +
          "the other party is notified. Publishes `collaboration.updated`.",
        access: "signed-in",
        owner: "the collaboration's host or creator",
        params: idParams,
        notFoundMessage: collaborationMessages.notFound,
        body: cancelCollaborationSchema,
        responses: { 200: { description: "The collaboration and a toast", schema: collaborationResponse } },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await cancelCollaboration(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"))),
    );
}
