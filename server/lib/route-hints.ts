import { applicationLimits } from "@domain/application-messages.ts";
import { creatorLimits } from "@domain/creator-messages.ts";
import { discoveryApiParams } from "@domain/discovery-params.ts";

/** The part of Vite's build manifest (.vite/manifest.json) we read: each module's chunk and its static imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

type RouteHint = {
  path: RegExp;
  /** The lazy route module, as a key of the manifest (relative to web/). */
  module: string;
  /** Only for a signed-in user (the page sends a visitor elsewhere, so its code and data would be wasted). */
  signedIn: boolean;
  /** Modules the page loads lazily at once for this URL (a dashboard's open tab), as keys of the manifest. */
  lazy?: (url: URL) => string[];
  /** The API requests the page makes first, exactly as the page builds them (a preload is reused only on the same URL). */
  data?: (url: URL, match: RegExpExecArray) => string | string[] | null;
};

/** A path segment taken from the page's URL, as the page reads it from the router (decoded) and encodes it again. */
function segment(raw: string | undefined): string | null {
  try {
    return encodeURIComponent(decodeURIComponent(raw ?? ""));
  } catch {
    return null;
  }
}

/** A dashboard's tab modules (each loads when its tab opens), by the `tab` parameter; `""` is the default tab. */
const dashboardTab = (url: URL, tabs: Record<string, string>): string[] => {
  const file = tabs[url.searchParams.get("tab") ?? ""];
  return file ? [`src/features/${file}`] : [];
};
const creatorTabs = {
  "": "dashboard/components/creator-portfolio-tab.tsx",
  portfolio: "dashboard/components/creator-portfolio-tab.tsx",
  applications: "dashboard/components/applications-tab.tsx",
  upload: "dashboard/components/creator-upload-tab.tsx",
  profile: "dashboard/components/creator-profile-tab.tsx",
  contracts: "dashboard/components/contracts-tab-content.tsx",
};
const hostTabs = {
  applications: "dashboard/components/applications-tab.tsx",
  contracts: "dashboard/components/contracts-tab-content.tsx",
  profile: "profiles/components/profile-panel.tsx",
};

/** The first page of the application list and of the invitations (a dashboard's Applications tab, app/prefetch.ts). */
const applicationsTab = [
  `/api/applications?page=1&pageSize=${applicationLimits.pageSizeDefault}`,
  `/api/invitations?page=1&pageSize=${creatorLimits.listPageSizeDefault}`,
];

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
      const id = segment(match[1]);
      return id && `/api/listings/${id}`;
    },
  },
  // Issue 38: the signed-in screens. Without hints each was HTML → entry script → route chunks → data, one after
  // the other; with them the route's code and first reads download alongside the entry script.
  {
    path: /^\/creator\/dashboard\/?$/,
    module: "src/app/routes/creator-dashboard.tsx",
    signedIn: true,
    lazy: (url) => dashboardTab(url, creatorTabs),
    data: (url) => [
      "/api/creators/me",
      "/api/invitations/pending-count",
      ...(url.searchParams.get("tab") === "applications" ? applicationsTab : []),
    ],
  },
  {
    path: /^\/host(?:\/|-)dashboard\/?$/,
    module: "src/app/routes/host-dashboard.tsx",
    signedIn: true,
    lazy: (url) => dashboardTab(url, hostTabs),
    data: (url) => [
      "/api/stays/arrivals",
      "/api/listings/mine",
      ...(url.searchParams.get("tab") === "applications" ? applicationsTab : []),
    ],
  },
  {
    path: /^\/contracts\/?$/,
    module: "src/app/routes/contracts.tsx",
    signedIn: true,
    data: () => "/api/collaborations",
  },
  {
    path: /^\/collaboration\/([^/]+)\/deliverables\/?$/,
    module: "src/app/routes/collaboration-deliverables.tsx",
    signedIn: true,
    data: (_url, match) => {
      const id = segment(match[1]);
      return id && `/api/workspaces/${id}`;
    },
  },
  {
    path: /^\/messages(?:\/([^/]+))?\/?$/,
    module: "src/app/routes/messages.tsx",
    signedIn: true,
    // A thread's panel loads lazily once a conversation is open.
    lazy: (url) =>
      /^\/messages\/[^/]+/.test(url.pathname) ? ["src/features/conversations/components/thread-panel.tsx"] : [],
    data: (_url, match) => {
      const id = match[1] === undefined ? null : segment(match[1]);
      return ["/api/conversations?page=1", ...(id ? [`/api/conversations/${id}`] : [])];
    },
  },
  {
    path: /^\/notifications\/?$/,
    module: "src/app/routes/notifications.tsx",
    signedIn: true,
    data: () => "/api/notifications",
  },
  {
    path: /^\/content-rights\/?$/,
    module: "src/app/routes/content-rights.tsx",
    signedIn: true,
    data: () => "/api/content-rights?sort=expires",
  },
  {
    path: /^\/settings\/?$/,
    module: "src/app/routes/settings.tsx",
    signedIn: true,
    // The export card asks once the account form has its answer (Settled): both are certain.
    data: () => ["/api/profile", "/api/accounts/data-export"],
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
  const found = routeOf(url);
  if (!found) return "";
  const { route, match } = found;
  if (route.signedIn && !sessionCookie.test(cookie ?? "")) return "";
  const loaded = chunksOf(manifest, "index.html");
  // The query layout (the parent of every screen but `/`) is built into the `query` chunk, which each of these
  // route modules imports, so it is among their chunks.
  const files = new Set<string>();
  for (const module of [route.module, ...(route.lazy?.(url) ?? [])]) chunksOf(manifest, module, files);
  const links = [...files]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${attr(file)}">`);
  const data = [route.data?.(url, match) ?? []].flat();
  links.unshift(...data.map((href) => `<link rel="preload" href="${attr(href)}" as="fetch" crossorigin>`));
  return links.join("\n    ");
}

/** The first of `routes` whose path matches the URL, with the match. */
function routeOf(url: URL): { route: RouteHint; match: RegExpExecArray } | null {
  for (const route of routes) {
    const match = route.path.exec(url.pathname);
    if (match) return { route, match };
  }
  return null;
}

/**
 * A signed-in screen asked for with a session cookie: the page is sent with the signed-in frame (index.html's
 * `signed-in-frame`) already in it. The cookie is not checked here; a stale one only means the frame shows until
 * the app sends the visitor to sign in.
 */
export function signedInScreen(url: URL, cookie: string | undefined): boolean {
  return routeOf(url)?.route.signedIn === true && sessionCookie.test(cookie ?? "");
}
