import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../lib/paths.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One type for both engines: PGlite's Drizzle database has the same query API. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /** Raw client for tools (e.g. PGlite's dumpDataDir); not for features. */
  pglite?: PGlite;
  /** The connection string of a PostgreSQL database (for the job queue's own pool). */
  url?: string;
};

/** Opens PostgreSQL when a URL is given, otherwise an embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string | null;
  loadDataDir?: Blob;
  /** Told when an idle pooled connection breaks (server restart, terminated backend); defaults to a warning. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    // Fail fast when the server is unreachable instead of queueing requests forever (answered 503 upstream).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // Without a listener an idle connection that breaks (PostgreSQL restarted, a backend terminated) raises an
    // uncaught 'error' and takes the process down; the pool drops that connection and opens a new one on demand.
    pool.on("error", (error) => {
      if (options.onConnectionError) options.onConnectionError(error);
      else console.warn(`PostgreSQL connection lost (the pool reconnects on demand): ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    return { db, kind: "postgres", close: () => pool.end(), url: options.databaseUrl };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close(), pglite: client };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") await migratePg(database.db, { migrationsFolder });
  else await migratePglite(database.db as never, { migrationsFolder });
}
