import { type TwoFactorResetInput, twoFactorResetMessages } from "@domain/operators.ts";
import { and, eq } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import { roleOf } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { sessions, totpUsedCodes, twoFactors, users } from "../../db/schema/index.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { twoFactorResetMail } from "../../mail/templates.ts";
import { recordAudit } from "../audit/record.ts";
import { checkCode } from "./code-check.ts";

export type TwoFactorResetDeps = {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  supportEmail: string;
};
type RequestFacts = { headers: Headers; requestId: string };

/**
 * A colleague's lost two-factor sign-in (decision 0057). better-auth's twoFactor plugin only lets a person turn off
 * their own (with their password), so this is done on our copy of its tables: in one transaction the colleague's
 * `two_factors` row (TOTP secret and recovery codes) is deleted, `users.two_factor_enabled` goes back to false (the
 * compare-and-set that makes concurrent clicks one reset), every session of theirs is deleted (the session triggers
 * of decision 0045 tell every process's cache at commit) and the audit row is written. Their next sign-in is a
 * password-only operator session that can do nothing but set up two-factor sign-in again. Then they get an e-mail.
 * Asks the acting operator's TOTP code again, as suspend and reinstate do. Refused: oneself, hosts and creators
 * (409), an operator without two-factor set up (409), an unknown account (404).
 */
export async function resetTwoFactor(
  deps: TwoFactorResetDeps,
  actor: Actor | null,
  userId: string,
  input: TwoFactorResetInput,
  request: RequestFacts,
): Promise<{ sessionsEnded: number; name: string }> {
  const me = requireAccess(actor, "operator");
  if (userId === me.id) throw new HttpError(409, "conflict", twoFactorResetMessages.self);
  const role = await roleOf(deps.db, userId);
  const [target] = await deps.db
    .select({ email: users.email, name: users.name, enrolled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!role || !target) throw notFound("Account not found");
  if (role !== "operator") throw new HttpError(409, "conflict", twoFactorResetMessages.notOperator);
  if (!target.enrolled) throw new HttpError(409, "conflict", twoFactorResetMessages.notEnrolled);
  await checkCode(deps, me.id, input.code, request.headers);
  const reason = input.reason.trim();
  const sessionsEnded = await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
      .returning({ id: users.id });
    if (!reset) throw new HttpError(409, "conflict", twoFactorResetMessages.notEnrolled);
    const removed = await tx.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ id: twoFactors.id });
    await tx.delete(totpUsedCodes).where(eq(totpUsedCodes.userId, userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await recordAudit(tx, {
      action: "operator.two_factor_reset",
      actorId: me.id,
      targetId: userId,
      targetKind: "user",
      reason,
      requestId: request.requestId,
      details: { sessionsEnded: ended.length, authenticatorsRemoved: removed.length },
    });
    return ended.length;
  });
  // After the commit: the reset stands even if the mail cannot be handed over (the outbox or SMTP queue retries).
  await deps.mailer.send(
    twoFactorResetMail(target.email, {
      name: target.name,
      byName: me.name,
      reason,
      signInUrl: `${deps.publicUrl}/operator/sign-in`,
      supportEmail: deps.supportEmail,
    }),
  );
  return { sessionsEnded, name: target.name };
}
