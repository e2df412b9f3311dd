import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compileHints } from "./web/vite-compile-hints.ts";
import { precompress } from "./web/vite-precompress.ts";
import { stacklessReactSentinels } from "./web/vite-stackless-react-sentinels.ts";

const apiTarget = "http://localhost:3000";

export default defineConfig({
  root: "web",
  plugins: [
    react(),
    stacklessReactSentinels(),
    tailwindcss(),
    // Installable app and service worker (issue 42, decision 0065): Workbox precaches the shell and this release's
    // chunks; navigations go to the network (the server's fresh index.html) and fall back to the offline page;
    // nothing else is cached at run time, so no API answer (private data) is ever stored. The worker registers
    // after load (web/src/lib/pwa.ts) and a new release waits for "New version — reload".
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifestFilename: "manifest.webmanifest",
      includeManifestIcons: false,
      manifest: {
        id: "/",
        name: "CollabStay",
        short_name: "CollabStay",
        description: "Free stays for content creators, content for hosts: messages, contracts and deliverables.",
        // Signed in, `/` sends a host or creator to their dashboard (routes/home.tsx).
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#0b6b69",
        background_color: "#f8fafc",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,png,svg,woff2}"],
        globIgnores: ["**/.vite/**", "push-sw.js"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
        importScripts: ["/push-sw.js"],
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" && !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/files/"),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/offline.html" } },
          },
        ],
      },
    }),
    compileHints(),
    precompress(),
  ],
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
      // Zod schemas are built at module top level (`export const x = z.object(…)`): marked pure, the ones a page
      // does not use are dropped, and with them Zod itself where no form needs it (~23 KB gzip off /notifications).
      // Reading a property has no side effect in our code or our libraries (no top-level getter tricks), so
      // `.max(list.length)` in a schema no longer keeps it. Schema-building helpers are `#__NO_SIDE_EFFECTS__`.
      treeshake: { manualPureFunctions: ["z"], propertyReadSideEffects: false },
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
