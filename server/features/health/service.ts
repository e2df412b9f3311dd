import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbKind } from "../../db/client.ts";
import { migrationsFolder } from "../../lib/paths.ts";
import type { Storage } from "../../storage/storage.ts";

export type HealthDeps = {
  db: Db;
  kind: DbKind;
  storage: Storage;
  /** True once the process was told to stop (server/shutdown.ts): it is draining, not taking new traffic. */
  stopping?: () => boolean;
};

/** How many migrations this build ships (drizzle's journal). */
export const shippedMigrations = (): number =>
  (JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] })
    .entries.length;

const checkSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });
type Check = z.output<typeof checkSchema>;

export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
export const readySchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({
    database: checkSchema,
    migrations: checkSchema,
    storage: checkSchema,
    /** Only while the process stops: not ok, so a load balancer sends new requests elsewhere. */
    shutdown: checkSchema.optional(),
  }),
});
export type Readiness = z.output<typeof readySchema>;

const run = async (work: () => Promise<string | undefined>): Promise<Check> => {
  try {
    const detail = await work();
    return detail ? { ok: false, detail } : { ok: true };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
};

/** Liveness: one database round trip (a failure is the app's 5xx). */
export async function liveness(deps: HealthDeps): Promise<z.output<typeof healthSchema>> {
  await deps.db.execute(sql`select 1`);
  return { status: "ok", database: deps.kind };
}

/** Readiness: database reachable, every shipped migration applied, storage writable, and not stopping. */
export async function readiness(deps: HealthDeps, expectedMigrations: number): Promise<Readiness> {
  const database = await run(async () => {
    await deps.db.execute(sql`select 1`);
    return undefined;
  });
  const migrations = await run(async () => {
    const result = await deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const applied = Number(result.rows[0]?.n ?? 0);
    return applied >= expectedMigrations ? undefined : `${applied} of ${expectedMigrations} migrations applied`;
  });
  const storage = await run(async () => {
    const key = `health/${randomUUID()}.txt`;
    await deps.storage.put(key, Buffer.from("ready"), "text/plain");
    const back = await deps.storage.get(key);
    await deps.storage.delete(key);
    return back?.data.toString() === "ready" ? undefined : "a written probe could not be read back";
  });
  const stopping = deps.stopping?.() ?? false;
  const shutdown = stopping ? { shutdown: { ok: false, detail: "stopping: send new requests elsewhere" } } : {};
  const checks = { database, migrations, storage, ...shutdown };
  return { status: Object.values(checks).every((check) => check.ok) ? "ready" : "not_ready", checks };
}
