import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { mountStaticSite } from "./static-site.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "collabstay-web-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("static site", () => {
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<html>v1</html>");
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log(1)");
  const app = new Hono<AppEnv>();
  mountStaticSite(app, dir);

  it("serves hashed assets for a year and answers a missing asset with a 404", async () => {
    const asset = await app.request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const missing = await app.request("/assets/app-old999.js");
    expect(missing.status).toBe(404);
  });

  it("sends the build's precompressed copy of an asset to a client that accepts it", async () => {
    writeFileSync(path.join(dir, "assets", "app-abc123.js.gz"), gzipSync("console.log(1)"));
    const zipped = await app.request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("content-type")).toMatch(/javascript/);
    expect(zipped.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe("console.log(1)");
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log(1)");
  });

  it("falls back to index.html for history routes, uncached, and picks up a rebuild", async () => {
    const page = await app.request("/creator/dashboard?tab=portfolio");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toBe("<html>v1</html>");
    writeFileSync(path.join(dir, "index.html"), "<html>v2</html>");
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dir, "index.html"), later, later);
    expect(await (await app.request("/settings")).text()).toBe("<html>v2</html>");
  });

  it("adds the current route's preload hints to the page and keeps the build manifest private", async () => {
    mkdirSync(path.join(dir, ".vite"));
    writeFileSync(
      path.join(dir, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/app-abc123.js" },
        "src/app/routes/home.tsx": { file: "assets/home-def456.js" },
      }),
    );
    writeFileSync(path.join(dir, "index.html"), "<html><head></head>v3</html>");
    const later = new Date(Date.now() + 10_000);
    utimesSync(path.join(dir, "index.html"), later, later);
    expect(await (await app.request("/")).text()).toBe(
      '<html><head>  <link rel="modulepreload" crossorigin href="/assets/home-def456.js">\n  </head>v3</html>',
    );
    expect(await (await app.request("/settings")).text()).toBe("<html><head></head>v3</html>");
    const manifest = await app.request("/.vite/manifest.json");
    expect(await manifest.text()).toBe("<html><head></head>v3</html>");
  });

  it("puts the signed-in frame into #root for a signed-in screen asked for with a session cookie only", async () => {
    const frame = '<header class="h-16"><a href="/">CollabStay</a></header>';
    writeFileSync(
      path.join(dir, "index.html"),
      `<html><head></head><body><div id="root"></div><template id="signed-in-frame">\n  ${frame}\n</template></body></html>`,
    );
    const later = new Date(Date.now() + 15_000);
    utimesSync(path.join(dir, "index.html"), later, later);
    const cookie = { cookie: "better-auth.session_token=abc.def" };
    const painted = await (await app.request("/contracts", { headers: cookie })).text();
    expect(painted).toContain(`<div id="root"><div class="flex min-h-dvh flex-col">${frame}</div></div>`);
    // The template stays: the app shows the same frame while its first screen loads.
    expect(painted).toContain('<template id="signed-in-frame">');
    for (const [url, headers] of [
      ["/contracts", {}],
      ["/", cookie],
      ["/auth", cookie],
    ] as const) {
      expect(await (await app.request(url, { headers })).text()).toContain('<div id="root"></div>');
    }
  });
});
