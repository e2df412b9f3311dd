import { operatorMessages } from "@domain/operators.ts";
import { APIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { limit, release, waitInWords } from "../../lib/rate-limit.ts";

/** Wrong codes per account: five in five minutes, then 429 with `Retry-After` (the plugin only counts per sign-in). */
export const codeLimit = { max: 5, windowSeconds: 300 };
/** Hosts and creators (decision 0062): ten wrong codes in a row within 15 minutes, then 429 with `Retry-After`. */
export const memberCodeLimit = { max: 10, windowSeconds: 900 };
/** A TOTP code is accepted for its 30 s step and one step either side: a used one is remembered that long. */
const usedCodeSeconds = 120;

const isTotp = (code: string) => /^\d{6}$/.test(code);

/**
 * Checks a second factor (operators, and hosts and creators who turned it on: decision 0062) through better-auth's twoFactor plugin, called here on the server (its own
 * endpoints are never mounted). What the plugin lacks is added around it:
 *  - wrong codes are counted per account before the check (so parallel guesses count too) and a right one gives
 *    its unit back: more than five in five minutes is a 429;
 *  - a TOTP code is claimed before it is checked (the primary key of `totp_used_codes`), so the same code sent
 *    twice — also at the same moment — passes once; a wrong code's claim is dropped again.
 * `headers` carry the session cookie (a re-check, or confirming a new authenticator) or the plugin's two_factor
 * cookie (signing in). Answers the plugin's Set-Cookie headers (a new session when signing in or confirming).
 */
export async function checkCode(
  deps: { auth: Auth; db: Db },
  userId: string,
  code: string,
  headers: Headers,
  options: { rule?: { max: number; windowSeconds: number }; trustDevice?: boolean } = {},
): Promise<string[]> {
  const key = `totp:${userId}`;
  const trust = options.trustDevice ? { trustDevice: true } : {};
  await limit(deps.db, { key, ...(options.rule ?? codeLimit) }, (s) => operatorMessages.tooManyCodes(waitInWords(s)));
  const totp = isTotp(code);
  if (totp && !(await claim(deps.db, userId, code))) {
    throw new HttpError(401, "code_reused", operatorMessages.codeReused, { code: operatorMessages.codeReused });
  }
  try {
    const result = totp
      ? await deps.auth.api.verifyTOTP({ body: { code, ...trust }, headers, returnHeaders: true })
      : await deps.auth.api.verifyBackupCode({ body: { code, ...trust }, headers, returnHeaders: true });
    await release(deps.db, key);
    return result.headers.getSetCookie();
  } catch (error) {
    if (totp) await unclaim(deps.db, userId, code);
    // Two recovery codes checked at the same moment: better-auth's compare-and-swap keeps one, refuses the other.
    if (error instanceof APIError && error.status === "CONFLICT") {
      throw new HttpError(409, "conflict", operatorMessages.codeBusy);
    }
    if (error instanceof APIError && (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST")) {
      throw new HttpError(401, "invalid_code", operatorMessages.codeInvalid, { code: operatorMessages.codeInvalid });
    }
    throw error;
  }
}

async function claim(db: Db, userId: string, code: string): Promise<boolean> {
  await db.execute(
    sql`delete from totp_used_codes where user_id = ${userId} and used_at < now() - make_interval(secs => ${usedCodeSeconds})`,
  );
  const { rows } = await db.execute(
    sql`insert into totp_used_codes (user_id, code) values (${userId}, ${code}) on conflict do nothing returning code`,
  );
  return rows.length === 1;
}

async function unclaim(db: Db, userId: string, code: string): Promise<void> {
  await db.execute(sql`delete from totp_used_codes where user_id = ${userId} and code = ${code}`);
}
