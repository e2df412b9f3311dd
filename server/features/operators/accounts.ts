import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import { roleOf } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { userRoles, users, verifications } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";
import * as accountQueries from "../accounts/queries.ts";
import { createAccount } from "../accounts/service.ts";
import { recordAudit } from "../audit/record.ts";

/** How long the link that sets a new operator's first password works. */
export const setupLinkSeconds = 60 * 60 * 24;

export type OperatorOutcome =
  | { status: "created"; id: string; setPasswordUrl: string }
  | { status: "exists"; id: string }
  | { status: "refused"; message: string };

/**
 * Makes an operator account (never by sign-up: `npm run operator:add`, or OPERATOR_EMAILS at start). It gets an
 * unknowable password and a one-time link to our /reset page (better-auth's own reset token, stored the way its
 * reset endpoint stores it), valid 24 hours. An address that belongs to a host or creator is refused: one role
 * per account.
 */
export async function addOperator(
  deps: { auth: Auth; db: Db; publicUrl: string },
  email: string,
  name = "Operator",
): Promise<OperatorOutcome> {
  const address = email.trim().toLowerCase();
  const existing = await accountQueries.findUserByEmail(deps.db, address);
  if (existing) {
    const role = await roleOf(deps.db, existing.id);
    if (role === "operator") return { status: "exists", id: existing.id };
    return {
      status: "refused",
      message: `${address} already belongs to a ${role ?? "marketplace"} account; an operator needs an address of its own.`,
    };
  }
  const { id } = await createAccount(deps.auth, deps.db, {
    email: address,
    password: randomBytes(24).toString("base64url"),
    fullName: name,
    role: "operator",
    emailVerified: true,
  });
  await recordAudit(deps.db, { action: "operator.created", actorId: null, targetId: id, targetKind: "user" });
  return { status: "created", id, setPasswordUrl: await setPasswordLink(deps, id) };
}

/** A one-time link to choose a password (the reset page), as better-auth's reset endpoint would mail it. */
export async function setPasswordLink(deps: { db: Db; publicUrl: string }, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await deps.db.insert(verifications).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + setupLinkSeconds * 1000),
  });
  return `${deps.publicUrl}/reset?token=${encodeURIComponent(token)}`;
}

/**
 * Removes an operator account (`npm run operator:remove`); the last one stays, so someone can always run the
 * marketplace. Its audit rows stay (ids only).
 */
export async function removeOperator(deps: { db: Db }, email: string): Promise<{ ok: boolean; message: string }> {
  const address = email.trim().toLowerCase();
  const existing = await accountQueries.findUserByEmail(deps.db, address);
  if (!existing || (await roleOf(deps.db, existing.id)) !== "operator") {
    return { ok: false, message: `${address} is not an operator account.` };
  }
  return deps.db.transaction(async (tx) => {
    // Counted under a lock, so two removals at once cannot both leave none.
    await tx.execute(sql`lock table user_roles in share row exclusive mode`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userRoles)
      .where(eq(userRoles.role, "operator"));
    if ((count?.n ?? 0) <= 1) return { ok: false, message: "This is the last operator account; add another first." };
    await recordAudit(tx, { action: "operator.removed", actorId: null, targetId: existing.id, targetKind: "user" });
    await tx.delete(users).where(eq(users.id, existing.id));
    return { ok: true, message: `${address} is no longer an operator account.` };
  });
}

/**
 * OPERATOR_EMAILS at start: each missing address becomes an operator account and its set-password link is logged
 * (once: a restart finds it existing); an address of a host or creator is refused with a message in the log.
 */
export async function ensureOperators(
  deps: { auth: Auth; db: Db; publicUrl: string; logger: Logger },
  emails: readonly string[],
): Promise<void> {
  for (const email of emails) {
    const outcome = await addOperator(deps, email);
    if (outcome.status === "created") {
      deps.logger.info(`Operator ${email} created. Set its password within 24 hours: ${outcome.setPasswordUrl}`);
    } else if (outcome.status === "refused") {
      deps.logger.error(`OPERATOR_EMAILS: ${outcome.message}`);
    }
  }
}
