import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../auth/session.ts";

/**
 * Serves the built SPA: hashed assets cached for a year, everything else (history routes) gets
 * index.html uncached so a new deploy is picked up at once.
 */
export function mountStaticSite(app: Hono<AppEnv>, webDir: string) {
  const indexFile = path.join(webDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), webDir) || ".";

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  const page = (c: Context) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  };
  app.get("/", page);
  app.get("/index.html", page);
  app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  app.get("*", page);
  return true;
}
