import { randomBytes, timingSafeEqual } from "node:crypto";
import path from "node:path";
import type { Config } from "../../config.ts";
import { keptSecret } from "../../lib/kept-secret.ts";

/**
 * The dev mailbox holds confirmation and reset links, so whoever reads it can take over any account
 * (docs/security.md). Only the operator may: the token is DEV_MAILBOX_TOKEN, or a random one kept in DATA_DIR
 * (readable by the operator only) and printed in the server log at start, as Jupyter does with its token.
 */
export function resolveDevMailboxToken(config: Config): string | null {
  if (!config.devMailbox) return null;
  if (config.devMailboxToken) return config.devMailboxToken;
  return keptSecret(
    path.resolve(config.dataDir, "dev-mailbox-token"),
    () => randomBytes(24).toString("base64url"),
    (kept) => kept.length >= 16,
  );
}

/** `Authorization: Bearer <token>` compared in constant time. */
export function hasMailboxToken(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address the log prints: the token rides in the fragment, so it never reaches a server log or a Referer. */
export const devMailboxUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/dev/mailbox#token=${encodeURIComponent(token)}`;
