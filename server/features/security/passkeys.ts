import { accountMessages } from "@domain/accounts.ts";
import { type Passkey, securityMessages } from "@domain/security.ts";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { passkeys, webauthnChallenges } from "../../db/schema/index.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { limit, waitInWords } from "../../lib/rate-limit.ts";
import { recordAudit } from "../audit/record.ts";
import { mailSecurityChange, type RequestFacts, type SecurityDeps } from "./deps.ts";

/**
 * Passkeys (WebAuthn) through SimpleWebAuthn (decision 0062): options and checks are the library's; what is ours
 * is where things are kept — a challenge row used once and kept five minutes, and the `passkeys` table.
 */
const challengeSeconds = 5 * 60;

const rp = (deps: SecurityDeps) => {
  const url = new URL(deps.config.publicUrl);
  return { origin: url.origin, rpID: url.hostname };
};

const failed = (message: string = securityMessages.passkeyFailed) => new HttpError(401, "passkey_failed", message);

function toPasskey(row: typeof passkeys.$inferSelect): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys(deps: SecurityDeps, userId: string): Promise<Passkey[]> {
  const rows = await deps.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}

async function storeChallenge(deps: SecurityDeps, challenge: string, purpose: "register" | "sign-in", userId?: string) {
  await deps.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  const [row] = await deps.db
    .insert(webauthnChallenges)
    .values({
      challenge,
      purpose,
      userId: userId ?? null,
      expiresAt: sql`now() + make_interval(secs => ${challengeSeconds})`,
    })
    .returning({ id: webauthnChallenges.id });
  if (!row) throw new Error("challenge not stored");
  return row.id;
}

/** Takes the challenge out (used once, also when the answer then fails); an unknown or expired one is null. */
async function takeChallenge(deps: SecurityDeps, id: string, purpose: "register" | "sign-in", userId?: string) {
  const [row] = await deps.db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, id),
        eq(webauthnChallenges.purpose, purpose),
        userId ? eq(webauthnChallenges.userId, userId) : sql`true`,
      ),
    )
    .returning();
  return row && row.expiresAt.getTime() > Date.now() ? row.challenge : null;
}

/** Options to create a passkey for the signed-in person (their existing ones excluded). */
export async function registrationOptions(deps: SecurityDeps, actor: Actor | null) {
  const me = requireAccess(actor, "signed-in");
  const existing = await deps.db.select({ id: passkeys.credentialId }).from(passkeys).where(eq(passkeys.userId, me.id));
  const options = await generateRegistrationOptions({
    rpName: "CollabStay",
    rpID: rp(deps).rpID,
    userName: me.email,
    userDisplayName: me.profile?.fullName ?? me.name,
    userID: new TextEncoder().encode(me.id),
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const challengeId = await storeChallenge(deps, options.challenge, "register", me.id);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Checks the browser's answer and keeps the new passkey; mailed. */
export async function addPasskey(
  deps: SecurityDeps,
  actor: Actor | null,
  input: { challengeId: string; name: string; response: Record<string, unknown> },
  request: RequestFacts,
): Promise<Passkey> {
  const me = requireAccess(actor, "signed-in");
  const challenge = await takeChallenge(deps, input.challengeId, "register", me.id);
  if (!challenge) throw new HttpError(400, "passkey_failed", securityMessages.passkeyExpired);
  const { origin, rpID } = rp(deps);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw new HttpError(400, "passkey_failed", securityMessages.passkeyFailed);
  }
  if (!verified.verified) throw new HttpError(400, "passkey_failed", securityMessages.passkeyFailed);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  const [row] = await deps.db
    .insert(passkeys)
    .values({
      userId: me.id,
      name: input.name,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports?.join(",") ?? null,
      backedUp: credentialBackedUp,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, "conflict", securityMessages.passkeyDuplicate);
  await recordAudit(deps.db, {
    action: "account.passkey_added",
    actorId: me.id,
    targetId: me.id,
    targetKind: "user",
    requestId: request.requestId,
    details: { passkey: row.id },
  });
  await mailSecurityChange(deps, me, `A passkey was added ("${row.name}")`);
  return toPasskey(row);
}

export async function renamePasskey(deps: SecurityDeps, actor: Actor | null, id: string, name: string) {
  const me = requireAccess(actor, "signed-in");
  const [row] = await deps.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, me.id)))
    .returning();
  if (!row) throw notFound(securityMessages.passkeyNotFound);
  return toPasskey(row);
}

/** Removes one of the person's own passkeys (another person's is 404); mailed. */
export async function removePasskey(deps: SecurityDeps, actor: Actor | null, id: string, request: RequestFacts) {
  const me = requireAccess(actor, "signed-in");
  const [row] = await deps.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, me.id)))
    .returning();
  if (!row) throw notFound(securityMessages.passkeyNotFound);
  await recordAudit(deps.db, {
    action: "account.passkey_removed",
    actorId: me.id,
    targetId: me.id,
    targetKind: "user",
    requestId: request.requestId,
    details: { passkey: row.id },
  });
  await mailSecurityChange(deps, me, `A passkey was removed ("${row.name}")`);
}

/** Options for "Sign in with a passkey": no account named (the authenticator offers its passkeys for this site). */
export async function signInOptions(deps: SecurityDeps, ip: string | null) {
  // Anyone may ask: the challenges one address can make are limited (each is a row until it expires).
  if (ip) {
    await limit(deps.db, { key: `passkey:ip:${ip}`, max: 60, windowSeconds: 60 }, (s) =>
      accountMessages.tooManyAttemptsWait(waitInWords(s)),
    );
  }
  const options = await generateAuthenticationOptions({ rpID: rp(deps).rpID, userVerification: "preferred" });
  const challengeId = await storeChallenge(deps, options.challenge, "sign-in");
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Checks a passkey assertion and answers whose it is. Refused (401 `passkey_failed`, nothing written): an unknown
 * or used challenge, a credential nobody registered, an assertion whose user handle names another account than the
 * credential's, a wrong origin, RP or challenge, a bad signature. The signature counter is kept.
 */
export async function verifyPasskeySignIn(
  deps: SecurityDeps,
  input: { challengeId: string; response: Record<string, unknown> },
): Promise<{ userId: string }> {
  const challenge = await takeChallenge(deps, input.challengeId, "sign-in");
  if (!challenge) throw new HttpError(400, "passkey_failed", securityMessages.passkeyExpired);
  const response = input.response as unknown as AuthenticationResponseJSON;
  const [stored] = await deps.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, String(response.id)));
  if (!stored) throw failed(securityMessages.passkeyUnknown);
  const handle = response.response?.userHandle;
  if (handle !== undefined && handle !== null) {
    let named = "";
    try {
      named = new TextDecoder().decode(isoBase64URL.toBuffer(String(handle)));
    } catch {
      throw failed();
    }
    if (named !== stored.userId) throw failed();
  }
  const { origin, rpID } = rp(deps);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
      },
    });
  } catch {
    throw failed();
  }
  if (!verified.verified) throw failed();
  await deps.db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, stored.id));
  return { userId: stored.userId };
}
