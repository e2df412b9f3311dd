import { describe, expect, it } from "vitest";
import { routeHints, type ViteManifest } from "./route-hints.ts";

const manifest: ViteManifest = {
  "index.html": { file: "assets/index-a.js", imports: ["_app-b.js"] },
  "_app-b.js": { file: "assets/app-b.js" },
  "_query-c.js": { file: "assets/query-c.js", imports: ["_app-b.js"] },
  "_format-d.js": { file: "assets/format-d.js", imports: ["_app-b.js", "_query-c.js"] },
  "src/app/routes/listings.tsx": { file: "assets/listings-e.js", imports: ["_app-b.js", "_format-d.js"] },
  "src/app/routes/listing-detail.tsx": { file: "assets/listing-detail-f.js", imports: ["_format-d.js"] },
  "src/app/routes/home.tsx": { file: "assets/home-g.js", imports: ["_app-b.js"] },
};
const signedIn = "theme=x; better-auth.session_token=abc.def";
const hints = (path: string, cookie?: string) => routeHints(manifest, new URL(`http://localhost${path}`), cookie);

describe("route hints", () => {
  it("preloads a listing page's chunks (not the entry's) and its first API request, as the page builds it", () => {
    const html = hints("/listings?page=2&q=%20sea%20&unknown=1&category=", signedIn);
    expect(html).toContain('<link rel="preload" href="/api/listings?q=sea&amp;page=2" as="fetch" crossorigin>');
    for (const file of ["listings-e.js", "format-d.js", "query-c.js"]) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(html).not.toContain("app-b.js");
    expect(html).not.toContain("index-a.js");
    expect(hints("/listings/5b1c%2Dx", signedIn)).toContain('href="/api/listings/5b1c-x"');
    expect(hints("/listing/abc", `__Secure-better-auth.session_token=1`)).toContain('href="/api/listings/abc"');
    expect(hints("/listings", signedIn)).toContain('href="/api/listings"');
  });

  it("gives a visitor nothing for the signed-in pages, the home page's chunks to anyone, nothing elsewhere", () => {
    expect(hints("/listings")).toBe("");
    expect(hints("/listings/abc", "other=1")).toBe("");
    expect(hints("/")).toBe('<link rel="modulepreload" crossorigin href="/assets/home-g.js">');
    expect(hints("/settings", signedIn)).toBe("");
    expect(routeHints(null, new URL("http://localhost/listings"), signedIn)).toBe("");
  });
});
