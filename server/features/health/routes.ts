import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../auth/session.ts";
import type { Db, DbKind } from "../../db/client.ts";
import { contract } from "../../lib/contract.ts";
import { migrationsFolder } from "../../lib/paths.ts";
import type { Storage } from "../../storage/storage.ts";

/** How many migrations this build ships (drizzle's journal). */
export const shippedMigrations = (): number =>
  (JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] })
    .entries.length;

const checkSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });
type Check = z.output<typeof checkSchema>;

const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
const readySchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({ database: checkSchema, migrations: checkSchema, storage: checkSchema }),
});

const run = async (work: () => Promise<string | undefined>): Promise<Check> => {
  try {
    const detail = await work();
    return detail ? { ok: false, detail } : { ok: true };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
};

/**
 * `GET /api/health`: liveness (one database round trip). `GET /api/ready`: may this process take traffic —
 * database reachable, every shipped migration applied, storage writable — 200 or 503 with the failed checks.
 */
export function healthRoutes(deps: { db: Db; kind: DbKind; storage: Storage }) {
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
      async (c) => {
        await deps.db.execute(sql`select 1`);
        return c.json({ status: "ok" as const, database: deps.kind });
      },
    )
    .get(
      "/ready",
      contract({
        summary: "Readiness",
        description:
          "May this process take traffic: database reachable, every shipped migration applied, storage writable. " +
          "503 with the same body naming the failed checks.",
        access: "anyone",
        responses: {
          200: { description: "Ready", schema: readySchema },
          // Not the error shape: the same body as a 200, naming the failed checks.
          503: { description: "Not ready", schema: readySchema },
        },
      }),
      async (c) => {
        const database = await run(async () => {
          await deps.db.execute(sql`select 1`);
          return undefined;
        });
        const migrations = await run(async () => {
          const result = await deps.db.execute<{ n: number }>(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          );
          const applied = Number(result.rows[0]?.n ?? 0);
          return applied >= expected ? undefined : `${applied} of ${expected} migrations applied`;
        });
        const storage = await run(async () => {
          const key = `health/${randomUUID()}.txt`;
          await deps.storage.put(key, Buffer.from("ready"), "text/plain");
          const back = await deps.storage.get(key);
          await deps.storage.delete(key);
          return back?.data.toString() === "ready" ? undefined : "a written probe could not be read back";
        });
        const checks = { database, migrations, storage };
        const ready = Object.values(checks).every((check) => check.ok);
        return c.json({ status: ready ? "ready" : "not_ready", checks }, ready ? 200 : 503);
      },
    );
}
