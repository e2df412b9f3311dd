import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, existsSync, openAsBlob } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { symmetricDecrypt } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Config } from "../config.ts";
import { type Database, migrateDatabase, openDatabase } from "../db/client.ts";
import { createS3Storage } from "../storage/s3.ts";
import { createDiskStorage, createStorage, type Storage } from "../storage/storage.ts";
import { RestoreError, readArchive } from "./archive-reader.ts";
import { secretCheckOf } from "./backup.ts";
import {
  type BackupHeader,
  contentTypePax,
  filePrefix,
  formatVersion,
  headerEntry,
  isNewerVersion,
  type Manifest,
  manifestEntry,
  secretEntry,
  shippedMigrations,
} from "./format.ts";
import { postgresTool, run, serverMajor } from "./snapshot.ts";

export { RestoreError } from "./archive-reader.ts";

export type RestoreOptions = {
  archive: string;
  config: Config;
  passphrase?: string;
  /** Empty the target first instead of refusing a non-empty one. */
  replace?: boolean;
  log?: (line: string) => void;
};

export type RestoreResult = { manifest: Manifest; sessionsDropped: number; migrationsRun: number; secret: string };

const secretFile = (config: Config) => path.resolve(config.dataDir, "auth-secret");

async function hasEntries(dir: string): Promise<boolean> {
  return readdir(dir).then(
    (names) => names.length > 0,
    () => false,
  );
}

async function storageHasFiles(storage: Storage): Promise<boolean> {
  for await (const _ of storage.listKeys()) return true;
  return false;
}

async function openTargetStorage(config: Config): Promise<Storage> {
  if (!config.s3) return createStorage(config);
  const s3 = await createS3Storage(config.s3);
  await s3.check();
  return s3;
}

/** What is in the target now: an empty target is restored into; a non-empty one only with `replace`. */
async function targetContents(config: Config, storage: Storage): Promise<string[]> {
  const found: string[] = [];
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle', 'pgboss')`,
      );
      if (Number(rows[0]?.n) > 0) found.push("the database has tables");
    } finally {
      await client.end();
    }
  } else if (await hasEntries(path.resolve(config.dataDir, "pglite"))) {
    found.push(`${path.resolve(config.dataDir, "pglite")} is not empty`);
  }
  if (await storageHasFiles(storage)) found.push(config.s3 ? "the bucket has files" : "the storage folder has files");
  return found;
}

async function clearTarget(config: Config) {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query(
        "drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public",
      );
    } finally {
      await client.end();
    }
  } else {
    await rm(path.resolve(config.dataDir, "pglite"), { recursive: true, force: true });
  }
  if (!config.s3) await rm(path.resolve(config.dataDir, "storage"), { recursive: true, force: true });
}

/** The secret the restored instance will run with: AUTH_SECRET, else the archive's, else the one kept in DATA_DIR. */
async function existingSecret(config: Config): Promise<string | null> {
  if (config.authSecret) return config.authSecret;
  return (await readFile(secretFile(config), "utf8").catch(() => "")).trim() || null;
}

function checkHeader(header: BackupHeader, config: Config, secret: string | null) {
  if (header.app !== "collabstay" || typeof header.format !== "number")
    throw new RestoreError("This is not a CollabStay backup archive.");
  const newestShipped = Math.max(...shippedMigrations().map((e) => e.when));
  if (header.format > formatVersion || isNewerVersion(header.appVersion) || header.migration.when > newestShipped)
    throw new RestoreError(
      `This archive was made by a newer CollabStay (${header.appVersion}, migration ${header.migration.tag ?? header.migration.count}) than this code; update the code, then restore.`,
    );
  const engine = config.databaseUrl ? "postgres" : "pglite";
  if (header.engine !== engine)
    throw new RestoreError(
      header.engine === "pglite"
        ? "This archive is of the embedded database: restore it with DATABASE_URL unset (then move to PostgreSQL as the README says)."
        : "This archive is of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.",
    );
  if (header.twoFactorSecrets > 0 && !header.withSecrets) {
    if (!secret)
      throw new RestoreError(
        `The backed-up instance has ${header.twoFactorSecrets} two-factor secret(s), encrypted with its AUTH_SECRET, and this archive does not hold it: set AUTH_SECRET to the old instance's value (or restore an archive made with --with-secrets).`,
      );
    if (secretCheckOf(secret) !== header.secretCheck)
      throw new RestoreError(
        "AUTH_SECRET is not the backed-up instance's: its two-factor secrets could not be read with it. Set AUTH_SECRET to the old value.",
      );
  }
  if (header.withSecrets && config.authSecret && secretCheckOf(config.authSecret) !== header.secretCheck)
    throw new RestoreError(
      "AUTH_SECRET is set to another value than the archive's: unset it (the archive's is used) or set it to the old value.",
    );
}

