import { createHmac, timingSafeEqual } from "node:crypto";
import { type NotificationType, notificationTypes } from "@domain/notifications.ts";

/** What an unsubscribe link switches off: one notification type, or every e-mail (`all`). */
export type UnsubscribeScope = NotificationType | "all";

/** The key of unsubscribe links, derived from the app secret so it changes with it and is used for nothing else. */
export const unsubscribeKeyFrom = (secret: string) => createHmac("sha256", secret).update("unsubscribe-links").digest();

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/**
 * A signed, non-expiring token `<userId>.<scope>.<signature>` (RFC 8058 one-click links must work without sign-in,
 * months later). It can only switch mail off for that one person, so a leaked link does no more than that.
 */
export function unsubscribeToken(key: Buffer, userId: string, scope: UnsubscribeScope): string {
  const payload = `${userId}.${scope}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The user and scope of a valid token; null for anything tampered with or malformed. */
export function readUnsubscribeToken(key: Buffer, token: string): { userId: string; scope: UnsubscribeScope } | null {
  // Types contain dots themselves: the id is the first 36 characters, the signature follows the last dot.
  const last = token.lastIndexOf(".");
  if (token.length < 40 || token[36] !== "." || last <= 37) return null;
  const userId = token.slice(0, 36);
  const scope = token.slice(37, last);
  const signature = token.slice(last + 1);
  if (!/^[0-9a-f-]{36}$/.test(userId)) return null;
  if (scope !== "all" && !(notificationTypes as readonly string[]).includes(scope)) return null;
  const expected = Buffer.from(sign(key, `${userId}.${scope}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
