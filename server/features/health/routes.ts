import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { type HealthDeps, healthSchema, liveness, readiness, readySchema, shippedMigrations } from "./service.ts";

/**
 * `GET /api/health`: liveness (one database round trip). `GET /api/ready`: may this process take traffic —
 * database reachable, every shipped migration applied, storage writable, not stopping — 200 or 503 with the failed
 * checks.
 */
export function healthRoutes(deps: HealthDeps) {
  const expected = shippedMigrations();

  return new Hono<AppEnv>()
    .get(
      "/health",
      contract({
        summary: "Liveness",
        description: "One database round trip.",
        access: "anyone",
        responses: { 200: { description: "Alive", schema: healthSchema } },
        errors: [503],
      }),
      async (c) => c.json(await liveness(deps)),
    )
    .get(
      "/ready",
      contract({
        summary: "Readiness",
        description:
          "May this process take traffic: database reachable, every shipped migration applied, storage writable. " +
          "503 with the same body naming the failed checks; from SIGTERM on, 503 with the `shutdown` check while " +
          "the process drains.",
        access: "anyone",
        responses: {
          200: { description: "Ready", schema: readySchema },
          // Not the error shape: the same body as a 200, naming the failed checks.
          503: { description: "Not ready", schema: readySchema },
        },
      }),
      async (c) => {
        const ready = await readiness(deps, expected);
        return ready.status === "ready" ? c.json(ready, 200) : c.json(ready, 503);
      },
    );
}
