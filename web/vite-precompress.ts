import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|css|html|svg|json)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, once, at the strongest levels,
 * so the server sends compressed assets without compressing per request (static-site.ts serves them
 * with `precompressed`). Uncompressed, the first load of `/` was ~450 KB on Lighthouse's slow 4G.
 */
export function precompress(): Plugin {
  return {
    name: "collabstay-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      await Promise.all(
        Object.values(bundle)
          .filter((file) => compressible.test(file.fileName))
          .map(async (file) => {
            const source = file.type === "chunk" ? file.code : file.source;
            const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
            // Below ~1 KB the headers outweigh the saving.
            if (bytes.length < 1024) return;
            const target = path.join(outDir, file.fileName);
            const [br, gz] = await Promise.all([
              brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
          }),
      );
    },
  };
}
