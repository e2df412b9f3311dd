import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { hasMailboxToken } from "./mailbox-token.ts";

export const mailboxTokenRequired =
  "The dev mailbox needs the token from the link the server printed in its log at start.";

/**
 * The dev outbox as JSON (newest first), for the operator only: mounted when there is an outbox (no SMTP, not
 * production), and every request must carry the mailbox token.
 */
export function devRoutes(deps: { db: Db; token: string }) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    if (!hasMailboxToken(c.req.header("authorization"), deps.token)) {
      throw new HttpError(401, "unauthenticated", mailboxTokenRequired);
    }
    await next();
  });
  app.get("/mailbox", async (c) => {
    const rows = await deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(200);
    c.header("Cache-Control", "no-store");
    return c.json({
      messages: rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        links: m.links,
        created_at: m.createdAt.toISOString(),
      })),
    });
  });
  return app;
}
