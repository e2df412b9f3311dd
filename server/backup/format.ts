import { readFileSync } from "node:fs";
import path from "node:path";
import type { DbKind } from "../db/client.ts";
import { appVersion, migrationsFolder } from "../lib/paths.ts";

/**
 * The backup archive (decision 0064): one tar stream, optionally encrypted as a whole with age (a passphrase), holding
 *   collabstay-backup.json   the header: format, version, engine, migration level, secrets facts (read first)
 *   database/pglite.tar.gz   PGlite's own dumpDataDir() snapshot (embedded default), or
 *   database/postgres.sql    pg_dump's plain SQL of one transaction (PostgreSQL)
 *   secrets/auth-secret      only with --with-secrets
 *   files/<key>              every stored file (content type in the entry's pax header)
 *   manifest.json            last: counts per table, every file with size and SHA-256, warnings, time taken
 * The manifest comes last because its checksums are computed while the files stream through.
 */
export const formatVersion = 1;
export const headerEntry = "collabstay-backup.json";
export const manifestEntry = "manifest.json";
export const secretEntry = "secrets/auth-secret";
export const filePrefix = "files/";
export const contentTypePax = "COLLABSTAY.content_type";
export const databaseEntry = (engine: DbKind) =>
  engine === "pglite" ? "database/pglite.tar.gz" : "database/postgres.sql";

/** The last migration applied: how many, and the journal's `when` of the last (drizzle's `created_at`). */
export type MigrationLevel = { count: number; when: number; tag: string | null };

export type BackupHeader = {
  format: number;
  app: "collabstay";
  appVersion: string;
  engine: DbKind;
  migration: MigrationLevel;
  createdAt: string;
  withSecrets: boolean;
  /** HMAC of a fixed text with the instance's AUTH_SECRET: tells a restore whether the secret it has is the old one. */
  secretCheck: string;
  /** Rows of two_factors (TOTP secrets encrypted with AUTH_SECRET): a restore without the old secret refuses. */
  twoFactorSecrets: number;
};

export type ManifestFile = { key: string; size: number; sha256: string; contentType: string };

export type Manifest = BackupHeader & {
  counts: Record<string, number>;
  database: { entry: string; size: number; sha256: string };
  files: ManifestFile[];
  warnings: string[];
  seconds: number;
};

type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations this code ships (drizzle's journal). */
export function shippedMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

export function tagOf(when: number): string | null {
  return shippedMigrations().find((e) => e.when === when)?.tag ?? null;
}

const parts = (v: string) => v.split(/[.-]/).map((n) => Number.parseInt(n, 10) || 0);
/** True when `version` is a later release than this code's. */
export function isNewerVersion(version: string, than = appVersion): boolean {
  const a = parts(version);
  const b = parts(than);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
}

/** An archive name that sorts by time: collabstay-backup-20261127-174501.tar(.age). */
export function archiveName(at: Date, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .replace(/\.\d+Z$/, "");
  return `collabstay-backup-${stamp}.tar${encrypted ? ".age" : ""}`;
}
export const archivePattern = /^collabstay-backup-\d{8}-\d{6}\.tar(\.age)?$/;
