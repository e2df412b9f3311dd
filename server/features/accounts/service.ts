import {
  accountMessages,
  type changePasswordSchema,
  type resetPasswordSchema,
  type signInSchema,
  type signUpSchema,
} from "@domain/accounts.ts";
import { operatorMessages, suspensionMessages } from "@domain/operators.ts";
import { describeUserAgent } from "@domain/security.ts";
import { APIError } from "better-auth/api";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Auth } from "../../auth/auth.ts";
import { roleOf } from "../../auth/session.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { limit, waitInWords } from "../../lib/rate-limit.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { newSignInMail } from "../../mail/security-templates.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { fileUrl, type Storage, variantKey } from "../../storage/storage.ts";
import { removeFiles, withStoredFiles } from "../../storage/stored-files.ts";
import { type AuditAction, recordAudit } from "../audit/record.ts";
import { exportPrefix } from "../data-export/service.ts";
import { announce, notify } from "../notifications/notify.ts";
import { checkCode, codeLimit, memberCodeLimit } from "../operators/code-check.ts";
import { suspensionOf } from "../operators/suspension.ts";
import { loadSessionUser, type SessionUser } from "../profiles/queries.ts";
import {
  beginAttempt,
  clearAccountAttempts,
  deviceCookie,
  settleCorrectPassword,
  trustedDevice,
} from "./login-throttle.ts";
import * as queries from "./queries.ts";
import { copyKeptDeliverables, settleSharedRecords } from "./shared-records.ts";

export type AccountDeps = {
  auth: Auth;
  db: Db;
  config: Config;
  logger: Logger;
  storage: Storage;
  mailer: Mailer;
  /** Tells the other party's open tabs when a deletion cancelled their collaboration (absent in some tools). */
  realtime?: RealtimeHub;
};

/**
 * Where a confirmation link lands (signed in on success): /auth sends a signed-in user on to their
 * dashboard and explains a bad link (better-auth appends `&error=…`).
 */
export const confirmationCallback = "/auth?type=confirmation";

/** The confirmation landing, carrying the page the person wanted (already checked by `safeReturnPath`). */
export function confirmationCallbackTo(returnTo: string | undefined): string {
  return returnTo ? `${confirmationCallback}&next=${encodeURIComponent(returnTo)}` : confirmationCallback;
}

const invalidCredentials = () => new HttpError(401, "invalid_credentials", accountMessages.invalidCredentials);

export async function signUp(deps: AccountDeps, input: z.output<typeof signUpSchema>, headers: Headers) {
  const ctx = await deps.auth.$context;
  const passwordHash = await ctx.password.hash(input.password);
  const created = await queries.insertAccount(deps.db, {
    email: input.email,
    fullName: input.fullName,
    passwordHash,
    role: input.role,
    emailVerified: !deps.config.emailConfirmation,
  });
  if (!created)
    throw new HttpError(409, "email_taken", accountMessages.emailTaken, { email: accountMessages.emailTaken });

  if (deps.config.emailConfirmation) {
    await deps.auth.api.sendVerificationEmail({
      body: { email: input.email, callbackURL: confirmationCallbackTo(input.returnTo) },
    });
    return { status: "confirmation_required" as const, cookies: [] as string[] };
  }
  const signedIn = await signIn(
    deps,
    { role: input.role, email: input.email, password: input.password },
    headers,
    null,
  );
  return { status: "signed_in" as const, user: signedIn.user, cookies: signedIn.cookies };
}

/** better-auth's answer to a correct password: a session, or (two-factor set up) a challenge cookie and no session. */
export type PasswordSignIn = {
  headers: Headers;
  response: { token?: string | null; user?: { id: string }; twoFactorRedirect?: boolean };
};

/**
 * Checks the password through better-auth, counting the attempt before the check (login-throttle.ts; a browser
 * that signed in before keeps its own allowance). Unconfirmed addresses are 403 `email_not_confirmed` (a fresh
 * link is mailed), wrong passwords 401 `invalid_credentials`. Shared by the marketplace and operator sign-ins.
 */
