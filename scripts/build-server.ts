import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { newestMtime, root } from "./build-web.ts";

const outdir = path.join(root, "dist/server");

/**
 * What is bundled, by output name: the server (`npm start`), and the backup and restore commands, which the backup
 * tests start as processes (server/backup/backup-process.test.ts): through tsx each took ~7 s of CPU to load.
 */
const entries = { main: "server/main.ts", backup: "scripts/backup.ts", restore: "scripts/restore.ts" } as const;
export type ServerBundle = keyof typeof entries;

/** Where a bundle is (`node <path>` runs it; paths from the project root work from dist/server, server/lib/paths.ts). */
export const bundlePath = (name: ServerBundle) => path.join(outdir, `${name}.mjs`);

/** What the bundles are made of: a change to any of them (this file's options included) builds them again. */
const inputs = [
  "server",
  "domain",
  "scripts/backup.ts",
  "scripts/restore.ts",
  "scripts/build-server.ts",
  "package-lock.json",
];

function isStale(): boolean {
  const builtAt = Math.min(...Object.keys(entries).map((name) => newestMtime(bundlePath(name as ServerBundle))));
  return inputs.some((input) => newestMtime(path.join(root, input)) >= builtAt);
}

/**
 * Bundles server/ (and the two commands) into one ESM file each, node_modules left external. Starting plain JS skips
 * the TypeScript loader, which keeps a restart under the 3 s budget (DESIGN.md §6) and a test's process start short.
 *
 * Several builds may run at once (two vitest workers starting servers, `npm start` beside a test run): each file is
 * written under a name of its own and renamed into place, so a process never starts from a half-written bundle, and
 * the source maps go first, so a new bundle always finds its own.
 */
export async function buildServerIfNeeded(): Promise<string> {
  if (!isStale()) return bundlePath("main");
  const result = await build({
    entryPoints: Object.entries(entries).map(([out, input]) => ({ out, in: path.join(root, input) })),
    outdir,
    outExtension: { ".js": ".mjs" },
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // tsconfig.json's paths, said again so the bundle never depends on which tsconfig esbuild finds.
    alias: { "@domain": path.join(root, "domain") },
    sourcemap: "linked",
    logLevel: "warning",
  });
  mkdirSync(outdir, { recursive: true });
  const isMap = (file: { path: string }) => file.path.endsWith(".map");
  const files = [...result.outputFiles.filter(isMap), ...result.outputFiles.filter((file) => !isMap(file))];
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
    try {
      writeFileSync(temporary, file.contents);
      renameSync(temporary, file.path);
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  return bundlePath("main");
}
