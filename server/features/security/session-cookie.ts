import { createHmac } from "node:crypto";
import { sessionMaxAgeSeconds } from "../../auth/auth.ts";
import type { SecurityDeps } from "./deps.ts";

/**
 * Makes a session for a person who proved who they are without a password (a passkey), through better-auth's own
 * session store, and answers its Set-Cookie: the value signed as better-auth signs it (`token.HMAC`, which
 * session-read.ts checks), with better-auth's cookie name and attributes.
 */
export async function startSession(
  deps: SecurityDeps,
  userId: string,
  request: { headers: Headers; ip: string | null },
): Promise<{ token: string; cookie: string }> {
  const ctx = await deps.auth.$context;
  const session = await ctx.internalAdapter.createSession(userId, false, {
    userAgent: request.headers.get("user-agent") ?? "",
    ipAddress: deps.config.trustProxy ? (request.ip ?? "") : "",
  });
  const signature = createHmac("sha256", ctx.secret).update(session.token).digest("base64");
  const { name, attributes } = ctx.authCookies.sessionToken;
  const value = encodeURIComponent(`${session.token}.${signature}`);
  const cookie = `${name}=${value}; Max-Age=${sessionMaxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${attributes.secure ? "; Secure" : ""}`;
  return { token: session.token, cookie };
}
