import { overviewSchema } from "@domain/operators.ts";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { overview } from "./overview.ts";

/** `/api/operator/overview`: the console's first screen, marketplace health from real data. */
export function overviewRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>().get(
    "/",
    contract({
      summary: "Marketplace health",
      tag: "operator",
      description:
        "Sign-ups per week by role (8 weeks), active listings, applications → accepted → completed for the last " +
        "30 and 90 days, open support messages and suspended accounts.",
      access: "operator",
      scope: "the whole marketplace (operators only)",
      responses: { 200: { description: "The figures", schema: overviewSchema } },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await overview(deps.db));
    },
  );
}
