import { discoveryApiParams } from "@domain/discovery-params.ts";

/** The part of Vite's build manifest (.vite/manifest.json) we read: each module's chunk and its static imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

type RouteHint = {
  path: RegExp;
  /** The lazy route module, as a key of the manifest (relative to web/). */
  module: string;
  /** Only for a signed-in user (the page sends a visitor elsewhere, so its code and data would be wasted). */
  signedIn: boolean;
  /** The API request the page makes first, exactly as the page builds it. */
  data?: (url: URL, match: RegExpExecArray) => string | null;
};

/**
 * The pages of the Lighthouse budget (DESIGN.md §6). Without hints the browser only learns of a route's chunks
 * once the entry script has run, and of its API request once those chunks have rendered; on slow 4G that
 * chain, not the bytes, was most of the listing pages' LCP.
 */
const routes: RouteHint[] = [
  { path: /^\/$/, module: "src/app/routes/home.tsx", signedIn: false },
  {
    path: /^\/listings\/?$/,
    module: "src/app/routes/listings.tsx",
    signedIn: true,
    data: (url) => {
      const query = discoveryApiParams(url.searchParams).toString();
      return `/api/listings${query ? `?${query}` : ""}`;
    },
  },
  {
    path: /^\/listings?\/([^/]+)\/?$/,
    module: "src/app/routes/listing-detail.tsx",
    signedIn: true,
    data: (_url, match) => {
      try {
        // The page reads the id from the router (decoded) and encodes it again.
        return `/api/listings/${encodeURIComponent(decodeURIComponent(match[1] ?? ""))}`;
      } catch {
        return null;
      }
    },
  },
];

/** better-auth's session cookie (with the __Secure- prefix on https). */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The chunks a module needs: its own and every static import, depth first. */
function chunksOf(manifest: ViteManifest, key: string, out = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || out.has(entry.file)) return out;
  out.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, out);
  return out;
}

/**
 * `<link>` tags for index.html's head that start the current route's chunks (modulepreload) and its first API
 * request (preload as fetch, which the page's own fetch then reuses) together with the entry script.
 * Chunks index.html already loads are left out; so is everything when the path is not one of `routes`.
 */
export function routeHints(manifest: ViteManifest | null, url: URL, cookie: string | undefined): string {
  if (!manifest) return "";
  for (const route of routes) {
    const match = route.path.exec(url.pathname);
    if (!match) continue;
    if (route.signedIn && !sessionCookie.test(cookie ?? "")) return "";
    const loaded = chunksOf(manifest, "index.html");
    const links = [...chunksOf(manifest, route.module)]
      .filter((file) => !loaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${attr(file)}">`);
    const data = route.data?.(url, match);
    if (data) links.unshift(`<link rel="preload" href="${attr(data)}" as="fetch" crossorigin>`);
    return links.join("\n    ");
  }
  return "";
}
