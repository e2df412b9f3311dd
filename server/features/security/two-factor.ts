import { securityMessages, type TwoFactorSetupAnswer } from "@domain/security.ts";
import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { totpUsedCodes, twoFactors, users } from "../../db/schema/index.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/record.ts";
import { checkCode, memberCodeLimit } from "../operators/code-check.ts";
import { mailSecurityChange, type RequestFacts, type SecurityDeps } from "./deps.ts";

/**
 * Two-factor sign-in for hosts and creators (decision 0062): the one better-auth `twoFactor` setup of decision 0057,
 * called from our routes, with its additions (code-check.ts: a used code refused, wrong codes throttled).
 */

export async function twoFactorEnabled(deps: SecurityDeps, userId: string): Promise<boolean> {
  const [row] = await deps.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return Boolean(row?.on);
}

const wrongPassword = () =>
  new HttpError(400, "invalid_password", securityMessages.wrongPassword, { password: securityMessages.wrongPassword });

/** Step 1: the password again; a new secret (with its QR code, drawn here) and ten recovery codes, not yet in force. */
export async function startTwoFactor(
  deps: SecurityDeps,
  actor: Actor | null,
  password: string,
  headers: Headers,
): Promise<TwoFactorSetupAnswer> {
  const me = requireAccess(actor, "signed-in");
  if (await twoFactorEnabled(deps, me.id)) throw new HttpError(409, "conflict", securityMessages.alreadyEnabled);
  try {
    const made = await deps.auth.api.enableTwoFactor({ body: { password }, headers });
    if (!("totpURI" in made) || !made.totpURI || !made.backupCodes) throw new Error("TOTP setup answered no URI");
    const secret = new URL(made.totpURI).searchParams.get("secret") ?? "";
    const qrSvg = await QRCode.toString(made.totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    return { totpURI: made.totpURI, secret, qrSvg, backupCodes: made.backupCodes };
  } catch (error) {
    if (error instanceof APIError && error.status === "BAD_REQUEST") throw wrongPassword();
    throw error;
  }
}

/** Step 2: a code from the app puts it in force (better-auth renews the session: its cookie is answered). */
export async function confirmTwoFactor(
  deps: SecurityDeps,
  actor: Actor | null,
  code: string,
  request: RequestFacts,
): Promise<string[]> {
  const me = requireAccess(actor, "signed-in");
  if (await twoFactorEnabled(deps, me.id)) throw new HttpError(409, "conflict", securityMessages.alreadyEnabled);
  const [pending] = await deps.db.select({ id: twoFactors.id }).from(twoFactors).where(eq(twoFactors.userId, me.id));
  if (!pending) throw new HttpError(409, "conflict", securityMessages.notEnrolling);
  const cookies = await checkCode(deps, me.id, code, request.headers, { rule: memberCodeLimit });
  await recordAudit(deps.db, {
    action: "account.two_factor_enabled",
    actorId: me.id,
    targetId: me.id,
    targetKind: "user",
    requestId: request.requestId,
  });
  return cookies;
}

/**
 * Turning it off takes a code (from the app or a recovery code), checked like a sign-in code. better-auth's own
 * disable asks the password instead, so it is done on our copy of its tables in one transaction, as the operators'
 * reset does (decision 0057): the flag (compare-and-set), the secret and recovery codes, the used codes. Mailed.
 */
export async function disableTwoFactor(
  deps: SecurityDeps,
  actor: Actor | null,
  code: string,
  request: RequestFacts,
): Promise<void> {
  const me = requireAccess(actor, "signed-in");
  if (!(await twoFactorEnabled(deps, me.id))) throw new HttpError(409, "conflict", securityMessages.notEnabled);
  await checkCode(deps, me.id, code, request.headers, { rule: memberCodeLimit });
  await deps.db.transaction(async (tx) => {
    const [off] = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(and(eq(users.id, me.id), eq(users.twoFactorEnabled, true)))
      .returning({ id: users.id });
    if (!off) throw new HttpError(409, "conflict", securityMessages.notEnabled);
    await tx.delete(twoFactors).where(eq(twoFactors.userId, me.id));
    await tx.delete(totpUsedCodes).where(eq(totpUsedCodes.userId, me.id));
    await recordAudit(tx, {
      action: "account.two_factor_disabled",
      actorId: me.id,
      targetId: me.id,
      targetKind: "user",
      requestId: request.requestId,
    });
  });
  await mailSecurityChange(deps, me, "Two-factor sign-in was turned off");
}

/** Ten new recovery codes (the old ones stop working), shown once; the password again. Mailed. */
export async function regenerateRecoveryCodes(
  deps: SecurityDeps,
  actor: Actor | null,
  password: string,
  request: RequestFacts,
): Promise<{ backupCodes: string[] }> {
  const me = requireAccess(actor, "signed-in");
  if (!(await twoFactorEnabled(deps, me.id))) throw new HttpError(409, "conflict", securityMessages.notEnabled);
  let backupCodes: string[];
  try {
    ({ backupCodes } = await deps.auth.api.generateBackupCodes({ body: { password }, headers: request.headers }));
  } catch (error) {
    if (error instanceof APIError && (error.status === "BAD_REQUEST" || error.status === "UNAUTHORIZED")) {
      throw wrongPassword();
    }
    throw error;
  }
  await recordAudit(deps.db, {
    action: "account.recovery_codes_regenerated",
    actorId: me.id,
    targetId: me.id,
    targetKind: "user",
    requestId: request.requestId,
  });
  await mailSecurityChange(deps, me, "New recovery codes were made (the old ones no longer work)");
  return { backupCodes };
}
