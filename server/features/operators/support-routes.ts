import {
  supportPageSchema,
  supportQuerySchema,
  supportReplySchema,
  supportThreadSchema,
  supportUpdateSchema,
} from "@domain/operators.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { replyToSupport, type SupportDeps, supportPage, supportThread, updateSupport } from "./support.ts";

const messageParams = z.object({ id: z.uuid() });

/** `/api/operator/support`: the contact form's messages, their status and assignee, and replies by mail. */
export function supportRoutes(deps: SupportDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "The support inbox",
        tag: "operator",
        description: "Contact-form messages, newest first, 20 a page, optionally by status.",
        access: "operator",
        scope: "every contact message (operators only)",
        query: supportQuerySchema,
        responses: { 200: { description: "A page", schema: supportPageSchema } },
      }),
      async (c) => {
        const { status, page } = c.req.valid("query");
        c.header("Cache-Control", "no-store");
        return c.json(await supportPage(deps, status, page ?? 1));
      },
    )
    .get(
      "/:id",
      contract({
        summary: "A support message with its replies",
        tag: "operator",
        access: "operator",
        scope: "any contact message (operators only)",
        params: messageParams,
        notFoundMessage: "Message not found",
        responses: { 200: { description: "The message", schema: supportThreadSchema } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await supportThread(deps, c.req.valid("param").id));
      },
    )
    .patch(
      "/:id",
      contract({
        summary: "Set a support message's status or assignee",
        tag: "operator",
        description: "`assignToMe: true` takes it, `false` leaves it to nobody. Audited.",
        access: "operator",
        scope: "any contact message (operators only)",
        params: messageParams,
        notFoundMessage: "Message not found",
        body: supportUpdateSchema,
        responses: { 200: { description: "Changed", schema: supportThreadSchema } },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        return c.json(await updateSupport(deps, c.get("actor"), id, c.req.valid("json"), c.get("requestId")));
      },
    )
    .post(
      "/:id/replies",
      contract({
        summary: "Reply to a support message",
        tag: "operator",
        description:
          "Kept with the message (status `answered`; assigned to the replier if nobody was), audited, and mailed to " +
          "the person. At most 10,000 characters.",
        access: "operator",
        scope: "any contact message (operators only)",
        params: messageParams,
        notFoundMessage: "Message not found",
        body: supportReplySchema,
        responses: { 201: { description: "Sent", schema: supportThreadSchema } },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const thread = await replyToSupport(deps, c.get("actor"), id, c.req.valid("json").body, c.get("requestId"));
        return c.json(thread, 201);
      },
    );
}
