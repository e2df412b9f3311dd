import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Db, DbKind } from "../../db/client.ts";

export function healthRoutes(deps: { db: Db; kind: DbKind }) {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    await deps.db.execute(sql`select 1`);
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok", database: deps.kind });
  });
  return app;
}
