import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";

/** The dev outbox as JSON (newest first). Mounted only when NODE_ENV is not production. */
export function devRoutes(deps: { db: Db }) {
  const app = new Hono<AppEnv>();
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
