import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder holding package.json, found from this file whether it runs from server/ (tsx) or dist/server (bundle). */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, "server/db/migrations");
export const webDistFolder = path.join(projectRoot, "dist/web");

/** package.json's version: the API document's version. */
export const appVersion = (
  JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string }
).version;
