import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";
import { routeHints, signedInScreen, type ViteManifest } from "./route-hints.ts";

/** Files of the installable app (decision 0065) that must never be answered from a stale HTTP cache. */
const alwaysChecked = new Set(["/sw.js", "/push-sw.js", "/manifest.webmanifest", "/offline.html"]);

const emptyRoot = '<div id="root"></div>';

/**
 * The signed-in frame index.html holds in `<template id="signed-in-frame">` (the page shell's header), inside the
 * page shell's outer box (root-layout.tsx), or null when the build has none.
 */
function pageFrame(html: string): string | null {
  const header = /<template id="signed-in-frame">([\s\S]*?)<\/template>/.exec(html)?.[1]?.trim();
  return header && html.includes(emptyRoot) ? `<div class="flex min-h-dvh flex-col">${header}</div>` : null;
}

/**
 * Serves the built SPA: hashed assets cached for a year (a missing one is a 404, never the page),
 * everything else (history routes) gets index.html uncached so a new build is picked up at once.
 */
export function mountStaticSite(app: Hono<AppEnv>, webDir: string) {
  const indexFile = path.join(webDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), webDir) || ".";

  // Re-read index.html (and the build manifest beside it) when a rebuild replaced it: hashed asset names change.
  const manifestFile = path.join(webDir, ".vite", "manifest.json");
  let cached: { mtimeMs: number; html: string; manifest: ViteManifest | null; frame: string | null } = {
    mtimeMs: 0,
    html: "",
    manifest: null,
    frame: null,
  };
  const build = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) {
      const manifest = existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest)
        : null;
      const html = readFileSync(indexFile, "utf8");
      cached = { mtimeMs, html, manifest, frame: pageFrame(html) };
    }
    return cached;
  };
  const page = (c: Context) => {
    c.header("Cache-Control", "no-cache");
    const { html, manifest, frame } = build();
    // The current route's chunks and first API request start with the page (route-hints.ts).
    const url = new URL(c.req.url);
    const cookie = c.req.header("cookie");
    const hints = routeHints(manifest, url, cookie);
    let body = hints ? html.replace("</head>", `  ${hints}\n  </head>`) : html;
    // A signed-in screen paints its frame (header and brand) with the HTML, not after ~300 KB of code has run.
    if (frame && signedInScreen(url, cookie)) body = body.replace(emptyRoot, `<div id="root">${frame}</div>`);
    return c.html(body);
  };

  // serveStatic builds its response before onFound runs, so the cache header is set on the way out.
  const cacheFor = (value: string) =>
    createMiddleware(async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206) c.res.headers.set("Cache-Control", value);
    });
  // The build writes .br/.gz beside each text asset (web/vite-precompress.ts); send those when accepted.
  app.use("/assets/*", cacheFor("public, max-age=31536000, immutable"), serveStatic({ root, precompressed: true }));
  app.get("/assets/*", (c) => c.json({ error: { code: "not_found", message: "File not found" } }, 404));
  app.get("/", page);
  app.get("/index.html", page);
  // Other files of the build (favicon, robots.txt) for an hour; any other path is a client route.
  const otherFiles = serveStatic({ root });
  app.get("*", async (c, next) => {
    const file = path.join(webDir, path.normalize(c.req.path));
    // Not .vite/manifest.json: it is the server's, not the browser's.
    if (c.req.path.split("/").some((part) => part.startsWith("."))) return next();
    if (!file.startsWith(webDir) || !existsSync(file) || !statSync(file).isFile()) return next();
    const res = await otherFiles(c, next);
    // The service worker and what it imports, and the manifest, are checked for a new release at every visit.
    c.res.headers.set("Cache-Control", alwaysChecked.has(c.req.path) ? "no-cache" : "public, max-age=3600");
    return res;
  });
  app.get("*", page);
  return true;
}
