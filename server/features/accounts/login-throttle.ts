import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { accountMessages } from "@domain/accounts.ts";
import type { Db } from "../../db/client.ts";
import { cookieValue } from "../../lib/http-headers.ts";
import { limit, release, reset, waitInWords } from "../../lib/rate-limit.ts";

/**
 * Sign-in throttling that slows a password guesser without locking the owner out (docs/decisions/0006-…):
 *
 * - A browser that has signed in to an account before carries a signed **device cookie** for that account
 *   (OWASP "device cookies"). Attempts from it count on the device's own counter, so nobody else's failures can
 *   lock it out, and a success there clears it.
 * - Every other attempt on the account shares one counter per e-mail (untrusted clients), plus a per-IP counter
 *   that is high enough for an office or a mobile carrier's shared address.
 * - Each attempt is counted before the password is checked, in one database upsert, so N parallel guesses get
 *   the counts 1…N and only the first `max` are verified (across processes too). The right password gives its
 *   unit back: only failures use up the allowance. A password reset clears the account's counter.
 */
export const loginLimits = {
  windowSeconds: 15 * 60,
  perDevice: 10,
  perAccount: 10,
  perIp: 100,
} as const;

export const deviceCookieName = "cs_device";
const deviceCookieMaxAge = 60 * 60 * 24 * 365;

const sign = (secret: string, nonce: string, email: string) =>
  createHmac("sha256", secret).update(`login-device:${nonce}:${email}`).digest("base64url");

/** The device's id when the request carries a valid device cookie for this e-mail; null otherwise. */
export function trustedDevice(cookieHeader: string | undefined, secret: string, email: string): string | null {
  const [nonce, signature] = cookieValue(cookieHeader, deviceCookieName)?.split(".") ?? [];
  if (!nonce || !signature || nonce.length > 64) return null;
  const expected = Buffer.from(sign(secret, nonce, email));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** A Set-Cookie for a device cookie that vouches for this browser on this account (kept for a year). */
export function deviceCookie(secret: string, email: string, secure: boolean, nonce?: string): string {
  const id = nonce ?? randomBytes(16).toString("base64url");
  return `${deviceCookieName}=${id}.${sign(secret, id, email)}; Path=/api/accounts; Max-Age=${deviceCookieMaxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export type LoginAttempt = { keys: string[]; device: string | null };

/**
 * Counts this attempt on its counters and refuses it (429 with the wait) when one is used up. Call before the
 * password is checked; call `settle` once the answer is known.
 */
export async function beginAttempt(
  db: Db,
  input: { email: string; ip: string | null; device: string | null },
): Promise<LoginAttempt> {
  const rules: [string, number][] = input.device
    ? [[`login:device:${input.device}`, loginLimits.perDevice]]
    : [
        [accountKey(input.email), loginLimits.perAccount],
        ...(input.ip ? ([[`login:ip:${input.ip}`, loginLimits.perIp]] as [string, number][]) : []),
      ];
  const message = (seconds: number) => accountMessages.tooManyAttemptsWait(waitInWords(seconds));
  for (const [key, max] of rules) await limit(db, { key, max, windowSeconds: loginLimits.windowSeconds }, message);
  return { keys: rules.map(([key]) => key), device: input.device };
}

/** The right password was given: the attempt was no guess, so it gives its units back (a device's are cleared). */
export async function settleCorrectPassword(db: Db, attempt: LoginAttempt): Promise<void> {
  for (const key of attempt.keys) {
    if (attempt.device) await reset(db, key);
    else await release(db, key);
  }
}

const accountKey = (email: string) => `login:email:${email.toLowerCase()}`;

/** A completed password reset proves the owner: their account's counter starts again. */
export async function clearAccountAttempts(db: Db, email: string): Promise<void> {
  await reset(db, accountKey(email));
}
