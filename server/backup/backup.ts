import { createHmac } from "node:crypto";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { appVersion } from "../lib/paths.ts";
import type { Storage } from "../storage/storage.ts";
import { ArchiveWriter, type OpenOutput } from "./archive-writer.ts";
import {
  archiveName,
  type BackupHeader,
  contentTypePax,
  filePrefix,
  formatVersion,
  headerEntry,
  type Manifest,
  type ManifestFile,
  manifestEntry,
  secretEntry,
} from "./format.ts";
import type { DatabaseSnapshot } from "./snapshot.ts";

/** What a restore compares its AUTH_SECRET with (never the secret itself). */
export const secretCheckOf = (secret: string) =>
  createHmac("sha256", secret).update("collabstay backup secret check").digest("hex");

export type BackupOptions = {
  /** A folder (the archive gets a dated name in it) or a file path ending in .tar / .tar.age. */
  out: string;
  storage: Storage;
  /** Takes the database snapshot into the given folder (PGlite dump or pg_dump). */
  snapshot: (dir: string) => Promise<DatabaseSnapshot>;
  /** The instance's AUTH_SECRET (its check always goes in; the value only with `withSecrets`). */
  secret: string;
  withSecrets?: boolean;
  passphrase?: string;
  scryptLogN?: number;
  openOutput?: OpenOutput;
  log?: (line: string) => void;
  now?: () => Date;
};

export type BackupResult = { file: string; bytes: number; manifest: Manifest; startedAt: Date };

async function targetFile(out: string, at: Date, encrypted: boolean): Promise<string> {
  const isDir = await stat(out).then(
    (s) => s.isDirectory(),
    () => !/\.tar(\.age)?$/.test(out),
  );
  if (!isDir) {
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    return path.resolve(out);
  }
  await mkdir(out, { recursive: true, mode: 0o700 });
  return path.resolve(out, archiveName(at, encrypted));
}

/**
 * One archive of a running instance: the database snapshot first, then every stored file (a file the snapshot's
 * rows point at but storage no longer has is a warning; files written after the snapshot may or may not be in),
 * then the manifest. On any failure the partial archive is removed and the error rethrown.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const startedAt = options.now?.() ?? new Date();
  const file = await targetFile(options.out, startedAt, Boolean(options.passphrase));
  const work = path.join(path.dirname(file), `.backup-work-${process.pid}-${startedAt.getTime()}`);
  const writer = new ArchiveWriter(file, options);
  try {
    const snapshot = await options.snapshot(work);
    log(`Database snapshot taken (${snapshot.engine}, ${(snapshot.size / 1e6).toFixed(1)} MB).`);
    const header: BackupHeader = {
      format: formatVersion,
      app: "collabstay",
      appVersion,
      engine: snapshot.engine,
      migration: snapshot.migration,
      createdAt: startedAt.toISOString(),
      withSecrets: Boolean(options.withSecrets),
      secretCheck: secretCheckOf(options.secret),
      twoFactorSecrets: snapshot.twoFactorSecrets,
    };
    await writer.addBuffer(headerEntry, JSON.stringify(header, null, 2));
    const dbSha = await writer.addFile(snapshot.entry, snapshot.file, snapshot.size);
    await rm(snapshot.file, { force: true });
    if (options.withSecrets) await writer.addBuffer(secretEntry, options.secret);
    const files: ManifestFile[] = [];
    for await (const key of options.storage.listKeys()) {
      const opened = await options.storage.openStream(key);
      if (!opened) continue; // deleted since the listing: only a warning if a row of the snapshot needs it
      let sha256: string;
      try {
        sha256 = await writer.add(
          { name: filePrefix + key, size: opened.size, pax: { [contentTypePax]: opened.contentType } },
          opened.body,
        );
      } finally {
        opened.body.destroy();
      }
      files.push({ key, size: opened.size, sha256, contentType: opened.contentType });
      if (files.length % 500 === 0) log(`… ${files.length} files`);
    }
    const stored = new Set(files.map((f) => f.key));
    const warnings = [...new Set(snapshot.referencedKeys)]
      .filter((key) => !stored.has(key))
      .sort()
      .map((key) => `missing file: ${key} (a row of the database points at it; storage does not have it)`);
    const manifest: Manifest = {
      ...header,
      counts: snapshot.counts,
      database: { entry: snapshot.entry, size: snapshot.size, sha256: dbSha },
      files,
      warnings,
      seconds: Math.round(((options.now?.() ?? new Date()).getTime() - startedAt.getTime()) / 100) / 10,
    };
    await writer.addBuffer(manifestEntry, JSON.stringify(manifest));
    const bytes = await writer.finish();
    for (const warning of warnings) log(`warning: ${warning}`);
    return { file, bytes, manifest, startedAt };
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
