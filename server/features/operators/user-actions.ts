import { userActionMessages } from "@domain/operators.ts";
import { eq } from "drizzle-orm";
import { roleOf } from "../../auth/session.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { requestPasswordReset } from "../accounts/service.ts";
import { recordAudit } from "../audit/record.ts";
import type { SuspensionDeps } from "./suspension.ts";

type RequestFacts = { requestId: string; ip: string | null };

/**
 * Ends every session of a person (decision 0057). A delete of their `sessions` rows, as suspension does: the
 * session triggers of decision 0045 tell every process's cache at commit, so their next request anywhere is
 * anonymous. One's own account is refused (that is what "sign out" is for, and it would end the console session
 * mid-action); another operator may be signed out (a colleague's lost laptop). Audited in the same transaction.
 */
export async function signOutEverywhere(
  deps: SuspensionDeps,
  actor: Actor | null,
  userId: string,
  request: RequestFacts,
): Promise<number> {
  const me = requireAccess(actor, "operator");
  if (userId === me.id) throw new HttpError(409, "conflict", userActionMessages.selfSignOut);
  if (!(await roleOf(deps.db, userId))) throw notFound("Account not found");
  return deps.db.transaction(async (tx) => {
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await recordAudit(tx, {
      action: "operator.signed_out_everywhere",
      actorId: me.id,
      targetId: userId,
      targetKind: "user",
      requestId: request.requestId,
      details: { sessionsEnded: ended.length },
    });
    return ended.length;
  });
}

/**
 * Sends a host or creator the same reset mail "forgot password" sends, through the accounts service (so its
 * limits per address and per IP — the operator's — count too). Operators are refused: their password is set with
 * the link the operator commands print, and a console session should not be able to start another operator's
 * reset. Audited after the mail is handed over (nothing to roll back if the audit write failed).
 */
export async function sendResetMail(
  deps: SuspensionDeps,
  actor: Actor | null,
  userId: string,
  request: RequestFacts,
): Promise<string> {
  const me = requireAccess(actor, "operator");
  const role = await roleOf(deps.db, userId);
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!role || !user) throw notFound("Account not found");
  if (role === "operator") throw new HttpError(409, "conflict", userActionMessages.resetForOperator);
  await requestPasswordReset(deps, user.email, request.ip);
  await recordAudit(deps.db, {
    action: "operator.reset_mail_sent",
    actorId: me.id,
    targetId: userId,
    targetKind: "user",
    requestId: request.requestId,
  });
  return user.email;
}
