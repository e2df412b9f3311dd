import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { buildOpenApiDocument, collectOperations, type MountedRoute } from "../../lib/openapi.ts";

const swaggerDir = () => path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** The page: Swagger UI's own files from node_modules (no CDN; our CSP allows only our origin). */
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CollabStay API reference</title>
<link rel="stylesheet" href="/api-docs-assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api-docs-assets/swagger-ui-bundle.js"></script>
<script src="/api-docs-assets/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#reference", deepLinking: true,
  withCredentials: true, tryItOutEnabled: false, defaultModelsExpandDepth: 0 });`;

const assets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

/**
 * `GET /api/openapi.json` (the contract every route declares, built from the mounted app) and `GET /api/docs`
 * (Swagger UI over it). Mounted outside production, or in production with `API_DOCS=on`.
 */
export function apiDocsRoutes(deps: { routes: () => MountedRoute[]; version: string; publicUrl: string }) {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  const api = new Hono<AppEnv>()
    .get(
      "/openapi.json",
      contract({
        summary: "This API's OpenAPI 3.1 document",
        tag: "reference",
        description: "Generated from the contract each route declares (`server/lib/contract.ts`).",
        access: "anyone",
        responses: { 200: { description: "The document", schema: z.record(z.string(), z.unknown()) } },
      }),
      (c) => {
        document ??= buildOpenApiDocument(collectOperations(deps.routes()).operations, {
          version: deps.version,
          serverUrl: deps.publicUrl,
        });
        return c.json(document);
      },
    )
    .get(
      "/docs",
      contract({
        summary: "The browsable API reference",
        tag: "reference",
        access: "anyone",
        responses: { 200: { description: "An HTML page (Swagger UI)", contentType: "text/html" } },
      }),
      (c) => c.html(page),
    );

  const files = new Hono<AppEnv>();
  files.get("/init.js", (c) => c.body(init, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  files.get("/:name", (c) => {
    const name = c.req.param("name");
    const type = assets[name];
    if (!type) return c.notFound();
    return c.body(readFileSync(path.join(swaggerDir(), name)), 200, {
      "Content-Type": type,
      "Cache-Control": "public, max-age=86400",
    });
  });
  return { api, files };
}