async function readAll(body: AsyncIterable<Buffer>, limit = 16 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new RestoreError("The archive is damaged (an entry is too large).");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function hashInto(body: AsyncIterable<Buffer>, file: string): Promise<string> {
  const hash = createHash("sha256");
  const out = createWriteStream(file, { mode: 0o600 });
  try {
    for await (const chunk of body) {
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((ok) => out.once("drain", () => ok()));
    }
  } finally {
    await new Promise<void>((ok, fail) => out.end((error?: Error | null) => (error ? fail(error) : ok())));
  }
  return hash.digest("hex");
}

const damaged = (error: unknown) =>
  error instanceof RestoreError
    ? error
    : new RestoreError(
        `The archive is truncated or damaged (${error instanceof Error ? error.message : String(error)}); nothing was restored.`,
      );

/**
 * Restores an archive into an empty target (refusing a non-empty one unless `replace`). Everything is read and
 * checked (header, every file's SHA-256, the manifest at the end) into a staging folder before the target is
 * touched; then the database is loaded, newer migrations run, the old instance's sessions are dropped and the
 * two-factor secrets are proved readable with the secret the instance will run with.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreResult> {
  const { config } = options;
  const log = options.log ?? (() => {});
  const storage = await openTargetStorage(config);
  const found = await targetContents(config, storage);
  if (found.length && !options.replace)
    throw new RestoreError(
      `The target is not empty (${found.join("; ")}). Restore into an empty data directory or database, or pass --replace to delete what is there.`,
    );
  let secret = await existingSecret(config);
  await mkdir(path.resolve(config.dataDir), { recursive: true, mode: 0o700 });
  const staging = path.resolve(config.dataDir, `.restore-${process.pid}-${randomBytes(4).toString("hex")}`);
  const stagedStorage = createDiskStorage(path.join(staging, "storage"));
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    let header: BackupHeader | undefined;
    let manifest: Manifest | undefined;
    let archiveSecret: string | undefined;
    const database = { file: path.join(staging, "database"), sha256: "", entry: "" };
    const files = new Map<string, { sha256: string; size: number }>();
    for await (const entry of readArchive(options.archive, options.passphrase)) {
      if (!header) {
        if (entry.name !== headerEntry) throw new RestoreError("This is not a CollabStay backup archive.");
        try {
          header = JSON.parse((await readAll(entry.body)).toString("utf8")) as BackupHeader;
        } catch (error) {
          throw error instanceof RestoreError ? error : new RestoreError("This is not a CollabStay backup archive.");
        }
        checkHeader(header, config, secret);
        log(`Archive of ${header.createdAt} (CollabStay ${header.appVersion}, ${header.engine}).`);
        continue;
      }
      try {
        if (entry.name.startsWith("database/")) {
          database.entry = entry.name;
          database.sha256 = await hashInto(entry.body, database.file);
        } else if (entry.name === secretEntry) {
          archiveSecret = (await readAll(entry.body)).toString("utf8");
        } else if (entry.name.startsWith(filePrefix)) {
          const key = entry.name.slice(filePrefix.length);
          const hash = createHash("sha256");
          const hashed = (async function* () {
            for await (const chunk of entry.body) {
              hash.update(chunk);
              yield chunk;
            }
          })();
          const contentType = entry.pax[contentTypePax] ?? "application/octet-stream";
          const { bytes } = await stagedStorage.putStream(key, hashed, contentType);
          files.set(key, { sha256: hash.digest("hex"), size: bytes });
          if (files.size % 500 === 0) log(`… ${files.size} files read`);
        } else if (entry.name === manifestEntry) {
          manifest = JSON.parse((await readAll(entry.body, 1024 * 1024 * 1024)).toString("utf8")) as Manifest;
        }
      } catch (error) {
        throw damaged(error);
      }
    }
    if (!header || !manifest)
      throw new RestoreError("The archive is truncated (it ends before its manifest); nothing was restored.");
    if (!database.entry || database.sha256 !== manifest.database.sha256)
      throw new RestoreError("The database snapshot in the archive fails its checksum; nothing was restored.");
    for (const file of manifest.files) {
      const got = files.get(file.key);
      if (!got) throw new RestoreError(`The archive lacks the file ${file.key}; nothing was restored.`);
      if (got.sha256 !== file.sha256 || got.size !== file.size)
        throw new RestoreError(`The file ${file.key} fails its checksum (SHA-256); nothing was restored.`);
    }
    if (archiveSecret && !config.authSecret) secret = archiveSecret;
    log(`Checked: database snapshot and ${manifest.files.length} files match the manifest.`);
    for (const warning of manifest.warnings) log(`warning (from the backup): ${warning}`);

    // Everything is checked: now the target changes.
    if (found.length) {
      log("Replacing what the target held (--replace).");
      await clearTarget(config);
    }
    const result = await loadDatabase(config, database.file, secret, log);
    if (!config.s3) {
      await rm(path.join(staging, "storage", "_journal"), { recursive: true, force: true });
      await rm(path.resolve(config.dataDir, "storage"), { recursive: true, force: true });
      if (existsSync(path.join(staging, "storage")))
        await rename(path.join(staging, "storage"), path.resolve(config.dataDir, "storage"));
    } else {
      for (const file of manifest.files) {
        const opened = await stagedStorage.openStream(file.key);
        if (!opened) continue;
        await storage.putStream(file.key, opened.body, file.contentType);
      }
      await storage.settle(manifest.files.map((f) => f.key));
    }
    if (archiveSecret && !config.authSecret) {
      await writeFile(secretFile(config), archiveSecret, { mode: 0o600 });
    }
    return { manifest, ...result, secret: secret ?? "" };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function loadDatabase(
  config: Config,
  file: string,
  secret: string | null,
  log: (line: string) => void,
): Promise<{ sessionsDropped: number; migrationsRun: number }> {
  let database: Database;
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const major = await serverMajor(client).finally(() => client.end());
    const psql = await postgresTool("psql", major);
    await run(psql, [
      "--no-psqlrc",
      "--quiet",
      "--single-transaction",
      "--set=ON_ERROR_STOP=1",
      `--file=${file}`,
      `--dbname=${config.databaseUrl}`,
    ]);
    database = await openDatabase({ databaseUrl: config.databaseUrl });
  } else {
    const dataDir = path.resolve(config.dataDir);
    database = await openDatabase({ dataDir, loadDataDir: await openAsBlob(file) });
  }
  try {
    const before = await migrationCount(database);
    await migrateDatabase(database);
    const migrationsRun = (await migrationCount(database)) - before;
    if (migrationsRun) log(`Ran ${migrationsRun} newer migration(s).`);
    const dropped = await database.db.execute(sql`delete from sessions`);
    const sessionsDropped = Number(dropped.rowCount ?? (dropped as { affectedRows?: number }).affectedRows ?? 0);
    const twoFactors = await database.db.execute<{ secret: string }>(sql`select secret from two_factors`);
    for (const row of twoFactors.rows) {
      const readable =
        secret !== null &&
        (await symmetricDecrypt({ key: secret, data: row.secret }).then(
          (v) => v.length > 0,
          () => false,
        ));
      if (!readable) {
        await database.close();
        await clearTarget(config);
        throw new RestoreError(
          "The restored two-factor secrets cannot be read with this AUTH_SECRET: the restore was undone. Set AUTH_SECRET to the old instance's value.",
        );
      }
    }
    return { sessionsDropped, migrationsRun };
  } finally {
    await database.close().catch(() => {});
  }
}

async function migrationCount(database: Database): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
