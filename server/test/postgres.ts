import { randomBytes } from "node:crypto";
import pg from "pg";

/** URL of the same server's maintenance database (to create and drop test databases). */
export function adminUrl(serverUrl: string): string {
  return databaseUrl(serverUrl, "postgres");
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, empty (unmigrated) database on the test server, for tests that must see a first start (migrations, the
 * demo seed) or run real server processes against it. `drop` ends its connections and removes it.
 */
export async function scratchPostgres(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cs_${label}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}
