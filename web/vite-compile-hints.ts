import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

const hint = "//# allFunctionsCalledOnLoad\n";

/**
 * V8's explicit compile hint (Chrome 136+) on the chunks every page loads first: their functions are nearly all
 * called on the first load, so V8 compiles them eagerly on a background thread while the file streams in, instead
 * of lazily on the main thread during module evaluation, the longest task of every screen (issue 38).
 * The comment must be the file's first line, and Vite puts its preload map at the top of a chunk last, so it is
 * added to the written files, before the compressed copies are made (`order: "pre"`, run alone).
 */
export function compileHints(): Plugin {
  return {
    name: "collabstay-compile-hints",
    apply: "build",
    writeBundle: {
      order: "pre",
      sequential: true,
      async handler(options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
        // The entry and the chunks it imports statically (the "app" group of vite.config.ts: React, the router,
        // the shell); route chunks load later and call only part of their code.
        const initial = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        for (const chunk of chunks) {
          if (!initial.has(chunk.fileName) || chunk.code.startsWith(hint)) continue;
          chunk.code = hint + chunk.code;
          await writeFile(path.join(options.dir ?? "", chunk.fileName), chunk.code);
        }
      },
    },
  };
}
