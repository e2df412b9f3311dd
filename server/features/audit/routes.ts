import { auditPageSchema, auditQuerySchema } from "@domain/operators.ts";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { auditPage } from "./queries.ts";

/** `/api/operator/audit`: the audit log for operators, filterable (decision 0057). Written by the server only. */
export function auditRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>().get(
    "/",
    contract({
      summary: "The audit log",
      tag: "operator",
      description:
        "Operator actions and security events, newest first, 50 a page (`before` = the previous page's `next`); " +
        "filter by `action`, `actorId` or `targetId`. Rows are never changed or deleted.",
      access: "operator",
      scope: "the whole log (operators only)",
      query: auditQuerySchema,
      responses: { 200: { description: "A page", schema: auditPageSchema } },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await auditPage(deps.db, c.req.valid("query")));
    },
  );
}
