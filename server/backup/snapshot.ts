import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { DbKind } from "../db/client.ts";
import { databaseEntry, type MigrationLevel, tagOf } from "./format.ts";

/** A database snapshot written to a file, with what was read in the same snapshot. */
export type DatabaseSnapshot = {
  engine: DbKind;
  entry: string;
  file: string;
  size: number;
  counts: Record<string, number>;
  /** Storage keys that rows of the snapshot point at (the files a restore needs). */
  referencedKeys: string[];
  migration: MigrationLevel;
  twoFactorSecrets: number;
};

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Columns holding storage keys; a file missing for one of them is a warning in the manifest. */
const referencesSql = `
  select storage_key as key from listing_images
  union all select storage_key from creator_listing_images
  union all select storage_key from portfolio_media
  union all select avatar_key from profiles where avatar_key is not null
  union all select storage_key from collaboration_deliverables where storage_key is not null
  union all select preview_key from collaboration_deliverables where preview_key is not null`;

/** Counts per table, the referenced keys, the migration level and the 2FA rows, all read in the caller's snapshot. */
async function readFacts(query: Query) {
  const tables = await query(
    `select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [schema, table] = String(name).split(".");
    const [row] = await query(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[schema === "public" ? String(table) : String(name)] = Number(row?.n ?? 0);
  }
  const keys = (await query(referencesSql)).map((r) => String(r.key));
  const [level] = await query(
    `select count(*)::int as count, coalesce(max(created_at), 0)::text as "when" from drizzle.__drizzle_migrations`,
  );
  const when = Number(level?.when ?? 0);
  const migration = { count: Number(level?.count ?? 0), when, tag: tagOf(when) };
  return { counts, referencedKeys: keys, migration, twoFactorSecrets: counts.two_factors ?? 0 };
}

/**
 * PGlite: its own dumpDataDir() (the machine's pg_dump cannot read PGlite's PostgreSQL). Taken inside a read-only
 * transaction, which on PGlite's one connection holds off every other transaction, so the facts read and the dump are
 * the same state; statements outside a transaction wait on the connection's queue meanwhile. A checkpoint first
 * makes the copy start without WAL replay.
 */
export async function pgliteSnapshot(client: PGlite, dir: string): Promise<DatabaseSnapshot> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "pglite.tar.gz");
  await client.exec("checkpoint");
  const { facts, dump } = await client.transaction(async (tx) => {
    const query: Query = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
    const facts = await readFacts(query);
    return { facts, dump: await client.dumpDataDir("gzip") };
  });
  try {
    await pipeline(Readable.fromWeb(dump.stream() as never), createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { engine: "pglite", entry: databaseEntry("pglite"), file, size: (await stat(file)).size, ...facts };
}

/** The pg_dump of the server's major version: PG_DUMP, else Debian's versioned path, else the one on PATH. */
export async function postgresTool(name: "pg_dump" | "psql", serverMajor: number): Promise<string> {
  const override = process.env[name === "pg_dump" ? "PG_DUMP" : "PSQL"];
  if (override) return override;
  const debian = `/usr/lib/postgresql/${serverMajor}/bin/${name}`;
  try {
    await stat(debian);
    return debian;
  } catch {
    return name;
  }
}

export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => {
      out += c;
    });
    child.stderr.on("data", (c) => {
      err += c;
    });
    child.on("error", (error) =>
      reject(
        new Error(
          `${command} could not be run (${error.message}): install the PostgreSQL client tools of the server's version`,
        ),
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} failed (exit ${code}): ${err.trim().slice(-500)}`)),
    );
  });
}

export async function serverMajor(client: { query: pg.Client["query"] }): Promise<number> {
  const { rows } = await client.query<{ v: string }>("show server_version_num");
  return Math.floor(Number(rows[0]?.v) / 10000);
}

/**
 * PostgreSQL: one repeatable-read transaction exports its snapshot; the facts are read in it and pg_dump runs with
 * `--snapshot`, so the dump and the facts are the same state however many processes keep writing.
 */
export async function postgresSnapshot(url: string, dir: string): Promise<DatabaseSnapshot> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "postgres.sql");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const major = await serverMajor(client);
    const tool = await postgresTool("pg_dump", major);
    const version = await run(tool, ["--version"]);
    const toolMajor = Number(/(\d+)(\.\d+)?/.exec(version)?.[1]);
    if (toolMajor < major)
      throw new Error(
        `pg_dump ${toolMajor} cannot dump PostgreSQL ${major}: install postgresql-client-${major} (or set PG_DUMP)`,
      );
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const query: Query = async (text) => (await client.query(text)).rows;
    const facts = await readFacts(query);
    try {
      await run(tool, [
        `--snapshot=${rows[0]?.id}`,
        "--no-owner",
        "--no-privileges",
        "--format=plain",
        `--file=${file}`,
        `--dbname=${url}`,
      ]);
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    await client.query("commit");
    return { engine: "postgres", entry: databaseEntry("postgres"), file, size: (await stat(file)).size, ...facts };
  } finally {
    await client.end().catch(() => {});
  }
}
