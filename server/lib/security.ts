import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { HttpError } from "./errors.ts";

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", "ws:", "wss:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginResourcePolicy: "same-origin",
    xFrameOptions: "DENY",
  });

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State changes only from our own pages: a request carrying an Origin must come from PUBLIC_URL or
 * from the host it was sent to. Requests without Origin (curl, server-to-server) pass; browsers
 * always send it on cross-site POSTs.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (origin && origin !== allowed) {
        let host: string | null = null;
        try {
          host = new URL(origin).host;
        } catch {
          host = null;
        }
        if (!host || host !== c.req.header("host")) {
          throw new HttpError(403, "forbidden", "This request came from another site and was refused.");
        }
      }
    }
    await next();
  });
}
