import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { signedFilePrefix } from "../../storage/signed-url.ts";
import { isValidStorageKey, type Storage } from "../../storage/storage.ts";

/**
 * Key prefixes that are public by design (DESIGN.md §5): avatars, listing images, portfolio media and
 * creator gallery photos. Anything else in storage (deliverables) is private and only reachable through
 * a signed URL, so `/files/` must not serve it even when someone guesses the key.
 */
export const publicKeyPrefixes = ["avatars/", "listings/", "portfolio/", "gallery/"] as const;

const notFound = { error: { code: "not_found", message: "File not found" } } as const;
const badLink = {
  error: { code: "forbidden", message: "This link has expired or is not valid. Open the page again for a new one." },
} as const;

/** Stored keys are never overwritten (a new upload gets a new key), so a year-long immutable cache is safe. */
const cacheControl = "public, max-age=31536000, immutable";

function parseRange(header: string, size: number): { start: number; end: number } | null | "invalid" {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Multi-range or other units: ignore the header and send the whole file, as RFC 9110 allows.
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "invalid";
  let start: number;
  let end: number;
  if (from === "") {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/**
 * `Content-Disposition: attachment` with the name a signed link asks for (`?download=`): plain ASCII fallback plus
 * the RFC 5987 UTF-8 form. The name is not covered by the signature; it only changes what the browser saves as.
 */
function attachment(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = name.replace(/[\\/\u0000-\u001f\u007f"]/g, "_").slice(0, 150);
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/** `GET /files/<key>`: public stored files with their stored content type. Mounted with `app.route("/", …)`. */
export function fileRoutes(deps: { storage: Storage }): Hono {
  const app = new Hono();

  // Private files by signed link (disk driver; the S3 driver's links go to the bucket): the signature covers the key
  // and the expiry, so a link opens one file for a short time; a wrong or expired link is a 403.
  app.get(`${signedFilePrefix}*`, async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(signedFilePrefix.length));
    } catch {
      return c.json(notFound, 404);
    }
    const left = deps.storage.verifySignedUrl?.(key, c.req.query("expires"), c.req.query("signature")) ?? null;
    // A wrong or expired signature is a refusal of the link, not a missing file (issue 17): 403.
    if (left === null) return c.json(badLink, 403);
    // Streamed from storage (deliverable videos reach 100 MB), with single byte ranges so a video can seek.
    const whole = await deps.storage.openStream(key);
    if (!whole) return c.json(notFound, 404);
    const headers: Record<string, string> = {
      "Content-Type": whole.contentType,
      // Cached by this browser only, and no longer than the link lives.
      "Cache-Control": `private, max-age=${left}`,
      "Accept-Ranges": "bytes",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      "Referrer-Policy": "no-referrer",
    };
    const download = c.req.query("download");
    if (download) headers["Content-Disposition"] = attachment(download);
    const rangeHeader = c.req.header("Range");
    const range = rangeHeader ? parseRange(rangeHeader, whole.size) : null;
    if (range === "invalid") {
      whole.body.destroy();
      return c.body(null, 416, { ...headers, "Content-Range": `bytes */${whole.size}` });
    }
    if (range) {
      whole.body.destroy();
      const part = await deps.storage.openStream(key, range);
      if (!part) return c.json(notFound, 404);
      return c.body(Readable.toWeb(part.body) as ReadableStream, 206, {
        ...headers,
        "Content-Range": `bytes ${range.start}-${range.end}/${whole.size}`,
        "Content-Length": String(range.end - range.start + 1),
      });
    }
    return c.body(Readable.toWeb(whole.body) as ReadableStream, 200, {
      ...headers,
      "Content-Length": String(whole.size),
    });
  });

  app.get("/files/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice("/files/".length));
    } catch {
      return c.json(notFound, 404);
    }
    if (!isValidStorageKey(key) || !publicKeyPrefixes.some((p) => key.startsWith(p))) {
      return c.json(notFound, 404);
    }
    const file = await deps.storage.get(key);
    if (!file) return c.json(notFound, 404);

    const etag = `"${createHash("sha256").update(file.data).digest("base64url").slice(0, 27)}"`;
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": cacheControl,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      "Accept-Ranges": "bytes",
      // Even if something unexpected were stored, it may never run script in our origin.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    };

    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch?.split(",").some((t) => t.trim() === etag || t.trim() === "*")) {
      return c.body(null, 304, headers);
    }

    // Single byte ranges, because Safari will not play an MP4 (portfolio videos) without them.
    const rangeHeader = c.req.header("Range");
    const size = file.data.length;
    if (rangeHeader) {
      const range = parseRange(rangeHeader, size);
      if (range === "invalid") {
        return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
      }
      if (range) {
        const part = file.data.subarray(range.start, range.end + 1);
        return c.body(new Uint8Array(part), 206, {
          ...headers,
          "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
          "Content-Length": String(part.length),
        });
      }
    }

    return c.body(new Uint8Array(file.data), 200, { ...headers, "Content-Length": String(size) });
  });

  return app;
}
