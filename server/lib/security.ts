import { hasForbiddenCharacter } from "@domain/text.ts";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { HttpError } from "./errors.ts";

/** The WebSocket origin of PUBLIC_URL (`http://x` → `ws://x`): the only socket the SPA may open. */
const socketOrigin = (publicUrl: string) => new URL(publicUrl).origin.replace(/^http/, "ws");

/** Headers of the SPA and the API. Stored files get their own, stricter ones (`fileSecurityHeaders`). */
export const securityHeaders = (publicUrl: string) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", socketOrigin(publicUrl)],
      // The service worker and the Web App Manifest (decision 0065): our own origin only, said explicitly rather
      // than left to the script-src/default-src fallbacks.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginResourcePolicy: "same-origin",
    xFrameOptions: "DENY",
  });

/**
 * `/files/…` keeps the policy its route sets (`default-src 'none'; sandbox`): even a stored file that is not
 * what it claims can never run script in our origin. Only the other headers come from here.
 */
export const fileSecurityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: undefined,
    referrerPolicy: "no-referrer",
    crossOriginResourcePolicy: "same-origin",
    xFrameOptions: "DENY",
  });

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
const crossSite = () => new HttpError(403, "forbidden", "This request came from another site and was refused.");

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * State changes only from our own pages (CSRF, DESIGN.md §5). A browser says where a request comes from in
 * `Origin`, and in `Sec-Fetch-Site` / `Referer` where it leaves Origin out; each one present must name us
 * (PUBLIC_URL or the host the request was sent to). A request with none of them is not from a browser page
 * (curl, a server), which a cross-site attack cannot produce.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const ours = (origin: string | null) =>
        origin !== null && (origin === allowed || new URL(origin).host === c.req.header("host"));
      const origin = c.req.header("origin");
      if (origin !== undefined && !ours(originOf(origin))) throw crossSite();
      const site = c.req.header("sec-fetch-site");
      if (site !== undefined && site !== "same-origin" && site !== "none") throw crossSite();
      const referer = c.req.header("referer");
      if (origin === undefined && referer !== undefined && !ours(originOf(referer))) throw crossSite();
    }
    await next();
  });
}

/**
 * The text rule for what parseWith never sees whole: the path (params) and the query string. A control character
 * there is a 400 before any route runs (a NUL in a param would otherwise reach PostgreSQL, which refuses it).
 */
export function addressCheck() {
  return createMiddleware(async (c, next) => {
    const parts = [c.req.path, ...Object.entries(c.req.queries()).flat(2)];
    for (const part of parts) {
      let decoded = part;
      try {
        decoded = decodeURIComponent(part);
      } catch {
        // Already decoded by the router, or a lone "%": check it as it is.
      }
      if (hasForbiddenCharacter(decoded) || /[\n\r\t]/.test(decoded)) {
        throw new HttpError(400, "validation_failed", "The address contains a character that is not allowed.");
      }
    }
    await next();
  });
}

/**
 * API answers are private unless a route says otherwise (DESIGN.md §5): a shared cache or the browser's back
 * button must never show one person's data to another.
 */
export function privateByDefault() {
  return createMiddleware(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
}
