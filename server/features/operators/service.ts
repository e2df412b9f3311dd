import { type Operator, type OperatorSignInInput, operatorMessages, type TwoFactorSetup } from "@domain/operators.ts";
import { APIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { operatorSessionSeconds } from "../../auth/auth.ts";
import { roleOf } from "../../auth/session.ts";
import { sessions, users } from "../../db/schema/index.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, unauthenticated } from "../../lib/errors.ts";
import * as accountQueries from "../accounts/queries.ts";
import { type AccountDeps, checkPassword } from "../accounts/service.ts";
import { recordAudit } from "../audit/record.ts";
import { checkCode } from "./code-check.ts";

export type OperatorDeps = AccountDeps;
type RequestFacts = { headers: Headers; ip: string | null; requestId: string };

/**
 * An operator's session ends 12 hours after it was made and never slides (session-read.ts skips the daily slide
 * for operators): every session of the operator is held to that, right after better-auth makes one.
 */
async function capSessions(deps: OperatorDeps, userId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({
      expiresAt: sql`least(${sessions.expiresAt}, ${sessions.createdAt} + make_interval(secs => ${operatorSessionSeconds}))`,
    })
    .where(eq(sessions.userId, userId));
}

/** The session cookie of a Set-Cookie list, as a Cookie header value (`name=value`). */
function cookiePairs(setCookies: string[]): string {
  return setCookies.map((line) => line.split(";")[0]).join("; ");
}

/**
 * Operator sign-in (`/operator/sign-in`): the password (throttled like every sign-in), then, once two-factor
 * sign-in is set up, the code in the same request — better-auth answered the password with its two_factor
 * challenge cookie, which is handed straight back to its TOTP check here on the server. Hosts and creators are
 * refused without a session. Before setup the session may only set up two-factor sign-in (access `operator-setup`).
 */
export async function signIn(
  deps: OperatorDeps,
  input: Omit<OperatorSignInInput, "code"> & { code?: string | undefined },
  request: RequestFacts,
): Promise<{ operator: Operator; cookies: string[] }> {
  const result = await checkPassword(deps, input, request.headers, request.ip);
  const user = await accountQueries.findUserByEmail(deps.db, input.email);
  if (!user) throw new HttpError(401, "invalid_credentials", "Invalid email or password");
  if ((await roleOf(deps.db, user.id)) !== "operator") {
    if (result.response.token) await accountQueries.deleteSessionByToken(deps.db, result.response.token);
    throw new HttpError(403, "not_an_operator", operatorMessages.notAnOperator);
  }
  let cookies = result.headers.getSetCookie();
  if (result.response.twoFactorRedirect) {
    if (!input.code) {
      throw new HttpError(401, "code_required", operatorMessages.codeRequired, { code: operatorMessages.codeRequired });
    }
    const challenge = new Headers(request.headers);
    challenge.set("cookie", cookiePairs(cookies));
    try {
      cookies = await checkCode(deps, user.id, input.code, challenge);
    } catch (error) {
      await recordAudit(deps.db, {
        action: "operator.sign_in_refused",
        actorId: user.id,
        requestId: request.requestId,
        details: { why: error instanceof HttpError ? error.code : "error" },
      });
      throw error;
    }
  }
  await capSessions(deps, user.id);
  const twoFactorEnabled = Boolean(result.response.twoFactorRedirect);
  await recordAudit(deps.db, {
    action: "operator.sign_in",
    actorId: user.id,
    requestId: request.requestId,
    details: { twoFactor: twoFactorEnabled },
  });
  return { operator: { id: user.id, email: user.email, name: user.name, twoFactorEnabled }, cookies };
}

/** The signed-in operator (GET /api/operator/me). */
export function operatorOf(actor: Actor | null): Operator {
  if (!actor?.operator) throw unauthenticated();
  return { id: actor.id, email: actor.email, name: actor.name, twoFactorEnabled: actor.operator.twoFactorEnabled };
}

/**
 * Step 1 of setting up two-factor sign-in: the password again, then better-auth makes a TOTP secret and recovery
 * codes (kept encrypted; not in force until step 2 confirms a code from the app). Asked again, it makes new ones.
 */
export async function startTwoFactor(deps: OperatorDeps, actor: Actor, password: string, headers: Headers) {
  if (actor.operator?.twoFactorEnabled) throw new HttpError(409, "conflict", operatorMessages.alreadyEnrolled);
  try {
    const made = await deps.auth.api.enableTwoFactor({ body: { password }, headers });
    if (!("totpURI" in made) || !made.totpURI || !made.backupCodes) throw new Error("TOTP setup answered no URI");
    const secret = new URL(made.totpURI).searchParams.get("secret") ?? "";
    return { totpURI: made.totpURI, secret, backupCodes: made.backupCodes } satisfies TwoFactorSetup;
  } catch (error) {
    if (error instanceof APIError && error.status === "BAD_REQUEST") {
      throw new HttpError(400, "invalid_password", operatorMessages.wrongPassword, {
        password: operatorMessages.wrongPassword,
      });
    }
    throw error;
  }
}

/**
 * Step 2: a code from the app puts two-factor sign-in in force. better-auth replaces the session with a new one
 * (its cookie is answered); it is held to the operator's 12 hours like any other. Audited.
 */
export async function confirmTwoFactor(deps: OperatorDeps, actor: Actor, code: string, request: RequestFacts) {
  if (actor.operator?.twoFactorEnabled) throw new HttpError(409, "conflict", operatorMessages.alreadyEnrolled);
  const [pending] = await deps.db
    .execute<{ n: number }>(sql`select count(*)::int as n from two_factors where user_id = ${actor.id}`)
    .then((r) => r.rows);
  if (!pending?.n) throw new HttpError(409, "conflict", operatorMessages.notEnrolling);
  const cookies = await checkCode(deps, actor.id, code, request.headers);
  await capSessions(deps, actor.id);
  await recordAudit(deps.db, {
    action: "operator.two_factor_enabled",
    actorId: actor.id,
    targetId: actor.id,
    targetKind: "user",
    requestId: request.requestId,
  });
  const [row] = await deps.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, actor.id));
  return { operator: { ...operatorOf(actor), twoFactorEnabled: Boolean(row?.on) }, cookies };
}
