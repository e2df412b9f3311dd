import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");
// Written after each build: a dist/web left by an older build that followed the shell's NODE_ENV (React's
// development build, ~65 KB gzip more on the first load) has no stamp and is rebuilt.
const buildStamp = path.join(root, "dist/web/.vite/build-mode");
// package.json: its `sideEffects` list decides what the build may leave out.
const inputs = ["web", "domain", "vite.config.ts", "package.json", "package-lock.json", "scripts/build-web.ts"];

export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/web is missing or older than any web input. */
export function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex) || !existsSync(buildStamp)) return true;
  if (readFileSync(buildStamp, "utf8").trim() !== "production") return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/**
 * The environment Vite builds in: the caller's, with NODE_ENV forced to production. Vite keeps a NODE_ENV it
 * finds set, so `NODE_ENV=development npm start` (the README's default) used to ship React's development build.
 * The server's mode (dev mailbox, AUTH_SECRET rule) has nothing to do with how the SPA is built.
 */
export function webBuildEnv(callerEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...callerEnv, NODE_ENV: "production" };
}

/**
 * Builds the SPA with Vite when needed (npm start, the e2e run). `callerEnv` is the environment the command
 * was started with; the e2e run passes NODE_ENV=development so it measures what `npm start` builds by default.
 */
export function buildWebIfNeeded(callerEnv: NodeJS.ProcessEnv = process.env): void {
  if (!webBuildIsStale()) return;
  console.log("Building the web app…");
  const env = webBuildEnv(callerEnv);
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--mode", "production", "--logLevel", "warn"],
    { cwd: root, stdio: "inherit", env },
  );
  if (result.status !== 0) throw new Error("The web build failed.");
  // What the build really ran with; anything but "production" is rebuilt next time.
  writeFileSync(buildStamp, `${env.NODE_ENV ?? ""}\n`);
}