export async function checkPassword(
  deps: AccountDeps,
  input: { email: string; password: string },
  headers: Headers,
  ip: string | null,
): Promise<PasswordSignIn & { device: string | null }> {
  const { secret } = await deps.auth.$context;
  const device = trustedDevice(headers.get("cookie") ?? undefined, secret, input.email);
  const attempt = await beginAttempt(deps.db, { email: input.email, ip, device });
  let result: PasswordSignIn;
  try {
    result = (await deps.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true, callbackURL: confirmationCallback },
      headers,
      returnHeaders: true,
    })) as PasswordSignIn;
  } catch (error) {
    if (error instanceof APIError) {
      if (error.body?.code === "EMAIL_NOT_VERIFIED") {
        await settleCorrectPassword(deps.db, attempt);
        throw new HttpError(403, "email_not_confirmed", accountMessages.confirmEmail);
      }
      // A failure keeps its count: that is what the limit is about.
      if (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST") throw invalidCredentials();
    }
    throw error;
  }
  await settleCorrectPassword(deps.db, attempt);
  // A suspended account keeps no session and is told why and how to appeal (decision 0057).
  const userId = result.response.user?.id ?? (await queries.findUserByEmail(deps.db, input.email))?.id;
  const suspension = userId ? await suspensionOf(deps.db, userId) : null;
  if (suspension) {
    if (result.response.token) await queries.deleteSessionByToken(deps.db, result.response.token);
    throw new HttpError(
      403,
      "account_suspended",
      suspensionMessages.signInRefused(suspension.message, deps.config.supportEmail),
    );
  }
  return { ...result, device };
}

const cookiePairs = (setCookies: string[]) => setCookies.map((line) => line.split(";")[0]).join("; ");

/** The form's role against the stored one (spec 000 §6): a wrong role keeps no session (`token` is deleted). */
export async function checkRole(
  deps: AccountDeps,
  userId: string,
  formRole: "creator" | "host",
  token: string | null | undefined,
): Promise<void> {
  const role = await roleOf(deps.db, userId);
  if (role === formRole) return;
  if (token) await queries.deleteSessionByToken(deps.db, token);
  if (role === "operator") throw new HttpError(403, "wrong_role", operatorMessages.wrongForm, undefined, { role });
  const other = role === "host" ? "host" : "creator";
  throw new HttpError(403, "wrong_role", accountMessages.wrongRole(other), undefined, { role });
}

/**
 * After a sign-in succeeded (password and code, or a passkey): the device cookie for this browser and account, and
 * — when the browser carried none (a browser this account has not used before) and this is not the account's first
 * sign-in (the one sign-up makes, or the first after the confirmation link) — the "New sign-in" mail (decision 0062). A mail that cannot be handed over is logged only.
 */
export async function finishSignIn(
  deps: AccountDeps,
  user: { id: string; email: string },
  facts: { headers: Headers; device: string | null; method: string },
): Promise<{ user: SessionUser; cookie: string }> {
  const sessionUser = await loadSessionUser(deps.db, user.id);
  if (!sessionUser) throw invalidCredentials();
  const { secret } = await deps.auth.$context;
  const secure = deps.config.publicUrl.startsWith("https://");
  const cookie = deviceCookie(secret, user.email, secure, facts.device ?? undefined);
  // The account's first sign-in through our forms (after sign-up or the confirmation link) marks the account; only
  // later ones are mailed. One statement: two first sign-ins at once mark it once.
  const first = await deps.db
    .update(users)
    .set({ firstSignedInAt: sql`now()` })
    .where(and(eq(users.id, user.id), isNull(users.firstSignedInAt)))
    .returning({ id: users.id });
  if (!facts.device && first.length === 0) {
    const { browser, system } = describeUserAgent(facts.headers.get("user-agent"));
    const mail = newSignInMail(user.email, {
      name: sessionUser.fullName,
      browser,
      system,
      at: new Date(),
      method: facts.method,
      resetUrl: `${deps.config.publicUrl}/auth`,
    });
    await deps.mailer.send(mail).catch((error: unknown) => {
      deps.logger.error(`new sign-in mail not sent: ${error instanceof Error ? error.message : error}`);
    });
  }
  return { user: sessionUser, cookie };
}

/**
 * Signs in through better-auth, then checks the stored role against the form used (spec 000 §6).
 * A wrong role never keeps a session: the one just made is deleted before answering. An operator is sent to their
 * own page (decision 0057). With two-factor sign-in on (decision 0062) better-auth answers its challenge cookie and
 * no session: without `code` that is 401 `code_required`; the code is checked (code-check.ts: throttled, a used code
 * refused) with that cookie, and only then is the role checked, so the form tells nothing before the code.
 */
