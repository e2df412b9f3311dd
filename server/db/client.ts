import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../lib/paths.ts";
import { AutoPreparingClient } from "./auto-prepare.ts";
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
  /**
   * Runs `work` while holding the start-up lock: a PostgreSQL session-level advisory lock (so of all the processes
   * starting at once on one database exactly one migrates or seeds at a time), or an in-process queue on PGlite
   * (one process owns its data dir). Work done under it must be idempotent: the next holder runs it again.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /** The node-postgres pool (PostgreSQL only): its counts feed /metrics; not for features. */
  pool?: pg.Pool;
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
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      // A new connection's first statements are slow (PostgreSQL fills its catalog caches, prepared statements are
      // made anew): 40-50 ms for a search's count. With node-postgres's default of 10 s, ten quiet seconds closed
      // the pool and the next burst of traffic paid that on every connection (the mixed load's p99 1.3x). Five
      // minutes keeps a process's ten connections warm through ordinary lulls; a broken one still leaves at once.
      idleTimeoutMillis: 5 * 60_000,
      // Idle connections do not keep a process alive: a tool that ends exits at once, not five minutes later.
      allowExitOnIdle: true,
      Client: AutoPreparingClient,
    });
    // Without a listener an idle connection that breaks (PostgreSQL restarted, a backend terminated) raises an
    // uncaught 'error' and takes the process down; the pool drops that connection and opens a new one on demand.
    pool.on("error", (error) => {
      if (options.onConnectionError) options.onConnectionError(error);
      else console.warn(`PostgreSQL connection lost (the pool reconnects on demand): ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      exclusive: advisoryLock(pool),
      pool,
      url: options.databaseUrl,
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  // pg_trgm: the console's user search (decision 0057); the migration creates the extension on both engines.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close(), exclusive: inProcessLock(), pglite: client };
}

/** Any fixed number: the key of CollabStay's start-up lock ("CS" + "start"), the same in every process. */
export const startupLockKey = 4_353_115_002_733n;

/**
 * The lock is held by one dedicated connection for the whole of `work` (an advisory lock belongs to a session);
 * `work` itself queries through the pool. If that connection dies the server releases the lock, so a crashed
 * process never leaves the others waiting.
 */
function advisoryLock(pool: pg.Pool) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("select pg_advisory_lock($1)", [startupLockKey.toString()]);
      try {
        return await work();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [startupLockKey.toString()]).catch((error: Error) => {
          broken = error;
        });
      }
    } finally {
      // A connection whose unlock failed is discarded (its session, and so the lock, ends with it).
      client.release(broken);
    }
  };
}

function inProcessLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };
}

/**
 * Applies the shipped migrations once: under the start-up lock, so processes starting together on one fresh
 * database do not race on `create table` (the first migrates, the others find nothing left to do).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusive(async () => {
    if (database.kind === "postgres") await migratePg(database.db, { migrationsFolder });
    else await migratePglite(database.db as never, { migrationsFolder });
  });
}
