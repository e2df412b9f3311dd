import {
  createInvitationSchema,
  creatorMessages,
  invitationSchema,
  listPageQuerySchema,
  listPageSchema,
  sentInvitationMarkSchema,
  sentToQuerySchema,
} from "@domain/creators.ts";
import { invitationStatusSchema } from "@domain/invitation-states.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import type { AbuseLimiter } from "../abuse-limits/allowance.ts";
import { abuseLimitText } from "../abuse-limits/limits.ts";
import {
  changeInvitationStatus,
  type InvitationNotifier,
  listMyInvitations,
  pendingInvitationCount,
  sendInvitation,
  sentInvitationMarks,
} from "./service.ts";

const invitationResponse = z.object({ invitation: invitationSchema });

/** `/api/invitations`: hosts invite creators to their active listings; creators accept or decline. */
export function invitationRoutes(deps: { db: Db; abuse: AbuseLimiter; notifier?: InvitationNotifier }) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "My invitations",
        description:
          "Hosts get the invitations they sent (with `creatorId`: to that creator), creators the ones they " +
          "received; newest first. A user without a role, or a creator naming another creator, gets an empty page.",
        access: "signed-in",
        scope: "the invitations the caller sent (host) or received (creator)",
        query: listPageQuerySchema,
        responses: { 200: { description: "A page of invitations", schema: listPageSchema(invitationSchema) } },
      }),
      async (c) => c.json(await listMyInvitations(deps.db, c.get("actor"), c.req.valid("query"))),
    )
    .get(
      "/pending-count",
      contract({
        summary: "How many invitations wait for my answer",
        description: "The Applications tab badge: received invitations still pending.",
        access: "creator",
        scope: "the invitations the creator received",
        responses: { 200: { description: "The count", schema: z.object({ count: z.number().int() }) } },
      }),
      async (c) => c.json(await pendingInvitationCount(deps.db, c.get("actor"))),
    )
    .get(
      "/sent-to",
      contract({
        summary: "Which of these creators I have invited",
        description:
          "This host's pending or accepted invitations to the given creators (up to 60 ids, comma-separated): " +
          'the cards\' "Invited · date" and the dialog\'s "Already invited".',
        access: "host",
        scope: "the host's own invitations",
        query: sentToQuerySchema,
        responses: {
          200: { description: "The marks", schema: z.object({ items: z.array(sentInvitationMarkSchema) }) },
        },
      }),
      async (c) => c.json(await sentInvitationMarks(deps.db, c.get("actor"), c.req.valid("query").creatorIds)),
    )
    .post(
      "/",
      contract({
        summary: "Invite a creator to a listing",
        description:
          'The listing must be the host\'s (else 404) and active (else 409 "This listing is not active…"). 409 ' +
          "for a second pending invitation for the same listing and creator, or one the creator already " +
          "accepted; 400 for a non-creator or yourself. An empty message is stored as null. 429 with " +
          `\`Retry-After\` past the host's invitation limit (${abuseLimitText("invitation")}; decision 0061).`,
        access: "host",
        owner: "the listing's host",
        unauthenticatedMessage: creatorMessages.invitationLoginRequired,
        body: createInvitationSchema,
        idempotent: true,
        responses: { 201: { description: "Sent", schema: invitationResponse } },
        errors: [404, 409, 429],
      }),
      async (c) =>
        c.json(
          await sendInvitation(deps.db, c.get("actor"), c.req.valid("json"), deps.abuse, deps.notifier?.realtime),
          201,
        ),
    )
    .patch(
      "/:id",
      contract({
        summary: "Answer or withdraw an invitation",
        description:
          "pending → accepted / declined by the creator, pending → withdrawn by the host; anything else 409 " +
          "`invalid_transition`. On accept the host is e-mailed (unless their e-mail updates are off); a mail " +
          "failure is logged and never undoes the answer.",
        access: "signed-in",
        owner: "the invitation's host or creator",
        params: idParams,
        notFoundMessage: creatorMessages.invitationNotFound,
        body: invitationStatusSchema,
        responses: { 200: { description: "The changed invitation", schema: invitationResponse } },
        errors: [409],
      }),
      async (c) =>
        c.json(
          await changeInvitationStatus(
            deps.db,
            c.get("actor"),
            c.req.valid("param").id,
            c.req.valid("json"),
            deps.notifier,
          ),
        ),
    );
}
