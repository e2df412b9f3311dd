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
  "src/app/routes/messages.tsx": { file: "assets/messages-i.js", imports: ["_app-b.js", "_query-c.js"] },
  "src/app/routes/creator-dashboard.tsx": { file: "assets/creator-dashboard-j.js", imports: ["_format-d.js"] },
  "src/app/routes/settings.tsx": { file: "assets/settings-k.js" },
  "src/features/dashboard/components/applications-tab.tsx": { file: "assets/applications-tab-l.js" },
  "src/features/dashboard/components/creator-portfolio-tab.tsx": { file: "assets/creator-portfolio-tab-m.js" },
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
    expect(hints("/settings")).toBe("");
    expect(hints("/settings/other", signedIn)).toBe("");
    expect(routeHints(null, new URL("http://localhost/listings"), signedIn)).toBe("");
  });

  it("preloads a signed-in screen's code and its first reads (issue 38)", () => {
    const thread = hints("/messages/a%20b", signedIn);
    expect(thread).toContain('<link rel="preload" href="/api/conversations?page=1" as="fetch" crossorigin>');
    expect(thread).toContain('<link rel="preload" href="/api/conversations/a%20b" as="fetch" crossorigin>');
    for (const file of ["messages-i.js", "query-c.js"]) expect(thread).toContain(`/assets/${file}"`);
    expect(thread).not.toContain("app-b.js");
    expect(hints("/messages", signedIn)).not.toContain("/api/conversations/");
    expect(hints("/messages/%E0", signedIn)).not.toContain("/api/conversations/");
    const applications = hints("/creator/dashboard?tab=applications", signedIn);
    for (const read of [
      "creators/me",
      "invitations/pending-count",
      "applications?page=1&amp;pageSize=",
      "invitations?page=1",
    ])
      expect(applications).toContain(`href="/api/${read}`);
    expect(applications).toContain('href="/assets/applications-tab-l.js"');
    expect(applications).not.toContain("creator-portfolio-tab");
    const portfolio = hints("/creator/dashboard", signedIn);
    expect(portfolio).not.toContain("/api/applications");
    expect(portfolio).toContain('href="/assets/creator-portfolio-tab-m.js"');
    expect(hints("/settings", signedIn)).toContain('<link rel="preload" href="/api/profile" as="fetch" crossorigin>');
  });
});
