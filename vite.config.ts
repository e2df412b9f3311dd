import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./web/vite-precompress.ts";

const apiTarget = "http://localhost:3000";

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
      "@": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    assetsDir: "assets",
    // .vite/manifest.json maps each route module to its chunks: the server preloads them with the page (static-site.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        // Fewer, larger chunks: on Lighthouse's slow 4G each request costs a round trip, and a listing page's code
        // came as ~30 files (one-icon chunks, tiny shared ui chunks) queued over 6 connections.
        codeSplitting: {
          groups: [
            // Everything the entry loads, as one chunk instead of ~10 shared by the lazy routes.
            { name: "app", tags: ["$initial"], priority: 2 },
            // Server-state caching: every screen but `/` needs all of it (query-layout.tsx).
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/]|web[\\/]src[\\/](lib[\\/]query-client|app[\\/]layout[\\/]query-layout)/,
              priority: 1,
            },
          ],
          // Small common chunks (icons, ui components, helpers) are copied into the routes that use them.
          experimentalInlineCommonChunks: { maxSize: 6000 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false, ws: true },
      "/files": { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false, ws: true },
      "/files": { target: apiTarget, changeOrigin: false },
    },
  },
});
