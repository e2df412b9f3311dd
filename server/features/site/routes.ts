import { Hono } from "hono";
import { contactSchema, waitlistSchema } from "../../../domain/site.ts";
import type { AppEnv } from "../../auth/session.ts";
import { readJson } from "../../lib/validate.ts";
import * as service from "./service.ts";

/** Public endpoints of the marketing site: no session needed, rate-limited per IP. */
export function siteRoutes(deps: service.SiteDeps) {
  const app = new Hono<AppEnv>();

  app.post("/contact", async (c) => {
    const input = await readJson(c, contactSchema);
    await service.sendContactMessage(deps, input, c.var.clientIp);
    return c.json({ ok: true }, 201);
  });

  app.post("/waitlist", async (c) => {
    const { email } = await readJson(c, waitlistSchema);
    const result = await service.joinWaitlist(deps, email, c.var.clientIp);
    return c.json(result, result.status === "joined" ? 201 : 200);
  });

  return app;
}
