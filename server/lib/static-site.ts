import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../auth/session.ts";

/**
 * Serves the built SPA: hashed assets cached for a year (a missing one is a 404, never the page),
 * everything else (history routes) gets index.html uncached so a new build is picked up at once.
 */
export function mountStaticSite(app: Hono<AppEnv>, webDir: string) {
  const indexFile = path.join(webDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), webDir) || ".";

  // Re-read index.html when a rebuild replaced it (its hashed asset names change).
  let cached = { mtimeMs: 0, html: "" };
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, "utf8") };
    return cached.html;
  };
  const page = (c: Context) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml());
  };

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.get("/assets/*", (c) => c.json({ error: { code: "not_found", message: "File not found" } }, 404));
  app.get("/", page);
  app.get("/index.html", page);
  app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  app.get("*", page);
  return true;
}
