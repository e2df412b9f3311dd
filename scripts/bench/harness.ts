import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, migrateDatabase, openDatabase } from "../../server/db/client.ts";
import { adminUrl, databaseUrl } from "../../server/test/postgres.ts";

/**
 * Runs `fn` against a freshly created and migrated database on the given PostgreSQL server and drops the
 * database afterwards, whatever happens. Returns what `fn` returns (a benchmark's report).
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  label: string,
  fn: (database: Database) => Promise<T>,
): Promise<T> {
  const name = `cs_bench_${label}_${randomBytes(4).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl) });
  await admin.db.execute(sql.raw(`create database "${name}"`));
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    try {
      await migrateDatabase(database);
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    await admin.close();
  }
}

/** A SQL array literal of quoted strings, for generate_series fixtures. */
export const literal = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? 0;
}
