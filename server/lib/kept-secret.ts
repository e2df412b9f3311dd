import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A random secret kept in a file, made once. Several processes starting together on one DATA_DIR (WEB_CONCURRENCY
 * workers, two `npm start`s) must all end up with the same value: the new value is written to a private temp file
 * and hard-linked into place, which fails when another process got there first — then its value is read back.
 * `valid` rejects a kept value that is too short to use (it is then replaced).
 */
export function keptSecret(file: string, make: () => string, valid: (kept: string) => boolean = () => true): string {
  const read = () => {
    try {
      const kept = readFileSync(file, "utf8").trim();
      return valid(kept) ? kept : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temp, make(), { mode: 0o600 });
  try {
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another process won; an unusable old value is replaced (renaming over it is atomic too).
      if (!read()) renameSync(temp, file);
    }
  } finally {
    rmSync(temp, { force: true });
  }
  const kept = read();
  if (!kept) throw new Error(`Could not keep a secret in ${file}`);
  return kept;
}