export async function signIn(
  deps: AccountDeps,
  input: z.output<typeof signInSchema>,
  headers: Headers,
  ip: string | null,
): Promise<{ user: SessionUser; cookies: string[] }> {
  const result = await checkPassword(deps, input, headers, ip);
  const found = await queries.findUserByEmail(deps.db, input.email);
  const userId = result.response.user?.id ?? found?.id;
  if (!userId || !found) throw invalidCredentials();
  let cookies = result.headers.getSetCookie();
  let token = result.response.token;
  if (result.response.twoFactorRedirect) {
    if (!input.code) {
      throw new HttpError(401, "code_required", operatorMessages.codeRequired, { code: operatorMessages.codeRequired });
    }
    const challenge = new Headers(headers);
    challenge.set("cookie", cookiePairs(cookies));
    // An operator on this form keeps the operators' own, stricter limit.
    const operator = (await roleOf(deps.db, userId)) === "operator";
    cookies = await checkCode(deps, userId, input.code, challenge, {
      rule: operator ? codeLimit : memberCodeLimit,
      trustDevice: input.trustDevice === true,
    });
    token = tokenOfSetCookies(cookies, (await deps.auth.$context).authCookies.sessionToken.name);
  }
  await checkRole(deps, userId, input.role, token);
  const done = await finishSignIn(
    deps,
    { id: userId, email: found.email },
    { headers, device: result.device, method: "password" },
  );
  return { user: done.user, cookies: [...cookies, done.cookie] };
}

/** The session token in better-auth's Set-Cookie lines (the value is `token.signature`, URL-encoded). */
function tokenOfSetCookies(setCookies: string[], name: string): string | null {
  const line = setCookies.find((l) => l.startsWith(`${name}=`));
  const value = line ? decodeURIComponent(line.slice(name.length + 1).split(";")[0] ?? "") : "";
  const dot = value.lastIndexOf(".");
  return dot > 0 ? value.slice(0, dot) : null;
}

export async function signOut(deps: AccountDeps, headers: Headers): Promise<string[]> {
  try {
    const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    // No session to end is not an error for the person signing out.
    if (error instanceof APIError) return [];
    throw error;
  }
}

/** Reset mails: per IP (a script walking addresses) and per address (one inbox flooded from many places). */
export const resetLimits = {
  perIp: { max: 30, windowSeconds: 15 * 60 },
  perAddress: { max: 5, windowSeconds: 60 * 60 },
} as const;

/** Same answer whether or not the address has an account (no enumeration); both limits count either way. */
export async function requestPasswordReset(
  deps: Pick<AccountDeps, "auth" | "db">,
  email: string,
  ip: string | null,
): Promise<void> {
  const address = email.toLowerCase();
  const wait = (seconds: number) => accountMessages.tooManyAttemptsWait(waitInWords(seconds));
  await limit(deps.db, { key: `reset:ip:${ip ?? "unknown"}`, ...resetLimits.perIp }, wait);
  await limit(deps.db, { key: `reset:email:${address}`, ...resetLimits.perAddress }, wait);
  await deps.auth.api.requestPasswordReset({ body: { email: address, redirectTo: "/reset" } });
}

export async function resetTokenEmail(deps: AccountDeps, token: string): Promise<string> {
  const ctx = await deps.auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const unknown = new HttpError(404, "invalid_token", accountMessages.invalidResetLinkText);
  if (!verification || verification.expiresAt < new Date()) throw unknown;
  const user = await ctx.internalAdapter.findUserById(verification.value);
  if (!user) throw unknown;
  return user.email;
}

const invalidToken = () => new HttpError(400, "invalid_token", accountMessages.invalidResetLinkText);

/** Sets the new password; the account's sign-in counter starts again (the owner proved the inbox is theirs). */
export async function resetPassword(deps: AccountDeps, input: z.output<typeof resetPasswordSchema>): Promise<void> {
  const email = await resetTokenEmail(deps, input.token).catch(() => null);
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (error instanceof APIError) throw invalidToken();
    throw error;
  }
  if (email) {
    await clearAccountAttempts(deps.db, email);
    const user = await queries.findUserByEmail(deps.db, email);
    if (user) await recordAudit(deps.db, securityEvent("account.password_reset", user.id));
  }
}

/** A security event on a person's own account, for the audit log (decision 0057). */
const securityEvent = (action: AuditAction, userId: string) =>
  ({ action, actorId: userId, targetId: userId, targetKind: "user" }) as const;

