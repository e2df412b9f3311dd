import path from "node:path";
import { build } from "esbuild";
import { newestMtime, root } from "./build-web.ts";

const outfile = path.join(root, "dist/server/main.mjs");

/**
 * Bundles server/ into one ESM file with node_modules left external. Starting plain JS skips the
 * TypeScript loader, which keeps a restart under the 3 s budget (DESIGN.md §6).
 */
export async function buildServerIfNeeded(): Promise<string> {
  const builtAt = newestMtime(outfile);
  const sourcesAt = Math.max(newestMtime(path.join(root, "server")), newestMtime(path.join(root, "domain")));
  if (builtAt > sourcesAt && builtAt > newestMtime(path.join(root, "package-lock.json"))) return outfile;
  await build({
    entryPoints: [path.join(root, "server/main.ts")],
    outfile,
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
  return outfile;
}
