import { okResponseSchema } from "@domain/accounts.ts";
import { contactSchema, waitlistResponseSchema, waitlistSchema } from "@domain/site.ts";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import * as service from "./service.ts";

/** `/api/site`: public endpoints of the marketing site: no session needed, rate-limited per IP. */
export function siteRoutes(deps: service.SiteDeps) {
  return new Hono<AppEnv>()
    .post(
      "/contact",
      contract({
        summary: "Send a message to support",
        description:
          "Stored, then mailed to the support address (a mail failure is logged; the message is kept). " +
          "5 messages per IP per hour.",
        access: "anyone",
        body: contactSchema,
        responses: { 201: { description: "Received", schema: okResponseSchema } },
        errors: [429],
      }),
      async (c) => {
        await service.sendContactMessage(deps, c.req.valid("json"), c.get("clientIp"));
        return c.json({ ok: true as const }, 201);
      },
    )
    .post(
      "/waitlist",
      contract({
        summary: "Join the waitlist",
        description:
          "201 `joined` for a new address, 200 `already_joined` for one already on the list. 20 sign-ups per IP " +
          "per hour.",
        access: "anyone",
        body: waitlistSchema,
        responses: {
          201: { description: "Added", schema: waitlistResponseSchema },
          200: { description: "Already on the list", schema: waitlistResponseSchema },
        },
        errors: [429],
      }),
      async (c) => {
        const result = await service.joinWaitlist(deps, c.req.valid("json").email, c.get("clientIp"));
        return result.status === "joined" ? c.json(result, 201) : c.json(result, 200);
      },
    );
}
