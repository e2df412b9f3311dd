import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address. X-Forwarded-For is believed only behind a proxy we were told about
 * (TRUST_PROXY=on); otherwise anyone could dodge the per-IP limits by sending the header.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.request in tests has no socket
  }
}