/** Changes the password and ends every other session (DECISIONS.md); this one is renewed. */
export async function changePassword(
  deps: AccountDeps,
  actor: Actor | null,
  input: z.output<typeof changePasswordSchema>,
  headers: Headers,
): Promise<string[]> {
  const me = requireAccess(actor, "signed-in");
  try {
    const result = await deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    await recordAudit(deps.db, securityEvent("account.password_changed", me.id));
    return result.headers.getSetCookie();
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD") {
      throw new HttpError(400, "invalid_password", "Your current password is not correct.", {
        currentPassword: "Your current password is not correct.",
      });
    }
    if (error instanceof APIError && error.status === "UNAUTHORIZED") {
      throw new HttpError(401, "unauthenticated", "Please sign in to continue.");
    }
    throw error;
  }
}

/** Set-Cookie values that remove the session cookies (used when the session rows are already gone). */
export async function clearedSessionCookies(deps: AccountDeps): Promise<string[]> {
  const { authCookies } = await deps.auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    (cookie) =>
      `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${cookie.attributes.secure ? "; Secure" : ""}`,
  );
}

/**
 * Deletes the account and everything it owns in one transaction; stored files go after the commit
 * (a failed file removal is logged and leaves an unreachable file, never a half-deleted account). What the other
 * party of a collaboration keeps stays, with this side shown as "Deleted user" (shared-records.ts, decision 0063).
 */
export async function deleteAccount(deps: AccountDeps, actor: Actor | null): Promise<void> {
  const me = requireAccess(actor, "signed-in");
  // Approved content the host keeps is copied to keys without this person's id before the transaction.
  const { moves, oldKeys } = await withStoredFiles(deps, (copied) => copyKeptDeliverables(deps, me.id, copied));
  const copies = moves.flatMap((m) => [m.storageKey, m.previewKey]).filter((k): k is string => k !== null);
  let settled: Awaited<ReturnType<typeof settleSharedRecords>>;
  let owned: string[];
  try {
    [settled, owned] = await deps.db.transaction(async (tx) => {
      const owned = await queries.storageKeysOwnedBy(tx, me.id);
      const settled = await settleSharedRecords(tx, me.id, moves, deps.logger);
      await notify(tx, settled.notices);
      await queries.deleteByAddress(tx, me.id, me.email);
      await queries.deleteUser(tx, me.id);
      await recordAudit(tx, securityEvent("account.deleted", me.id));
      return [settled, owned] as const;
    });
  } catch (error) {
    await removeFiles(deps, copies, "key");
    throw error;
  }
  await removeFiles(
    deps,
    [...owned, ...settled.removeKeys].flatMap((k) => [k, variantKey(k, "card")]),
    "key",
  );
  await removeFiles(deps, oldKeys, "key");
  // Their "Download my data" ZIPs (the rows went with the user), and one an export job may be writing right now:
  // that job finds its row gone and removes its own file (server/features/data-export/service.ts).
  await removeFiles(deps, [exportPrefix(me.id)], "prefix");
  if (deps.realtime) {
    await announce(deps.realtime, { userIds: settled.notices.flatMap((n) => (n.userId ? [n.userId] : [])) });
    for (const { id, userIds } of settled.cancelled) {
      await deps.realtime.publish({ userIds, type: "collaboration.updated", data: { collaborationId: id } });
    }
  }
}

/** GET /api/accounts/session: the caller's own user, or null for a visitor. */
/**
 * The signed-in user for GET /api/accounts/session, answered from what the session read already brought (session,
 * user, role and profile in one prepared query, server/auth/session-read.ts): no query of its own.
 */
export async function sessionUser(_deps: AccountDeps, actor: Actor | null): Promise<SessionUser | null> {
  // An operator is no member of the marketplace: its pages treat them as a visitor (the console reads /operator/me).
  if (!actor?.profile || actor.operator) return null;
  return {
    id: actor.id,
    email: actor.email,
    fullName: actor.profile.fullName,
    userType: actor.userType,
    avatarUrl: fileUrl(actor.profile.avatarKey),
  };
}

/** Creates an account without the sign-up flow (demo data, tests): same transaction, same hashing. */
export async function createAccount(
  auth: Auth,
  db: Db,
  input: {
    email: string;
    password: string;
    fullName: string;
    role: "creator" | "host" | "operator";
    emailVerified: boolean;
  },
): Promise<{ id: string }> {
  const ctx = await auth.$context;
  const created = await queries.insertAccount(db, {
    email: input.email.toLowerCase(),
    fullName: input.fullName,
    passwordHash: await ctx.password.hash(input.password),
    role: input.role,
    emailVerified: input.emailVerified,
  });
  if (!created) throw new HttpError(409, "email_taken", accountMessages.emailTaken);
  return created;
}
