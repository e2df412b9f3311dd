import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links to private files for the disk driver (the S3 driver presigns with the bucket's own scheme):
 * `/files/signed/<key>?expires=<unix seconds>&signature=<HMAC-SHA256(secret, key + expires)>`. Anyone holding the
 * link may fetch the file until it expires, and only that file: the signature covers the key and the expiry.
 */
export const signedFilePrefix = "/files/signed/";
/** Lifetimes are short by design; a link is handed out again when the page that shows the file is opened. */
export const maxSignedUrlSeconds = 7 * 24 * 3600;

/** The key that signs file links, derived from the auth secret (one secret to keep, but never the same key twice). */
export const fileLinkKey = (authSecret: string) =>
  createHmac("sha256", authSecret).update("collabstay signed file links").digest("base64url");

const signature = (secret: string, key: string, expires: number) =>
  createHmac("sha256", secret).update(`signed-file:${key}:${expires}`).digest("base64url");

export function signFileUrl(secret: string, key: string, ttlSeconds: number, now = Date.now()): string {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > maxSignedUrlSeconds) {
    throw new RangeError(`signed URL lifetime must be 1…${maxSignedUrlSeconds} seconds`);
  }
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const path = key.split("/").map(encodeURIComponent).join("/");
  return `${signedFilePrefix}${path}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

/** Seconds the link has left, or null when its signature is wrong or it has expired. */
export function verifyFileUrl(
  secret: string,
  key: string,
  expires: string | undefined,
  given: string | undefined,
  now = Date.now(),
): number | null {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return null;
  const at = Number(expires);
  const expected = Buffer.from(signature(secret, key, at));
  const provided = Buffer.from(given);
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) return null;
  const left = at - Math.floor(now / 1000);
  return left > 0 ? left : null;
}
